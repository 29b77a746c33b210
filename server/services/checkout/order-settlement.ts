// Settling a recorded (PENDING) order: its payment is captured, and in one transaction the order becomes PAID with
// everything a paid order brings (paid-order.ts). When the capture fails, the order becomes FAILED and gives back
// what it held (stock, gift card balances, its cart), and the authorization is voided. Each step is conditional on
// the order still being PENDING and the provider calls are idempotent, so a retried request, a second node or the
// sweeper of abandoned orders (the same function) settles an order exactly once.
import { PAYMENT_NOT_COMPLETED_MESSAGE } from '../../../domain/messages.ts';
import { tracksStock } from '../../../domain/product-type.ts';
import type { Order } from '../../db/generated/postgresql/client.ts';
import type { PaymentDecline } from '../payments/payment-provider.ts';
import { markRestocked, type StockMove } from '../restock-triggers.ts';
import type { OrderContext } from './order-context.ts';
import type { OrderWithLines, Tx } from './order-record.ts';
import { completePaidOrder } from './paid-order.ts';

export type Settlement = { ok: true; order: Order } | { ok: false; order: Order; decline: PaymentDecline };

/** How long a PENDING order may wait for its settlement before the sweeper settles it (its request died). */
export const SETTLEMENT_GRACE_MS = 10 * 60_000;

export async function settleOrder(ctx: OrderContext, order: OrderWithLines): Promise<Settlement> {
  if (order.status !== 'PENDING') return settled(ctx, order.id);
  const due = order.grandTotalCents - order.giftCardCents;
  const capture = order.authorizationId
    ? await ctx.payments.capture({ authorizationId: order.authorizationId, amountCents: due, idempotencyKey: `capture:${order.id}` })
    : ({ ok: true, captureId: null } as const);
  if (!capture.ok) {
    await giveBack(ctx, order);
    const failed = await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } });
    return failed.status === 'FAILED' ? { ok: false, order: failed, decline: capture } : settled(ctx, order.id);
  }
  await ctx.db.$transaction(
    async (tx) => {
      const { count } = await tx.order.updateMany({
        where: { id: order.id, status: 'PENDING' },
        data: { status: 'PAID', paymentReference: capture.captureId },
      });
      if (count === 1) await completePaidOrder(tx, ctx, order);
    },
    { timeout: 30_000, maxWait: 30_000 },
  );
  return settled(ctx, order.id);
}

async function settled(ctx: OrderContext, orderId: string): Promise<Settlement> {
  const order = await ctx.db.order.findUniqueOrThrow({ where: { id: orderId } });
  if (order.status !== 'FAILED') return { ok: true, order };
  return { ok: false, order, decline: { ok: false, code: 'PAYMENT_FAILED', message: PAYMENT_NOT_COMPLETED_MESSAGE } };
}

/** A failed capture: the order is FAILED, and its stock, gift card balances and cart are given back. */
async function giveBack(ctx: OrderContext, order: OrderWithLines): Promise<void> {
  const changed = await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.order.updateMany({ where: { id: order.id, status: 'PENDING' }, data: { status: 'FAILED' } });
    if (count === 0) return false;
    await returnStock(tx, order);
    await returnGiftCardBalances(tx, order.id, order.websiteId);
    if (order.purchasedCartId)
      await tx.shoppingCart.updateMany({
        where: { id: order.purchasedCartId, orderId: order.id },
        data: { isPurchased: false, orderId: null },
      });
    return true;
  });
  if (order.authorizationId) await ctx.payments.void({ authorizationId: order.authorizationId, idempotencyKey: `void:${order.id}` });
  if (changed) announceStock(ctx, order);
}

/** Puts back the stock an order took (a variant whose stock comes back this way may send its restock emails). */
export async function returnStock(tx: Tx, order: OrderWithLines): Promise<void> {
  const moves: StockMove[] = [];
  for (const line of order.lines) {
    if (!line.variantId || !tracksStock(line.productType)) continue;
    const where = { id: line.variantId, websiteId: order.websiteId, unlimited: false };
    const before = await tx.productVariant.findFirst({ where, select: { unlimited: true, qtyInStock: true } });
    if (!before) continue;
    await tx.productVariant.updateMany({ where, data: { qtyInStock: { increment: line.quantity } } });
    moves.push({ variantId: line.variantId, before, after: { unlimited: false, qtyInStock: before.qtyInStock + line.quantity } });
  }
  await markRestocked(tx, order.websiteId, moves);
}

/** Gives back every gift card balance the order spent, each with a positive transaction beside the redemption. */
export async function returnGiftCardBalances(tx: Tx, orderId: string, websiteId: string): Promise<void> {
  const spent = await tx.giftCardTransaction.findMany({ where: { orderId, websiteId, amountCents: { lt: 0 } } });
  for (const t of spent) {
    await tx.giftCard.update({ where: { id: t.giftCardId }, data: { balanceCents: { increment: -t.amountCents } } });
    await tx.giftCardTransaction.create({ data: { websiteId, giftCardId: t.giftCardId, orderId, amountCents: -t.amountCents } });
  }
}

/** Stock changed: catalog caches drop what they hold for these variants. */
export function announceStock(ctx: OrderContext, order: OrderWithLines): void {
  ctx.events.changed(
    order.lines.flatMap((l) => (l.variantId ? [{ websiteId: order.websiteId, typename: 'ProductVariant' as const, id: l.variantId }] : [])),
  );
}
