// The checkout page (page type 201), reached from the cart, express checkout and /checkout?cartToken=…: the cart of
// the token (else the shopper's own cart) with the checkout form beside its summary, discount code and gift cards.
// The same screen is the subscription checkout page (/checkout/subscription?cartToken=…) and the gift card page
// (/checkout/gift-card?cartToken=…, spec §2, §4): for a one-item cart of that kind, headed by the product's title
// with the plan, or the denomination and recipient, it buys.
import { useQuery } from '@apollo/client/react';
import { type ReactNode, useId, useState } from 'react';
import { CHECKOUT_TEXT } from '../../../domain/checkout-text.ts';
import { CART_TEXT } from '../../../domain/messages.ts';
import { PageType } from '../../../domain/site-structure.ts';
import { usePageView } from '../analytics/page-view.ts';
import { CheckoutForm } from '../components/CheckoutForm.tsx';
import { CheckoutSummary } from '../components/CheckoutSummary.tsx';
import { CouponField } from '../components/CouponField.tsx';
import { GiftCardPurchase, SubscriptionPurchase } from '../components/DirectCheckoutItem.tsx';
import { GiftCardField } from '../components/GiftCardField.tsx';
import { LoadError, Loading } from '../components/LoadStatus.tsx';
import type { CheckoutCartFieldsFragment } from '../graphql/generated/documents/CheckoutCartFieldsFragment.ts';
import { CheckoutCartDocument } from '../graphql/generated/documents/CheckoutCartQuery.ts';
import { CheckoutItemDocument } from '../graphql/generated/documents/CheckoutItemQuery.ts';
import { CHECKOUT_FIELD_PATHS } from '../lib/checkout-draft.ts';
import { giftCardUses } from '../lib/gift-cards.ts';
import type { CheckoutKind } from '../lib/purchasable.ts';
import { Link, useSearchParams } from '../lib/router.tsx';
import { useCheckoutCart } from '../lib/use-checkout-cart.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useGiftCards } from '../lib/use-gift-cards.ts';
import { usePlaceOrder } from '../lib/use-place-order.ts';

/** The cart each page is for; a cart of another kind is checked out as the ordinary checkout does. */
const CART_KIND: Record<CheckoutKind, string> = { standard: 'STANDARD', subscription: 'SUBSCRIPTION', 'gift-card': 'GIFT_CARD' };

export function CheckoutScreen({ kind = 'standard' }: { kind?: CheckoutKind }) {
  const [params] = useSearchParams();
  const cartToken = params.get('cartToken');
  // Always asked afresh: prices, stock and the cart itself (purchased meanwhile?) may have changed since last time.
  const { data, loading, error } = useQuery(CheckoutCartDocument, {
    variables: { cartToken },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const cart = data?.shoppingCart ?? null;
  const direct = kind !== 'standard' && cart?.kind === CART_KIND[kind] && cart.entries.length === 1 ? cart.entries[0] : null;
  const page: CheckoutKind = direct ? kind : 'standard';
  const heading = direct?.title ?? CART_TEXT.checkout;
  useDocumentTitle(heading);
  usePageView({ pageType: PageType.CHECKOUT, ready: Boolean(data) });
  if (!data && loading) return <Loading />;
  if (!data) return error ? <LoadError /> : null;
  return (
    <main id="content" className="page checkout-page" data-page-type={PageType.CHECKOUT} data-checkout={page}>
      <h1>{heading}</h1>
      {!cart || cart.entries.length === 0 ? (
        <div className="cart-page__empty">
          <p>{CART_TEXT.empty}</p>
          <Link to="/" className="button">
            {CART_TEXT.continueShopping}
          </Link>
        </div>
      ) : (
        <Checkout
          key={cart.cartToken}
          page={page}
          cart={cart}
          defaultCountry={data.website.country}
          payments={data.website.paymentSettings}
        />
      )}
    </main>
  );
}

function Checkout({
  page,
  cart,
  defaultCountry,
  payments,
}: {
  page: CheckoutKind;
  cart: CheckoutCartFieldsFragment;
  defaultCountry: string;
  payments: { provider: string; publishableKey?: string | null };
}) {
  const [only] = cart.entries;
  const { data: item } = useQuery(CheckoutItemDocument, { variables: { itemId: only.itemId }, skip: page !== 'subscription' });
  const options = item?.product?.subscriptionOptions ?? [];
  const changes = useCheckoutCart(cart.cartToken);
  const giftCards = useGiftCards(cart.subtotal.currencyCode);
  // A subscription cart's order is confirmed as a subscription (206), whichever page checked it out.
  const order = usePlaceOrder(CHECKOUT_FIELD_PATHS, cart.kind === 'SUBSCRIPTION');
  const { uses, dueCents } = giftCardUses(giftCards.cards, cart.grandTotalCents);
  return (
    <>
      {page === 'gift-card' && <GiftCardPurchase entry={only} />}
      {page === 'subscription' && (
        <SubscriptionPurchase choice={options.find((o) => o.id === cart.subscriptionOptionId) ?? options[0] ?? null} />
      )}
      <div className="checkout-page__layout">
        <aside className="checkout-page__aside">
          {/* First in the page, so a phone paints it first, folded under its total (a gift card's refusal unfolds it); on a
              wide screen it stands beside the form. */}
          <SummaryFold total={cart.grandTotal.formatted} forcedOpen={Boolean(order.errors.fields.giftCardCodes)}>
            <CheckoutSummary cart={cart} giftCardUses={uses} dueCents={dueCents} busy={changes.busy} />
            <CouponField coupons={cart.coupons} changes={changes} />
            <GiftCardField giftCards={giftCards} placeError={order.errors.fields.giftCardCodes} />
          </SummaryFold>
          {changes.failure && (
            <p role="alert" className="cart-message">
              {changes.failure}
            </p>
          )}
        </aside>
        <CheckoutForm
          cart={cart}
          payments={{ provider: payments.provider, publishableKey: payments.publishableKey ?? null }}
          defaultCountry={defaultCountry}
          changes={changes}
          order={order}
          giftCardCodes={giftCards.cards.map((c) => c.code)}
          dueCents={dueCents}
        />
      </div>
    </>
  );
}

/** The order summary, coupon and gift card fields: always shown on wide screens; on a phone folded under a button
 * that says the total, as Shopify's checkout does. */
function SummaryFold({ total, forcedOpen, children }: { total: string; forcedOpen: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const shown = open || forcedOpen;
  return (
    <>
      <button type="button" className="summary-fold" aria-expanded={shown} aria-controls={bodyId} onClick={() => setOpen(!shown)}>
        <span className="summary-fold__label">{shown ? CHECKOUT_TEXT.hideSummary : CHECKOUT_TEXT.showSummary}</span>
        <span className="summary-fold__total">{total}</span>
      </button>
      <div id={bodyId} className="summary-fold__body" data-folded={shown ? undefined : ''}>
        {children}
      </div>
    </>
  );
}
