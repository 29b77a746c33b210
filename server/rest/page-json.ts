// `?format=json` on any storefront path: the page's website, collection and item(s) as JSON (Squarespace-style).
import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { pageJson } from '../services/page-json.ts';

export async function pageJsonResponse(c: Context<AppEnv>) {
  const body = await pageJson(c.get('ctx'), c.req.path);
  if (!body) return c.json({ error: 'Not found' }, 404);
  return c.json(body);
}
