// The storefront's routes: home, the account, cart and checkout pages, the order confirmation and the order status
// page (by private link), the website's pages (product listings, pages of blocks, blogs, events, galleries) and their
// items and products, and not-found for the rest. The shopper's own pages (account, cart, search, checkout, orders)
// load on demand: the server renders them for the request's visitor (entry-server.tsx), and browsing the website's
// pages never needs their code (nor the checkout's address data: every country's subdivisions). The contact page
// loads on demand too. The browser hydrates each when its code has arrived.
// The website is read here, once for the whole app (lib/site.tsx); analytics and the page context learn its settings.
import { lazy, type ReactNode, Suspense } from 'react';
import { useAnalyticsSite } from './analytics/site.ts';
import { Loading } from './components/LoadStatus.tsx';
import { usePageContextSite } from './lib/page-context.ts';
import { Route, Switch } from './lib/router.tsx';
import { SiteProvider } from './lib/site.tsx';
import { CartProvider } from './lib/use-cart.ts';
import { HomeScreen } from './screens/HomeScreen.tsx';
import { NotFoundScreen } from './screens/NotFoundScreen.tsx';
import { ItemRoute, PageRoute } from './screens/PageRoute.tsx';
import { SiteLayout } from './screens/SiteLayout.tsx';

const AccountScreen = lazy(() => import('./screens/AccountScreen.tsx').then((m) => ({ default: m.AccountScreen })));
const ContactScreen = lazy(() => import('./screens/ContactScreen.tsx').then((m) => ({ default: m.ContactScreen })));
const CartScreen = lazy(() => import('./screens/CartScreen.tsx').then((m) => ({ default: m.CartScreen })));
const SearchScreen = lazy(() => import('./screens/SearchScreen.tsx').then((m) => ({ default: m.SearchScreen })));
const CheckoutScreen = lazy(() => import('./screens/CheckoutScreen.tsx').then((m) => ({ default: m.CheckoutScreen })));
const OrderConfirmedScreen = lazy(() => import('./screens/OrderConfirmedScreen.tsx').then((m) => ({ default: m.OrderConfirmedScreen })));
const OrderStatusScreen = lazy(() => import('./screens/OrderStatusScreen.tsx').then((m) => ({ default: m.OrderStatusScreen })));

const onDemand = (screen: ReactNode) => <Suspense fallback={<Loading />}>{screen}</Suspense>;

export function App() {
  return (
    <SiteProvider>
      <CartProvider>
        <Site />
      </CartProvider>
    </SiteProvider>
  );
}

function Site() {
  useAnalyticsSite();
  usePageContextSite();
  return (
    <SiteLayout>
      <Switch>
        <Route path="/">
          <HomeScreen />
        </Route>
        <Route path="/account">{onDemand(<AccountScreen />)}</Route>
        <Route path="/cart">{onDemand(<CartScreen />)}</Route>
        <Route path="/contact">{onDemand(<ContactScreen />)}</Route>
        <Route path="/search">{onDemand(<SearchScreen />)}</Route>
        <Route path="/checkout">{onDemand(<CheckoutScreen />)}</Route>
        <Route path="/checkout/subscription">{onDemand(<CheckoutScreen kind="subscription" />)}</Route>
        <Route path="/checkout/gift-card">{onDemand(<CheckoutScreen kind="gift-card" />)}</Route>
        <Route path="/checkout/confirmed">{onDemand(<OrderConfirmedScreen />)}</Route>
        <Route path="/orders/:token">{onDemand(<OrderStatusScreen />)}</Route>
        <Route path="/:collectionSlug">
          <PageRoute />
        </Route>
        <Route path="/:collectionSlug/:itemSlug">
          <ItemRoute />
        </Route>
        <Route>
          <NotFoundScreen />
        </Route>
      </Switch>
    </SiteLayout>
  );
}
