// GET /sitemap.xml and GET /robots.txt of the website the Host names (domain/sitemap.ts). URLs are absolute: the
// scheme of PUBLIC_URL and the host the request came to. The sitemap is kept in the website cache, so a catalog or
// content change drops it like the cached GraphQL answers.
import type { Hono } from 'hono';
import { robotsTxt, sitemapXml } from '../../domain/sitemap.ts';
import type { AppEnv } from '../http/app-env.ts';
import { publicOrigin } from '../http/public-origin.ts';
import type { WebsiteCache } from '../http/website-cache.ts';
import { sitemapEntries } from '../services/sitemap.ts';

const SITEMAP_KEY = 'sitemap.xml';
/** Crawlers may keep both an hour. */
const CACHE_CONTROL = 'public, max-age=3600';

export function searchEngineRoutes(app: Hono<AppEnv>, deps: { publicUrl: string; cache: WebsiteCache }) {
  const originOf = publicOrigin(deps.publicUrl);

  app.get('/robots.txt', (c) =>
    c.body(robotsTxt(originOf(c.req.header('host'))), 200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE_CONTROL }),
  );

  app.get('/sitemap.xml', async (c) => {
    const ctx = c.get('ctx');
    const key = `${SITEMAP_KEY}\n${originOf(c.req.header('host'))}`;
    let body = deps.cache.get(ctx.website.id, key);
    if (!body) {
      body = sitemapXml(originOf(c.req.header('host')), await sitemapEntries(ctx));
      deps.cache.set(ctx.website.id, key, body);
    }
    return c.body(body, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE_CONTROL });
  });
}
