// The page after checkout, /checkout/confirmed?order={statusToken}: 'Thank you' with the order number (order
// confirmed 202; subscription confirmed 206 for a subscription checkout; order received 207 while the payment is
// still pending), the download links, the lines and totals, and the order's private status link.
import { useQuery } from '@apollo/client/react';
import { CART_TEXT, confirmationEmailText, ORDER_TEXT, orderNumberText } from '../../../domain/messages.ts';
import { PageType } from '../../../domain/site-structure.ts';
import { usePageView } from '../analytics/page-view.ts';
import { LoadError, Loading } from '../components/LoadStatus.tsx';
import { OrderAddresses } from '../components/OrderAddresses.tsx';
import { OrderDownloads } from '../components/OrderDownloads.tsx';
import { OrderNotFound } from '../components/OrderNotFound.tsx';
import { OrderSummary } from '../components/OrderSummary.tsx';
import { OrderStatusDocument } from '../graphql/generated/documents/OrderStatusQuery.ts';
import { Link, useSearchParams } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

function pageOf(status: string, subscription: boolean) {
  if (status === 'PENDING') return { type: PageType.ORDER_RECEIVED, title: ORDER_TEXT.orderReceivedTitle, note: ORDER_TEXT.orderReceived };
  if (subscription)
    return { type: PageType.SUBSCRIPTION_CONFIRMED, title: ORDER_TEXT.subscriptionConfirmedTitle, note: ORDER_TEXT.subscriptionConfirmed };
  return { type: PageType.ORDER_CONFIRMED, title: ORDER_TEXT.orderConfirmedTitle, note: null };
}

export function OrderConfirmedScreen() {
  const [params] = useSearchParams();
  const token = params.get('order') ?? '';
  const { data, loading, error } = useQuery(OrderStatusDocument, { variables: { token }, skip: !token });
  const order = data?.orderStatus;
  const page = order ? pageOf(order.status, params.get('subscription') === '1') : null;
  useDocumentTitle(page?.title);
  usePageView({ pageType: page?.type ?? PageType.NOT_FOUND, ready: page !== null });
  if (loading) return <Loading />;
  if (error) return <LoadError />;
  if (!order || !page) return <OrderNotFound />;
  return (
    <main id="content" className="page order-page" data-page-type={page.type}>
      <h1>{page.title}</h1>
      <p className="order-page__number">{orderNumberText(order.orderNumber)}</p>
      {page.note && <p>{page.note}</p>}
      <p>{confirmationEmailText(order.email)}</p>
      <OrderDownloads order={order} />
      <OrderSummary order={order} />
      <OrderAddresses order={order} />
      <p className="order-page__status-link">
        <Link to={order.statusUrl}>{ORDER_TEXT.statusLink}</Link> <span>{ORDER_TEXT.statusLinkHint}</span>
      </p>
      <Link to="/" className="button">
        {CART_TEXT.continueShopping}
      </Link>
    </main>
  );
}
