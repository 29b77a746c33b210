// Subscription plan text (spec §3 Subscription plan, §9): billing period, total duration and the price line.
//
// Wording: "{price} every {period}" plus " for {duration}" when the plan ends, e.g. "$10.00 every month",
// "$25.00 every 2 weeks for 12 weeks", "$99.00 every year for 2 years". A period of one unit reads without
// the count ("every month"); a duration always has its count ("for 1 year").

export type BillingUnit = 'WEEK' | 'MONTH' | 'YEAR';
export type BillingPeriod = { value: number; unit: BillingUnit };
export type SubscriptionPlanInput = {
  billingPeriod: BillingPeriod;
  /** 0 = until cancelled */
  numBillingCycles: number;
};

/** Billing units per year: 52 weeks, 12 months. */
export const UNITS_PER_YEAR: Record<BillingUnit, number> = { WEEK: 52, MONTH: 12, YEAR: 1 };

const UNIT_WORD: Record<BillingUnit, string> = { WEEK: 'week', MONTH: 'month', YEAR: 'year' };

function assertCount(n: number, what: string): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${what} must be a whole number, got ${n}`);
}

function countText(count: number, unit: BillingUnit): string {
  return `${count} ${UNIT_WORD[unit]}${count === 1 ? '' : 's'}`;
}

/** "week", "2 weeks", "month", "3 months", "year", "2 years". */
export function billingPeriodText(period: BillingPeriod): string {
  assertCount(period.value, 'Billing period value');
  if (period.value < 1) throw new RangeError('Billing period value must be at least 1');
  return period.value === 1 ? UNIT_WORD[period.unit] : countText(period.value, period.unit);
}

/** Total length in units, or null for a plan that runs until cancelled (0 billing cycles). */
export function durationUnits(plan: SubscriptionPlanInput): number | null {
  assertCount(plan.numBillingCycles, 'Number of billing cycles');
  if (plan.numBillingCycles === 0) return null;
  return plan.billingPeriod.value * plan.numBillingCycles;
}

/**
 * Total length as text: value × cycles in the period's unit, shown in years when it divides evenly into years
 * (52 weeks, 12 months). Null when the plan runs until cancelled.
 */
export function durationText(plan: SubscriptionPlanInput): string | null {
  const total = durationUnits(plan);
  if (total === null) return null;
  const unit = plan.billingPeriod.unit;
  const perYear = UNITS_PER_YEAR[unit];
  return total % perYear === 0 ? countText(total / perYear, 'YEAR') : countText(total, unit);
}

/** "{price} every {period}[ for {duration}]". */
export function subscriptionPriceText(priceString: string, plan: SubscriptionPlanInput): string {
  const every = `${priceString} every ${billingPeriodText(plan.billingPeriod)}`;
  const duration = durationText(plan);
  return duration === null ? every : `${every} for ${duration}`;
}
