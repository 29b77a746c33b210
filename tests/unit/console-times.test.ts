// Every time in the owner console is in the website's time zone, with the zone named (client/src/console/shared/format.ts),
// and so is every date and time an owner types (domain/zoned-time.ts).
import { describe, expect, it } from 'vitest';
import { readCouponForm } from '../../client/src/console/commerce/coupon-input.ts';
import { publishInput } from '../../client/src/console/editor/publish.ts';
import { formatDateTime, zoneWords } from '../../client/src/console/shared/format.ts';
import { eventDates } from '../../client/src/console/website/AddItem.tsx';

describe('console times', () => {
  it('are shown in the website’s time zone with the zone named', () => {
    const at = '2026-11-28T18:05:00Z';
    expect(formatDateTime(at, 'America/Los_Angeles')).toBe('Nov 28, 2026, 10:05 AM PST');
    expect(formatDateTime(at, 'America/New_York')).toBe('Nov 28, 2026, 1:05 PM EST');
    expect(formatDateTime('2026-07-01T18:05:00Z', 'America/Los_Angeles')).toBe('Jul 1, 2026, 11:05 AM PDT');
    expect(formatDateTime(at, 'UTC')).toBe('Nov 28, 2026, 6:05 PM UTC');
  });

  it('an order and a form submission a minute apart read a minute apart, in one zone', () => {
    const zone = 'America/Los_Angeles';
    expect([formatDateTime('2026-11-28T18:05:00Z', zone), formatDateTime('2026-11-28T18:06:00Z', zone)]).toEqual([
      'Nov 28, 2026, 10:05 AM PST',
      'Nov 28, 2026, 10:06 AM PST',
    ]);
  });

  it('say — for no time, and fall back to UTC, named, for a zone the browser does not know', () => {
    expect(formatDateTime(null, 'America/Los_Angeles')).toBe('—');
    expect(formatDateTime('2026-11-28T18:05:00Z', 'Mars/Olympus_Mons')).toBe('Nov 28, 2026, 6:05 PM UTC');
  });

  it('date-and-time inputs name the zone by its settings name and the names shown times carry, standard time first', () => {
    expect(zoneWords('America/Los_Angeles', 2026)).toBe('America/Los_Angeles (PST/PDT)');
    expect(zoneWords('Asia/Kolkata', 2026)).toBe('Asia/Kolkata (GMT+5:30)');
    expect(zoneWords('Australia/Lord_Howe', 2026)).toBe('Australia/Lord_Howe (GMT+10:30/GMT+11)');
    expect(zoneWords('UTC', 2026)).toBe('UTC');
    expect(zoneWords('Mars/Olympus_Mons', 2026)).toBe('UTC');
  });

  it('a publish date, a coupon’s dates and an event’s dates are read in the website’s time zone', () => {
    const zone = 'America/Los_Angeles';
    const values = new FormData();
    for (const [key, value] of Object.entries({ code: 'SUMMER', percentOff: '10', startsAt: '2026-06-02T09:00', expiresAt: '' }))
      values.set(key, value);
    const coupon = readCouponForm(values, 'PERCENTAGE', 'USD', zone);
    expect('input' in coupon && [coupon.input.startsAt, coupon.input.expiresAt]).toEqual(['2026-06-02T16:00:00.000Z', null]);
    expect(publishInput('SCHEDULED', '2099-01-02T09:00', zone)).toEqual({ status: 'PUBLISHED', publishOn: '2099-01-02T17:00:00.000Z' });
    expect(publishInput('SCHEDULED', '2099-01-02T09:00', 'Asia/Tokyo')).toEqual({
      status: 'PUBLISHED',
      publishOn: '2099-01-02T00:00:00.000Z',
    });
    values.set('startDate', '2026-11-01T01:30');
    expect(eventDates('events', values, zone)).toEqual({ startDate: '2026-11-01T08:30:00.000Z', endDate: undefined });
    expect(eventDates('blog', values, zone)).toEqual({});
  });
});
