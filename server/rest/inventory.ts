// Inventory REST: GET /api/commerce/inventory/stock/?itemId=ID → {results: [{sku, variantId, qtyInStock, unlimited}]}
// (spec §7, anonymous), and POST /api/commerce/inventory/adjustments for owners with inventory rights, in the shape
// of Squarespace's Inventory API (setFiniteOperations, setUnlimitedOperations, incrementOperations, decrementOperations).
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.ts';
import { refusal } from '../http/permissions.ts';
import { stockForItem } from '../services/catalog.ts';
import { adjustStock, type StockOperation } from '../services/inventory.ts';

const quantityOp = z.object({ variantId: z.string().min(1), quantity: z.number().int().min(0) });
const Adjustments = z.object({
  setFiniteOperations: z.array(quantityOp).default([]),
  setUnlimitedOperations: z.array(z.string().min(1)).default([]),
  incrementOperations: z.array(quantityOp).default([]),
  decrementOperations: z.array(quantityOp).default([]),
});

export function inventoryRoutes(app: Hono<AppEnv>) {
  const stock = async (c: Context<AppEnv>) => {
    const itemId = c.req.query('itemId');
    if (!itemId) return c.json({ error: 'itemId is required' }, 400);
    const results = await stockForItem(c.get('ctx'), itemId);
    if (!results) return c.json({ error: 'Item not found' }, 404);
    return c.json({ results });
  };
  app.get('/api/commerce/inventory/stock', stock);
  app.get('/api/commerce/inventory/stock/', stock);

  app.post('/api/commerce/inventory/adjustments', async (c) => {
    const refused = refusal(c, 'inventory:write');
    if (refused) return refused;
    const parsed = Adjustments.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success)
      return c.json({ error: 'Send setFiniteOperations, setUnlimitedOperations, incrementOperations or decrementOperations.' }, 400);
    const a = parsed.data;
    const operations: StockOperation[] = [
      ...a.setFiniteOperations.map((o) => ({ kind: 'setFinite' as const, ...o })),
      ...a.setUnlimitedOperations.map((variantId) => ({ kind: 'setUnlimited' as const, variantId })),
      ...a.incrementOperations.map((o) => ({ kind: 'increment' as const, ...o })),
      ...a.decrementOperations.map((o) => ({ kind: 'decrement' as const, ...o })),
    ];
    const result = await adjustStock(c.get('ctx'), operations);
    if (!result.ok)
      return c.json(
        { error: result.userErrors[0].message, code: result.userErrors[0].code },
        result.userErrors[0].code === 'INSUFFICIENT_STOCK' ? 409 : 400,
      );
    return c.json({ results: result.variants });
  });
}
