// Subscriptions after checkout: shoppers cancelling their own, owners pausing, resuming and cancelling, and the
// lists. (Renewals: subscription-renewals.ts.)
import { billingDateAt } from '../../domain/subscription-schedule.ts';
import type { Prisma } from '../db/client.ts';
import type { Subscription } from '../db/generated/postgresql/client.ts';
import type { ServiceContext } from './context.ts';
import { fail, type Result } from './user-errors.ts';

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
