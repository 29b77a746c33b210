// Owner actions on orders: fulfil (with a tracking number), refund card money (refunds.ts), cancel. Each is a
// conditional update on the order's state, so concurrent or repeated calls act once and the others are told why.
// Cancelling a paid order, in one transaction: it is CANCELLED, its stock and the gift card balances it spent are
// given back, the gift cards and download links it issued stop working, the subscription it started ends, and the
// card money still held is reserved for a refund, which is then asked of the provider; the shopper is emailed (an
// order update through the outbox), as after an owner's refund (refunds.ts).
import { PENDING_ORDER_MESSAGE } from '../../domain/messages.ts';
import { cardChargedCents } from '../../domain/order-refunds.ts';
import type { Order } from '../db/generated/postgresql/client.ts';
import type { OrderWithLines, Tx } from './checkout/order-record.ts';
import { announceStock, returnGiftCardBalances, returnStock } from './checkout/order-settlement.ts';
import type { ServiceContext } from './context.ts';
import { enqueue } from './outbox.ts';
import { completeRefund, reserveRefund } from './refunds.ts';
import { fail, type Result, type UserError } from './user-errors.ts';

const NOT_FOUND = 'No such order.';
const stateMessage = (status: Order['status'], action: string) =>
  status === 'PENDING' ? PENDING_ORDER_MESSAGE : `A ${status.toLowerCase()} order cannot be ${action}.`;

function ownOrder(ctx: ServiceContext, orderId: string): Promise<OrderWithLines | null> {
  return ctx.db.order.findFirst({ where: { id: orderId, websiteId: ctx.website.id }, include: { lines: true } });
}

export type OrderOutcome = { order: Order; userErrors: UserError[] };

export async function fulfillOrder(
  ctx: ServiceContext,
  input: { orderId: string; trackingNumber?: string | null },
): Promise<Result<{ order: Order }>> {
  const { count } = await ctx.db.order.updateMany({
    where: { id: input.orderId, websiteId: ctx.website.id, status: 'PAID' },
    data: { status: 'FULFILLED', fulfilledAt: new Date(), trackingNumber: input.trackingNumber?.trim().slice(0, 200) || null },
  });
  const order = await ownOrder(ctx, input.orderId);
  if (!order) return fail('NOT_FOUND', NOT_FOUND, 'orderId');
  return count === 1 ? { ok: true, order } : fail('INVALID_STATE', stateMessage(order.status, 'fulfilled'), 'orderId');
}

/** Refunds all or part of the card money still held (a cancelled order's too, when its refund failed). */
export async function refundOrder(
  ctx: ServiceContext,
  input: { orderId: string; amountCents?: number | null },
): Promise<Result<{ order: Order }>> {
  const order = await ownOrder(ctx, input.orderId);
  if (!order) return fail('NOT_FOUND', NOT_FOUND, 'orderId');
  const refundable = cardChargedCents(order) - order.refundedCents;
  const amount = input.amountCents ?? refundable;
  if (!['PAID', 'FULFILLED', 'CANCELLED'].includes(order.status))
    return fail('INVALID_STATE', stateMessage(order.status, 'refunded'), 'orderId');
  if (!order.paymentReference) return fail('INVALID_STATE', 'This order was not paid by card.', 'orderId');
  if (!Number.isInteger(amount) || amount <= 0 || amount > refundable)
    return fail(
      'INVALID_AMOUNT',
      refundable > 0 ? `Refund between 1 and ${refundable} minor units.` : 'Nothing is left to refund.',
      'amountCents',
    );
  const refund = await ctx.db.$transaction((tx) => reserveRefund(tx, order, amount, 'REFUND', ['PAID', 'FULFILLED', 'CANCELLED']));
  if (!refund) return fail('ORDER_CHANGED', 'The order changed meanwhile (another refund?). Look at it again and retry.', 'orderId');
  const done = await completeRefund(ctx, refund);
  if (!done.ok) return fail(done.code, done.message, 'orderId');
  return { ok: true, order: await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } }) };
}

class OrderChanged extends Error {}

/** Cancels a paid, unfulfilled order; answers the cancelled order, with a userError if its refund then failed. */
export async function cancelOrder(ctx: ServiceContext, input: { orderId: string }): Promise<Result<OrderOutcome>> {
  const order = await ownOrder(ctx, input.orderId);
  if (!order) return fail('NOT_FOUND', NOT_FOUND, 'orderId');
  if (order.status !== 'PAID') return fail('INVALID_STATE', stateMessage(order.status, 'cancelled'), 'orderId');
  let refund: Awaited<ReturnType<typeof reserveRefund>> = null;
  try {
    refund = await ctx.db.$transaction(async (tx) => {
      const { count } = await tx.order.updateMany({
        where: { id: order.id, status: 'PAID' },
        data: { status: 'CANCELLED', cancelledAt: new Date() },
      });
      if (count === 0) throw new OrderChanged();
      await returnStock(tx, order);
      await returnGiftCardBalances(tx, order.id, order.websiteId);
      await revokeWhatItIssued(tx, order);
      const held = cardChargedCents(order) - order.refundedCents;
      const refunding = held > 0 && order.paymentReference ? held : 0;
      // The shopper is told in the same transaction: the order is cancelled, and what comes back to them.
      await enqueue(tx, {
        websiteId: order.websiteId,
        kind: 'email.orderUpdate',
        payload: { orderId: order.id, update: 'cancelled', amountCents: refunding },
      });
      return refunding > 0 ? reserveRefund(tx, order, refunding, 'CANCEL', ['CANCELLED']) : null;
    });
  } catch (err) {
    if (!(err instanceof OrderChanged)) throw err;
    const now = await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } });
    return fail('INVALID_STATE', stateMessage(now.status, 'cancelled'), 'orderId');
  }
  announceStock(ctx, order);
  const refunded = refund ? await completeRefund(ctx, refund) : ({ ok: true } as const);
  const cancelled = await ctx.db.order.findUniqueOrThrow({ where: { id: order.id } });
  const userErrors: UserError[] = refunded.ok
    ? []
    : [
        {
          code: 'REFUND_FAILED',
          message: `The order is cancelled, but its refund failed: ${refunded.message} Refund it again.`,
          field: 'orderId',
        },
      ];
  return { ok: true, order: cancelled, userErrors };
}

/** A cancelled order's gift cards and download links stop working, and the subscription it started ends. */
async function revokeWhatItIssued(tx: Tx, order: OrderWithLines): Promise<void> {
  await tx.giftCard.updateMany({ where: { orderId: order.id }, data: { disabled: true } });
  await tx.digitalDownload.updateMany({ where: { orderId: order.id }, data: { downloadsLeft: 0 } });
  if (order.subscriptionId && order.purchasedCartId)
    await tx.subscription.updateMany({
      where: { id: order.subscriptionId, status: { in: ['ACTIVE', 'PAUSED', 'PAST_DUE'] } },
      data: { status: 'CANCELLED', nextBillingAt: null },
    });
}
