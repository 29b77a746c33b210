// `?format=json` on any storefront path: the page's website, collection and item(s) as JSON (Squarespace-style).
import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import type { WebsiteCache } from '../http/website-cache.ts';
import { pageJson } from '../services/page-json.ts';

/** `?offset=` of a collection page: a whole number up to a million (anything else is the first page). */
const offsetOf = (value: string | undefined) => (value && /^\d{1,7}$/.test(value) ? Math.min(Number(value), 1_000_000) : 0);

export async function pageJsonResponse(c: Context<AppEnv>, cache: WebsiteCache, segments: string[]) {
  const ctx = c.get('ctx');
  const offset = offsetOf(c.req.query('offset'));
  const key = `page\n${offset}\n${segments.join('\n')}`;
  const hit = cache.get(ctx.website.id, key);
  if (hit) return c.body(hit, 200, { 'content-type': 'application/json' });
  const page = await pageJson(ctx, segments, offset);
  if (!page) return c.json({ error: 'Not found' }, 404);
  const body = JSON.stringify(page);
  cache.set(ctx.website.id, key, body);
  return c.body(body, 200, { 'content-type': 'application/json' });
}
