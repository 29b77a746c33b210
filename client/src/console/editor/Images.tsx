// The product's images: upload (ImageUpload), then for each image its alt text and focal point (saved together with
// updateProductImage), its place (Up / Down: moveProductImage; the first is the main image; the new order shows at
// once and is undone if the server refuses it) and Remove (confirmed).
import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  type EditorImageFragment,
  EditorMoveProductImageDocument,
  EditorProductDocument,
  EditorRemoveProductImageDocument,
  EditorUpdateProductImageDocument,
} from '../generated/graphql.ts';
import { moved } from '../shared/reorder.ts';
import { EntryActions, useEntry } from './EntryActions.tsx';
import { FocalPoint, type Point } from './FocalPoint.tsx';
import { ImageUpload } from './ImageUpload.tsx';
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
            <ImageItem key={image.id} productId={product.id} image={image} index={i} last={i === images.length - 1} />
          ))}
        </ol>
      )}
    </section>
  );
}

type ItemProps = { productId: string; image: EditorImageFragment; index: number; last: boolean };

function ImageItem({ productId, image, index, last }: ItemProps) {
  const [altText, setAltText] = useState(image.altText);
  const [point, setPoint] = useState<Point>({ x: image.mediaFocalPoint.x, y: image.mediaFocalPoint.y });
  const [update, updating] = useMutation(EditorUpdateProductImageDocument);
  const [move, moving] = useMutation(EditorMoveProductImageDocument, refetch);
  const [remove, removing] = useMutation(EditorRemoveProductImageDocument, refetch);
  const name = `image ${index + 1}${image.fileName ? ` (${image.fileName})` : ''}`;
  const entry = useEntry(`Image ${index + 1} saved.`);
  const save = () =>
    entry.save(
      () => update({ variables: { imageId: image.id, altText, focalPoint: point } }),
      (d) => d?.updateProductImage,
    );
  const moveTo = (position: number) => {
    const payload = { __typename: 'ProductImagePayload', image: { ...image, position }, userErrors: [] };
    return entry.report(
      () =>
        move({
          variables: { imageId: image.id, position },
          optimisticResponse: { moveProductImage: payload },
          // The product's list in its new order at once; the refetch that follows brings the store's.
          update: (cache) =>
            cache.modify<{ images: readonly Reference[] }>({
              id: cache.identify({ __typename: 'Product', id: productId }),
              fields: { images: (refs) => moved(refs, index, position) },
            }),
        }),
      (d) => d?.moveProductImage,
    );
  };
  const confirmRemove = () =>
    entry.report(
      () => remove({ variables: { imageId: image.id } }),
      (d) => d?.removeProductImage,
    );
  return (
    <li className="editor-image" aria-label={index === 0 ? `${name}, main image` : name}>
      <FocalPoint src={image.assetUrl} alt={name} size={image} point={point} idPrefix={image.id} onChange={setPoint} />
      <div className="editor-form">
        <p className="console-hint">
          {index === 0 ? 'Main image · ' : ''}
          {image.originalSize} pixels
        </p>
        <label htmlFor={`${image.id}-alt`}>Alt text (what the image shows)</label>
        <input id={`${image.id}-alt`} value={altText} onChange={(e) => setAltText(e.target.value)} />
        <EntryActions
          entry={entry}
          name={name}
          index={index}
          last={last}
          save={{ label: 'Save image', busy: updating.loading, run: () => void save() }}
          moving={moving.loading}
          onMove={(position) => void moveTo(position)}
          remove={{
            question: `Remove ${name}? Its files are deleted.`,
            action: 'Remove image',
            busy: removing.loading,
            run: confirmRemove,
          }}
        />
      </div>
    </li>
  );
}
