// The console's frame: who is signed in (ownerAccess), the sign-in form when nobody is, else the navigation and the
// screens. Each screen and nav entry appears only for the capabilities it needs.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { Dashboard } from './Dashboard.tsx';
import { ConsoleAccessDocument, ConsoleLogOutDocument } from './generated/graphql.ts';
import { Settings } from './Settings.tsx';
import { SignIn } from './SignIn.tsx';
import { queryState } from './status.tsx';
import { WebsiteSwitcher } from './WebsiteSwitcher.tsx';

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
            <li>
              <NavLink to="/settings">Settings</NavLink>
            </li>
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
        <Routes>
          <Route path="/" element={<Navigate to="/dashboard" replace />} />
          <Route path="/dashboard" element={<Dashboard allowed={can('analytics:read')} />} />
          <Route path="/settings" element={<Settings canWrite={can('settings:write')} />} />
          <Route path="*" element={<p>There is no such console page.</p>} />
        </Routes>
      </main>
    </div>
  );
}
