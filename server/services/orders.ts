// Owner actions on orders: fulfil (with a tracking number), refund through the payment provider, cancel (refund
// and put the stock back). Each checks the order's state and belongs to the request's website.
import { tracksStock } from '../../domain/product-type.ts';
import type { Order } from '../db/generated/postgresql/client.ts';
import type { ServiceContext } from '../http/context.ts';
import { fail, type Result } from './user-errors.ts';

const NOT_FOUND = 'No such order.';

async function ownOrder(ctx: ServiceContext, orderId: string) {
  return ctx.db.order.findFirst({ where: { id: orderId, websiteId: ctx.website.id }, include: { lines: true } });
}

export async function fulfillOrder(
  ctx: ServiceContext,
  input: { orderId: string; trackingNumber?: string | null },
): Promise<Result<{ order: Order }>> {
  const order = await ownOrder(ctx, input.orderId);
  if (!order) return fail('NOT_FOUND', NOT_FOUND, 'orderId');
  if (order.status !== 'PAID') return fail('INVALID_STATE', `A ${order.status.toLowerCase()} order cannot be fulfilled.`, 'orderId');
  const updated = await ctx.db.order.update({
    where: { id: order.id },
    data: { status: 'FULFILLED', fulfilledAt: new Date(), trackingNumber: input.trackingNumber?.trim() || null },
  });
  return { ok: true, order: updated };
}

/** Refunds all or part of what was charged to the card; a full refund marks the order REFUNDED. */
export async function refundOrder(
  ctx: ServiceContext,
  input: { orderId: string; amountCents?: number | null },
): Promise<Result<{ order: Order }>> {
  const order = await ownOrder(ctx, input.orderId);
  if (!order) return fail('NOT_FOUND', NOT_FOUND, 'orderId');
  const charged = order.grandTotalCents - order.giftCardCents;
  const refundable = charged - order.refundedCents;
  const amount = input.amountCents ?? refundable;
  if (!['PAID', 'FULFILLED'].includes(order.status))
    return fail('INVALID_STATE', `A ${order.status.toLowerCase()} order cannot be refunded.`, 'orderId');
  if (!Number.isInteger(amount) || amount <= 0 || amount > refundable)
    return fail('INVALID_AMOUNT', `Refund between 1 and ${refundable} minor units.`, 'amountCents');
  if (!order.paymentReference) return fail('INVALID_STATE', 'This order was not paid by card.', 'orderId');
  const refund = await ctx.payments.refund(order.paymentReference, amount);
  if (!refund.ok) return fail(refund.code, refund.message, 'orderId');
  const refundedCents = order.refundedCents + amount;
  const updated = await ctx.db.order.update({
    where: { id: order.id },
    data: { refundedCents, status: refundedCents >= charged ? 'REFUNDED' : order.status },
  });
  return { ok: true, order: updated };
}

/** Cancels an unfulfilled order: refunds what was charged and puts the stock back, in one transaction. */
export async function cancelOrder(ctx: ServiceContext, input: { orderId: string }): Promise<Result<{ order: Order }>> {
  const order = await ownOrder(ctx, input.orderId);
  if (!order) return fail('NOT_FOUND', NOT_FOUND, 'orderId');
  if (!['PENDING', 'PAID'].includes(order.status))
    return fail('INVALID_STATE', `A ${order.status.toLowerCase()} order cannot be cancelled.`, 'orderId');
  const refundable = order.grandTotalCents - order.giftCardCents - order.refundedCents;
  if (order.status === 'PAID' && refundable > 0 && order.paymentReference) {
    const refund = await ctx.payments.refund(order.paymentReference, refundable);
    if (!refund.ok) return fail(refund.code, refund.message, 'orderId');
  }
  const updated = await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.order.updateMany({
      where: { id: order.id, status: order.status },
      data: { status: 'CANCELLED', cancelledAt: new Date(), refundedCents: order.refundedCents + Math.max(refundable, 0) },
    });
    if (count === 0) throw new Error('The order changed while it was being cancelled.');
    for (const line of order.lines) {
      if (!line.variantId || !tracksStock(line.productType)) continue;
      await tx.productVariant.updateMany({
        where: { id: line.variantId, websiteId: ctx.website.id, unlimited: false },
        data: { qtyInStock: { increment: line.quantity } },
      });
    }
    return tx.order.findUniqueOrThrow({ where: { id: order.id } });
  });
  ctx.events.changed(
    order.lines.flatMap((l) => (l.variantId ? [{ websiteId: ctx.website.id, typename: 'ProductVariant' as const, id: l.variantId }] : [])),
  );
  return { ok: true, order: updated };
}
