// Subscriptions after checkout: renewals charged through the payment provider (an order per cycle, bounded retries,
// ending after the last cycle), shoppers cancelling their own, owners pausing, resuming and cancelling.
import { randomBytes } from 'node:crypto';
import { orderForAnalytics } from '../../domain/order-analytics.ts';
import { billingDateAt, isLastCycle, renewalRetryAt } from '../../domain/subscription-schedule.ts';
import type { Db, Prisma } from '../db/client.ts';
import type { Subscription } from '../db/generated/postgresql/client.ts';
import type { ServiceContext } from '../http/context.ts';
import { enqueue } from './outbox.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { fail, type Result } from './user-errors.ts';

export type RenewalOutcome = { subscriptionId: string; outcome: 'renewed' | 'ended' | 'retry' | 'failed' | 'skipped' };

/** Renews every subscription due at `now` (all websites). A subscription is claimed atomically, so two nodes never
 * charge the same cycle; the charge and the order use an idempotency key per subscription and cycle. */
export async function runRenewals(db: Db, payments: PaymentProvider, now = new Date()): Promise<RenewalOutcome[]> {
  const due = await db.subscription.findMany({
    where: { status: 'ACTIVE', nextBillingAt: { lte: now } },
    take: 100,
    orderBy: { nextBillingAt: 'asc' },
  });
  const outcomes: RenewalOutcome[] = [];
  for (const sub of due) outcomes.push(await renewOne(db, payments, sub, now));
  return outcomes;
}

async function renewOne(db: Db, payments: PaymentProvider, sub: Subscription, now: Date): Promise<RenewalOutcome> {
  const claim = await db.subscription.updateMany({
    where: { id: sub.id, status: 'ACTIVE', nextBillingAt: sub.nextBillingAt },
    data: { nextBillingAt: null },
  });
  if (claim.count === 0) return { subscriptionId: sub.id, outcome: 'skipped' };
  const cycle = sub.cyclesBilled + 1;
  const key = `renewal:${sub.id}:${cycle}`;
  const website = await db.website.findUniqueOrThrow({ where: { id: sub.websiteId } });
  const charge = sub.paymentMethodRef
    ? await payments.chargeSavedMethod({
        paymentMethodRef: sub.paymentMethodRef,
        amountCents: sub.priceCents,
        currency: sub.currency,
        idempotencyKey: key,
      })
    : ({ ok: false, code: 'PAYMENT_FAILED', message: 'No saved payment method.' } as const);
  if (!charge.ok) {
    const retryAt = renewalRetryAt(sub.failedAttempts + 1, now);
    await db.subscription.update({
      where: { id: sub.id },
      data: { failedAttempts: { increment: 1 }, nextBillingAt: retryAt, status: retryAt ? 'ACTIVE' : 'PAST_DUE' },
    });
    return { subscriptionId: sub.id, outcome: retryAt ? 'retry' : 'failed' };
  }
  const period = { value: sub.billingPeriodValue, unit: sub.billingPeriodUnit };
  const last = isLastCycle(cycle, sub.numBillingCycles);
  await db.$transaction(async (tx) => {
    const { orderSequence } = await tx.website.update({
      where: { id: website.id },
      data: { orderSequence: { increment: 1 } },
      select: { orderSequence: true },
    });
    const product = await tx.item.findUnique({ where: { id: sub.productId }, select: { title: true } });
    const variant = await tx.productVariant.findUnique({ where: { id: sub.variantId }, select: { sku: true } });
    const order = await tx.order.create({
      data: {
        websiteId: website.id,
        orderNumber: orderSequence,
        idempotencyKey: key,
        statusToken: randomBytes(24).toString('base64url'),
        testMode: payments.testMode,
        status: 'PAID',
        email: sub.email,
        siteUserId: sub.siteUserId,
        currency: sub.currency,
        subtotalCents: sub.priceCents,
        taxCents: 0,
        shippingCostCents: 0,
        discountCents: 0,
        grandTotalCents: sub.priceCents,
        paymentProvider: payments.name,
        paymentReference: charge.captureId,
        subscriptionId: sub.id,
        lines: {
          create: [
            {
              websiteId: website.id,
              itemId: sub.productId,
              variantId: sub.variantId,
              sku: variant?.sku ?? '',
              productName: product?.title ?? '',
              productType: 1,
              quantity: 1,
              unitPriceCents: sub.priceCents,
            },
          ],
        },
      },
      include: { lines: true },
    });
    await tx.subscription.update({
      where: { id: sub.id },
      data: {
        cyclesBilled: cycle,
        failedAttempts: 0,
        status: last ? 'ENDED' : 'ACTIVE',
        nextBillingAt: last ? null : billingDateAt(sub.createdAt, period, cycle, website.timeZone),
      },
    });
    await enqueue(tx, { websiteId: website.id, kind: 'email.orderConfirmation', payload: { orderId: order.id } });
    await tx.analyticsEvent.create({
      data: {
        websiteId: website.id,
        family: 'commerce',
        name: 'order',
        payload: orderForAnalytics(order, order.lines) as unknown as Prisma.InputJsonValue,
      },
    });
  });
  return { subscriptionId: sub.id, outcome: last ? 'ended' : 'renewed' };
}

type Change = 'pause' | 'resume' | 'cancel';
const ALLOWED: Record<Change, Subscription['status'][]> = {
  pause: ['ACTIVE'],
  resume: ['PAUSED'],
  cancel: ['ACTIVE', 'PAUSED', 'PAST_DUE'],
};

/** Owners pause, resume or cancel; shoppers (site users) cancel their own (`siteUserId` given). */
export async function changeSubscription(
  ctx: ServiceContext,
  input: { subscriptionId: string; change: Change; siteUserId?: string },
): Promise<Result<{ subscription: Subscription }>> {
  const sub = await ctx.db.subscription.findFirst({
    where: { id: input.subscriptionId, websiteId: ctx.website.id, ...(input.siteUserId ? { siteUserId: input.siteUserId } : {}) },
  });
  if (!sub) return fail('NOT_FOUND', 'No such subscription.', 'subscriptionId');
  if (!ALLOWED[input.change].includes(sub.status))
    return fail(
      'INVALID_STATE',
      `A ${sub.status.toLowerCase().replace('_', ' ')} subscription cannot be ${input.change === 'pause' ? 'paused' : input.change === 'resume' ? 'resumed' : 'cancelled'}.`,
      'subscriptionId',
    );
  const period = { value: sub.billingPeriodValue, unit: sub.billingPeriodUnit };
  const data: Prisma.SubscriptionUpdateInput =
    input.change === 'pause'
      ? { status: 'PAUSED', nextBillingAt: null }
      : input.change === 'resume'
        ? { status: 'ACTIVE', nextBillingAt: nextAfter(sub, period, ctx.website.timeZone) }
        : { status: 'CANCELLED', nextBillingAt: null };
  return { ok: true, subscription: await ctx.db.subscription.update({ where: { id: sub.id }, data }) };
}

/** The first billing date of the schedule still ahead of now. */
function nextAfter(
  sub: Subscription,
  period: { value: number; unit: Subscription['billingPeriodUnit'] },
  timeZone: string,
  now = new Date(),
): Date {
  let cycle = sub.cyclesBilled;
  let date = billingDateAt(sub.createdAt, period, cycle, timeZone);
  while (date <= now) date = billingDateAt(sub.createdAt, period, ++cycle, timeZone);
  return date;
}

/** The website's subscriptions, newest first; only one site user's when `siteUserId` is given. */
export const listSubscriptions = <Q extends Omit<Prisma.SubscriptionFindManyArgs, 'where'>>(
  ctx: ServiceContext,
  query?: Q,
  siteUserId?: string,
) =>
  ctx.db.subscription.findMany({
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    ...(query as object),
    where: { websiteId: ctx.website.id, ...(siteUserId ? { siteUserId } : {}) },
  });
