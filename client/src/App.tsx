// The storefront's routes: home, the account page, a collection's listing, a product page, and not-found for the rest.
import { Route, Routes } from 'react-router';
import { AccountScreen } from './screens/AccountScreen.tsx';
import { HomeScreen } from './screens/HomeScreen.tsx';
import { NotFoundScreen } from './screens/NotFoundScreen.tsx';
import { ProductListScreen } from './screens/ProductListScreen.tsx';
import { ProductScreen } from './screens/ProductScreen.tsx';
import { SiteLayout } from './screens/SiteLayout.tsx';

export function App() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomeScreen />} />
        <Route path="account" element={<AccountScreen />} />
        <Route path=":collectionSlug" element={<ProductListScreen />} />
        <Route path=":collectionSlug/:itemSlug" element={<ProductScreen />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
