// The storefront's routes: home, the account, cart and checkout pages, the order confirmation and the order status
// page (by private link), the website's pages (product listings, pages of blocks, blogs, events, galleries) and their
// items and products, and not-found for the rest. The shopper's own pages (account, cart, search, checkout, orders)
// load on demand: the server does not render them, and browsing the website's pages never needs their code (nor the
// checkout's address data: every country's subdivisions).
// Analytics and the page context learn the website's settings here, once for the whole app.
import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { useAnalyticsSite } from './analytics/site.ts';
import { Loading } from './components/LoadStatus.tsx';
import { usePageContextSite } from './lib/page-context.ts';
import { ContactScreen } from './screens/ContactScreen.tsx';
import { HomeScreen } from './screens/HomeScreen.tsx';
import { NotFoundScreen } from './screens/NotFoundScreen.tsx';
import { ItemRoute, PageRoute } from './screens/PageRoute.tsx';
import { SiteLayout } from './screens/SiteLayout.tsx';

const AccountScreen = lazy(() => import('./screens/AccountScreen.tsx').then((m) => ({ default: m.AccountScreen })));
const CartScreen = lazy(() => import('./screens/CartScreen.tsx').then((m) => ({ default: m.CartScreen })));
const SearchScreen = lazy(() => import('./screens/SearchScreen.tsx').then((m) => ({ default: m.SearchScreen })));
const CheckoutScreen = lazy(() => import('./screens/CheckoutScreen.tsx').then((m) => ({ default: m.CheckoutScreen })));
const OrderConfirmedScreen = lazy(() => import('./screens/OrderConfirmedScreen.tsx').then((m) => ({ default: m.OrderConfirmedScreen })));
const OrderStatusScreen = lazy(() => import('./screens/OrderStatusScreen.tsx').then((m) => ({ default: m.OrderStatusScreen })));

const onDemand = (screen: ReactNode) => <Suspense fallback={<Loading />}>{screen}</Suspense>;

export function App() {
  useAnalyticsSite();
  usePageContextSite();
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomeScreen />} />
        <Route path="account" element={onDemand(<AccountScreen />)} />
        <Route path="cart" element={onDemand(<CartScreen />)} />
        <Route path="contact" element={<ContactScreen />} />
        <Route path="search" element={onDemand(<SearchScreen />)} />
        <Route path="checkout" element={onDemand(<CheckoutScreen />)} />
        <Route path="checkout/subscription" element={onDemand(<CheckoutScreen kind="subscription" />)} />
        <Route path="checkout/gift-card" element={onDemand(<CheckoutScreen kind="gift-card" />)} />
        <Route path="checkout/confirmed" element={onDemand(<OrderConfirmedScreen />)} />
        <Route path="orders/:token" element={onDemand(<OrderStatusScreen />)} />
        <Route path=":collectionSlug" element={<PageRoute />} />
        <Route path=":collectionSlug/:itemSlug" element={<ItemRoute />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
