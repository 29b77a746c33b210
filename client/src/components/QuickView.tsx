// The quick-view overlay (spec §2): the product's image, price, option pickers and add button in a dialog; loads the
// product (every variant) when opened, and is counted.
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { fallbackAlt } from '../../../domain/image.ts';
import { CART_ACTION_TEXT, LOADING_TEXT, UNABLE_TO_LOAD_MESSAGE } from '../../../domain/messages.ts';
import { useQuickViewCensus } from '../analytics/census.ts';
import type { ProductDetailsFragment } from '../graphql/generated/documents/ProductDetailsFragment.ts';
import { QuickViewProductDocument } from '../graphql/generated/documents/QuickViewProductQuery.ts';
import { useProductSelection } from '../lib/use-product-selection.ts';
import { Image } from './Image.tsx';
import { Modal } from './Modal.tsx';
import { PriceBlock } from './PriceBlock.tsx';
import { ProductMarks } from './ProductMarks.tsx';
import { ProductPurchaseForm } from './ProductPurchaseForm.tsx';

const QUICK_VIEW_IMAGE_SIZES = '(min-width: 800px) 24rem, 90vw';

export function QuickView({ productId, onClose }: { productId: string; onClose: () => void }) {
  const titleId = useId();
  const { data, loading } = useQuery(QuickViewProductDocument, { variables: { id: productId } });
  useQuickViewCensus(productId);
  const product = data?.product;
  return (
    <Modal labelledBy={titleId} onClose={onClose} closeOnOutsideClick className="quick-view">
      {product ? (
        <QuickViewBody product={product} titleId={titleId} />
      ) : (
        <p id={titleId} role="status">
          {loading ? LOADING_TEXT : UNABLE_TO_LOAD_MESSAGE}
        </p>
      )}
      <button type="button" className="button button--secondary quick-view__close" onClick={onClose}>
        {CART_ACTION_TEXT.close}
      </button>
    </Modal>
  );
}

function QuickViewBody({ product, titleId }: { product: ProductDetailsFragment; titleId: string }) {
  const selection = useProductSelection(product);
  const { view } = selection;
  // The image of the choice so far (a colour's own), else the product's first.
  const image = product.images.find((i) => i.id === view.imageId) ?? product.images[0];
  return (
    <div className="quick-view__product">
      <div className="quick-view__media">
        {image && (
          <Image
            src={image.assetUrl}
            width={image.width}
            height={image.height}
            alt={image.altText || fallbackAlt(product.title)}
            sizes={QUICK_VIEW_IMAGE_SIZES}
          />
        )}
      </div>
      <div className="quick-view__details">
        <h2 id={titleId}>{product.title}</h2>
        <div className="product__price" aria-live="polite">
          {view.price && <PriceBlock {...view.price} />}
          <ProductMarks mark={view.mark} soldOutText={product.merchandising.soldOutText} saleText={product.merchandising.saleText} />
        </div>
        <ProductPurchaseForm product={product} {...selection} />
      </div>
    </div>
  );
}
