// The checkout page (page type 201), reached from the cart, express checkout and /checkout?cartToken=…: the cart of
// the token (else the shopper's own cart) with the checkout form beside its summary, discount code and gift cards.
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { CART_TEXT } from '../../../domain/messages.ts';
import { PageType } from '../../../domain/site-structure.ts';
import { CheckoutForm } from '../components/CheckoutForm.tsx';
import { CheckoutSummary } from '../components/CheckoutSummary.tsx';
import { CouponField } from '../components/CouponField.tsx';
import { GiftCardField } from '../components/GiftCardField.tsx';
import { LoadError, Loading } from '../components/LoadStatus.tsx';
import { CheckoutCartDocument, type CheckoutCartFieldsFragment, CheckoutItemDocument } from '../graphql/generated/graphql.ts';
import { CHECKOUT_FIELD_PATHS } from '../lib/checkout-draft.ts';
import { giftCardUses } from '../lib/gift-cards.ts';
import { useCheckoutCart } from '../lib/use-checkout-cart.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useGiftCards } from '../lib/use-gift-cards.ts';
import { usePlaceOrder } from '../lib/use-place-order.ts';

export function CheckoutScreen() {
  const [params] = useSearchParams();
  const cartToken = params.get('cartToken');
  // Always asked afresh: prices, stock and the cart itself (purchased meanwhile?) may have changed since last time.
  const { data, loading, error } = useQuery(CheckoutCartDocument, {
    variables: { cartToken },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  useDocumentTitle(CART_TEXT.checkout);
  if (!data && loading) return <Loading />;
  if (!data) return error ? <LoadError /> : null;
  const cart = data.shoppingCart;
  return (
    <main id="content" className="page checkout-page" data-page-type={PageType.CHECKOUT}>
      <h1>{CART_TEXT.checkout}</h1>
      {!cart || cart.entries.length === 0 ? (
        <div className="cart-page__empty">
          <p>{CART_TEXT.empty}</p>
          <Link to="/" className="button">
            {CART_TEXT.continueShopping}
          </Link>
        </div>
      ) : (
        <Checkout key={cart.cartToken} cart={cart} defaultCountry={data.website.country} payments={data.website.paymentSettings} />
      )}
    </main>
  );
}

function Checkout({
  cart,
  defaultCountry,
  payments,
}: {
  cart: CheckoutCartFieldsFragment;
  defaultCountry: string;
  payments: { provider: string; publishableKey?: string | null };
}) {
  const [only] = cart.entries.length === 1 ? cart.entries : [];
  const { data: item } = useQuery(CheckoutItemDocument, { variables: { itemId: only?.itemId ?? '' }, skip: !only });
  const changes = useCheckoutCart(cart.cartToken);
  const giftCards = useGiftCards(cart.subtotal.currencyCode);
  const order = usePlaceOrder(CHECKOUT_FIELD_PATHS, item?.product?.isSubscribable ?? false);
  const { uses, dueCents } = giftCardUses(giftCards.cards, cart.grandTotalCents);
  return (
    <div className="checkout-page__layout">
      <CheckoutForm
        cart={cart}
        payments={{ provider: payments.provider, publishableKey: payments.publishableKey ?? null }}
        defaultCountry={defaultCountry}
        changes={changes}
        order={order}
        giftCardCodes={giftCards.cards.map((c) => c.code)}
        dueCents={dueCents}
      />
      <aside className="checkout-page__aside">
        <CheckoutSummary cart={cart} giftCardUses={uses} dueCents={dueCents} busy={changes.busy} />
        {changes.failure && (
          <p role="alert" className="cart-message">
            {changes.failure}
          </p>
        )}
        <CouponField coupons={cart.coupons} changes={changes} />
        <GiftCardField giftCards={giftCards} placeError={order.errors.fields.giftCardCodes} />
      </aside>
    </div>
  );
}
