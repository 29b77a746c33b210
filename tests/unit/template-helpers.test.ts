// Spec §5 "Template helpers", §4 comments and folder rules: each with the spec's messages. The helpers owners'
// templates run as formatters and predicates (colours, image sizes, excerpts, same day, time since) are tested through
// the template engine, in tests/api/template-helpers.test.ts.
import { describe, expect, it } from 'vitest';
import { joinAddress } from '../../domain/address.ts';
import { showsComments } from '../../domain/comments.ts';
import { commentCountLabel } from '../../domain/messages.ts';
import { FolderBehavior, isFolderClickable } from '../../domain/site-structure.ts';
import { truncate } from '../../domain/template-text.ts';
import { calendarDate, calendarLink, isSameDay } from '../../domain/time-text.ts';

describe('comments', () => {
  it("'No Comments', '1 Comment', 'N Comments'", () => {
    expect([0, 1, 2, 12].map(commentCountLabel)).toEqual(['No Comments', '1 Comment', '2 Comments', '12 Comments']);
  });
  it('shown when commentState is 1 or the public count is above 0, unless the site disables comments', () => {
    const on = { commentsEnabled: true };
    expect(showsComments({ commentState: 1, publicCommentCount: 0 }, on)).toBe(true);
    expect(showsComments({ commentState: 2, publicCommentCount: 3 }, on)).toBe(true);
    expect(showsComments({ commentState: 2, publicCommentCount: 0 }, on)).toBe(false);
    expect(showsComments({ commentState: 1, publicCommentCount: 3 }, { commentsEnabled: false })).toBe(false);
  });
});

describe('folders', () => {
  it('a folder is clickable when its behaviour is missing, index or redirect', () => {
    expect([undefined, FolderBehavior.INDEX, FolderBehavior.REDIRECT].map(isFolderClickable)).toEqual([true, true, true]);
    expect([FolderBehavior.NONE, FolderBehavior.VARIATION].map(isFolderClickable)).toEqual([false, false]);
  });
});

describe('text', () => {
  it("truncation: 100 characters by default, then '...'", () => {
    expect(truncate('a'.repeat(100))).toBe('a'.repeat(100));
    expect(truncate('a'.repeat(101))).toBe(`${'a'.repeat(100)}...`);
    expect(truncate('Hello world', 5)).toBe('Hello...');
  });
  it('an address joins the non-empty trimmed parts with commas', () => {
    expect(joinAddress([' 1 Main St ', '', null, 'Springfield', '  ', 'US'])).toBe('1 Main St, Springfield, US');
  });
});

describe('dates', () => {
  it('same day means the same year and day of the year on the website’s clocks, not UTC’s (docs/spec-decisions.md)', () => {
    // 3:30 PM to 8 PM on Dec 4 in Los Angeles: two UTC days, one day on the website's clocks.
    const start = new Date('2026-12-04T23:30:00Z');
    const end = new Date('2026-12-05T04:00:00Z');
    expect(isSameDay(start, end, 'America/Los_Angeles')).toBe(true);
    expect(isSameDay(start, end, 'UTC')).toBe(false);
    // 11 PM to 1 AM in Tokyo is two days there, one in UTC.
    expect(isSameDay(new Date('2026-12-04T14:00:00Z'), new Date('2026-12-04T16:00:00Z'), 'Asia/Tokyo')).toBe(false);
    // The same day of the year a year apart is not the same day; nor is what is not a date.
    expect(isSameDay(new Date('2025-03-01T10:00:00Z'), new Date('2026-03-01T10:00:00Z'), 'UTC')).toBe(false);
    expect(isSameDay(new Date('x'), new Date('x'), 'UTC')).toBe(false);
  });
  it("calendar dates: year month day 'T' hour minute second 'Z' in UTC", () => {
    expect(calendarDate(new Date('2026-12-05T18:30:00-05:00'))).toBe('20261205T233000Z');
  });
  it('calendar links carry the action template, text, UTC start/end and location', () => {
    const url = new URL(
      calendarLink({
        title: 'Winter Market',
        startDate: new Date('2026-12-05T10:00:00Z'),
        endDate: new Date('2026-12-05T16:00:00Z'),
        location: '1 Main St, Springfield',
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Winter Market',
      dates: '20261205T100000Z/20261205T160000Z',
      location: '1 Main St, Springfield',
    });
  });
});
