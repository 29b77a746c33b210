// An event's date as its item writes it (client/src/components/content/ItemDate.tsx): one date with both times when
// its start and end are the same day by domain's rule (domain/time-text.ts isSameDay: the website's day, not UTC's),
// else both dates. Rendered as the server renders it, for a website in Los Angeles.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ItemDate } from '../../client/src/components/content/ItemDate.tsx';

vi.mock('../../client/src/lib/site.tsx', () => ({ useSite: () => ({ language: 'en-US', timeZone: 'America/Los_Angeles' }) }));

const text = (startDate: string, endDate: string) =>
  renderToStaticMarkup(<ItemDate item={{ startDate, endDate, publishOn: startDate }} />)
    .replace(/<[^>]+>/g, '')
    .replace(/\s/g, ' ');

describe('ItemDate', () => {
  it('same day means the website’s day: an evening in Los Angeles past UTC’s midnight shows one date and two times', () => {
    expect(text('2026-12-04T23:30:00Z', '2026-12-05T04:00:00Z')).toBe('Fri, December 4, 2026 3:30 PM – 8:00 PM');
  });

  it('an event ending on another of the website’s days shows both dates', () => {
    // 8 PM Dec 4 to 9 AM Dec 5 in Los Angeles; both on Dec 5 in UTC.
    expect(text('2026-12-05T04:00:00Z', '2026-12-05T17:00:00Z')).toBe('Fri, December 4, 2026 8:00 PM – Sat, December 5, 2026 9:00 AM');
  });
});
