// Storefront entry: starts error reporting and performance collection, then mounts the app with its Apollo client
// and router.
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.tsx';
import { startErrorReporting } from './analytics/error-reporting.ts';
import { startPerformanceCollection } from './analytics/web-vitals.ts';
import { createApolloClient } from './apollo.ts';
import './styles.css';

startErrorReporting();
startPerformanceCollection();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <ApolloProvider client={createApolloClient()}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </ApolloProvider>
  </StrictMode>,
);
