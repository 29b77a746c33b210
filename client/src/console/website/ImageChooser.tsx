// An image block's uploaded image, chosen from a product's images (catalogProduct.images) rather than typed as an
// id: find the product, then pick one of its pictures. The API keeps the image's id and answers its address when the
// page is read; choosing one clears the Image URL (which would be shown instead).
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { BlockProductImagesDocument } from '../generated/graphql.ts';
import { FieldError, type FieldMessage } from '../shared/errors.tsx';
import { queryState } from '../status.tsx';
import { ProductSearch } from './ProductSearch.tsx';

type Picked = { id: string; assetUrl: string; alt: string };
type Props = {
  id: string;
  legend: string;
  field: string;
  value: string;
  canWrite: boolean;
  errors: FieldMessage[];
  onChange: (image: Picked | null) => void;
};

function ProductImages({ productId, onPick }: { productId: string; onPick: (image: Picked) => void }) {
  const query = useQuery(BlockProductImagesDocument, { variables: { id: productId } });
  const state = queryState('the product’s images', query);
  if (state) return state;
  const product = query.data?.catalogProduct;
  if (!product || product.images.length === 0) return <p>This product has no images.</p>;
  return (
    <ul className="website-picker-images" aria-label={`Images of ${product.title}`}>
      {product.images.map((image, i) => (
        <li key={image.id}>
          <button type="button" className="console-secondary" onClick={() => onPick(image)}>
            <img src={image.assetUrl} alt="" width={64} height={64} />
            Use image {i + 1} of {product.title}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function ImageChooser({ id, legend, field, value, canWrite, errors, onChange }: Props) {
  const [picked, setPicked] = useState<Picked | null>(null);
  const [productId, setProductId] = useState('');
  const shown = picked && picked.id === value ? picked : null;
  return (
    <fieldset className="website-field website-picker">
      <legend>{legend}</legend>
      <p className="website-picked">
        {!value && 'None chosen.'}
        {shown && <img src={shown.assetUrl} alt={shown.alt} width={96} height={96} />}
        {value && !shown && `Chosen: an uploaded image (id ${value}).`}
      </p>
      {canWrite && value && (
        <button type="button" className="console-secondary" onClick={() => onChange(null)}>
          Remove uploaded image
        </button>
      )}
      {canWrite && (
        <details className="website-picker-more">
          <summary>Choose from a product’s images</summary>
          <ProductSearch id={`${id}-search`} label="Find the product" onChoose={(p) => setProductId(p.id)} />
          {productId && (
            <ProductImages
              productId={productId}
              onPick={(image) => {
                setPicked(image);
                onChange(image);
              }}
            />
          )}
        </details>
      )}
      <FieldError errors={errors} field={field} />
    </fieldset>
  );
}
