// What of a page's query its server-rendered HTML depends on (domain/rendered-page.ts pageVariant), and the dates
// a rendered page writes (client/src/lib/use-site-dates.ts): the website's language and time zone, the same on the
// server and in every browser.
import { describe, expect, it } from 'vitest';
import { siteDates } from '../../client/src/lib/use-site-dates.ts';
import { pageVariant } from '../../domain/rendered-page.ts';

describe('pageVariant', () => {
  it('a page without a query is one variant', () => {
    expect(pageVariant(new URLSearchParams(''))).toBe('');
  });
  it('keeps the offset a listing reads, and ignores links’ tracking tags', () => {
    expect(pageVariant(new URLSearchParams('offset=20&utm_source=mail&gclid=x'))).toBe('?offset=20');
    expect(pageVariant(new URLSearchParams('fbclid=1'))).toBe('');
  });
  it('a page with any other parameter is not kept (an order token, a search…)', () => {
    expect(pageVariant(new URLSearchParams('order=secret'))).toBeNull();
    expect(pageVariant(new URLSearchParams('offset=20&x=1'))).toBeNull();
  });
});

describe('siteDates', () => {
  const start = new Date('2026-12-05T01:30:00Z'); // Dec 4, 5:30 PM in Los Angeles
  it('writes dates and times in the website’s time zone', () => {
    const dates = siteDates('en-US', 'America/Los_Angeles');
    expect(dates.medium(start)).toBe('Dec 4, 2026');
    expect(dates.day(start)).toBe('Fri, December 4, 2026');
    expect(dates.long(start)).toBe('December 4, 2026');
    expect(dates.time(start)).toMatch(/^5:30\sPM$/);
  });
  it('an unknown time zone falls back to UTC; a language tag that is not one to en-US, in the website’s zone', () => {
    expect(siteDates('en-US', 'Mars/Olympus').medium(start)).toBe('Dec 5, 2026');
    expect(siteDates('en-US', 'Mars/Olympus').timeZone).toBe('UTC');
    expect(siteDates('not a language', 'America/Los_Angeles').medium(start)).toBe('Dec 4, 2026');
  });
});
