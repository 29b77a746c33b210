// The storefront rendered on the server: the same App as in the browser, at the requested URL, with its GraphQL run
// in-process (a SchemaLink over the server's own schema and the request's context: no HTTP round trip). Apollo's
// prerenderStatic renders until every query the page asks for has its answer; the answers go into the page as the
// Apollo cache the browser starts from (so hydration renders the same tree). Queries whose answers depend on the
// visitor (cart, account, likes) say `ssr: false`: the HTML depends only on the website and the URL.
import { ApolloClient } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { GraphQLSchema } from 'graphql';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './App.tsx';
import { createApolloCache } from './apollo.ts';
import { type RedirectNote, ServerRedirect } from './lib/redirect.tsx';

/** The page's HTML and the Apollo cache it was rendered from; or the site path the page sends visitors on to. */
export type RenderedPage = { html: string; state: Record<string, unknown>; aborted: boolean; redirect: string | null };

/** Renders the storefront at `url` (path and query); `signal` stops waiting for data (the page is then partly loading). */
export async function renderPage(url: string, schema: GraphQLSchema, context: object, signal?: AbortSignal): Promise<RenderedPage> {
  const redirect: RedirectNote = { to: null };
  const client = new ApolloClient({
    ssrMode: true,
    link: new SchemaLink({ schema, context, validate: false }),
    cache: createApolloCache(),
  });
  const { result, aborted } = await prerenderStatic({
    tree: (
      <StrictMode>
        <ApolloProvider client={client}>
          <ServerRedirect value={redirect}>
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
          </ServerRedirect>
        </ApolloProvider>
      </StrictMode>
    ),
    signal,
    renderFunction: (tree) => prerenderToNodeStream(tree, { signal }),
    // The storefront's screens ask at most a few queries in sequence (layout, route, screen, blocks).
    maxRerenders: 8,
  });
  return { html: result, state: client.extract() as Record<string, unknown>, aborted, redirect: redirect.to };
}
