// Spec §9 "Template helpers", §4 comments and folder rules: each with the spec's messages.
import { describe, expect, it } from 'vitest';
import { joinAddress } from '../../domain/address.ts';
import { hslColor, isLightColor, parseHexColor } from '../../domain/colors.ts';
import { showsComments } from '../../domain/comments.ts';
import { commentCountLabel } from '../../domain/messages.ts';
import { FolderBehavior, isFolderClickable } from '../../domain/site-structure.ts';
import { hasExcerpt, imageSize, truncate } from '../../domain/template-text.ts';
import { calendarDate, calendarLink, eventsToShow, isSameDay, timeSince } from '../../domain/time-text.ts';

describe('HSL', () => {
  it('a colour inside the bounds', () => {
    expect(hslColor({ h: 200, s: 50, l: 40 })).toEqual({ ok: true, css: 'hsl(200, 50%, 40%)' });
    expect(hslColor({ h: 0, s: 0, l: 100, a: 0.5 })).toEqual({ ok: true, css: 'hsla(0, 0%, 100%, 0.5)' });
  });
  it("'Hue out of bounds.' outside 0-360", () => {
    expect(hslColor({ h: 361, s: 50, l: 50 })).toEqual({ ok: false, message: 'Hue out of bounds.' });
    expect(hslColor({ h: -1, s: 50, l: 50 })).toEqual({ ok: false, message: 'Hue out of bounds.' });
  });
  it("'Saturation out of bounds.' and 'Lightness out of bounds.'", () => {
    expect(hslColor({ h: 10, s: 101, l: 50 })).toEqual({ ok: false, message: 'Saturation out of bounds.' });
    expect(hslColor({ h: 10, s: 50, l: -5 })).toEqual({ ok: false, message: 'Lightness out of bounds.' });
  });
  it("'Alpha out of bounds.' outside 0-1", () =>
    expect(hslColor({ h: 10, s: 5, l: 5, a: 1.2 })).toEqual({ ok: false, message: 'Alpha out of bounds.' }));
  it("'Missing an H/S/L value.'", () => expect(hslColor({ h: 10, l: 5 })).toEqual({ ok: false, message: 'Missing an H/S/L value.' }));
});

describe('hex colours', () => {
  it('take 3 or 6 digits, with or without #', () => {
    expect(parseHexColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHexColor('1a2B3c')).toEqual({ r: 26, g: 43, b: 60 });
  });
  it('refuse other lengths and letters', () => {
    for (const bad of ['#ffff', '12345', '#ggg', '', '#1234567']) expect(parseHexColor(bad)).toBeNull();
  });
  it('a colour is light if its value is above half the maximum', () => {
    expect(isLightColor({ r: 128, g: 0, b: 0 })).toBe(true);
    expect(isLightColor({ r: 127, g: 127, b: 127 })).toBe(false);
  });
});

describe('the image-size helper', () => {
  it("reads 'WxH'", () => expect(imageSize('1200x800')).toEqual({ width: 1200, height: 800 }));
  it("needs 'WxH' else \"Invalid source parameter. Pass in 'originalSize'\"", () => {
    for (const bad of ['1200', 'axb', '', null]) expect(() => imageSize(bad)).toThrow("Invalid source parameter. Pass in 'originalSize'");
  });
});

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
  it('an excerpt is present only if non-whitespace text remains after tag removal', () => {
    expect(hasExcerpt('<p> <br/> </p>')).toBe(false);
    expect(hasExcerpt('<p>&nbsp;</p>')).toBe(false);
    expect(hasExcerpt(null)).toBe(false);
    expect(hasExcerpt('<p><em>Hi</em></p>')).toBe(true);
  });
  it('an address joins the non-empty trimmed parts with commas', () => {
    expect(joinAddress([' 1 Main St ', '', null, 'Springfield', '  ', 'US'])).toBe('1 Main St, Springfield, US');
  });
});

describe('dates', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const earlier = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  it('time since, in years, months, weeks, days, hours and minutes', () => {
    expect(timeSince(earlier(30), now)).toBe('less than a minute ago');
    expect(timeSince(earlier(60), now)).toBe('about a minute ago');
    expect(timeSince(earlier(3600), now)).toBe('about an hour ago');
    expect(timeSince(earlier(5 * 3600), now)).toBe('about 5 hours ago');
    expect(timeSince(earlier(2 * 86_400), now)).toBe('about 2 days ago');
    expect(timeSince(earlier(15 * 86_400), now)).toBe('about 2 weeks ago');
    expect(timeSince(earlier(65 * 86_400), now)).toBe('about 2 months ago');
    expect(timeSince(earlier(400 * 86_400), now)).toBe('about a year ago');
  });
  it("'Invalid date.' for what is not a date", () => expect(timeSince('not a date', now)).toBe('Invalid date.'));
  it('same day means the same UTC year and day of the year', () => {
    expect(isSameDay(new Date('2026-03-01T00:00:00Z'), new Date('2026-03-01T23:59:59Z'))).toBe(true);
    expect(isSameDay(new Date('2026-03-01T23:59:59Z'), new Date('2026-03-02T00:00:00Z'))).toBe(false);
    expect(isSameDay(new Date('2025-03-01T10:00:00Z'), new Date('2026-03-01T10:00:00Z'))).toBe(false);
    // New York's evening of 28 Feb is already 1 March in UTC.
    expect(isSameDay(new Date('2026-02-28T20:00:00-05:00'), new Date('2026-03-01T02:00:00Z'))).toBe(true);
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
  it('events: upcoming ones soonest first, past ones latest first', () => {
    const e = (id: string, start: string, end: string) => ({ id, startDate: new Date(start), endDate: new Date(end) });
    const events = [
      e('a', '2026-11-01', '2026-11-02'),
      e('b', '2026-12-01', '2026-12-02'),
      e('c', '2026-11-22T10:00Z', '2026-11-22T14:00Z'),
      e('d', '2026-10-01', '2026-10-02'),
    ];
    expect(eventsToShow(events, 'upcoming', now).map((x) => x.id)).toEqual(['c', 'b']);
    expect(eventsToShow(events, 'past', now).map((x) => x.id)).toEqual(['a', 'd']);
  });
});
