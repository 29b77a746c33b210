// Spec §5 "Template helpers", §4 comments and folder rules: each with the spec's messages. The helpers owners'
// templates run as formatters and predicates (colours, image sizes, excerpts, same day, time since) are tested through
// the template engine, in tests/api/template-helpers.test.ts.
import { describe, expect, it } from 'vitest';
import { joinAddress } from '../../domain/address.ts';
import { showsComments } from '../../domain/comments.ts';
import { commentCountLabel } from '../../domain/messages.ts';
import { FolderBehavior, isFolderClickable } from '../../domain/site-structure.ts';
import { truncate } from '../../domain/template-text.ts';
import { calendarDate, calendarLink } from '../../domain/time-text.ts';

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
