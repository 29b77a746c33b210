// `?format=json` on any storefront path: the page's website, collection and item(s) as JSON (Squarespace-style).
import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import type { WebsiteCache } from '../http/website-cache.ts';
import { pageJson } from '../services/page-json.ts';

export async function pageJsonResponse(c: Context<AppEnv>, cache: WebsiteCache, segments: string[]) {
  const ctx = c.get('ctx');
  const key = `page\n${segments.join('\n')}`;
  const hit = cache.get(ctx.website.id, key);
  if (hit) return c.body(hit, 200, { 'content-type': 'application/json' });
  const page = await pageJson(ctx, segments);
  if (!page) return c.json({ error: 'Not found' }, 404);
  const body = JSON.stringify(page);
  cache.set(ctx.website.id, key, body);
  return c.body(body, 200, { 'content-type': 'application/json' });
}
