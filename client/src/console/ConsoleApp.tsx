// The console's frame: who is signed in (ownerAccess), the sign-in form when nobody is, else the navigation and the
// screens. Each screen and nav entry appears only for the capabilities it needs.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
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
import { Forms } from './forms/Forms.tsx';
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
      <header className="console-header">
        <p className="console-site">
          <strong>{websiteName}</strong> · owner console
        </p>
        <WebsiteSwitcher />
        <nav aria-label="Console">
          <ul>
            {can('analytics:read') && (
              <li>
                <NavLink to="/dashboard">Dashboard</NavLink>
              </li>
            )}
            {can('read') && (
              <>
                <li>
                  <NavLink to="/products">Products</NavLink>
                </li>
                <li>
                  <NavLink to="/inventory">Inventory</NavLink>
                </li>
                <li>
                  <NavLink to="/import">Import / export</NavLink>
                </li>
                <li>
                  <NavLink to="/collections">Collections</NavLink>
                </li>
              </>
            )}
            {can('read') && (
              <>
                <li>
                  <NavLink to="/orders">Orders</NavLink>
                </li>
                <li>
                  <NavLink to="/customers">Customers</NavLink>
                </li>
              </>
            )}
            {can('orders:manage') && (
              <>
                <li>
                  <NavLink to="/gift-cards">Gift cards</NavLink>
                </li>
                <li>
                  <NavLink to="/subscriptions">Subscriptions</NavLink>
                </li>
              </>
            )}
            <li>
              <NavLink to="/settings">Settings</NavLink>
            </li>
            <li>
              <NavLink to="/tokens">API tokens</NavLink>
            </li>
            {can('settings:write') && (
              <>
                <li>
                  <NavLink to="/coupons">Coupons</NavLink>
                </li>
                <li>
                  <NavLink to="/shipping">Shipping</NavLink>
                </li>
                <li>
                  <NavLink to="/tax">Tax</NavLink>
                </li>
              </>
            )}
            <li>
              <NavLink to="/captcha">Bot check</NavLink>
            </li>
            <li>
              <NavLink to="/trackers">Trackers</NavLink>
            </li>
            {can('restock:manage') && (
              <li>
                <NavLink to="/restock">Restock</NavLink>
              </li>
            )}
            {can('forms:read') && (
              <li>
                <NavLink to="/forms">Forms</NavLink>
              </li>
            )}
            {can('users:manage') && (
              <li>
                <NavLink to="/team">Team</NavLink>
              </li>
            )}
            {can('read') && (
              <>
                <li>
                  <NavLink to="/pages">Website</NavLink>
                </li>
                <li>
                  <NavLink to="/templates">Templates</NavLink>
                </li>
              </>
            )}
          </ul>
        </nav>
        <p className="console-who">
          {access.email} ({access.roleName}){' '}
          <button type="button" onClick={() => void signOut()} disabled={logOutState.loading}>
            Sign out
          </button>
        </p>
      </header>
      {logOutState.error && <p role="alert">{logOutState.error.message}</p>}
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
    </div>
  );
}
