// The calendar day of an instant in a website's time zone (server/services/analytics/days.ts), and the spec's
// time-zone cache of 100 entries it keeps its formats and last answers in.
import { describe, expect, it } from 'vitest';
import { cachedTimeZones, dayIn, TIME_ZONE_CACHE_MAX } from '../../server/services/analytics/days.ts';

const at = new Date('2026-11-29T06:30:00Z');

describe('dayIn', () => {
  it('is the day in the website’s time zone, UTC for a zone the runtime does not know', () => {
    expect(dayIn('America/Los_Angeles', at)).toBe('2026-11-28');
    expect(dayIn('Asia/Tokyo', at)).toBe('2026-11-29');
    expect(dayIn('Not/AZone', at)).toBe('2026-11-29');
  });

  it(`keeps at most ${TIME_ZONE_CACHE_MAX} time zones (the spec's time-zone cache), answering right past it`, () => {
    const zones = Intl.supportedValuesOf('timeZone').slice(0, 250);
    for (const zone of zones) {
      expect(dayIn(zone, at)).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at));
      expect(cachedTimeZones()).toBeLessThanOrEqual(TIME_ZONE_CACHE_MAX);
    }
    expect(dayIn('America/Los_Angeles', at)).toBe('2026-11-28');
  });
});
