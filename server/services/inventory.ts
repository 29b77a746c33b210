// Stock changes by owners (GraphQL and the REST inventory adjustments): set finite, set unlimited, increment,
// decrement, all in one transaction; a decrement below zero refuses the whole batch.
import type { ServiceContext } from '../http/context.ts';
import { fail, type Result } from './user-errors.ts';

export type StockOperation =
  | { kind: 'setFinite'; variantId: string; quantity: number }
  | { kind: 'setUnlimited'; variantId: string }
  | { kind: 'increment'; variantId: string; quantity: number }
  | { kind: 'decrement'; variantId: string; quantity: number };

export type VariantStock = { variantId: string; sku: string; qtyInStock: number; unlimited: boolean };

class StockRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function adjustStock(ctx: ServiceContext, operations: StockOperation[]): Promise<Result<{ variants: VariantStock[] }>> {
  if (operations.length === 0) return fail('NO_OPERATIONS', 'Give at least one stock operation.');
  for (const op of operations) {
    if ('quantity' in op && (!Number.isInteger(op.quantity) || op.quantity < 0)) {
      return fail('INVALID_QUANTITY', 'Quantities must be whole numbers of 0 or more.', 'quantity');
    }
  }
  try {
    const variants = await ctx.db.$transaction(async (tx) => {
      const changed: VariantStock[] = [];
      for (const op of operations) {
        const where = { id: op.variantId, websiteId: ctx.website.id };
        const data =
          op.kind === 'setFinite'
            ? { unlimited: false, qtyInStock: op.quantity }
            : op.kind === 'setUnlimited'
              ? { unlimited: true }
              : op.kind === 'increment'
                ? { qtyInStock: { increment: op.quantity } }
                : { qtyInStock: { decrement: op.quantity } };
        const guard = op.kind === 'decrement' ? { qtyInStock: { gte: op.quantity } } : {};
        const { count } = await tx.productVariant.updateMany({ where: { ...where, ...guard }, data });
        if (count === 0) {
          const exists = await tx.productVariant.findFirst({ where, select: { id: true } });
          if (!exists) throw new StockRefused('VARIANT_NOT_FOUND', `No variant ${op.variantId} in this store.`);
          throw new StockRefused(
            'INSUFFICIENT_STOCK',
            `Cannot take ${(op as { quantity: number }).quantity} from variant ${op.variantId}: not enough stock.`,
          );
        }
        const v = await tx.productVariant.findFirstOrThrow({
          where,
          select: { id: true, sku: true, qtyInStock: true, unlimited: true, productId: true },
        });
        changed.push({ variantId: v.id, sku: v.sku, qtyInStock: v.qtyInStock, unlimited: v.unlimited });
      }
      return changed;
    });
    ctx.events.changed(variants.map((v) => ({ websiteId: ctx.website.id, typename: 'ProductVariant' as const, id: v.variantId })));
    return { ok: true, variants };
  } catch (err) {
    if (err instanceof StockRefused) return fail(err.code, err.message, 'variantId');
    throw err;
  }
}
