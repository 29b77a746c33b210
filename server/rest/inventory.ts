// GET /api/commerce/inventory/stock/?itemId=ID → {results: [{sku, variantId, qtyInStock, unlimited}]} (spec §7).
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { stockForItem } from '../services/catalog.ts';

export function inventoryRoutes(app: Hono<AppEnv>) {
  const handler = async (c: import('hono').Context<AppEnv>) => {
    const itemId = c.req.query('itemId');
    if (!itemId) return c.json({ error: 'itemId is required' }, 400);
    const results = await stockForItem(c.get('ctx'), itemId);
    if (!results) return c.json({ error: 'Item not found' }, 404);
    return c.json({ results });
  };
  app.get('/api/commerce/inventory/stock', handler);
  app.get('/api/commerce/inventory/stock/', handler);
}
