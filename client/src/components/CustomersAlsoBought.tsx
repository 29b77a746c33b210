// 'Customers also bought' (spec §1, §2): other products of the cart's collection that are not in the cart yet. They
// are related products in an add-on context: their display, clicks and adds are counted as such. On the cart page a
// failed add shows as the cart message 'Unable to add item' (lib/cart-page-adds.tsx).
import { useId } from 'react';
import { CART_TEXT } from '../../../domain/messages.ts';
import { analyticsItem } from '../analytics/shopping-events.ts';
import { useShoppingEventOnce } from '../analytics/shopping-place.tsx';
import type { ProductCardFragment } from '../graphql/generated/documents/ProductCardFragment.ts';
import { CartPageAdds } from '../lib/cart-page-adds.tsx';
import { ProductGrid } from './ProductGrid.tsx';

const SHOWN = 4;

type Props = { products: ProductCardFragment[]; inCart: readonly string[]; title?: string; shown?: number; onCartPage?: boolean };

export function CustomersAlsoBought({ products, inCart, title = CART_TEXT.customersAlsoBought, shown = SHOWN, onCartPage = false }: Props) {
  const headingId = useId();
  // Nothing the shopper could not add: sold-out products are left out.
  const others = products.filter((p) => !inCart.includes(p.id) && !p.availability.soldOut).slice(0, shown);
  useShoppingEventOnce(
    'related product display',
    others.map((p) => ({ pageType: 'add-on', productId: p.id, items: [analyticsItem(p)] })),
  );
  if (others.length === 0) return null;
  return (
    <section className="customers-also-bought" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {onCartPage ? (
        <CartPageAdds>
          <ProductGrid products={others} pageType="add-on" related />
        </CartPageAdds>
      ) : (
        <ProductGrid products={others} pageType="add-on" related />
      )}
    </section>
  );
}
