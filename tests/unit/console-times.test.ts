// Every time in the owner console is in the website's time zone, with the zone named (client/src/console/shared/format.ts).
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../client/src/console/shared/format.ts';

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
});
