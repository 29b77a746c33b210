// The checkout's order summary: each line with its quantity and total, then Subtotal, Discount, Shipping, Tax,
// Total, the gift cards applied and the amount still due. Busy while a change to the cart is in flight.
import { useId } from 'react';
import { CHECKOUT_TEXT } from '../../../domain/checkout-text.ts';
import { CART_TEXT } from '../../../domain/messages.ts';
import { formatMoney } from '../../../domain/money.ts';
import type { CheckoutCartFieldsFragment } from '../graphql/generated/documents/CheckoutCartFieldsFragment.ts';
import type { GiftCardUse } from '../lib/gift-cards.ts';

export type CheckoutSummaryProps = {
  cart: CheckoutCartFieldsFragment;
  giftCardUses: readonly GiftCardUse[];
  dueCents: number;
  busy: boolean;
};

export function CheckoutSummary({ cart, giftCardUses, dueCents, busy }: CheckoutSummaryProps) {
  const headingId = useId();
  const currency = cart.subtotal.currencyCode;
  const minus = (cents: number) => `−${formatMoney(cents, currency)}`;
  return (
    <section className="checkout-summary" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h2 id={headingId}>{CART_TEXT.summary}</h2>
      <ul className="checkout-summary__lines">
        {cart.entries.map((entry) => (
          <li key={entry.id}>
            <span>
              {entry.title} × {entry.quantity}
            </span>
            <span>{entry.subTotal.formatted}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__totals">
        <Row label={CART_TEXT.subtotal} value={cart.subtotal.formatted} />
        {cart.discountCents > 0 && <Row label={CHECKOUT_TEXT.discount} value={`−${cart.discount.formatted}`} />}
        {cart.requiresShipping && (
          <Row label={CHECKOUT_TEXT.shipping} value={cart.selectedShippingOption ? cart.shippingCost.formatted : CHECKOUT_TEXT.notChosen} />
        )}
        <Row label={CHECKOUT_TEXT.tax} value={cart.tax.formatted} />
        <Row label={CHECKOUT_TEXT.total} value={cart.grandTotal.formatted} strong />
        {giftCardUses.map((use) => (
          <Row key={use.code} label={`${CHECKOUT_TEXT.giftCard} ${use.code}`} value={minus(use.appliedCents)} />
        ))}
        {giftCardUses.length > 0 && <Row label={CHECKOUT_TEXT.amountDue} value={formatMoney(dueCents, currency)} strong />}
      </dl>
    </section>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'checkout-summary__row checkout-summary__row--total' : 'checkout-summary__row'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
