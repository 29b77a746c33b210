import { describe, expect, it } from 'vitest';
import { formatRate, formatVital, ratingWords } from '../../client/src/console/format.ts';
import { dayIn, everyDay, rangeDays } from '../../client/src/console/range.ts';
import { consoleUrl } from '../../client/src/console/WebsiteSwitcher.tsx';

describe('owner console: the dashboard range', () => {
  const now = new Date('2026-11-23T02:30:00Z');

  it('a preset ends today in the website’s time zone and counts today in', () => {
    expect(dayIn('America/New_York', now)).toBe('2026-11-22');
    expect(rangeDays({ preset: 7 }, 'America/New_York', now)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(rangeDays({ preset: 30 }, 'UTC', now)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
  });

  it('chosen dates are taken as they are', () => {
    expect(rangeDays({ from: '2026-01-01', to: '2026-01-31' }, 'UTC', now)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });

  it('every day of the range has a row, zeros where the server listed none', () => {
    const rows = everyDay('2026-02-27', '2026-03-02', [{ day: '2026-02-28', visitors: 3 }], { visitors: 0 });
    expect(rows).toEqual([
      { day: '2026-02-27', visitors: 0 },
      { day: '2026-02-28', visitors: 3 },
      { day: '2026-03-01', visitors: 0 },
      { day: '2026-03-02', visitors: 0 },
    ]);
  });
});

describe('owner console: numbers in words', () => {
  it('rates, web vitals and ratings', () => {
    expect(formatRate(0.1234)).toBe('12.3%');
    expect(formatRate(null)).toBe('—');
    expect(formatVital('LCP', 2499.6)).toBe('2500 ms');
    expect(formatVital('CLS', 0.1)).toBe('0.100');
    expect(ratingWords('NEEDS_IMPROVEMENT')).toBe('Needs improvement');
    expect(ratingWords(null)).toBe('No data');
  });
});

describe('owner console: another website’s console', () => {
  it('is at /config on a host name of that website, on this page’s scheme and port', () => {
    const here = { protocol: 'http:', port: '3000' };
    expect(consoleUrl(['127.0.0.1', 'localhost'], here)).toBe('http://localhost:3000/config');
    expect(consoleUrl(['shop.example.com'], { protocol: 'https:', port: '' })).toBe('https://shop.example.com/config');
    expect(consoleUrl(['127.0.0.1'], here)).toBe('http://127.0.0.1:3000/config');
    expect(consoleUrl([], here)).toBeNull();
  });
});
