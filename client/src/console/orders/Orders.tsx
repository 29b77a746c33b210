// Orders (capability read): newest first, or sorted by date or total from the column heads, filtered by status, any
// part of the customer's email and test mode, 20 a page. Each order number opens the order.
import { useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { orderStatusWords, type RefundState } from '../../../../domain/order-refunds.ts';
import { ConsoleOrdersDocument, type OrderListSort, type OrderStatus } from '../generated/graphql.ts';
import { ColumnHeads, type TableSort } from '../shared/ColumnHeads.tsx';
import { enumWords } from '../shared/format.ts';
import { useCursorPaging } from '../shared/paging.tsx';
import { Screen } from '../shared/Screen.tsx';
import { useDateFormat } from '../shared/use-date-format.ts';
import { keepShown } from '../status.tsx';
import { customerWords, EmailFilter, Paged } from './shared.tsx';

const STATUSES: OrderStatus[] = ['PENDING', 'PAID', 'FULFILLED', 'CANCELLED', 'REFUNDED', 'FAILED'];
type Filters = { status?: OrderStatus; email?: string; testMode?: boolean };
const TEST_MODE: Record<string, boolean | undefined> = { any: undefined, only: true, none: false };

export function Orders() {
  const [filters, setFilters] = useState<Filters>({});
  const [order, setOrder] = useState<OrderListSort>('NEWEST');
  const paging = useCursorPaging();
  const query = keepShown(
    useQuery(ConsoleOrdersDocument, {
      variables: { ...paging.variables, ...filters, sort: order },
      fetchPolicy: 'cache-and-network', // statuses change on the order's page
    }),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    setFilters({
      status: (form.get('status') || undefined) as OrderStatus | undefined,
      email: email || undefined,
      testMode: TEST_MODE[String(form.get('testMode'))],
    });
    paging.reset();
  };
  const sort: TableSort<OrderListSort> = {
    columns: { Date: { first: 'NEWEST', second: 'OLDEST' }, Total: { first: 'TOTAL_HIGHEST', second: 'TOTAL_LOWEST' } },
    current: order,
    initial: 'NEWEST',
    onSort: (next) => {
      setOrder(next);
      paging.reset();
    },
  };
  return (
    <Screen id="orders-title" title="Orders">
      <form className="console-filters" onSubmit={submit} aria-label="Filter orders">
        <label>
          Status
          <select name="status" defaultValue="">
            <option value="">Any status</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {enumWords(s)}
              </option>
            ))}
          </select>
        </label>
        <EmailFilter id="order-email" label="Customer email" />
        <label>
          Test orders
          <select name="testMode" defaultValue="any">
            <option value="any">Any</option>
            <option value="only">Only test orders</option>
            <option value="none">No test orders</option>
          </select>
        </label>
        <button type="submit">Filter</button>
      </form>
      <Paged what="the orders" empty="No orders match." label="Orders" query={query} connection={query.data?.orders} paging={paging}>
        {(orders) => <OrderTable orders={orders} sort={sort} />}
      </Paged>
    </Screen>
  );
}

type Row = {
  id: string;
  orderNumber: number;
  createdAt: string;
  email: string;
  customerName: string;
  status: string;
  refundState: RefundState;
  testMode: boolean;
  grandTotal: { formatted: string };
};

const CAPTIONS: Record<OrderListSort, string> = {
  NEWEST: 'Orders, newest first',
  OLDEST: 'Orders, oldest first',
  TOTAL_HIGHEST: 'Orders, highest total first',
  TOTAL_LOWEST: 'Orders, lowest total first',
};

function OrderTable({ orders, sort }: { orders: Row[]; sort: TableSort<OrderListSort> }) {
  const date = useDateFormat();
  return (
    <table>
      <caption>{CAPTIONS[sort.current]}</caption>
      <ColumnHeads names={['Order', 'Date', 'Customer', 'Status', 'Total']} amounts={['Total']} sort={sort} />
      <tbody>
        {orders.map((o) => (
          <tr key={o.id}>
            <th scope="row">
              <Link to={`/orders/${o.id}`}>#{o.orderNumber}</Link> {o.testMode && <span className="console-badge">Test</span>}
            </th>
            <td>{date(o.createdAt)}</td>
            <td>{customerWords(o)}</td>
            <td>{orderStatusWords(o.status, o.refundState)}</td>
            <td className="console-money">{o.grandTotal.formatted}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
