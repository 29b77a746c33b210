// An image block's uploaded image, chosen rather than typed as an id: from a product's images or a gallery's images
// (ImageSources). The block keeps the image's id (the API answers its address when the page is read); the chosen one
// shows with its thumbnail (blockImage), or as 'Unknown image (id …)' once it no longer exists. Choosing one clears
// the Image URL, which would be shown instead.
import { useQuery } from '@apollo/client/react';
import { BlockImageDocument } from '../generated/graphql.ts';
import { FieldError, type FieldMessage } from '../shared/errors.tsx';
import { queryState } from '../status.tsx';
import { FromGallery, FromProduct, type PickedImage } from './ImageSources.tsx';
import { unknownImage } from './pickers.ts';

type Props = {
  id: string;
  legend: string;
  field: string;
  value: string;
  canWrite: boolean;
  errors: FieldMessage[];
  onChange: (image: PickedImage | null) => void;
};

function ChosenImage({ imageId }: { imageId: string }) {
  const query = useQuery(BlockImageDocument, { variables: { id: imageId } });
  const state = queryState('the image', query);
  if (state) return state;
  const image = query.data?.blockImage;
  if (!image) return <p className="website-picked">Chosen: {unknownImage(imageId)}</p>;
  return (
    <p className="website-picked">
      <img src={image.url} alt={image.alt} width={96} height={96} />
      Chosen: {image.kind === 'PRODUCT' ? `an image of ${image.title}` : `the gallery image ${image.title}`}
    </p>
  );
}

export function ImageChooser({ id, legend, field, value, canWrite, errors, onChange }: Props) {
  return (
    <fieldset className="website-field website-picker">
      <legend>{legend}</legend>
      {value ? <ChosenImage imageId={value} /> : <p className="website-picked">None chosen.</p>}
      {canWrite && value && (
        <button type="button" className="console-secondary" onClick={() => onChange(null)}>
          Remove uploaded image
        </button>
      )}
      {canWrite && (
        <>
          <details className="website-picker-more">
            <summary>Choose from a product’s images</summary>
            <FromProduct id={`${id}-product`} onPick={onChange} />
          </details>
          <details className="website-picker-more">
            <summary>Choose from a gallery’s images</summary>
            <FromGallery id={`${id}-gallery`} onPick={onChange} />
          </details>
        </>
      )}
      <FieldError errors={errors} field={field} />
    </fieldset>
  );
}
