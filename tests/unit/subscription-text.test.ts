import { describe, expect, it } from 'vitest';
import {
  type BillingUnit,
  billingPeriodText,
  durationText,
  type SubscriptionPlanInput,
  subscriptionPriceText,
  UNITS_PER_YEAR,
} from '../../domain/subscription-text.ts';

const plan = (value: number, unit: BillingUnit, numBillingCycles: number): SubscriptionPlanInput => ({
  billingPeriod: { value, unit },
  numBillingCycles,
});

describe('subscription-text', () => {
  it('billing per year: 52 weeks and 12 months', () => {
    expect(UNITS_PER_YEAR).toEqual({ WEEK: 52, MONTH: 12, YEAR: 1 });
  });

  it('billing period text covers week, month and year', () => {
    expect(billingPeriodText({ value: 1, unit: 'WEEK' })).toBe('week');
    expect(billingPeriodText({ value: 2, unit: 'WEEK' })).toBe('2 weeks');
    expect(billingPeriodText({ value: 1, unit: 'MONTH' })).toBe('month');
    expect(billingPeriodText({ value: 3, unit: 'MONTH' })).toBe('3 months');
    expect(billingPeriodText({ value: 1, unit: 'YEAR' })).toBe('year');
    expect(billingPeriodText({ value: 2, unit: 'YEAR' })).toBe('2 years');
  });

  it('a billing period must be a whole number of at least 1', () => {
    expect(() => billingPeriodText({ value: 0, unit: 'MONTH' })).toThrow(RangeError);
    expect(() => billingPeriodText({ value: 1.5, unit: 'MONTH' })).toThrow(RangeError);
  });

  it('duration is the billing period value times the number of billing cycles', () => {
    expect(durationText(plan(1, 'WEEK', 10))).toBe('10 weeks');
    expect(durationText(plan(1, 'MONTH', 6))).toBe('6 months');
    expect(durationText(plan(2, 'WEEK', 6))).toBe('12 weeks');
    expect(durationText(plan(1, 'WEEK', 1))).toBe('1 week');
  });

  it('cycles dividing evenly into years show as years', () => {
    expect(durationText(plan(1, 'WEEK', 104))).toBe('2 years');
    expect(durationText(plan(1, 'MONTH', 12))).toBe('1 year');
    expect(durationText(plan(3, 'MONTH', 8))).toBe('2 years');
    expect(durationText(plan(1, 'YEAR', 3))).toBe('3 years');
    expect(durationText(plan(1, 'MONTH', 18))).toBe('18 months');
  });

  it('a plan with 0 billing cycles runs until cancelled and has no duration', () => {
    expect(durationText(plan(1, 'MONTH', 0))).toBeNull();
  });

  it('subscription price text is "{price} every {period}" plus "for {duration}" when the plan ends', () => {
    expect(subscriptionPriceText('$10.00', plan(1, 'MONTH', 0))).toBe('$10.00 every month');
    expect(subscriptionPriceText('$25.00', plan(2, 'WEEK', 6))).toBe('$25.00 every 2 weeks for 12 weeks');
    expect(subscriptionPriceText('$99.00', plan(1, 'YEAR', 2))).toBe('$99.00 every year for 2 years');
    expect(subscriptionPriceText('$5.00', plan(1, 'WEEK', 52))).toBe('$5.00 every week for 1 year');
  });
});
