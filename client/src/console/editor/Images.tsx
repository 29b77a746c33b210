// The product's images: upload (ImageUpload), then for each image its alt text and focal point (saved together with
// updateProductImage), its place (Up / Down: moveProductImage; the first is the main image) and Remove (confirmed).
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  type EditorImageFragment,
  EditorMoveProductImageDocument,
  EditorProductDocument,
  EditorRemoveProductImageDocument,
  EditorUpdateProductImageDocument,
} from '../generated/graphql.ts';
import { ConfirmButton } from '../shared/Confirm.tsx';
import { type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import { reportChange, runChange } from './editor-data.ts';
import { FocalPoint, type Point } from './FocalPoint.tsx';
import { ImageUpload } from './ImageUpload.tsx';
import { MoveButtons } from './MoveButtons.tsx';
import type { EditorProduct } from './ProductEditor.tsx';

const refetch = { refetchQueries: [EditorProductDocument], awaitRefetchQueries: true };

export function Images({ product, onUploaded }: { product: EditorProduct; onUploaded: () => void }) {
  const images = product.images;
  return (
    <section className="editor-section" aria-labelledby="images-title">
      <h2 id="images-title">Images</h2>
      <ImageUpload productId={product.id} onUploaded={onUploaded} />
      {images.length === 0 ? (
        <p>No image yet.</p>
      ) : (
        <ol className="editor-images" aria-label={`Images of ${product.title}, the main one first`}>
          {images.map((image, i) => (
            <ImageItem key={image.id} image={image} index={i} last={i === images.length - 1} />
          ))}
        </ol>
      )}
    </section>
  );
}

type ItemProps = { image: EditorImageFragment; index: number; last: boolean };

function ImageItem({ image, index, last }: ItemProps) {
  const [altText, setAltText] = useState(image.altText);
  const [point, setPoint] = useState<Point>({ x: image.mediaFocalPoint.x, y: image.mediaFocalPoint.y });
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const [saved, setSaved] = useState(false);
  const [update, updating] = useMutation(EditorUpdateProductImageDocument);
  const [move, moving] = useMutation(EditorMoveProductImageDocument, refetch);
  const [remove, removing] = useMutation(EditorRemoveProductImageDocument, refetch);
  const name = `image ${index + 1}${image.fileName ? ` (${image.fileName})` : ''}`;
  const save = async () => {
    const answer = await runChange(
      () => update({ variables: { imageId: image.id, altText, focalPoint: point } }),
      (d) => d?.updateProductImage,
    );
    setErrors(answer.errors);
    setSaved(answer.ok);
  };
  const moveTo = (position: number) =>
    reportChange(
      setErrors,
      () => move({ variables: { imageId: image.id, position } }),
      (d) => d?.moveProductImage,
    );
  const confirmRemove = () =>
    reportChange(
      setErrors,
      () => remove({ variables: { imageId: image.id } }),
      (d) => d?.removeProductImage,
    );
  const change = (next: () => void) => {
    setSaved(false);
    next();
  };
  return (
    <li className="editor-image" aria-label={index === 0 ? `${name}, main image` : name}>
      <FocalPoint
        src={image.assetUrl}
        alt={name}
        size={image}
        point={point}
        idPrefix={image.id}
        onChange={(p) => change(() => setPoint(p))}
      />
      <div className="editor-form">
        <p className="console-hint">
          {index === 0 ? 'Main image · ' : ''}
          {image.originalSize} pixels
        </p>
        <label htmlFor={`${image.id}-alt`}>Alt text (what the image shows)</label>
        <input id={`${image.id}-alt`} value={altText} onChange={(e) => change(() => setAltText(e.target.value))} />
        <div className="editor-actions">
          <button type="button" disabled={updating.loading} onClick={() => void save()} aria-label={`Save ${name}`}>
            {updating.loading ? 'Saving…' : 'Save image'}
          </button>
          <MoveButtons
            name={name}
            busy={moving.loading}
            onUp={index > 0 ? () => void moveTo(index - 1) : undefined}
            onDown={last ? undefined : () => void moveTo(index + 1)}
          />
          <ConfirmButton
            label="Remove"
            name={`Remove ${name}`}
            question={`Remove ${name}? Its files are deleted.`}
            action="Remove image"
            busy={removing.loading}
            onConfirm={confirmRemove}
          />
        </div>
        <OtherErrors errors={errors} fields={[]} />
        {saved && <p role="status">Image saved.</p>}
      </div>
    </li>
  );
}
