import { describe, expect, it } from 'vitest';
import {
  type BillingPeriod,
  billingDateAt,
  billingDates,
  DEFAULT_TIME_ZONE,
  isLastCycle,
  MAX_RENEWAL_ATTEMPTS,
  nextBillingDate,
  renewalRetryAt,
} from '../../domain/subscription-schedule.ts';
import { inEachMachineZone, type MachineZone } from '../machine-zone.ts';

const NY = 'America/New_York';
const LA = 'America/Los_Angeles';
const month: BillingPeriod = { value: 1, unit: 'MONTH' };
const week: BillingPeriod = { value: 1, unit: 'WEEK' };
const year: BillingPeriod = { value: 1, unit: 'YEAR' };
const at = (iso: string) => new Date(iso);
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('subscription-schedule', () => {
  it('default timezone America/New_York', () => {
    expect(DEFAULT_TIME_ZONE).toBe('America/New_York');
  });

  it('the next billing date is the same local day and time value periods later (WEEK, MONTH, YEAR)', () => {
    const start = at('2025-01-15T14:00:00Z'); // 09:00 in New York
    expect(iso(nextBillingDate(start, week, NY))).toBe('2025-01-22T14:00:00.000Z');
    expect(iso(nextBillingDate(start, { value: 2, unit: 'WEEK' }, NY))).toBe('2025-01-29T14:00:00.000Z');
    expect(iso(nextBillingDate(start, month, NY))).toBe('2025-02-15T14:00:00.000Z');
    expect(iso(nextBillingDate(start, { value: 3, unit: 'MONTH' }, NY))).toBe('2025-04-15T13:00:00.000Z');
    expect(iso(nextBillingDate(start, year, NY))).toBe('2026-01-15T14:00:00.000Z');
  });

  it('month ends clamp: Jan 31 + 1 month is Feb 28, or Feb 29 in a leap year', () => {
    expect(iso(nextBillingDate(at('2025-01-31T15:00:00Z'), month, NY))).toBe('2025-02-28T15:00:00.000Z');
    expect(iso(nextBillingDate(at('2024-01-31T15:00:00Z'), month, NY))).toBe('2024-02-29T15:00:00.000Z');
    expect(iso(nextBillingDate(at('2025-03-31T14:00:00Z'), month, NY))).toBe('2025-04-30T14:00:00.000Z');
  });

  it('month ends: dates count from the start, so a plan started on the 31st returns to the 31st', () => {
    const { dates } = billingDates(at('2025-01-31T15:00:00Z'), month, 4, NY);
    expect(dates.map(iso)).toEqual([
      '2025-01-31T15:00:00.000Z',
      '2025-02-28T15:00:00.000Z',
      '2025-03-31T14:00:00.000Z',
      '2025-04-30T14:00:00.000Z',
    ]);
  });

  it('leap years: Feb 29 + 1 year is Feb 28, + 4 years is Feb 29 again', () => {
    const leapDay = at('2024-02-29T17:00:00Z');
    expect(iso(nextBillingDate(leapDay, year, NY))).toBe('2025-02-28T17:00:00.000Z');
    expect(iso(billingDateAt(leapDay, year, 4, NY))).toBe('2028-02-29T17:00:00.000Z');
    expect(iso(nextBillingDate(at('2024-02-28T17:00:00Z'), week, NY))).toBe('2024-03-06T17:00:00.000Z');
  });

  it("time zones: the calendar day is the website's, not UTC's", () => {
    // Jan 30 23:30 in New York is Jan 31 04:30 UTC: a month later is Feb 28 04:30 UTC but Feb 28 23:30 in New York.
    const lateEvening = at('2025-01-31T04:30:00Z');
    expect(iso(nextBillingDate(lateEvening, month, 'UTC'))).toBe('2025-02-28T04:30:00.000Z');
    expect(iso(nextBillingDate(lateEvening, month, NY))).toBe('2025-03-01T04:30:00.000Z');
    // Jan 31 20:00 UTC is Feb 1 05:00 in Tokyo: a month later is Mar 1 05:00 there.
    expect(iso(nextBillingDate(at('2025-01-31T20:00:00Z'), month, 'Asia/Tokyo'))).toBe('2025-02-28T20:00:00.000Z');
    expect(iso(nextBillingDate(at('2025-01-31T20:00:00Z'), month, 'UTC'))).toBe('2025-02-28T20:00:00.000Z');
    // Jan 30 20:00 UTC is Jan 31 05:00 in Tokyo: clamped to Feb 28 05:00 there, which is Feb 27 in UTC.
    expect(iso(nextBillingDate(at('2025-01-30T20:00:00Z'), month, 'Asia/Tokyo'))).toBe('2025-02-27T20:00:00.000Z');
  });

  it('time zones: the local time stays the same across a DST change', () => {
    // 09:00 EST on Mar 1 → 09:00 EDT on Mar 15 and Apr 1; 09:00 EDT on Oct 28 → 09:00 EST on Nov 4.
    expect(iso(billingDateAt(at('2025-03-01T14:00:00Z'), { value: 2, unit: 'WEEK' }, 1, NY))).toBe('2025-03-15T13:00:00.000Z');
    expect(iso(nextBillingDate(at('2025-03-01T14:00:00Z'), month, NY))).toBe('2025-04-01T13:00:00.000Z');
    expect(iso(nextBillingDate(at('2025-10-28T13:00:00Z'), week, NY))).toBe('2025-11-04T14:00:00.000Z');
    expect(iso(nextBillingDate(at('2025-03-25T08:00:00Z'), week, 'Europe/London'))).toBe('2025-04-01T07:00:00.000Z');
  });

  it('time zones: a local time skipped by DST moves forward by the gap', () => {
    // 02:30 on Feb 9 2025 in New York; Mar 9 2025 has no 02:30, so 03:30 EDT.
    expect(iso(nextBillingDate(at('2025-02-09T07:30:00Z'), month, NY))).toBe('2025-03-09T07:30:00.000Z');
  });

  it('an unknown time zone or invalid date is a RangeError', () => {
    expect(() => nextBillingDate(at('2025-01-01T00:00:00Z'), month, 'Nowhere/Bogus')).toThrow(RangeError);
    expect(() => nextBillingDate(new Date(Number.NaN), month, NY)).toThrow(RangeError);
    expect(() => nextBillingDate(at('2025-01-01T00:00:00Z'), { value: 0, unit: 'MONTH' }, NY)).toThrow(RangeError);
  });

  it('numBillingCycles: the first charge at the start, one per cycle, ending after the last period', () => {
    const schedule = billingDates(at('2025-01-15T14:00:00Z'), { value: 2, unit: 'WEEK' }, 3, NY);
    expect(schedule.dates.map(iso)).toEqual(['2025-01-15T14:00:00.000Z', '2025-01-29T14:00:00.000Z', '2025-02-12T14:00:00.000Z']);
    expect(iso(schedule.endsAt)).toBe('2025-02-26T14:00:00.000Z');
  });

  it('numBillingCycles 0 = until cancelled: no end, a preview of the coming dates', () => {
    const schedule = billingDates(at('2025-01-15T14:00:00Z'), year, 0, NY, 3);
    expect(schedule.endsAt).toBeNull();
    expect(schedule.dates.map(iso)).toEqual(['2025-01-15T14:00:00.000Z', '2026-01-15T14:00:00.000Z', '2027-01-15T14:00:00.000Z']);
    expect(billingDates(at('2025-01-15T14:00:00Z'), month, 0, NY).dates).toHaveLength(12);
  });

  it('ends after the last cycle', () => {
    expect(isLastCycle(1, 3)).toBe(false);
    expect(isLastCycle(2, 3)).toBe(false);
    expect(isLastCycle(3, 3)).toBe(true);
    expect(isLastCycle(1, 1)).toBe(true);
    expect(isLastCycle(500, 0)).toBe(false);
  });

  it('retries a failed charge a bounded number of times: after 1 day, then 3 days, then gives up', () => {
    const now = at('2025-06-01T12:00:00Z');
    expect(MAX_RENEWAL_ATTEMPTS).toBe(3);
    expect(iso(renewalRetryAt(1, now))).toBe('2025-06-02T12:00:00.000Z');
    expect(iso(renewalRetryAt(2, now))).toBe('2025-06-04T12:00:00.000Z');
    expect(renewalRetryAt(3, now)).toBeNull();
    expect(renewalRetryAt(4, now)).toBeNull();
    expect(() => renewalRetryAt(0, now)).toThrow(RangeError);
  });
});

/** [zone, start, period, the billing dates from the start on] across daylight saving changes. */
const ACROSS_FALL_BACK: [string, string, BillingPeriod, string[]][] = [
  // 01:30 BST on Sep 25; Oct 25 has 01:30 twice (BST 00:30Z, then GMT 01:30Z): the earlier; then 01:30 GMT.
  ['Europe/London', '2026-09-25T00:30:00Z', month, ['2026-09-25T00:30:00.000Z', '2026-10-25T00:30:00.000Z', '2026-11-25T01:30:00.000Z']],
  // 01:30 PDT on Oct 1; Nov 1 has 01:30 twice (PDT 08:30Z, then PST 09:30Z): the earlier; then 01:30 PST.
  [LA, '2026-10-01T08:30:00Z', month, ['2026-10-01T08:30:00.000Z', '2026-11-01T08:30:00.000Z', '2026-12-01T09:30:00.000Z']],
  // Weekly from 01:30 GMT on Oct 25 (the later 01:30): the first charge is the start itself, then 01:30 GMT.
  ['Europe/London', '2026-10-25T01:30:00Z', week, ['2026-10-25T01:30:00.000Z', '2026-11-01T01:30:00.000Z']],
];

const ACROSS_SPRING_FORWARD: [string, string, BillingPeriod, string[]][] = [
  // 01:30 GMT on Mar 22; Mar 29 jumps 01:00 → 02:00, so 01:30 is 02:30 BST (01:30Z); then 01:30 BST.
  ['Europe/London', '2026-03-22T01:30:00Z', week, ['2026-03-22T01:30:00.000Z', '2026-03-29T01:30:00.000Z', '2026-04-05T00:30:00.000Z']],
  // 02:30 PST on Feb 8; Mar 8 jumps 02:00 → 03:00, so 02:30 is 03:30 PDT (10:30Z); then 02:30 PDT.
  [LA, '2026-02-08T10:30:00Z', month, ['2026-02-08T10:30:00.000Z', '2026-03-08T10:30:00.000Z', '2026-04-08T09:30:00.000Z']],
];

function expectDates(cases: [string, string, BillingPeriod, string[]][]) {
  for (const [zone, start, period, expected] of cases) {
    expect(billingDates(at(start), period, expected.length, zone).dates.map(iso), `${start} in ${zone}`).toEqual(expected);
  }
}

describe('subscription-schedule across daylight saving time', () => {
  it('a billing time that happens twice at fall-back is the earlier of the two (Europe/London, America/Los_Angeles)', () => {
    expectDates(ACROSS_FALL_BACK);
  });

  it('a billing time in the spring-forward gap moves forward by the gap (Europe/London, America/Los_Angeles)', () => {
    expectDates(ACROSS_SPRING_FORWARD);
  });

  it('billing dates do not depend on the time zone of the machine running the server', () => {
    const machines: MachineZone[] = [
      ['Asia/Tokyo', -540],
      [LA, 480],
      ['UTC', 0],
      ['Australia/Sydney', -660],
    ];
    inEachMachineZone(machines, () => {
      expectDates(ACROSS_FALL_BACK);
      expectDates(ACROSS_SPRING_FORWARD);
    });
  });
});
