// A grid of product cards (a listing, 'Customers also bought'), and where their shopping events happen: a product
// listing, or related products in an add-on context.
import { type AnalyticsPageType, ShoppingPlace } from '../analytics/shopping-place.tsx';
import type { ProductCardFragment } from '../graphql/generated/documents/ProductCardFragment.ts';
import { ProductCard } from './ProductCard.tsx';

type Props = { products: readonly ProductCardFragment[]; pageType: AnalyticsPageType; related?: boolean };

/** Cards of a listing whose images load at once, with high priority: the first row on a phone (two columns). */
const FIRST_ROW = 2;

export function ProductGrid({ products, pageType, related = false }: Props) {
  return (
    <ShoppingPlace pageType={pageType} related={related}>
      <ul className="product-grid">
        {products.map((product, i) => (
          <li key={product.id}>
            <ProductCard product={product} priority={!related && i < FIRST_ROW ? 'high' : undefined} />
          </li>
        ))}
      </ul>
    </ShoppingPlace>
  );
}
