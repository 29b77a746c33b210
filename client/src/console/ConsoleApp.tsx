// The console's frame: who is signed in (ownerAccess), the sign-in form when nobody is, else the top bar, the sidebar
// (frame/navigation.ts; a menu drawer on narrow screens) and the screens. Each nav entry appears only for the
// capabilities it needs.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Navigate, Route, Routes } from 'react-router';
import { ImportExport } from './catalog/ImportExport.tsx';
import { Inventory } from './catalog/Inventory.tsx';
import { Products } from './catalog/Products.tsx';
import { Captcha } from './commerce/Captcha.tsx';
import { Coupons } from './commerce/Coupons.tsx';
import { Shipping } from './commerce/Shipping.tsx';
import { Tax } from './commerce/Tax.tsx';
import { Trackers } from './commerce/Trackers.tsx';
import { Dashboard } from './Dashboard.tsx';
import { Collections } from './editor/Collections.tsx';
import { ProductEditor } from './editor/ProductEditor.tsx';
import { Forms, MailingList } from './forms/Forms.tsx';
import { MenuDrawer } from './frame/MenuDrawer.tsx';
import { Sidebar } from './frame/Sidebar.tsx';
import { ConsoleAccessDocument, ConsoleLogOutDocument } from './generated/graphql.ts';
import { Customers } from './orders/Customers.tsx';
import { GiftCards } from './orders/GiftCards.tsx';
import { OrderDetail } from './orders/OrderDetail.tsx';
import { Orders } from './orders/Orders.tsx';
import { Subscriptions } from './orders/Subscriptions.tsx';
import { Restock } from './restock/Restock.tsx';
import { ScreenBoundary } from './ScreenBoundary.tsx';
import { Settings } from './Settings.tsx';
import { SignIn } from './SignIn.tsx';
import { ApiTokens } from './settings/ApiTokens.tsx';
import { Team } from './settings/Team.tsx';
import { Toasts } from './shared/toasts.tsx';
import { queryState } from './status.tsx';
import { WebsiteSwitcher } from './WebsiteSwitcher.tsx';
import { CollectionItems } from './website/CollectionItems.tsx';
import { ItemEditor } from './website/ItemEditor.tsx';
import { PageEditor } from './website/PageEditor.tsx';
import { Pages } from './website/Pages.tsx';
import { Templates } from './website/Templates.tsx';

export function ConsoleApp() {
  const query = useQuery(ConsoleAccessDocument);
  const { data, refetch } = query;
  const client = useApolloClient();
  const [logOut, logOutState] = useMutation(ConsoleLogOutDocument);
  const state = queryState('your access', query);
  if (state) return state;
  const access = data?.ownerAccess;
  const websiteName = data?.website.name ?? '';
  if (!access) return <SignIn websiteName={websiteName} onSignedIn={() => void refetch()} />;
  const can = (capability: string) => access.capabilities.includes(capability);
  const signOut = async () => {
    await logOut();
    await client.clearStore(); // nothing of this owner's data stays in memory
    await refetch();
  };
  return (
    <div className="console">
      <a className="console-skip" href="#content">
        Skip to content
      </a>
      <header className="console-topbar">
        <MenuDrawer capabilities={access.capabilities} who={`${access.email} (${access.roleName})`} />
        <p className="console-site">
          <strong>{websiteName}</strong> <span className="console-muted">Owner console</span>
        </p>
        <WebsiteSwitcher />
        <p className="console-who">
          <span className="console-who-name">
            {access.email} <span className="console-muted">({access.roleName})</span>
          </span>
          <button type="button" className="console-secondary" onClick={() => void signOut()} disabled={logOutState.loading}>
            Sign out
          </button>
        </p>
      </header>
      {logOutState.error && <p role="alert">{logOutState.error.message}</p>}
      <aside className="console-sidebar">
        <Sidebar capabilities={access.capabilities} />
      </aside>
      <main id="content" className="console-main">
        <ScreenBoundary>
          <Routes>
            <Route path="/" element={<Navigate to="/dashboard" replace />} />
            <Route path="/dashboard" element={<Dashboard allowed={can('analytics:read')} />} />
            <Route path="/products" element={<Products />} />
            <Route path="/inventory" element={<Inventory canWrite={can('inventory:write')} />} />
            <Route path="/import" element={<ImportExport canImport={can('catalog:write')} />} />
            <Route path="/products/:id" element={<ProductEditor canWrite={can('catalog:write')} />} />
            <Route path="/collections" element={<Collections canWrite={can('catalog:write')} />} />
            <Route path="/orders" element={<Orders />} />
            <Route path="/orders/:id" element={<OrderDetail canManage={can('orders:manage')} />} />
            <Route path="/gift-cards" element={<GiftCards allowed={can('orders:manage')} />} />
            <Route path="/subscriptions" element={<Subscriptions allowed={can('orders:manage')} />} />
            <Route path="/customers" element={<Customers />} />
            <Route path="/settings" element={<Settings canWrite={can('settings:write')} />} />
            <Route path="/tokens" element={<ApiTokens canCreateStorefront={can('settings:write')} />} />
            <Route path="/coupons" element={<Coupons allowed={can('settings:write')} />} />
            <Route path="/shipping" element={<Shipping allowed={can('settings:write')} />} />
            <Route path="/tax" element={<Tax allowed={can('settings:write')} />} />
            <Route path="/captcha" element={<Captcha canWrite={can('settings:write')} />} />
            <Route path="/trackers" element={<Trackers canWrite={can('settings:write')} />} />
            <Route path="/restock" element={<Restock allowed={can('restock:manage')} />} />
            <Route path="/forms" element={<Forms allowed={can('forms:read')} />} />
            <Route path="/mailing-list" element={<MailingList allowed={can('forms:read')} />} />
            <Route path="/team" element={<Team allowed={can('users:manage')} />} />
            <Route path="/pages" element={<Pages canWrite={can('catalog:write')} />} />
            <Route path="/pages/:id" element={<PageEditor canWrite={can('catalog:write')} />} />
            <Route path="/collections/:id/items" element={<CollectionItems canWrite={can('catalog:write')} />} />
            <Route path="/collections/:collectionId/items/:itemId" element={<ItemEditor canWrite={can('catalog:write')} />} />
            <Route path="/templates" element={<Templates canWrite={can('catalog:write')} />} />
            <Route path="*" element={<p>There is no such console page.</p>} />
          </Routes>
        </ScreenBoundary>
      </main>
      <Toasts />
    </div>
  );
}
