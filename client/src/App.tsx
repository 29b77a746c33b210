// The storefront's routes: home, the account, cart and checkout pages, the order confirmation and the order status
// page (by private link), the website's pages (product listings, pages of blocks, blogs, events, galleries) and their
// items and products, and not-found for the rest. The shopper's own pages (account, cart, search, checkout, orders)
// load on demand: the server renders them for the request's visitor (entry-server.tsx), and browsing the website's
// pages never needs their code (nor the checkout's address data: every country's subdivisions). The contact page
// loads on demand too. The browser hydrates each when its code has arrived.
// The website is read here, once for the whole app (lib/site.tsx); analytics and the page context learn its settings.
import { useAnalyticsSite } from './analytics/site.ts';
import { usePageContextSite } from './lib/page-context.ts';
import { lazyScreen } from './lib/route-chunks.tsx';
import { Route, Switch } from './lib/router.tsx';
import { SiteProvider } from './lib/site.tsx';
import { CartProvider } from './lib/use-cart.ts';
import { HomeScreen } from './screens/HomeScreen.tsx';
import { NotFoundScreen } from './screens/NotFoundScreen.tsx';
import { ItemRoute, PageRoute } from './screens/PageRoute.tsx';
import { SiteLayout } from './screens/SiteLayout.tsx';

// Each in a chunk of its own, named in the head of a page the server rendered with it (lib/route-chunks.tsx): its
// style sheet is there for the first paint, and its script comes with the app.
const AccountScreen = lazyScreen('src/screens/AccountScreen.tsx', () => import('./screens/AccountScreen.tsx').then((m) => m.AccountScreen));
const ContactScreen = lazyScreen('src/screens/ContactScreen.tsx', () => import('./screens/ContactScreen.tsx').then((m) => m.ContactScreen));
const CartScreen = lazyScreen('src/screens/CartScreen.tsx', () => import('./screens/CartScreen.tsx').then((m) => m.CartScreen));
const SearchScreen = lazyScreen('src/screens/SearchScreen.tsx', () => import('./screens/SearchScreen.tsx').then((m) => m.SearchScreen));
const CheckoutScreen = lazyScreen('src/screens/CheckoutScreen.tsx', () =>
  import('./screens/CheckoutScreen.tsx').then((m) => m.CheckoutScreen),
);
const OrderConfirmedScreen = lazyScreen('src/screens/OrderConfirmedScreen.tsx', () =>
  import('./screens/OrderConfirmedScreen.tsx').then((m) => m.OrderConfirmedScreen),
);
const OrderStatusScreen = lazyScreen('src/screens/OrderStatusScreen.tsx', () =>
  import('./screens/OrderStatusScreen.tsx').then((m) => m.OrderStatusScreen),
);

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
        <Route path="/account">
          <AccountScreen />
        </Route>
        <Route path="/cart">
          <CartScreen />
        </Route>
        <Route path="/contact">
          <ContactScreen />
        </Route>
        <Route path="/search">
          <SearchScreen />
        </Route>
        <Route path="/checkout">
          <CheckoutScreen />
        </Route>
        <Route path="/checkout/subscription">
          <CheckoutScreen kind="subscription" />
        </Route>
        <Route path="/checkout/gift-card">
          <CheckoutScreen kind="gift-card" />
        </Route>
        <Route path="/checkout/confirmed">
          <OrderConfirmedScreen />
        </Route>
        <Route path="/orders/:token">
          <OrderStatusScreen />
        </Route>
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
