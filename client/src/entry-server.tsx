// The storefront rendered on the server by React 19 (react-dom/static's prerenderToNodeStream): the same App as in the
// browser, at the requested URL, with its GraphQL run in-process (a SchemaLink over the server's own schema and the request's context: no HTTP round trip). Apollo's
// prerenderStatic renders until every query the page asks for has its answer; the answers go into the page as the
// Apollo cache the browser starts from (so hydration renders the same tree). A public page is rendered for no visitor
// (no cookies: its HTML depends only on the website and the URL, and is shared); a shopper's own page (cart, checkout,
// account, orders, search) for the request's visitor, with the cookies it came with (`cookies`: lib/cookies.ts), so
// that it comes painted with their cart or account. Queries no page renders for its visitor (likes) say `ssr: false`.
// The screen notes what it shows and the layout's query brings the website: the server writes both into the page
// context.
import { ApolloClient } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { GraphQLSchema } from 'graphql';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ScreenOfPage, SiteOfPage } from '../../domain/page-context.ts';
import type { RenderedCookieValues } from '../../domain/rendered-page.ts';
import { App } from './App.tsx';
import { createApolloCache } from './apollo.ts';
import { SiteLayoutDocument } from './graphql/generated/documents/SiteLayoutQuery.ts';
import { RenderedCookies } from './lib/cookies.ts';
import { HydrationProbeContext } from './lib/hydration-probe.tsx';
import { type PageContextNote, ServerPageContext } from './lib/page-context.ts';
import { type RedirectNote, ServerRedirect } from './lib/redirect.tsx';
import { RenderedChunks } from './lib/route-chunks.tsx';
import { Router } from './lib/router.tsx';

/** The page's HTML and the Apollo cache it was rendered from, with the website and the screen of its page context;
 * or the site path the page sends visitors on to. */
export type RenderedPage = {
  html: string;
  state: Record<string, unknown>;
  aborted: boolean;
  redirect: string | null;
  site: SiteOfPage | null;
  screen: ScreenOfPage | null;
  /** The lazy screens the page rendered, by source path (lib/route-chunks.tsx): the server preloads their chunks. */
  chunks: string[];
};

/** Each rendering pass starts with no screen noted: the page's is the one its last pass rendered. */
function PageContextNoted({ note, children }: { note: PageContextNote; children: ReactNode }) {
  note.screen = null;
  return <ServerPageContext value={note}>{children}</ServerPageContext>;
}

/** Likewise the lazy screens: the page's are those its last pass rendered. */
function ChunksNoted({ chunks, children }: { chunks: Set<string>; children: ReactNode }) {
  chunks.clear();
  return <RenderedChunks value={chunks}>{children}</RenderedChunks>;
}

/** Renders the storefront at `url` (path and query); `signal` stops waiting for data (the page is then partly loading).
 * `hydrationProbe`: the page carries the browser tests' deliberate mismatch (lib/hydration-probe.tsx); `cookies`: the
 * visitor's, for a page rendered for them (else none). */
export async function renderPage(
  url: string,
  schema: GraphQLSchema,
  context: object,
  signal?: AbortSignal,
  options: { hydrationProbe?: boolean; cookies?: RenderedCookieValues | null } = {},
): Promise<RenderedPage> {
  const redirect: RedirectNote = { to: null };
  const note: PageContextNote = { screen: null };
  const chunks = new Set<string>();
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
            <PageContextNoted note={note}>
              <HydrationProbeContext value={options.hydrationProbe ?? false}>
                <ChunksNoted chunks={chunks}>
                  <RenderedCookies value={options.cookies ?? null}>
                    <Router ssrPath={url}>
                      <App />
                    </Router>
                  </RenderedCookies>
                </ChunksNoted>
              </HydrationProbeContext>
            </PageContextNoted>
          </ServerRedirect>
        </ApolloProvider>
      </StrictMode>
    ),
    signal,
    // React 19's static renderer for Node streams: it waits for every lazy part's code (Suspense) before the HTML is
    // complete, so the page comes whole; Apollo reads the stream into a string.
    renderFunction: (tree) => prerenderToNodeStream(tree, { signal }),
    // The storefront's screens ask at most a few queries in sequence (layout, route, screen, blocks).
    maxRerenders: 8,
  });
  const website = client.readQuery({ query: SiteLayoutDocument })?.website;
  const site = website ? { id: website.id, timeZone: website.timeZone, expressCheckout: website.storeSettings.expressCheckout } : null;
  return {
    html: result,
    state: client.extract() as Record<string, unknown>,
    aborted,
    redirect: redirect.to,
    site,
    screen: note.screen,
    chunks: [...chunks],
  };
}
