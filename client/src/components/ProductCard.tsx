// One product in a listing grid: image and title linking to the product, its price and its sold-out or sale mark,
// the 'Quick View' button and the grid add-to-cart button (which opens the quick view for a product that needs a
// choice). Following a related product's link is counted.
import { useId, useState } from 'react';
import type { ProductMark } from '../../../domain/availability.ts';
import type { ImagePriority } from '../../../domain/image.ts';
import { analyticsItem } from '../analytics/shopping-events.ts';
import { useShoppingEvents } from '../analytics/shopping-place.tsx';
import type { ProductCardFragment } from '../graphql/generated/documents/ProductCardFragment.ts';
import type { ProductMark as SchemaProductMark } from '../graphql/generated/graphql.ts';
import { Link } from '../lib/router.tsx';
import { GridAddToCartButton } from './GridAddToCartButton.tsx';
import { Image } from './Image.tsx';
import { PriceBlock, type PriceBlockProps } from './PriceBlock.tsx';
import { ProductMarks } from './ProductMarks.tsx';
import { QuickView, QuickViewButton } from './QuickViewButton.tsx';

const CARD_IMAGE_SIZES = '(min-width: 960px) 25vw, (min-width: 640px) 33vw, 50vw';

function markOf(mark: SchemaProductMark | null): ProductMark {
  if (mark === 'SOLD_OUT') return 'sold-out';
  return mark === 'SALE' ? 'sale' : null;
}

/** The listing price: the "from" price when variants differ (server availability), else the one variant's price. */
function cardPrice(product: ProductCardFragment): PriceBlockProps | null {
  const { hasMultiplePrices, fromPrice } = product.availability;
  if (hasMultiplePrices && fromPrice) return { price: fromPrice.formatted, from: true };
  const variant = product.variants[0];
  if (!variant) return null;
  if (variant.onSale) return { price: variant.salePrice.formatted, originalPrice: variant.price.formatted };
  return { price: variant.price.formatted };
}

/** `priority`: 'high' for a card of a listing's first row (above the fold: its image is what the page's largest
 * paint waits for), fetched at once; the others load as they come into view. */
export function ProductCard({ product, priority }: { product: ProductCardFragment; priority?: ImagePriority }) {
  const titleId = useId();
  const [quickView, setQuickView] = useState(false);
  const price = cardPrice(product);
  const image = product.mainImage;
  const shopping = useShoppingEvents();
  const followed = shopping.related
    ? () => shopping.record('related product click', { productId: product.id, items: [analyticsItem(product)] })
    : undefined;
  return (
    <article className="product-card" aria-labelledby={titleId}>
      <Link to={product.fullUrl} className="product-card__link" onClick={followed}>
        <div className="product-card__media">
          {image && (
            <Image src={image.assetUrl} width={image.width} height={image.height} alt="" sizes={CARD_IMAGE_SIZES} priority={priority} />
          )}
        </div>
        <h2 id={titleId} className="product-card__title">
          {product.title}
        </h2>
      </Link>
      <div className="product-card__meta">
        {price && <PriceBlock {...price} />}
        <ProductMarks
          mark={markOf(product.availability.mark)}
          soldOutText={product.merchandising.soldOutText}
          saleText={product.merchandising.saleText}
        />
      </div>
      <div className="product-card__actions">
        <QuickViewButton describedBy={titleId} onOpen={() => setQuickView(true)} />
        <GridAddToCartButton product={product} soldOut={product.availability.soldOut} onNeedsChoice={() => setQuickView(true)} />
      </div>
      {quickView && <QuickView productId={product.id} onClose={() => setQuickView(false)} />}
    </article>
  );
}
