// Stock changes by owners (GraphQL adjustStock and the REST inventory adjustments): set finite, set unlimited,
// increment, decrement, all in one transaction. Both doors validate with StockOperations; a decrement below zero or
// an increment above MAX_STOCK refuses the whole batch, and nothing is changed.
import { z } from 'zod';
import { MAX_STOCK, MAX_STOCK_OPERATIONS, STOCK_OUT_OF_RANGE_MESSAGE } from '../../domain/store-limits.ts';
import { type OwnerContext, recordChanges } from './audit.ts';
import { markRestocked, type StockMove } from './restock-triggers.ts';
import { fail, type Result, type UserErrorCode } from './user-errors.ts';
import { invalidInput, parseWith } from './validation.ts';

const variantId = z.string().min(1).max(200);
const quantity = z.number().int().min(0).max(MAX_STOCK);

/** One stock operation; SET_FINITE, INCREMENT and DECREMENT need a quantity from 0 to MAX_STOCK. */
export const StockOperation = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('setFinite'), variantId, quantity }),
  z.object({ kind: z.literal('setUnlimited'), variantId }),
  z.object({ kind: z.literal('increment'), variantId, quantity }),
  z.object({ kind: z.literal('decrement'), variantId, quantity }),
]);
export type StockOperation = z.infer<typeof StockOperation>;
export const StockOperations = z.array(StockOperation).min(1, 'needs at least one stock operation.').max(MAX_STOCK_OPERATIONS);

export type VariantStock = { variantId: string; sku: string; qtyInStock: number; unlimited: boolean };

class StockRefused extends Error {
  constructor(
    readonly code: UserErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const changeOf = (op: StockOperation) =>
  op.kind === 'setFinite'
    ? { data: { unlimited: false, qtyInStock: op.quantity }, guard: {} }
    : op.kind === 'setUnlimited'
      ? { data: { unlimited: true }, guard: {} }
      : op.kind === 'increment'
        ? { data: { qtyInStock: { increment: op.quantity } }, guard: { qtyInStock: { lte: MAX_STOCK - op.quantity } } }
        : { data: { qtyInStock: { decrement: op.quantity } }, guard: { qtyInStock: { gte: op.quantity } } };

const stockOf = { id: true, sku: true, productId: true, qtyInStock: true, unlimited: true } as const;

/** Applies the operations (checked with StockOperations) in order, all or nothing; recorded in the audit trail, and
 * a variant whose stock comes back is marked for its automatic restock emails (restock-triggers.ts). */
export async function adjustStock(ctx: OwnerContext, input: unknown): Promise<Result<{ variants: VariantStock[] }>> {
  const parsed = parseWith(StockOperations, input, 'operations');
  if (!parsed.ok) return invalidInput(parsed.issues);
  try {
    const variants = await ctx.db.$transaction(async (tx) => {
      const changed: VariantStock[] = [];
      const moves: StockMove[] = [];
      for (const op of parsed.data) {
        const where = { id: op.variantId, websiteId: ctx.website.id };
        const before = await tx.productVariant.findFirst({ where, select: stockOf });
        const { data, guard } = changeOf(op);
        const { count } = before ? await tx.productVariant.updateMany({ where: { ...where, ...guard }, data }) : { count: 0 };
        if (!before || count === 0) throw refusalOf(Boolean(before), op);
        const v = await tx.productVariant.findFirstOrThrow({ where, select: stockOf });
        changed.push({ variantId: v.id, sku: v.sku, qtyInStock: v.qtyInStock, unlimited: v.unlimited });
        moves.push({ variantId: v.id, before, after: v });
      }
      await markRestocked(tx, ctx.website.id, moves);
      await recordChanges(
        tx,
        ctx,
        moves.map((m) => ({
          action: 'inventory.adjust',
          entityType: 'ProductVariant',
          entityId: m.variantId,
          before: { unlimited: m.before.unlimited, qtyInStock: m.before.qtyInStock },
          after: { unlimited: m.after.unlimited, qtyInStock: m.after.qtyInStock },
        })),
      );
      return changed;
    });
    ctx.events.changed(variants.map((v) => ({ websiteId: ctx.website.id, typename: 'ProductVariant' as const, id: v.variantId })));
    return { ok: true, variants };
  } catch (err) {
    if (err instanceof StockRefused) return fail(err.code, err.message, 'variantId');
    throw err;
  }
}

function refusalOf(exists: boolean, op: StockOperation): StockRefused {
  if (!exists) return new StockRefused('VARIANT_NOT_FOUND', `No variant ${op.variantId} in this store.`);
  if (op.kind === 'increment') return new StockRefused('STOCK_OUT_OF_RANGE', STOCK_OUT_OF_RANGE_MESSAGE);
  return new StockRefused(
    'INSUFFICIENT_STOCK',
    `Cannot take ${'quantity' in op ? op.quantity : 0} from variant ${op.variantId}: not enough stock.`,
  );
}
