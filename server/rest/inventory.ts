// Inventory REST: GET /api/commerce/inventory/stock/?itemId=ID → {results: [{sku, variantId, qtyInStock, unlimited}]}
// (spec §7, anonymous), and POST /api/commerce/inventory/adjustments for owners with inventory rights, in the shape
// of Squarespace's Inventory API (setFiniteOperations, setUnlimitedOperations, incrementOperations, decrementOperations).
// Refusals: {error, code} with 400 (404 for an unknown item, 409 for not enough stock).
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.ts';
import { type FieldIssue, parseBody, parseQuery, text } from '../http/input.ts';
import { refusal } from '../http/permissions.ts';
import { stockForItem } from '../services/catalog.ts';
import { adjustStock } from '../services/inventory.ts';

const StockQuery = z.object({ itemId: text });
const quantityOp = z.object({ variantId: z.unknown().optional(), quantity: z.unknown().optional() });
const Adjustments = z.object({
  setFiniteOperations: z.array(quantityOp).default([]),
  setUnlimitedOperations: z.array(z.unknown()).default([]),
  incrementOperations: z.array(quantityOp).default([]),
  decrementOperations: z.array(quantityOp).default([]),
});

const invalid = (c: Context<AppEnv>, issues: FieldIssue[]) => c.json({ error: issues[0].message, code: 'INVALID_INPUT' }, 400);

export function inventoryRoutes(app: Hono<AppEnv>) {
  const stock = async (c: Context<AppEnv>) => {
    const query = parseQuery(c, StockQuery);
    if (!query.ok) return invalid(c, query.issues);
    const results = await stockForItem(c.get('ctx'), query.data.itemId);
    if (!results) return c.json({ error: 'Item not found', code: 'NOT_FOUND' }, 404);
    return c.json({ results });
  };
  app.get('/api/commerce/inventory/stock', stock);
  app.get('/api/commerce/inventory/stock/', stock);

  app.post('/api/commerce/inventory/adjustments', async (c) => {
    const refused = refusal(c, 'inventory:write');
    if (refused) return refused;
    const body = await parseBody(c, Adjustments);
    if (!body.ok) return invalid(c, body.issues);
    const groups = [
      ['setFiniteOperations', 'setFinite', body.data.setFiniteOperations],
      ['setUnlimitedOperations', 'setUnlimited', body.data.setUnlimitedOperations.map((variantId) => ({ variantId }))],
      ['incrementOperations', 'increment', body.data.incrementOperations],
      ['decrementOperations', 'decrement', body.data.decrementOperations],
    ] as const;
    const operations = groups.flatMap(([name, kind, ops]) => ops.map((o, i) => ({ origin: `${name}.${i}`, op: { kind, ...o } })));
    // The operations' own fields are checked by the service, with the same schema GraphQL's adjustStock uses.
    const result = await adjustStock(
      c.get('ctx'),
      operations.map((o) => o.op),
    );
    if (!result.ok) {
      const [first] = result.userErrors;
      const named = (s: string) => s.replace(/^operations\.(\d+)/, (_, n: string) => operations[Number(n)]?.origin ?? 'operations');
      return c.json(
        { error: named(first.message), code: first.code, field: first.field ? named(first.field) : null },
        first.code === 'INSUFFICIENT_STOCK' ? 409 : 400,
      );
    }
    return c.json({ results: result.variants });
  });
}
