// GET /sitemap.xml and GET /robots.txt of the website the Host names (domain/sitemap.ts). URLs are absolute: the
// scheme of PUBLIC_URL and the host the request came to. A website with more URLs than one file holds answers a
// sitemap index at /sitemap.xml, pointing at /sitemap.xml?pages and one /sitemap.xml?page=<slug> for each page of
// items; such a file is written out as its items are read, a batch at a time. The sitemap, the index and the pages'
// file are kept in the website cache (one bigger than an entry may be is not), so a catalog or content change drops
// them like the cached GraphQL answers.
import type { Context, Hono } from 'hono';
import {
  robotsTxt,
  SITEMAP_FILE_END,
  SITEMAP_FILE_START,
  type SitemapEntry,
  sitemapIndexXml,
  sitemapUrls,
  sitemapXml,
} from '../../domain/sitemap.ts';
import type { AppEnv } from '../http/app-env.ts';
import { publicOrigin } from '../http/public-origin.ts';
import type { WebsiteCache } from '../http/website-cache.ts';
import { sitemapPageItems, sitemapPages, sitemapPlan } from '../services/sitemap.ts';

const SITEMAP_KEY = 'sitemap.xml';
/** Crawlers may keep both an hour. */
const CACHE_CONTROL = 'public, max-age=3600';
const XML = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE_CONTROL };

export function searchEngineRoutes(app: Hono<AppEnv>, deps: { publicUrl: string; cache: WebsiteCache }) {
  const originOf = publicOrigin(deps.publicUrl);

  app.get('/robots.txt', (c) =>
    c.body(robotsTxt(originOf(c.req.header('host'))), 200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE_CONTROL }),
  );

  /** The body kept under `part` for the website and origin, else made and kept. */
  async function kept(c: Context<AppEnv>, part: string, make: (origin: string) => Promise<string>): Promise<string> {
    const ctx = c.get('ctx');
    const origin = originOf(c.req.header('host'));
    const key = `${SITEMAP_KEY}\n${part}\n${origin}`;
    const hit = deps.cache.get(ctx.website.id, key);
    if (hit) return hit;
    const body = await make(origin);
    deps.cache.set(ctx.website.id, key, body);
    return body;
  }

  app.get('/sitemap.xml', async (c) => {
    const ctx = c.get('ctx');
    const page = c.req.query('page');
    if (page !== undefined) return c.body(pageFile(originOf(c.req.header('host')), sitemapPageItems(ctx, page)), 200, XML);
    if (c.req.query('pages') !== undefined)
      return c.body(await kept(c, 'pages', async (origin) => sitemapXml(origin, await sitemapPages(ctx))), 200, XML);
    const body = await kept(c, 'plan', async (origin) => {
      const plan = await sitemapPlan(ctx);
      return plan.kind === 'file' ? sitemapXml(origin, plan.entries) : sitemapIndexXml(origin, plan.files);
    });
    return c.body(body, 200, XML);
  });
}

/** A sitemap file written out batch by batch as its entries are read. */
function pageFile(origin: string, batches: AsyncGenerator<SitemapEntry[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(SITEMAP_FILE_START));
        return;
      }
      const next = await batches.next();
      if (next.done) {
        controller.enqueue(encoder.encode(SITEMAP_FILE_END));
        controller.close();
      } else controller.enqueue(encoder.encode(sitemapUrls(origin, next.value)));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
