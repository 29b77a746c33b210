// A storefront page rendered on the server (docs/seo.md "Server-rendered pages"): how its body and Apollo cache go
// into the built index.html, and which part of its query the HTML depends on (what it may be kept under). Shared by
// the server, which writes the page, and the storefront, which reads it back when it hydrates.
import { PAGE_CONTEXT_ID, type PageContext } from './page-context.ts';
import { scriptJson } from './page-head.ts';

/** The id of the script element holding a rendered page's Apollo cache (JSON). */
export const APOLLO_STATE_ID = 'apollo-state';
/** The query parameter of the browser tests' deliberate hydration mismatch (client/src/lib/hydration-probe.tsx). */
export const PROBE_PARAM = 'hydration-probe';
/** The query parameter of a page's items past the first ones (`/journal?offset=20`). */
export const OFFSET_PARAM = 'offset';

/** The id of the script element holding the cookies a shopper's own page was rendered with (JSON). */
export const RENDERED_COOKIES_ID = 'rendered-cookies';
/** The cookies page scripts may read that the storefront's rendering reads (lib/cookies.ts): whether the visitor has
 * a cart, and who is signed in. A shopper's own page is rendered with the request's; a public page with none. */
export const RENDERED_COOKIE_NAMES = ['hasCart', 'SiteUserInfo'] as const;
export type RenderedCookieValues = Partial<Record<(typeof RENDERED_COOKIE_NAMES)[number], string>>;

/** The empty root of the built index.html, which the browser renders into when nothing was rendered. */
const EMPTY_ROOT = '<div id="root"></div>';
/** Query parameters a page's rendering reads; with any other (but links' tracking tags) it is not kept. */
const VARIANT_PARAMS = [OFFSET_PARAM];
const IGNORED_PARAM = /^(utm_[a-z]+|gclid|fbclid|msclkid)$/;

/** The rendered body, the Apollo cache it was rendered from and the page's context (domain/page-context.ts), as they
 * replace the empty root. */
export const renderedRoot = (html: string, state: unknown, pageContext: PageContext, cookies: RenderedCookieValues | null = null) =>
  `<div id="root">${html}</div><script type="application/json" id="${APOLLO_STATE_ID}">${scriptJson(state)}</script>` +
  `<script type="application/json" id="${PAGE_CONTEXT_ID}">${scriptJson(pageContext)}</script>` +
  (cookies ? `<script type="application/json" id="${RENDERED_COOKIES_ID}">${scriptJson(cookies)}</script>` : '');

/** The page with these tags (its screen's chunks: server/http/route-chunks.ts) at the end of its head. */
export const withHeadTags = (html: string, tags: string) => (tags ? html.replace(/<\/head>/i, () => `${tags}</head>`) : html);

/** The built index.html with a rendered root in place of its empty one. */
export const withRoot = (indexHtml: string, root: string) => indexHtml.replace(EMPTY_ROOT, () => root);

/** The part of a page's query its HTML depends on ('' or '?offset=20'), or null when it may depend on more. */
export function pageVariant(params: URLSearchParams): string | null {
  const kept = new URLSearchParams();
  for (const [name, value] of params) {
    if (VARIANT_PARAMS.includes(name)) kept.append(name, value);
    else if (!IGNORED_PARAM.test(name)) return null;
  }
  kept.sort();
  const query = kept.toString();
  return query ? `?${query}` : '';
}
