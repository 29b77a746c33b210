// The promo popup's settings (page type 104): defaults, every bound with its message, changes on top of the stored
// settings, and where and for how long the storefront keeps it away.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROMO_POPUP,
  PROMO_POPUP_NOT_AN_OBJECT_MESSAGE,
  type PromoPopupSettings,
  parsePromoPopup,
  promoPopupShowsOn,
  promoPopupSnoozed,
  storedPromoPopup,
} from '../../domain/promo-popup.ts';

const refusals = (changes: unknown, base?: PromoPopupSettings) => {
  const result = parsePromoPopup(changes, base);
  return result.ok ? [] : result.problems;
};
const accepts = (changes: Record<string, unknown>, base?: PromoPopupSettings) => {
  const result = parsePromoPopup(changes, base);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.settings;
};
const on = { enabled: true, title: 'Hello' };

describe('promo popup defaults', () => {
  it('off, the newsletter sign-up 5 s after load on every page, centred and light, away for 30 days once closed', () => {
    expect(DEFAULT_PROMO_POPUP).toEqual({
      enabled: false,
      title: '',
      body: '',
      imageUrl: null,
      imageAltText: '',
      buttonLabel: 'Sign Up',
      form: 'newsletter',
      buttonUrl: null,
      trigger: 'load',
      delaySeconds: 5,
      scrollPercent: 50,
      showAgainAfterDays: 30,
      pages: 'all',
      position: 'center',
      theme: 'light',
    });
  });

  it('nothing given means every default', () => {
    expect(parsePromoPopup(undefined)).toEqual({ ok: true, settings: DEFAULT_PROMO_POPUP });
    expect(parsePromoPopup({})).toEqual({ ok: true, settings: DEFAULT_PROMO_POPUP });
  });

  it('settings that are not an object are refused', () => {
    expect(refusals('on')).toEqual([{ field: '', message: PROMO_POPUP_NOT_AN_OBJECT_MESSAGE }]);
    expect(refusals([1])).toEqual([{ field: '', message: PROMO_POPUP_NOT_AN_OBJECT_MESSAGE }]);
  });
});

describe('promo popup texts', () => {
  it('the title is at most 200 characters, kept without surrounding spaces', () => {
    expect(accepts({ title: `  ${'t'.repeat(200)}  ` }).title).toBe('t'.repeat(200));
    expect(refusals({ title: 't'.repeat(201) })).toEqual([{ field: 'title', message: 'Title can be at most 200 characters.' }]);
    expect(refusals({ title: 7 })).toEqual([{ field: 'title', message: 'Title must be text.' }]);
  });

  it('the text is at most 5,000 characters (HTML, kept as written)', () => {
    expect(accepts({ body: '<p>x</p>'.padEnd(5000, 'x') }).body).toHaveLength(5000);
    expect(refusals({ body: 'x'.repeat(5001) })).toEqual([{ field: 'body', message: 'Text can be at most 5,000 characters.' }]);
  });

  it('the button text is at most 100 characters; empty means Sign Up', () => {
    expect(accepts({ buttonLabel: 'Get 10% off' }).buttonLabel).toBe('Get 10% off');
    expect(accepts({ buttonLabel: '  ' }).buttonLabel).toBe('Sign Up');
    expect(refusals({ buttonLabel: 'b'.repeat(101) })).toEqual([
      { field: 'buttonLabel', message: 'Button text can be at most 100 characters.' },
    ]);
  });

  it('the image alt text is at most 250 characters', () => {
    expect(refusals({ imageAltText: 'a'.repeat(251) })).toEqual([
      { field: 'imageAltText', message: 'Alt text can be at most 250 characters.' },
    ]);
  });
});

describe('promo popup links', () => {
  it('the image URL is an http(s) URL or a path on the site; null or empty removes it', () => {
    expect(accepts({ imageUrl: 'https://cdn.example.com/offer.jpg' }).imageUrl).toBe('https://cdn.example.com/offer.jpg');
    expect(accepts({ imageUrl: '/images/offer.svg' }).imageUrl).toBe('/images/offer.svg');
    const withImage = accepts({ imageUrl: '/images/offer.svg' });
    expect(accepts({ imageUrl: null }, withImage).imageUrl).toBeNull();
    expect(accepts({ imageUrl: '' }, withImage).imageUrl).toBeNull();
    expect(refusals({ imageUrl: 'javascript:alert(1)' })).toEqual([
      { field: 'imageUrl', message: 'Links must be formatted as https://example.com or /about' },
    ]);
    expect(refusals({ imageUrl: '/a b' })).toEqual([{ field: 'imageUrl', message: '/a b is not a valid page URL' }]);
    expect(refusals({ imageUrl: `/${'a'.repeat(2048)}` })).toEqual([
      { field: 'imageUrl', message: 'Links can be at most 2,048 characters.' },
    ]);
  });

  it('without a form, an enabled popup needs its button link', () => {
    expect(refusals({ ...on, form: 'none' })).toEqual([{ field: 'buttonUrl', message: 'Button link is required.' }]);
    expect(accepts({ ...on, form: 'none', buttonUrl: '/shop' })).toMatchObject({ form: 'none', buttonUrl: '/shop' });
    expect(refusals({ ...on, form: 'none', buttonUrl: 'data:text/html,x' })).toEqual([
      { field: 'buttonUrl', message: 'Links must be formatted as https://example.com or /about' },
    ]);
    // A popup that is off may be saved unfinished.
    expect(accepts({ form: 'none' }).buttonUrl).toBeNull();
  });

  it('an enabled popup needs a title', () => {
    expect(refusals({ enabled: true })).toEqual([{ field: 'title', message: 'Title is required.' }]);
    expect(refusals({ enabled: true, title: '   ' })).toEqual([{ field: 'title', message: 'Title is required.' }]);
  });
});

describe('promo popup options', () => {
  it.each([
    ['form', ['newsletter', 'none'], 'popup'],
    ['trigger', ['load', 'scroll'], 'exit'],
    ['pages', ['all', 'home'], 'shop'],
    ['position', ['center', 'bottom-left', 'bottom-right'], 'top'],
    ['theme', ['light', 'dark'], 'blue'],
  ])("%s is one of %j; anything else: '{val} is not one of the expected options'", (name, values, wrong) => {
    for (const value of values) expect(accepts({ [name]: value })[name as keyof PromoPopupSettings]).toBe(value);
    expect(refusals({ [name]: wrong })).toEqual([{ field: name, message: `${wrong} is not one of the expected options` }]);
  });

  it('enabled is true or false', () => {
    expect(accepts(on).enabled).toBe(true);
    expect(refusals({ enabled: 'yes' })).toEqual([{ field: 'enabled', message: 'yes is not one of the expected options' }]);
  });

  it('a setting that does not exist is refused by name', () => {
    expect(refusals({ colour: 'red' })).toEqual([{ field: 'colour', message: 'colour is not one of the expected options' }]);
  });
});

describe('promo popup numbers', () => {
  it.each([
    ['delaySeconds', 0, 60, 'Delay must be a whole number from 0 to 60.'],
    ['scrollPercent', 10, 90, 'Scroll point must be a whole number from 10 to 90.'],
    ['showAgainAfterDays', 0, 365, 'Days before showing again must be a whole number from 0 to 365.'],
  ])('%s is a whole number from %i to %i', (name, min, max, message) => {
    expect(accepts({ [name]: min })[name as keyof PromoPopupSettings]).toBe(min);
    expect(accepts({ [name]: max })[name as keyof PromoPopupSettings]).toBe(max);
    for (const wrong of [min - 1, max + 1, min + 0.5, '10', true]) expect(refusals({ [name]: wrong })).toEqual([{ field: name, message }]);
  });
});

describe('changes on top of the stored settings', () => {
  it('what is left out or null stays as it is; refusals carry the field prefix', () => {
    const stored = accepts({ ...on, delaySeconds: 12, theme: 'dark', imageUrl: '/offer.png' });
    expect(parsePromoPopup({ title: 'New', delaySeconds: null, theme: undefined }, stored)).toEqual({
      ok: true,
      settings: { ...stored, title: 'New' },
    });
    expect(parsePromoPopup({ delaySeconds: 99 }, stored, 'input')).toEqual({
      ok: false,
      problems: [{ field: 'input.delaySeconds', message: 'Delay must be a whole number from 0 to 60.' }],
    });
  });

  it('every problem is reported at once', () => {
    expect(refusals({ title: 't'.repeat(201), delaySeconds: -1, position: 'top' }).map((p) => p.field)).toEqual([
      'title',
      'delaySeconds',
      'position',
    ]);
  });

  it('stored settings read with defaults for what is missing; broken ones read as no popup', () => {
    expect(storedPromoPopup(null)).toEqual(DEFAULT_PROMO_POPUP);
    expect(storedPromoPopup({ enabled: true, title: 'Hi', retired: 1 })).toEqual({ ...DEFAULT_PROMO_POPUP, enabled: true, title: 'Hi' });
    expect(storedPromoPopup({ enabled: true, title: 'Hi', delaySeconds: 600 })).toEqual(DEFAULT_PROMO_POPUP);
    expect(storedPromoPopup('on')).toEqual(DEFAULT_PROMO_POPUP);
  });
});

describe('where the popup shows', () => {
  it('never on the cart, checkout, account or order pages', () => {
    for (const path of ['/cart', '/cart/', '/checkout', '/checkout/confirmed', '/account', '/orders/abc123'])
      expect(promoPopupShowsOn(path, 'all'), path).toBe(false);
  });

  it('on every other page, or the home page only', () => {
    for (const path of ['/', '/shop', '/shop/classic-tee', '/journal', '/carts', '/accounting'])
      expect(promoPopupShowsOn(path, 'all'), path).toBe(true);
    expect(promoPopupShowsOn('/', 'home')).toBe(true);
    expect(promoPopupShowsOn('/shop', 'home')).toBe(false);
    // The home page at its own address too.
    expect(promoPopupShowsOn('/home', 'home', 'home')).toBe(true);
    expect(promoPopupShowsOn('/home/', 'home', 'home')).toBe(true);
    expect(promoPopupShowsOn('/home', 'home')).toBe(false);
    expect(promoPopupShowsOn('/shop', 'home', 'home')).toBe(false);
  });
});

describe('how long a closed popup stays away', () => {
  const day = 86_400_000;
  it('the chosen days after it was closed or submitted; 0 days or never closed: not at all', () => {
    const closed = Date.UTC(2026, 0, 1);
    expect(promoPopupSnoozed(closed, 30, closed + 29 * day)).toBe(true);
    expect(promoPopupSnoozed(closed, 30, closed + 30 * day)).toBe(false);
    expect(promoPopupSnoozed(closed, 0, closed + 1)).toBe(false);
    expect(promoPopupSnoozed(null, 30, closed)).toBe(false);
  });
});
