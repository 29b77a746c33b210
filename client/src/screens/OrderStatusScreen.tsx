// The order status page (page type 211), /orders/{token} by the order's private link: the order number, its status
// (paid, fulfilled, …) and tracking number, the download links, the lines and totals, and where it goes.
import { useQuery } from '@apollo/client/react';
import { ORDER_STATUS_LABEL, ORDER_TEXT, orderNumberText } from '../../../domain/messages.ts';
import { PageType } from '../../../domain/site-structure.ts';
import { usePageView } from '../analytics/page-view.ts';
import { LoadError, Loading } from '../components/LoadStatus.tsx';
import { OrderAddresses } from '../components/OrderAddresses.tsx';
import { OrderDownloads } from '../components/OrderDownloads.tsx';
import { OrderNotFound } from '../components/OrderNotFound.tsx';
import { OrderReviewLinks } from '../components/OrderReviewLinks.tsx';
import { OrderSummary } from '../components/OrderSummary.tsx';
import { OrderStatusDocument } from '../graphql/generated/documents/OrderStatusQuery.ts';
import { useParams } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function OrderStatusScreen() {
  const { token = '' } = useParams();
  // The status moves on (paid, fulfilled, refunded): always asked afresh.
  const { data, loading, error } = useQuery(OrderStatusDocument, { variables: { token }, fetchPolicy: 'cache-and-network' });
  const order = data?.orderStatus;
  useDocumentTitle(order ? orderNumberText(order.orderNumber) : null);
  usePageView({ pageType: PageType.ORDER_STATUS, ready: Boolean(order) });
  if (!data && loading) return <Loading />;
  if (!data && error) return <LoadError />;
  if (!order) return <OrderNotFound />;
  return (
    <main id="content" className="page order-page" data-page-type={PageType.ORDER_STATUS}>
      <h1>{orderNumberText(order.orderNumber)}</h1>
      <dl className="order-addresses order-page__status">
        <div>
          <dt>{ORDER_TEXT.status}</dt>
          <dd>{ORDER_STATUS_LABEL[order.status] ?? order.status}</dd>
        </div>
        {order.trackingNumber && (
          <div>
            <dt>{ORDER_TEXT.trackingNumber}</dt>
            <dd>{order.trackingNumber}</dd>
          </div>
        )}
      </dl>
      <OrderDownloads order={order} />
      <OrderSummary order={order} />
      <OrderReviewLinks token={token} />
      <OrderAddresses order={order} />
    </main>
  );
}
