// Spec §5 "Template helpers", as owners' templates run them: through renderTemplate and the engine's tables.
import { describe, expect, it } from 'vitest';
import { TIME_LIMIT_MESSAGE } from '../../domain/limit-messages.ts';
import { renderTemplate } from '../../server/services/templates/render.ts';

const NOW = Date.UTC(2026, 10, 22, 12);

/** The HTML of `text` rendered with `context`, failing on any error. */
function render(text: string, context: unknown): string {
  const { html, errors } = renderTemplate(text, context, { now: NOW });
  expect(errors).toEqual([]);
  return html;
}

describe('website-color: HSL with the spec’s messages', () => {
  const color = (c: Record<string, unknown>) => render('{c|website-color}', { c });

  it('a colour inside the bounds: hue 0–360, saturation and lightness as fractions 0–1, alpha 0–1', () => {
    expect(color({ hue: 200, saturation: 0.5, lightness: 0.4 })).toBe('hsl(200, 50%, 40%)');
    expect(color({ hue: 0, saturation: 0, lightness: 1, alpha: 0.5 })).toBe('hsla(0, 0%, 100%, 0.5)');
    expect(color({ hue: 12.345, saturation: 1 / 3, lightness: 0.29 })).toBe('hsl(12.35, 33.33%, 29%)');
  });
  it("'Hue out of bounds.' outside 0–360", () => {
    expect(color({ hue: 361, saturation: 0.5, lightness: 0.5 })).toBe('Hue out of bounds.');
    expect(color({ hue: -1, saturation: 0.5, lightness: 0.5 })).toBe('Hue out of bounds.');
  });
  it("'Saturation out of bounds.' and 'Lightness out of bounds.' outside 0–1", () => {
    expect(color({ hue: 10, saturation: 1.5, lightness: 0.5 })).toBe('Saturation out of bounds.');
    expect(color({ hue: 10, saturation: 0.5, lightness: -0.1 })).toBe('Lightness out of bounds.');
  });
  it("'Alpha out of bounds.' outside 0–1", () => {
    expect(color({ hue: 10, saturation: 0.5, lightness: 0.5, alpha: 1.2 })).toBe('Alpha out of bounds.');
  });
  it('each value out of bounds has its message, one after another', () => {
    expect(color({ hue: 400, saturation: 5, lightness: 0.4, alpha: 2 })).toBe(
      'Hue out of bounds. Saturation out of bounds. Alpha out of bounds.',
    );
  });
  it('a value that is not a number is out of bounds', () => {
    expect(color({ hue: 'red', saturation: 0.5, lightness: 0.5 })).toBe('Hue out of bounds.');
  });
  it("'Missing an H/S/L value.' when hue, saturation or lightness is absent or null", () => {
    expect(color({ hue: 10, lightness: 0.5 })).toBe('Missing an H/S/L value.');
    expect(color({ hue: 10, saturation: null, lightness: 0.5 })).toBe('Missing an H/S/L value.');
  });
});

describe('color-weight: hex colours', () => {
  const weight = (c: string) => render('{c|color-weight}', { c });

  it('a hex colour has 3 or 6 digits, with or without #', () => {
    expect(['#fff', '000', '#1a2B3c', 'ffffff'].map(weight)).toEqual(['light', 'dark', 'dark', 'light']);
  });
  it('a 4- or 5-digit hex colour is refused as the spec says (nothing is written)', () => {
    expect(['#ffff', 'fffff', '#1234567', '#ggg', ''].map(weight)).toEqual(['', '', '', '', '']);
  });
  it('a colour is light if its value (its brightest channel) is above half the maximum: #00ff00 is light', () => {
    expect(['#00ff00', '#0000ff', '#7fffff', '#800000', '#808080'].map(weight)).toEqual(Array(5).fill('light'));
    expect(['#7f7f7f', '#007f00', '#000'].map(weight)).toEqual(['dark', 'dark', 'dark']);
  });
});

describe('the image-size formatters', () => {
  const sizes = (c: string) =>
    render('{c|resizedHeightForWidth 300}|{c|resizedWidthForHeight 400}|{c|squarespaceThumbnailForHeight 400}', { c });

  it("'WxH' resizes keeping its proportions, in whole pixels", () => {
    expect(sizes('1200x800')).toBe('200|600|750w');
    expect(sizes('1000x333')).toBe('99|1201|1500w');
  });
  it("they need 'WxH', else \"Invalid source parameter. Pass in 'originalSize'\"", () => {
    const message = "Invalid source parameter. Pass in 'originalSize'";
    for (const bad of ['1200x', 'axb', '1200', '0x800', '']) expect(sizes(bad)).toBe(`${message}|${message}|${message}`);
  });
  it('width and height read the sides of WxH, and write nothing for anything else', () => {
    expect(render('{c|width} {c|height}', { c: '1200x800' })).toBe('1200 800');
    expect(render('{c|width} {c|height}', { c: '1200xabc' })).toBe(' ');
  });
});

describe('excerpt?', () => {
  const present = (excerpt: unknown) => render('{.excerpt?}yes{.or}no{.end}', { excerpt });

  it('an excerpt is present only if non-whitespace text remains after tag removal', () => {
    expect(present('<p> <br/> </p>')).toBe('no');
    expect(present('<p>&nbsp;</p>')).toBe('no');
    expect(present('<p> \u200b\u00a0&#160; </p>')).toBe('no');
    expect(present('<p class="x"')).toBe('no');
    expect(present(null)).toBe('no');
    expect(present({ html: '<p><em>Hi</em></p>' })).toBe('yes');
    expect(present('Plain words')).toBe('yes');
  });
});

describe('same-day?', () => {
  const sameDay = (startDate: unknown, endDate: unknown, timeZone?: string) =>
    render('{.same-day?}one day{.or}two days{.end}', { startDate, endDate, ...(timeZone ? { website: { timeZone } } : {}) });

  it('same day means the same year and day of the year on the website’s clocks, not UTC’s (docs/spec-decisions.md)', () => {
    // Noon to 8 PM in Los Angeles, which crosses UTC's midnight.
    expect(sameDay(Date.UTC(2026, 11, 4, 20), Date.UTC(2026, 11, 5, 4), 'America/Los_Angeles')).toBe('one day');
    // 11 PM to 1 AM in Tokyo, inside one UTC day.
    expect(sameDay(Date.UTC(2026, 11, 4, 14), Date.UTC(2026, 11, 4, 16), 'Asia/Tokyo')).toBe('two days');
    expect(sameDay(Date.UTC(2025, 2, 1, 10), Date.UTC(2026, 2, 1, 10), 'UTC')).toBe('two days');
  });
  it('without a time zone, the day is New York’s, as the engine writes dates', () => {
    expect(sameDay(Date.UTC(2026, 11, 4, 20), Date.UTC(2026, 11, 5, 4))).toBe('one day');
  });
  it('an event without dates, or with dates that are not dates, is not on one day', () => {
    expect(sameDay(undefined, undefined)).toBe('two days');
    expect(sameDay('x', 1e17, 'UTC')).toBe('two days');
  });
});

describe('timesince (the engine’s own; the spec names no words)', () => {
  const since = (seconds: number) => render('{d|timesince}', { d: NOW - seconds * 1000 });
  const words = (html: string) => html.replace(/<[^>]*>/g, '');

  it('time since, in years, months, weeks, days, hours and minutes, inside a timesince span', () => {
    expect(since(30)).toBe(`<span class="timesince" data-date="${NOW - 30_000}">less than a minute ago</span>`);
    expect([60, 3600, 5 * 3600, 2 * 86_400, 15 * 86_400, 65 * 86_400, 400 * 86_400].map((s) => words(since(s)))).toEqual([
      'about a minute ago',
      'about an hour ago',
      'about 5 hours ago',
      'about 2 days ago',
      'about 2 weeks ago',
      'about 2 months ago',
      'about a year ago',
    ]);
  });
  it("'Invalid date.' for what is not a date", () => expect(render('{d|timesince}', { d: 'not a date' })).toBe('Invalid date.'));
});

describe('the helpers keep to the render’s bounds', () => {
  it('none runs once the render is out of time, even inside one tag', () => {
    let now = 0;
    const chain = Array(150).fill('website-color|color-weight').join('|');
    const { errors } = renderTemplate(`{c|${chain}}`, { c: {} }, { clock: () => now++ });
    expect(errors).toEqual([{ line: 1, column: 1, message: TIME_LIMIT_MESSAGE, kind: 'limit' }]);
    expect(now).toBeLessThan(260);
  });
  it('no predicate runs once the render is out of time', () => {
    let now = 0;
    const { errors } = renderTemplate(`${'{.same-day?}{.end}{.excerpt?}{.end}'.repeat(150)}`, {}, { clock: () => now++ });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ message: TIME_LIMIT_MESSAGE, kind: 'limit' });
    expect(now).toBeLessThan(260);
  });
});
