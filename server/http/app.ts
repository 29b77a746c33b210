// The one Hono app: /graphql, the REST shims, /healthz and the built storefront, behind the request context.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { inventoryRoutes } from '../rest/inventory.ts';
import { CatalogEvents } from '../services/catalog-events.ts';
import { WebsiteResolver } from '../services/websites.ts';
import type { AppEnv } from './app-env.ts';
import { ensureCrumb } from './crumb.ts';
import { graphqlRoutes } from './graphql-route.ts';
import { storefrontRoutes } from './storefront.ts';
import { WebsiteCache } from './website-cache.ts';

export const WEBSITE_HEADER = 'x-shopwright-website';
/** Paths that are not storefront pages (no crumb is issued for them). */
const NOT_PAGES = /^\/(api|assets|images)\/|^\/(graphql|healthz|favicon\.svg)$/;

export function createApp(db: Db, config: Pick<Config, 'clientDist' | 'secureCookies' | 'graphiql' | 'production'>) {
  const app = new Hono<AppEnv>();
  const catalogEvents = new CatalogEvents();
  const websites = new WebsiteResolver(db, catalogEvents);
  const cache = new WebsiteCache(catalogEvents);

  app.get('/healthz', async (c) => {
    await db.$queryRawUnsafe('SELECT 1');
    return c.json({ ok: true });
  });

  app.use('*', async (c, next) => {
    const website = await websites.resolve({ websiteId: c.req.header(WEBSITE_HEADER), host: c.req.header('host') });
    if (!website) return c.json({ error: 'No website is configured for this host.' }, 404);
    const requestId = c.req.header('x-request-id') ?? randomUUID();
    c.header('X-Request-Id', requestId);
    const isPageGet = c.req.method === 'GET' && !NOT_PAGES.test(c.req.path);
    const crumb = isPageGet ? ensureCrumb(c, config.secureCookies) : null;
    c.set('ctx', { db, website, requestId, visitor: { id: null, crumb } });
    await next();
  });

  graphqlRoutes(app, config, cache);
  inventoryRoutes(app);
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));
  storefrontRoutes(app, config.clientDist, cache);

  app.onError((err, c) => {
    const requestId = c.get('ctx')?.requestId ?? randomUUID();
    console.error(`[${requestId}]`, err);
    return c.json({ error: 'Something went wrong. Please try again.', requestId }, 500);
  });
  return { app, catalogEvents };
}
