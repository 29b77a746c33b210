// An order's lines and totals (subtotal, discount, shipping, tax, gift card, total, refunded), as on the
// confirmation and status pages.
import { useId } from 'react';
import { CHECKOUT_TEXT } from '../../../domain/checkout-text.ts';
import { CART_TEXT, ORDER_TEXT } from '../../../domain/messages.ts';
import type { OrderFieldsFragment } from '../graphql/generated/documents/OrderFieldsFragment.ts';

type TotalRow = { label: string; value: string; shown?: boolean; total?: boolean };

export function OrderSummary({ order }: { order: OrderFieldsFragment }) {
  const headingId = useId();
  const rows: TotalRow[] = [
    { label: CART_TEXT.subtotal, value: order.subtotal.formatted },
    { label: CHECKOUT_TEXT.discount, value: `−${order.discount.formatted}`, shown: order.discount.cents > 0 },
    { label: CHECKOUT_TEXT.shipping, value: order.shippingCost.formatted, shown: order.shippingAddress !== null },
    { label: CHECKOUT_TEXT.tax, value: order.tax.formatted },
    { label: ORDER_TEXT.giftCard, value: `−${order.giftCardAmount.formatted}`, shown: order.giftCardAmount.cents > 0 },
    { label: CHECKOUT_TEXT.total, value: order.grandTotal.formatted, total: true },
    { label: ORDER_TEXT.refunded, value: order.refunded.formatted, shown: order.refunded.cents > 0 },
  ];
  return (
    <section className="checkout-summary order-summary" aria-labelledby={headingId}>
      <h2 id={headingId}>{CART_TEXT.summary}</h2>
      <ul className="checkout-summary__lines">
        {order.lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.productName} × {line.quantity}
            </span>
            <span>{line.total.formatted}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__totals">
        {rows
          .filter((row) => row.shown !== false)
          .map((row) => (
            <div key={row.label} className={row.total ? 'checkout-summary__row checkout-summary__row--total' : 'checkout-summary__row'}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
