// Where an image block's uploaded image is chosen from: a product's images (found by title) or a gallery page's
// images (its items with a file, drafts too, a page of 24 at a time). Each image is a button with its thumbnail.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { BlockGalleryImagesDocument, BlockProductImagesDocument } from '../generated/graphql.ts';
import { Pager } from '../shared/Pager.tsx';
import { queryState } from '../status.tsx';
import { PageChoice } from './PageChoice.tsx';
import { ProductSearch } from './ProductSearch.tsx';

export type PickedImage = { id: string; url: string; alt: string };
type Pick = (image: PickedImage) => void;

const GALLERY_PAGE = 24;

function ImageButtons({ images, of, onPick }: { images: PickedImage[]; of: string; onPick: Pick }) {
  if (images.length === 0) return <p>{of} has no images.</p>;
  return (
    <ul className="website-picker-images" aria-label={`Images of ${of}`}>
      {images.map((image, i) => (
        <li key={image.id}>
          <button type="button" className="console-secondary" onClick={() => onPick(image)}>
            <img src={image.url} alt="" width={64} height={64} />
            Use image {i + 1} of {of}
          </button>
        </li>
      ))}
    </ul>
  );
}

function ProductImages({ productId, onPick }: { productId: string; onPick: Pick }) {
  const query = useQuery(BlockProductImagesDocument, { variables: { id: productId } });
  const state = queryState('the product’s images', query);
  if (state) return state;
  const product = query.data?.catalogProduct;
  if (!product) return <p>This product no longer exists.</p>;
  const images = product.images.map((i) => ({ id: i.id, url: i.assetUrl, alt: i.alt }));
  return <ImageButtons images={images} of={product.title} onPick={onPick} />;
}

export function FromProduct({ id, onPick }: { id: string; onPick: Pick }) {
  const [productId, setProductId] = useState('');
  return (
    <>
      <ProductSearch id={`${id}-search`} label="Find the product" onChoose={(p) => setProductId(p.id)} />
      {productId && <ProductImages productId={productId} onPick={onPick} />}
    </>
  );
}

function GalleryImages({ galleryId, onPick }: { galleryId: string; onPick: Pick }) {
  const [offset, setOffset] = useState(0);
  const query = useQuery(BlockGalleryImagesDocument, { variables: { id: galleryId, offset, first: GALLERY_PAGE } });
  const state = queryState('the gallery’s images', query);
  if (state) return state;
  const gallery = query.data?.collection;
  if (!gallery) return <p>This gallery no longer exists.</p>;
  const images = gallery.items.items.flatMap((i) => (i.assetUrl ? [{ id: i.id, url: i.assetUrl, alt: i.altText || i.title }] : []));
  return (
    <>
      <ImageButtons images={images} of={gallery.title} onPick={onPick} />
      <Pager
        label={`Images of ${gallery.title}`}
        hasPrevious={offset > 0}
        hasNext={gallery.items.hasNextPage}
        onPrevious={() => setOffset(Math.max(0, offset - GALLERY_PAGE))}
        onNext={() => setOffset(offset + GALLERY_PAGE)}
      />
    </>
  );
}

export function FromGallery({ id, onPick }: { id: string; onPick: Pick }) {
  const [galleryId, setGalleryId] = useState('');
  return (
    <>
      <label htmlFor={`${id}-gallery`}>Gallery page</label>
      <PageChoice kinds={['gallery']} id={`${id}-gallery`} value={galleryId} onChange={setGalleryId} />
      {galleryId && <GalleryImages key={galleryId} galleryId={galleryId} onPick={onPick} />}
    </>
  );
}
