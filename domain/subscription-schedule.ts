// Subscription billing dates (spec §3 Subscription plan, §9): calendar periods in the website's time zone, cycles, retries.
//
// A billing date is the same local calendar day and wall-clock time in the website's time zone, `value` weeks,
// months or years later: the start's wall-clock time (domain/zoned-time.ts), moved by calendar, then the instant
// that wall-clock time is, so the dates are the same whatever time zone the server runs in:
// - month ends clamp: Jan 31 + 1 month is Feb 29 in a leap year, Feb 28 otherwise; a leap day + 1 year is Feb 28;
// - across a DST change the local time stays (09:00 EST → 09:00 EDT, so the gap is 23 or 25 hours for a day);
//   a local time that does not exist that day (02:30 on a spring-forward day) moves forward by the gap (03:30),
//   and one that happens twice (01:30 on a fall-back day) is the earlier of the two.
// Dates are counted from the subscription's start (its anchor), not from the previous billing date, so a plan
// started on Jan 31 bills Feb 29, Mar 31, Apr 30… rather than drifting to the 29th: use billingDateAt(start,
// period, cyclesBilled, tz) for the next date; nextBillingDate(from, …) is the one-step form.

import type { BillingPeriod } from './subscription-text.ts';
import { instantOfWallClockFields, wallClockFields } from './zoned-time.ts';

export type { BillingPeriod, BillingUnit } from './subscription-text.ts';

/** Spec §9 default website time zone. */
export const DEFAULT_TIME_ZONE = 'America/New_York';
/** Charge attempts per renewal, the first included; after the last failure the renewal is given up. */
export const MAX_RENEWAL_ATTEMPTS = 3;
/** Wait after the 1st and 2nd failed attempt: 1 day, then 3 days (24-hour days from the failure). */
export const RENEWAL_RETRY_DELAYS_DAYS: readonly number[] = [1, 3];
/** How many dates billingDates lists for a plan that runs until cancelled. */
export const UNTIL_CANCELLED_PREVIEW = 12;

const DAY_MS = 24 * 60 * 60 * 1000;

export type BillingSchedule = {
  /** Charge dates: cycle 1 is the start; all of them for a finite plan, the first few for an open-ended one. */
  dates: Date[];
  /** The end of the last paid period (start + numBillingCycles periods), or null for a plan that runs until cancelled. */
  endsAt: Date | null;
};

function assertWhole(n: number, what: string, min: number): void {
  if (!Number.isInteger(n) || n < min) throw new RangeError(`${what} must be a whole number of at least ${min}, got ${n}`);
}

function assertDate(d: Date, what: string): void {
  if (Number.isNaN(d.getTime())) throw new RangeError(`${what} is not a valid date`);
}

/** An unknown IANA name throws a RangeError here rather than yielding an invalid date later. */
function assertTimeZone(timeZone: string): void {
  new Intl.DateTimeFormat('en-US', { timeZone });
}

/** `months` calendar months after a wall-clock time held in a Date's UTC fields, the day clamped to the month's last. */
function addCalendarMonths(fields: Date, months: number): Date {
  const year = fields.getUTCFullYear();
  const month = fields.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = new Date(fields.getTime());
  moved.setUTCFullYear(year, month, Math.min(fields.getUTCDate(), lastDay));
  return moved;
}

/** `periods` billing periods after `start`, on the same local day and time in `timeZone` (clamped at month ends). */
export function billingDateAt(start: Date, period: BillingPeriod, periods: number, timeZone: string): Date {
  assertDate(start, 'Start');
  assertWhole(period.value, 'Billing period value', 1);
  assertWhole(periods, 'Number of periods', 0);
  assertTimeZone(timeZone);
  // The first charge is the start itself, even when its wall-clock time is the later of two.
  if (periods === 0) return new Date(start.getTime());
  const local = wallClockFields(start, timeZone);
  const amount = period.value * periods;
  const next =
    period.unit === 'WEEK'
      ? new Date(local.getTime() + amount * 7 * DAY_MS)
      : addCalendarMonths(local, period.unit === 'MONTH' ? amount : amount * 12);
  return instantOfWallClockFields(next, timeZone);
}

/** The billing date one period after `from`. */
export function nextBillingDate(from: Date, period: BillingPeriod, timeZone: string): Date {
  return billingDateAt(from, period, 1, timeZone);
}

/** The plan's charge dates and end; numBillingCycles 0 means until cancelled (endsAt null). */
export function billingDates(
  start: Date,
  period: BillingPeriod,
  numBillingCycles: number,
  timeZone: string,
  preview = UNTIL_CANCELLED_PREVIEW,
): BillingSchedule {
  assertWhole(numBillingCycles, 'Number of billing cycles', 0);
  const count = numBillingCycles === 0 ? preview : numBillingCycles;
  const dates = Array.from({ length: count }, (_, i) => billingDateAt(start, period, i, timeZone));
  const endsAt = numBillingCycles === 0 ? null : billingDateAt(start, period, numBillingCycles, timeZone);
  return { dates, endsAt };
}

/**
 * True once the cycle just billed was the plan's last, so no further renewal is due and the subscription ends;
 * always false for a plan that runs until cancelled (0 cycles). `cyclesBilled` counts the first charge at checkout.
 */
export function isLastCycle(cyclesBilled: number, numBillingCycles: number): boolean {
  assertWhole(cyclesBilled, 'Cycles billed', 0);
  assertWhole(numBillingCycles, 'Number of billing cycles', 0);
  return numBillingCycles > 0 && cyclesBilled >= numBillingCycles;
}

/**
 * When to retry a renewal charge after `failedAttempts` failures of it (1 → 1 day later, 2 → 3 days later), or
 * null once MAX_RENEWAL_ATTEMPTS attempts have failed and the renewal is given up.
 */
export function renewalRetryAt(failedAttempts: number, now: Date): Date | null {
  assertWhole(failedAttempts, 'Failed attempts', 1);
  assertDate(now, 'Now');
  if (failedAttempts >= MAX_RENEWAL_ATTEMPTS) return null;
  const days = RENEWAL_RETRY_DELAYS_DAYS[failedAttempts - 1] ?? 0;
  return new Date(now.getTime() + days * DAY_MS);
}
