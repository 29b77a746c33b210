// `?format=json` on any storefront path: the page's website, collection and item(s) as JSON (Squarespace-style).
import type { Context } from 'hono';
import { isDefaultListing, listingFromParams } from '../../domain/product-listing.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { WebsiteCache } from '../http/website-cache.ts';
import { pageJson } from '../services/page-json.ts';

/** `?offset=` of a collection page: a whole number up to a million (anything else is the first page). */
const offsetOf = (value: string | undefined) => (value && /^\d{1,7}$/.test(value) ? Math.min(Number(value), 1_000_000) : 0);

export async function pageJsonResponse(c: Context<AppEnv>, cache: WebsiteCache, segments: string[]) {
  const ctx = c.get('ctx');
  const offset = offsetOf(c.req.query('offset'));
  // A product page's sort and filters (domain/product-listing.ts): only its own order is kept in the cache.
  const listing = listingFromParams(new URL(c.req.url).searchParams, ctx.website.currency);
  const kept = isDefaultListing(listing);
  const key = `page\n${offset}\n${segments.join('\n')}`;
  const hit = kept ? cache.get(ctx.website.id, key) : null;
  if (hit) return c.body(hit, 200, { 'content-type': 'application/json' });
  const page = await pageJson(ctx, segments, offset, listing);
  if (!page) return c.json({ error: 'Not found' }, 404);
  const body = JSON.stringify(page);
  if (kept) cache.set(ctx.website.id, key, body);
  return c.body(body, 200, { 'content-type': 'application/json' });
}
