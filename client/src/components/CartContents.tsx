// A cart's lines and its summary, as the cart page and the cart drawer show them; what each adds under the summary
// (the page's installment pill and Continue Shopping, the drawer's View cart) comes as children. Each line knows its
// product's analytics item for the shopping events recorded there.
import type { ReactNode } from 'react';
import { cartEntryItem, useCartAnalyticsItems } from '../analytics/cart-items.ts';
import type { useCart } from '../lib/use-cart.ts';
import { CartLineItem } from './CartLineItem.tsx';
import { CartSummary } from './CartSummary.tsx';

type Cart = NonNullable<ReturnType<typeof useCart>['cart']>;
type Props = { cart: Cart; linesClassName?: string; asideClassName: string; children?: ReactNode };

export function CartContents({ cart, linesClassName, asideClassName, children }: Props) {
  const items = useCartAnalyticsItems();
  return (
    <>
      <ul className={linesClassName ? `cart-lines ${linesClassName}` : 'cart-lines'}>
        {cart.entries.map((entry) => (
          <CartLineItem key={entry.id} entry={entry} item={cartEntryItem(entry, items)} />
        ))}
      </ul>
      <div className={asideClassName}>
        <CartSummary
          cartToken={cart.cartToken}
          subtotal={cart.subtotal.formatted}
          meetsCheckoutMinimum={cart.meetsCheckoutMinimum}
          checkoutMinimumMessage={cart.checkoutMinimumMessage}
          busy={cart.entries.some((e) => e.isOptimistic) || cart.recalculating}
        />
        {children}
      </div>
    </>
  );
}
