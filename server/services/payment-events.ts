// Reconciling what the payment provider reports (its webhook events) with our orders: a payment that succeeded,
// was cancelled or failed settles its order if it is still PENDING (captured and completed, or given back: the same
// settlement as checkout, so it happens once), and a refund made at the provider (its dashboard) is recorded on the
// order. Events may come more than once and in any order; each handling is conditional, so repeats change nothing.

import { cardChargedCents } from '../../domain/order-refunds.ts';
import { type BackgroundServices, orderContextFor } from './background.ts';
import { settleOrder } from './checkout/order-settlement.ts';

/** The part of a provider event we read (Stripe's shape). */
export type PaymentEvent = {
  type: string;
  data: { object: { id?: string; payment_intent?: string | { id: string } | null; amount_refunded?: number } };
};

export type Reconciled = 'settled' | 'refund-recorded' | 'nothing-to-do';

type Deps = Omit<BackgroundServices, 'log'>;

export async function reconcilePaymentEvent(deps: Deps, event: PaymentEvent): Promise<Reconciled> {
  const object = event.data.object;
  if (['payment_intent.succeeded', 'payment_intent.canceled', 'payment_intent.payment_failed'].includes(event.type)) {
    const order = await deps.db.order.findFirst({ where: { authorizationId: object.id, status: 'PENDING' }, include: { lines: true } });
    if (!order) return 'nothing-to-do';
    await settleOrder(await orderContextFor(deps, order.websiteId), order);
    return 'settled';
  }
  if (event.type === 'charge.refunded') {
    const intent = typeof object.payment_intent === 'string' ? object.payment_intent : object.payment_intent?.id;
    return intent && object.amount_refunded ? recordOutsideRefund(deps, intent, object.amount_refunded) : 'nothing-to-do';
  }
  return 'nothing-to-do';
}

/** The provider has refunded `refundedCents` of the payment in all; what our refunds do not account for was refunded
 * at the provider, and is recorded as a refund of its own. */
async function recordOutsideRefund(deps: Deps, paymentIntent: string, refundedCents: number): Promise<Reconciled> {
  return deps.db.$transaction(async (tx) => {
    const order = await tx.order.findFirst({ where: { paymentReference: paymentIntent } });
    if (!order) return 'nothing-to-do';
    const ours = await tx.orderRefund.aggregate({
      where: { orderId: order.id, status: { in: ['PENDING', 'SUCCEEDED'] } },
      _sum: { amountCents: true },
    });
    const outside = Math.min(refundedCents - (ours._sum.amountCents ?? 0), cardChargedCents(order) - order.refundedCents);
    if (outside <= 0) return 'nothing-to-do';
    await tx.orderRefund.create({
      data: { websiteId: order.websiteId, orderId: order.id, amountCents: outside, reason: 'PROVIDER', status: 'SUCCEEDED' },
    });
    const refunded = order.refundedCents + outside;
    await tx.order.update({
      where: { id: order.id },
      data: {
        refundedCents: refunded,
        ...(refunded >= cardChargedCents(order) && ['PAID', 'FULFILLED'].includes(order.status) ? { status: 'REFUNDED' as const } : {}),
      },
    });
    return 'refund-recorded';
  });
}
