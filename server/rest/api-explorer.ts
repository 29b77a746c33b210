// The API explorer (GET /api/owner/explorer, docs/console.md "API explorer"): GraphiQL for the owner signed in to the
// console, on a production deployment too, where GET /graphql is off by default. It runs on the owner's session
// (cookies, with their crumb in the headers editor, as the console sends it), so it shows and does what their role
// may; introspection is answered for owners only (server/http/graphql-limits.ts). Without an owner it sends the
// browser to the console's sign-in. It opens with the docs' examples, as named operations of one document.
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { newCrumb, setCrumbCookie } from '../http/crumb.ts';
import { EXAMPLE_QUERY } from '../http/graphql.ts';

export const API_EXPLORER_PATH = '/api/owner/explorer';

/** The explorer's examples: the catalog (the README's example), restock groups and sign-ups, orders, products, analytics. */
export const EXPLORER_EXAMPLES = [
  EXAMPLE_QUERY,
  `# Restock: every product/variant with sign-ups, how many still wait for their email, and whether it has stock.
query RestockGroups {
  restockSignUpGroups(pageSize: 50) {
    signUpGroups { productId variantId productName attributes { name value } signUps pending inStock }
    hasNextPage
    nextPageCursor
  }
}

# The sign-ups of one variant (ids from the groups above):
# query RestockSignUps { restockSignUpsFor(productId: "…", variantId: "…", pageSize: 50) { signUps { siteVisitorEmail createdAt notifiedAt } hasNextPage nextPageCursor } }`,
  `# Orders: the latest 20, with their state and totals.
query LatestOrders {
  orders(first: 20) {
    edges { node { orderNumber createdAt email customerName status refundState testMode grandTotal { formatted } refunded { formatted } } }
    pageInfo { hasNextPage endCursor }
  }
}`,
  `# Products: the catalog as the console lists it, with stock.
query Products {
  catalogProducts(first: 20) {
    edges { node { id title productType statusLabel variants { sku price { formatted } qtyInStock unlimited } } }
  }
}`,
  `# Analytics: the last 30 days' totals and funnel (dates in the website's time zone).
query Analytics($from: String = "2026-11-01", $to: String = "2026-11-30") {
  analyticsOverview(from: $from, to: $to, includeTestOrders: true) {
    totals { visitors visits pageViews orders revenue { formatted } }
    funnel { step visitors }
  }
}`,
];

export function apiExplorerRoutes(app: Hono<AppEnv>, { secureCookies }: { secureCookies: boolean }) {
  app.get(API_EXPLORER_PATH, async (c) => {
    const { owner, visitor } = c.get('ctx');
    if (!owner) return c.redirect('/config', 302);
    // The crumb the owner's changes must present (their session's), as the request context already knows it.
    let crumb = visitor.expectedCrumb;
    if (!crumb) {
      crumb = newCrumb();
      setCrumbCookie(c, crumb, secureCookies);
    }
    const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql');
    c.header('Cache-Control', 'no-store');
    return c.html(
      renderGraphiQL({
        title: 'Shopwright API explorer',
        endpoint: '/graphql',
        credentials: 'same-origin',
        headers: JSON.stringify({ 'X-CSRF-Token': crumb }, null, 2),
        shouldPersistHeaders: false,
        // One document of named operations: Execute asks which one to run.
        defaultQuery: EXPLORER_EXAMPLES.join('\n\n'),
      }),
    );
  });
}
