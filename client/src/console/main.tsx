// Owner console entry (/config): a client of the owner API with its own Apollo client and router. Shoppers' pages
// never load this code; it starts no analytics of its own.
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createApolloClient } from '../apollo.ts';
import { ConsoleApp } from './ConsoleApp.tsx';
import '@fontsource-variable/inter';
import './console.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// A data router (the console's own routes are in ConsoleApp): it lets a form with unsaved changes hold a navigation.
const router = createBrowserRouter([{ path: '*', element: <ConsoleApp /> }], { basename: '/config' });

createRoot(root).render(
  <StrictMode>
    <ApolloProvider client={createApolloClient()}>
      <RouterProvider router={router} />
    </ApolloProvider>
  </StrictMode>,
);
