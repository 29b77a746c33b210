// The cart summary (spec §1, §2, §5): 'Subtotal' and the checkout button, which is disabled with the checkout
// minimum message while the subtotal is below the store's minimum.
import { useId } from 'react';
import { CART_TEXT } from '../../../domain/messages.ts';
import { checkoutUrl } from '../lib/purchasable.ts';
import { Link } from '../lib/router.tsx';

export type CartSummaryProps = {
  cartToken: string;
  subtotal: string;
  meetsCheckoutMinimum: boolean;
  checkoutMinimumMessage: string | null;
  /** A change is in flight: the subtotal is about to change. */
  busy: boolean;
};

export function CartSummary({ cartToken, subtotal, meetsCheckoutMinimum, checkoutMinimumMessage, busy }: CartSummaryProps) {
  const headingId = useId();
  const minimumId = useId();
  return (
    <section className="cart-summary" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h2 id={headingId}>{CART_TEXT.summary}</h2>
      <dl className="cart-summary__totals">
        <dt>{CART_TEXT.subtotal}</dt>
        <dd>{subtotal}</dd>
      </dl>
      {meetsCheckoutMinimum ? (
        <Link to={checkoutUrl(cartToken)} className="button cart-summary__checkout">
          {CART_TEXT.checkout}
        </Link>
      ) : (
        <>
          <p id={minimumId} className="cart-summary__minimum">
            {checkoutMinimumMessage}
          </p>
          <button type="button" className="button cart-summary__checkout" disabled aria-describedby={minimumId}>
            {CART_TEXT.checkout}
          </button>
        </>
      )}
    </section>
  );
}
