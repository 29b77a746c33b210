// Refunds of card money: reserve → ask the provider → complete. The amount is reserved on the order (refundedCents,
// a guarded increment, so concurrent refunds can never pass what was charged) together with a PENDING OrderRefund
// row, in one transaction; the provider is asked with the row's id as idempotency key; the row then succeeds, or
// fails and gives its reservation back. A refund whose node died before completing is completed by the sweeper
// (completeStaleRefunds) with the same key, so the provider never pays out twice.
import { cardChargedCents } from '../../domain/order-refunds.ts';
import type { Db } from '../db/client.ts';
import type { Order, OrderRefund } from '../db/generated/postgresql/client.ts';
import type { Tx } from './checkout/order-record.ts';
import { enqueue } from './outbox.ts';
import type { PaymentDecline, PaymentProvider } from './payments/payment-provider.ts';

/** REFUND: an owner's; CANCEL: a cancellation's; PROVIDER: made at the payment provider (reconciled from its events). */
export type RefundReason = 'REFUND' | 'CANCEL' | 'PROVIDER';
/** The most refunds an order's owner view lists (newest first); refunds are whole minor units of what was charged. */
export const MAX_ORDER_REFUNDS = 100;
/** How long a PENDING refund may wait before the sweeper completes it (its request died). */
export const REFUND_GRACE_MS = 5 * 60_000;

/** Reserves `amountCents` of the order's charged money for a refund; null when the order cannot give that much back
 * (any more), or is not in one of `statuses`. */
export async function reserveRefund(
  tx: Tx,
  order: Order,
  amountCents: number,
  reason: RefundReason,
  statuses: Order['status'][],
): Promise<OrderRefund | null> {
  const { count } = await tx.order.updateMany({
    where: { id: order.id, status: { in: statuses }, refundedCents: { lte: cardChargedCents(order) - amountCents } },
    data: { refundedCents: { increment: amountCents } },
  });
  if (count === 0) return null;
  return tx.orderRefund.create({ data: { websiteId: order.websiteId, orderId: order.id, amountCents, reason } });
}

/** Asks the provider for a reserved refund and records the answer (once, however often it is called). */
export async function completeRefund(
  deps: { db: Db; payments: PaymentProvider },
  refund: OrderRefund,
): Promise<{ ok: true } | PaymentDecline> {
  const order = await deps.db.order.findUniqueOrThrow({ where: { id: refund.orderId } });
  const answer = order.paymentReference
    ? await deps.payments.refund({
        captureId: order.paymentReference,
        amountCents: refund.amountCents,
        idempotencyKey: `refund:${refund.id}`,
      })
    : ({ ok: false, code: 'PAYMENT_FAILED', message: 'This order was not paid by card.' } as const);
  await deps.db.$transaction(async (tx) => {
    const done = answer.ok
      ? { status: 'SUCCEEDED' as const, providerRefundId: answer.refundId }
      : { status: 'FAILED' as const, failure: answer.message.slice(0, 500) };
    const { count } = await tx.orderRefund.updateMany({ where: { id: refund.id, status: 'PENDING' }, data: done });
    if (count === 0) return;
    if (!answer.ok) {
      await tx.order.update({ where: { id: order.id }, data: { refundedCents: { decrement: refund.amountCents } } });
      return;
    }
    // Everything charged is given back: a paid or fulfilled order is REFUNDED (a cancelled one stays cancelled).
    const given = await tx.orderRefund.aggregate({ where: { orderId: order.id, status: 'SUCCEEDED' }, _sum: { amountCents: true } });
    const fully = (given._sum.amountCents ?? 0) >= cardChargedCents(order);
    if (fully) await tx.order.updateMany({ where: { id: order.id, status: { in: ['PAID', 'FULFILLED'] } }, data: { status: 'REFUNDED' } });
    // The shopper hears of an owner's refund (a cancellation's is in the cancellation's own email).
    if (refund.reason === 'REFUND')
      await enqueue(tx, {
        websiteId: order.websiteId,
        kind: 'email.orderUpdate',
        payload: { orderId: order.id, update: 'refunded', amountCents: refund.amountCents, fully },
      });
  });
  return answer.ok ? { ok: true } : answer;
}

/** Completes refunds left PENDING past the grace period (their node died); answers how many it completed. */
export async function completeStaleRefunds(deps: { db: Db; payments: PaymentProvider }, now = new Date()): Promise<number> {
  const stale = await deps.db.orderRefund.findMany({
    where: { status: 'PENDING', updatedAt: { lt: new Date(now.getTime() - REFUND_GRACE_MS) } },
    orderBy: { updatedAt: 'asc' },
    take: 50,
  });
  for (const refund of stale) await completeRefund(deps, refund);
  return stale.length;
}
