// Serves the built React storefront: static assets, and index.html for page paths (404 status for unknown pages);
// the owner console's own page (config/index.html, a second client entry) for /config and every path below it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { pageJsonResponse } from '../rest/page-json.ts';
import { pageExists } from '../services/page-json.ts';
import type { AppEnv } from './app-env.ts';
import { MALFORMED_PATH_MESSAGE, pathSegments } from './request-path.ts';
import type { WebsiteCache } from './website-cache.ts';

/** Client routes that are pages of every website (exact paths, and prefixes for pages with a token). */
const APP_ROUTES = new Set(['/cart', '/account', '/checkout', '/contact', '/search']);
const APP_ROUTE_PREFIXES = ['/checkout/', '/orders/'];
/** The owner console's client-side routes. */
const CONSOLE_PATH = '/config';

export function storefrontRoutes(app: Hono<AppEnv>, clientDist: string, cache: WebsiteCache) {
  const indexPath = join(clientDist, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  const consolePath = join(clientDist, 'config', 'index.html');
  const consoleHtml = existsSync(consolePath) ? readFileSync(consolePath, 'utf8') : null;
  app.use(
    '/assets/*',
    serveStatic({ root: clientDist, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }),
  );
  app.use('/favicon.svg', serveStatic({ root: clientDist }));
  app.use('/images/*', serveStatic({ root: clientDist, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }));
  app.get('*', async (c) => {
    const segments = pathSegments(c.req.url);
    const json = c.req.query('format') === 'json';
    if (!segments) return json ? c.json({ error: MALFORMED_PATH_MESSAGE }, 400) : c.text(MALFORMED_PATH_MESSAGE, 400);
    if (json) return pageJsonResponse(c, cache, segments);
    const path = `/${segments.join('/')}`;
    if (path === CONSOLE_PATH || path.startsWith(`${CONSOLE_PATH}/`)) {
      if (!consoleHtml) return c.text('The owner console is not built: run `npm run build`.', 200);
      c.header('Cache-Control', 'no-cache');
      return c.html(consoleHtml, 200);
    }
    const found = APP_ROUTES.has(path) || APP_ROUTE_PREFIXES.some((p) => path.startsWith(p)) || (await pageExists(c.get('ctx'), segments));
    if (!indexHtml) return c.text('The storefront is not built: run `npm run build`.', found ? 200 : 404);
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml, found ? 200 : 404);
  });
}
