// One order (capability read): its state and when it was fulfilled or cancelled, the customer (and the customer
// account that placed it, linked to the Customers screen), lines and totals, its refunds, addresses, shipping and
// tracking; with orders:manage, the actions its state allows (OrderActions); and a link to the preview of its
// confirmation email (the commerce email preview page, page type 301, in a new tab).
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { orderStatusWords } from '../../../../domain/order-refunds.ts';
import { type ConsoleOrderAddressFragment, type ConsoleOrderDetailFragment, ConsoleOrderDocument } from '../generated/graphql.ts';
import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import { useDateFormat } from '../shared/use-date-format.ts';
import { queryState } from '../status.tsx';
import { OrderActions } from './OrderActions.tsx';
import { Refunds } from './Refunds.tsx';
import { customerWords } from './shared.tsx';

export const NO_ORDER_ACTIONS = 'Your role may see orders but not fulfil, refund or cancel them.';

export function OrderDetail({ canManage }: { canManage: boolean }) {
  const { id = '' } = useParams();
  const query = useQuery(ConsoleOrderDocument, { variables: { id } });
  const order = query.data?.order;
  const state = queryState('the order', query);
  return (
    <section aria-labelledby="order-title">
      <p>
        <Link to="/orders">← All orders</Link>
      </p>
      <h1 id="order-title">{order ? `Order #${order.orderNumber}` : 'Order'}</h1>
      {state ??
        (order ? (
          <>
            <Summary order={order} />
            <p>
              <a href={`/api/commerce/orders/${encodeURIComponent(order.id)}/email-preview`} target="_blank" rel="noopener">
                Preview the confirmation email
              </a>
            </p>
            {canManage ? <OrderActions order={order} /> : <p className="console-note">{NO_ORDER_ACTIONS}</p>}
            <Lines order={order} />
            <Refunds refunds={order.refunds} />
            <div className="console-order-parts">
              <Address title="Shipping address" address={order.shippingAddress} />
              <Address title="Billing address" address={order.billingAddress} />
              {order.customerNotes && (
                <section aria-labelledby="notes-title">
                  <h2 id="notes-title">Customer notes</h2>
                  <p>{order.customerNotes}</p>
                </section>
              )}
            </div>
          </>
        ) : (
          <p role="status">There is no such order.</p>
        ))}
    </section>
  );
}

function Summary({ order }: { order: ConsoleOrderDetailFragment }) {
  const date = useDateFormat();
  return (
    <dl className="console-values" aria-label="Order summary">
      <dt>Status</dt>
      <dd>
        {orderStatusWords(order.status, order.refundState)} {order.testMode && <span className="console-badge">Test</span>}
      </dd>
      <dt>Placed</dt>
      <dd>{date(order.createdAt)}</dd>
      {order.fulfilledAt && (
        <>
          <dt>Fulfilled</dt>
          <dd>{date(order.fulfilledAt)}</dd>
        </>
      )}
      {order.cancelledAt && (
        <>
          <dt>Cancelled</dt>
          <dd>{date(order.cancelledAt)}</dd>
        </>
      )}
      <dt>Customer</dt>
      <dd>{customerWords(order)}</dd>
      <dt>Phone</dt>
      <dd>{order.phone ?? 'None given'}</dd>
      <dt>Customer account</dt>
      <dd>
        {order.customer ? (
          <Link to={`/customers?email=${encodeURIComponent(order.customer.email)}`}>{accountWords(order.customer)}</Link>
        ) : (
          'None (checked out as a guest)'
        )}
      </dd>
      <dt>Shipping</dt>
      <dd>{order.shippingOptionName ?? 'Nothing to ship'}</dd>
      <dt>Tracking number</dt>
      <dd>{order.trackingNumber ?? 'None'}</dd>
      <dt>Total</dt>
      <dd>{order.grandTotal.formatted}</dd>
      <dt>Refunded</dt>
      <dd>{order.refunded.formatted}</dd>
    </dl>
  );
}

/** "Grace Hopper (grace@example.com)", or the email alone for an account without a name. */
const accountWords = (c: { email: string; firstName: string; lastName: string }) => {
  const name = `${c.firstName} ${c.lastName}`.trim();
  return name ? `${name} (${c.email})` : c.email;
};

function Lines({ order }: { order: ConsoleOrderDetailFragment }) {
  const totals: [string, { formatted: string; cents?: number }][] = [
    ['Subtotal', order.subtotal],
    ['Discount', order.discount],
    ['Shipping', order.shippingCost],
    ['Tax', order.tax],
    ['Paid with gift cards', order.giftCardAmount],
    ['Total', order.grandTotal],
  ];
  return (
    <table>
      <caption>Lines and totals</caption>
      <ColumnHeads names={['Product', 'SKU', 'Quantity', 'Unit price', 'Total']} amounts={['Unit price', 'Total']} />
      <tbody>
        {order.lines.map((line) => (
          <tr key={line.id}>
            <th scope="row">{line.productName}</th>
            <td>{line.sku}</td>
            <td>{line.quantity}</td>
            <td className="console-money">{line.unitPrice.formatted}</td>
            <td className="console-money">{line.total.formatted}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {totals
          .filter(([name, money]) => money.cents !== 0 || name === 'Total') // no zero discount or gift card line
          .map(([name, money]) => (
            <tr key={name}>
              <th scope="row" colSpan={4}>
                {name}
              </th>
              <td className="console-money">{money.formatted}</td>
            </tr>
          ))}
      </tfoot>
    </table>
  );
}

function Address({ title, address }: { title: string; address: ConsoleOrderAddressFragment | null }) {
  const id = `${title.split(' ')[0].toLowerCase()}-address-title`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {address ? (
        <address>
          {address.address}
          {address.address2 && <br />}
          {address.address2}
          <br />
          {[address.city, address.region, address.postalCode].filter(Boolean).join(', ')}
          <br />
          {address.country}
        </address>
      ) : (
        <p>None</p>
      )}
    </section>
  );
}
