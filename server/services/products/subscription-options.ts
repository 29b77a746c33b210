// The subscription plans a product offers. Plans belong to the website and are shared: an option names a billing
// period and number of payments, and the website's plan with exactly those is reused (or made). Options that stay
// keep their ids, so subscription carts holding one still work.
import { billingPeriodText, durationText } from '../../../domain/subscription-text.ts';
import type { Tx } from '../../db/client.ts';
import type { SubscriptionOptionFields } from './product-input.ts';

const planKey = (o: Pick<SubscriptionOptionFields, 'billingPeriodValue' | 'billingPeriodUnit' | 'numBillingCycles'>) =>
  `${o.billingPeriodValue} ${o.billingPeriodUnit} ${o.numBillingCycles}`;

/** What is wrong with a list of options, or null: each plan once. */
export function subscriptionOptionsProblem(options: SubscriptionOptionFields[]): string | null {
  return new Set(options.map(planKey)).size === options.length ? null : 'Offer each subscription plan once.';
}

/** "Every month", "Every 2 weeks for 12 weeks". */
function planName(o: SubscriptionOptionFields): string {
  const plan = { billingPeriod: { value: o.billingPeriodValue, unit: o.billingPeriodUnit }, numBillingCycles: o.numBillingCycles };
  const duration = durationText(plan);
  return `Every ${billingPeriodText(plan.billingPeriod)}${duration ? ` for ${duration}` : ''}`;
}

/** Makes the product offer exactly these options, in this order. */
export async function setSubscriptionOptions(tx: Tx, websiteId: string, productId: string, options: SubscriptionOptionFields[]) {
  const planIds: string[] = [];
  for (const [position, o] of options.entries()) {
    const period = {
      billingPeriodValue: o.billingPeriodValue,
      billingPeriodUnit: o.billingPeriodUnit,
      numBillingCycles: o.numBillingCycles,
    };
    const plan =
      (await tx.subscriptionPlan.findFirst({ where: { websiteId, ...period }, select: { id: true } })) ??
      (await tx.subscriptionPlan.create({ data: { websiteId, name: planName(o), ...period }, select: { id: true } }));
    planIds.push(plan.id);
    await tx.productSubscriptionOption.upsert({
      where: { productId_subscriptionPlanId: { productId, subscriptionPlanId: plan.id } },
      create: { websiteId, productId, subscriptionPlanId: plan.id, priceCents: o.priceCents ?? null, position },
      update: { priceCents: o.priceCents ?? null, position },
    });
  }
  await tx.productSubscriptionOption.deleteMany({ where: { productId, subscriptionPlanId: { notIn: planIds } } });
}
