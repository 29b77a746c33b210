// Who the order is for (name, email, phone) and where it goes and who pays: the shipping method and address, the billing address and the shopper's notes.
import { formatAddressLines } from '../../../domain/address.ts';
import { ORDER_TEXT } from '../../../domain/messages.ts';
import type { OrderFieldsFragment } from '../graphql/generated/documents/OrderFieldsFragment.ts';

export function OrderAddresses({ order }: { order: OrderFieldsFragment }) {
  const rows: [string, string][] = [];
  const contact = [order.customerName, order.email, order.phone].filter(Boolean).join('\n');
  rows.push([ORDER_TEXT.contact, contact]);
  if (order.shippingOptionName) rows.push([ORDER_TEXT.shippingMethod, order.shippingOptionName]);
  if (order.shippingAddress) rows.push([ORDER_TEXT.shippingAddress, formatAddressLines(order.shippingAddress)]);
  if (order.billingAddress) {
    const billing = formatAddressLines(order.billingAddress);
    const same = order.shippingAddress !== null && billing === formatAddressLines(order.shippingAddress);
    rows.push([ORDER_TEXT.billingAddress, same ? ORDER_TEXT.sameAsShipping : billing]);
  }
  if (order.customerNotes) rows.push([ORDER_TEXT.notes, order.customerNotes]);
  if (rows.length === 0) return null;
  return (
    <dl className="order-addresses">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
