// Serves the built React storefront: static assets, and index.html for page paths (404 status for unknown pages)
// with the page's head written in (title, description, canonical, Open Graph, JSON-LD: docs/seo.md "Page heads") and,
// for public pages, the page itself rendered on the server (server-render.ts) with its screen's chunks preloaded
// (route-chunks.ts), kept per website, path and variant;
// the owner console's own page (config/index.html, a second client entry) for /config and every path below it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { getCookie } from 'hono/cookie';
import { MALFORMED_PATH_MESSAGE } from '../../domain/messages.ts';
import { headHtml, withHead } from '../../domain/page-head.ts';
import { pageVariant, RENDERED_COOKIE_NAMES, type RenderedCookieValues, withHeadTags, withRoot } from '../../domain/rendered-page.ts';
import { pageJsonResponse } from '../rest/page-json.ts';
import type { RequestContext } from '../services/context.ts';
import { pageHead } from '../services/page-head.ts';
import type { AppEnv } from './app-env.ts';
import { UNLOCKED_PAGES_COOKIE } from './page-lock-cookies.ts';
import { publicOrigin } from './public-origin.ts';
import { pathSegments } from './request-path.ts';
import { RouteChunks } from './route-chunks.ts';
import type { ServerRenderer } from './server-render.ts';
import type { WebsiteCache } from './website-cache.ts';

/** Client routes that are pages of every website (exact paths, and prefixes for pages with a token). */
const APP_ROUTES = new Set(['/cart', '/account', '/checkout', '/search']);
const APP_ROUTE_PREFIXES = ['/checkout/', '/orders/'];
/** The contact form's page: public, but with no row of its own to describe. */
const CONTACT_PATH = '/contact';
type AppRoute = 'public' | 'noindex' | false;

/** The owner console's client-side routes. */
const CONSOLE_PATH = '/config';

export type StorefrontDeps = { clientDist: string; cache: WebsiteCache; publicUrl: string; renderer: ServerRenderer | null };

export function storefrontRoutes(app: Hono<AppEnv>, deps: StorefrontDeps) {
  const { clientDist, cache } = deps;
  const originOf = publicOrigin(deps.publicUrl);
  const indexPath = join(clientDist, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  const consolePath = join(clientDist, 'config', 'index.html');
  const consoleHtml = existsSync(consolePath) ? readFileSync(consolePath, 'utf8') : null;
  const chunks = new RouteChunks(clientDist);
  app.use(
    '/assets/*',
    // Scripts and styles go brotli- or gzip-compressed when the browser takes it (compressed at build).
    serveStatic({
      root: clientDist,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('/favicon.svg', serveStatic({ root: clientDist }));
  app.use('/images/*', serveStatic({ root: clientDist, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }));
  // A page's HTML (80 KB on the home page, with its server-rendered content) goes gzip-compressed to browsers that take
  // it: a phone on a slow network gets its first paint a round trip or more sooner. Scripts and styles are compressed
  // at build (above).
  app.get('*', compress(), async (c) => {
    const segments = pathSegments(c.req.url);
    const json = c.req.query('format') === 'json';
    if (!segments) return json ? c.json({ error: MALFORMED_PATH_MESSAGE }, 400) : c.text(MALFORMED_PATH_MESSAGE, 400);
    if (json) return pageJsonResponse(c, cache, segments);
    const path = `/${segments.join('/')}`;
    if (path === CONSOLE_PATH || path.startsWith(`${CONSOLE_PATH}/`)) {
      if (!consoleHtml) return c.text('The owner console is not built: run `npm run build`.', 200);
      c.header('Cache-Control', 'no-cache');
      return c.html(withNonce(consoleHtml, c.get('secureHeadersNonce')), 200);
    }
    const ctx = c.get('ctx');
    const origin = originOf(c.req.header('host'));
    const appRoute = appRouteOf(path);
    if (!indexHtml) {
      const { found } = await renderedHead(ctx, segments, origin, appRoute);
      return c.text('The storefront is not built: run `npm run build`.', found ? 200 : 404);
    }
    // A shopper's own page is rendered for them (their cart, their account): no cache may keep it.
    c.header('Cache-Control', appRoute === 'noindex' ? 'private, no-store' : 'no-cache');
    const { searchParams, search } = new URL(c.req.url);
    // A public page's HTML depends only on the website, the path and its variant: kept for everyone but owners,
    // signed-in shoppers and visitors who unlocked pages (they may see more than the public).
    const variant = appRoute === 'noindex' ? null : pageVariant(searchParams);
    const shared = variant !== null && !ctx.owner && !ctx.siteUser && !getCookie(c, UNLOCKED_PAGES_COOKIE);
    const key = `page\n${origin}\n${path}${variant}`;
    const hit = shared ? cache.get(ctx.website.id, key) : null;
    if (hit) return c.html(hit, 200, { 'x-cache': 'hit' });
    const { found, head } = await renderedHead(ctx, segments, origin, appRoute);
    const shell = withHead(indexHtml, head);
    // A public page is rendered for no visitor (its HTML is shared); a shopper's own page for the request's visitor.
    const cookies = appRoute === 'noindex' ? visitorCookies(c) : null;
    const rendered = deps.renderer ? await deps.renderer.render(ctx, `${path}${search}`, cookies) : null;
    if (rendered && 'redirect' in rendered) return c.redirect(rendered.redirect, 302);
    const page = rendered ? withRoot(withHeadTags(shell, chunks.tags(rendered.chunks)), rendered.root) : shell;
    if (shared && found && rendered) cache.set(ctx.website.id, key, page);
    return c.html(page, found ? 200 : 404);
  });

  /** 'public' for the contact page, 'noindex' for the shopper's own pages (cart, checkout, orders…), else false. */
  function appRouteOf(path: string): AppRoute {
    if (path === CONTACT_PATH) return 'public';
    return APP_ROUTES.has(path) || APP_ROUTE_PREFIXES.some((p) => path.startsWith(p)) ? 'noindex' : false;
  }

  /** A path's head and whether it is a page. A page's head is kept in the website cache per origin and path (it never
   * depends on the visitor), and a catalog or content change drops it; unknown paths and the shopper's own pages
   * (one per order token…) are not kept, so no number of them can push the pages' heads and catalog answers out. */
  async function renderedHead(ctx: RequestContext, segments: string[], origin: string, appRoute: AppRoute) {
    const path = `/${segments.join('/')}`;
    const key = `head\n${origin}\n${path}`;
    const hit = appRoute ? null : cache.get(ctx.website.id, key);
    if (hit) return { found: true, head: hit };
    const answer = await pageHead(ctx, segments, appRoute);
    const head = headHtml(answer.head, origin);
    if (answer.found && !appRoute) cache.set(ctx.website.id, key, head);
    return { found: answer.found, head };
  }
}

/** The cookies the storefront's rendering reads (domain/rendered-page.ts), as the request brought them. */
function visitorCookies(c: Context<AppEnv>): RenderedCookieValues {
  const cookies: RenderedCookieValues = {};
  for (const name of RENDERED_COOKIE_NAMES) {
    const value = getCookie(c, name);
    if (value !== undefined) cookies[name] = value;
  }
  return cookies;
}

/** The console's page naming its style nonce for React Aria (server/http/security.ts), in a nonce attribute that
 * scripts can read and style sheets cannot. */
function withNonce(html: string, nonce: string | undefined): string {
  return nonce ? html.replace('<head>', `<head>\n    <meta property="csp-nonce" nonce="${nonce}" />`) : html;
}
