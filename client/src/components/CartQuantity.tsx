// Cart quantity badge (spec §4, §9): the count, '100+' above 100, with its spoken label ('More than 100 items in cart').
import { cartCountLabel, cartCountSpokenLabel } from '../../../domain/cart-count.ts';

export function CartQuantity({ count }: { count: number }) {
  return (
    <span className="cart-quantity">
      <span className="cart-quantity__count" aria-hidden="true">
        {cartCountLabel(count)}
      </span>
      <span className="sr-only">{cartCountSpokenLabel(count)}</span>
    </span>
  );
}
