// The cart page /cart (page type show cart): the lines, the summary with the installment pill, 'Customers also
// bought', or the empty-cart text with 'Continue Shopping'. Its view is counted once the lines' products are known.
import { useQuery } from '@apollo/client/react';
import { CART_TEXT } from '../../../domain/messages.ts';
import { CollectionType, PageType } from '../../../domain/site-structure.ts';
import { cartEntryItem, useCartAnalyticsItems } from '../analytics/cart-items.ts';
import { usePageView } from '../analytics/page-view.ts';
import { useShoppingEventOnce } from '../analytics/shopping-place.tsx';
import { CartContents } from '../components/CartContents.tsx';
import { CustomersAlsoBought } from '../components/CustomersAlsoBought.tsx';
import { InstallmentPill } from '../components/InstallmentPill.tsx';
import { Loading } from '../components/LoadStatus.tsx';
import { CartExtrasDocument } from '../graphql/generated/documents/CartExtrasQuery.ts';
import { HomeCollectionsDocument } from '../graphql/generated/documents/HomeCollectionsQuery.ts';
import { Link } from '../lib/router.tsx';
import { useCart } from '../lib/use-cart.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function CartScreen() {
  const { cart, synced } = useCart();
  const firstItemId = cart?.entries[0]?.itemId;
  const extrasQuery = useQuery(CartExtrasDocument, { variables: { itemId: firstItemId ?? '' }, skip: !firstItemId });
  const extras = extrasQuery.data;
  // Continue Shopping goes back to the shop: the collection of an item in the cart, else the first product listing
  // (home when there is none). It shows once the query that says which has answered, so it never leads home early.
  const listingsQuery = useQuery(HomeCollectionsDocument, { skip: Boolean(firstItemId) });
  const shopUrl = (firstItemId ? extrasQuery.loading : listingsQuery.loading)
    ? null
    : (extras?.product?.collection.fullUrl ??
      listingsQuery.data?.collections.find((c) => c.type === CollectionType.PRODUCTS)?.fullUrl ??
      '/');
  useDocumentTitle(CART_TEXT.shoppingCart);
  const shown = synced || Boolean(cart);
  const entries = cart?.entries ?? [];
  const items = useCartAnalyticsItems(entries.length === 0);
  usePageView({ pageType: PageType.SHOW_CART, ready: shown });
  useShoppingEventOnce(
    'view cart',
    shown && (entries.length === 0 || items) ? { pageType: 'add-on', items: entries.map((e) => cartEntryItem(e, items)) } : null,
  );
  if (!shown) return <Loading />;

  const installments = extras?.product?.installments;
  const collection = extras?.product?.collection;
  return (
    <main id="content" className="page cart-page" data-page-type={PageType.SHOW_CART}>
      <h1>{CART_TEXT.shoppingCart}</h1>
      {!cart || entries.length === 0 ? (
        <div className="cart-page__empty">
          <p>{CART_TEXT.empty}</p>
          {shopUrl !== null && (
            <Link to={shopUrl} className="button">
              {CART_TEXT.continueShopping}
            </Link>
          )}
        </div>
      ) : (
        <div className="cart-page__layout">
          <CartContents cart={cart} asideClassName="cart-page__aside">
            {installments && (
              <InstallmentPill
                available={installments.afterPayAvailable}
                brand={installments.brand ?? null}
                productTypes={entries.map((e) => e.productTypeCode)}
                priceCents={cart.subtotalCents}
                minCents={installments.afterPayMin.cents}
                maxCents={installments.afterPayMax.cents}
                currency={cart.subtotal.currencyCode}
              />
            )}
            {shopUrl !== null && (
              <Link to={shopUrl} className="cart-page__continue">
                {CART_TEXT.continueShopping}
              </Link>
            )}
          </CartContents>
        </div>
      )}
      {collection && (
        <CustomersAlsoBought products={collection.products.edges.map((e) => e.node)} inCart={entries.map((e) => e.itemId)} onCartPage />
      )}
    </main>
  );
}
