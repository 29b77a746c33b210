// The storefront's app, started by main.tsx after the page's first frame: starts error reporting and performance
// collection, offers page scripts window.Shopwright, then mounts the app with its Apollo client and router on React 19.
// A page the server rendered is hydrated (its Apollo cache comes with it); any other is rendered here.
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { reportRenderError, startErrorReporting } from './analytics/error-reporting.ts';
import { startPerformanceCollection } from './analytics/web-vitals.ts';
import { createApolloClient, serverState } from './apollo.ts';
import { RenderedCookies, renderedCookiesOfPage } from './lib/cookies.ts';
import { startPageScriptsApi } from './lib/page-scripts.ts';

startErrorReporting();
startPerformanceCollection();
startPageScriptsApi();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

const state = serverState();
const app = (
  <StrictMode>
    <ApolloProvider client={createApolloClient(state)}>
      <RenderedCookies value={state ? renderedCookiesOfPage() : null}>
        <App />
      </RenderedCookies>
    </ApolloProvider>
  </StrictMode>
);
// Hydration as a transition: React hydrates in slices, giving the main thread back between them, so a shopper's tap or
// scroll is never held up by one long task (the page is already painted from the server's HTML). What React recovers
// from by itself (a hydration mismatch: it renders that part again in the browser) is still a fault of the page: it
// goes to the owner through the error queue, as uncaught errors do.
if (state && root.firstChild) startTransition(() => void hydrateRoot(root, app, { onRecoverableError: reportRenderError }));
else createRoot(root).render(app);
