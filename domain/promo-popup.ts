// The promo popup (spec: "forms and promo popups", page type 104 popup overlay): its settings with their defaults and
// bounds, read from an owner's changes on top of the stored settings, and the storefront's rules for where and when
// it shows. Messages are block data's (domain/block-data.ts): '{val} is not one of the expected options' for an
// option, 'Delay must be a whole number from 0 to 60.' for a number out of range, 'Title can be at most 200
// characters.' for a text too long, the link sentences of domain/block-links.ts for a link.
import { z } from 'zod';
import { MAX_ALT_TEXT_LENGTH, MAX_BLOCK_TITLE_LENGTH, MAX_BUTTON_LABEL_LENGTH, notTextMessage, requiredMessage } from './block-data.ts';
import { linkProblem } from './block-links.ts';
import { notExpectedOptionMessage, quoteValue, tooLongMessage } from './editing-messages.ts';
import { rangeMessage } from './gallery-settings.ts';

export { PROMO_POPUP_CAPTCHA_ACTION, promoPopupShowsOn, promoPopupSnoozed } from './promo-popup-display.ts';

/** The popup's text (HTML, sanitised whenever it is shown). */
export const MAX_PROMO_POPUP_BODY_LENGTH = 5_000;
export const DEFAULT_PROMO_POPUP_BUTTON_LABEL = 'Sign Up';

export const PROMO_POPUP_FORMS = ['newsletter', 'none'] as const;
export const PROMO_POPUP_TRIGGERS = ['load', 'scroll'] as const;
export const PROMO_POPUP_PAGES = ['all', 'home'] as const;
export const PROMO_POPUP_POSITIONS = ['center', 'bottom-left', 'bottom-right'] as const;
export const PROMO_POPUP_THEMES = ['light', 'dark'] as const;

/** Whole-number settings: [min, max, default]. */
export const PROMO_POPUP_RANGES = {
  /** Seconds after the page loads (trigger 'load'). */
  delaySeconds: [0, 60, 5],
  /** How far down the page the visitor has scrolled, in percent (trigger 'scroll'). */
  scrollPercent: [10, 90, 50],
  /** Days the popup stays away once closed or submitted; 0 shows it again on the next visit. */
  showAgainAfterDays: [0, 365, 30],
} as const;

const LABELS = {
  title: 'Title',
  body: 'Text',
  imageUrl: 'Image URL',
  imageAltText: 'Alt text',
  buttonLabel: 'Button text',
  buttonUrl: 'Button link',
  delaySeconds: 'Delay',
  scrollPercent: 'Scroll point',
  showAgainAfterDays: 'Days before showing again',
} as const;

const typeError = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? requiredMessage(label) : notTextMessage(label);
const text = (label: string, max: number) =>
  z
    .string({ error: typeError(label) })
    .trim()
    .max(max, tooLongMessage(label, max));
const optionError = (issue: { input?: unknown }) => notExpectedOptionMessage(quoteValue(issue.input));
const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: optionError });
const whole = (name: keyof typeof PROMO_POPUP_RANGES) => {
  const [min, max] = PROMO_POPUP_RANGES[name];
  const message = rangeMessage(LABELS[name], min, max);
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};
/** An http(s) URL or a path on the site; null: none. */
const link = (label: string) =>
  z
    .string({ error: typeError(label) })
    .trim()
    .nullable()
    .superRefine((value, ctx) => {
      const problem = value ? linkProblem(value) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value || null);

const SETTINGS = z
  .strictObject({
    enabled: z.boolean({ error: optionError }),
    title: text(LABELS.title, MAX_BLOCK_TITLE_LENGTH),
    body: text(LABELS.body, MAX_PROMO_POPUP_BODY_LENGTH),
    imageUrl: link(LABELS.imageUrl),
    imageAltText: text(LABELS.imageAltText, MAX_ALT_TEXT_LENGTH),
    buttonLabel: text(LABELS.buttonLabel, MAX_BUTTON_LABEL_LENGTH).transform((t) => t || DEFAULT_PROMO_POPUP_BUTTON_LABEL),
    form: choice(PROMO_POPUP_FORMS),
    buttonUrl: link(LABELS.buttonUrl),
    trigger: choice(PROMO_POPUP_TRIGGERS),
    delaySeconds: whole('delaySeconds'),
    scrollPercent: whole('scrollPercent'),
    showAgainAfterDays: whole('showAgainAfterDays'),
    pages: choice(PROMO_POPUP_PAGES),
    position: choice(PROMO_POPUP_POSITIONS),
    theme: choice(PROMO_POPUP_THEMES),
  })
  .superRefine((s, ctx) => {
    // What an enabled popup cannot show without: a name for the dialog, and (no form) somewhere for its button to go.
    if (!s.enabled) return;
    if (!s.title) ctx.addIssue({ code: 'custom', message: requiredMessage(LABELS.title), path: ['title'] });
    if (s.form === 'none' && !s.buttonUrl)
      ctx.addIssue({ code: 'custom', message: requiredMessage(LABELS.buttonUrl), path: ['buttonUrl'] });
  });

export type PromoPopupSettings = z.output<typeof SETTINGS>;
export type PromoPopupForm = PromoPopupSettings['form'];
export type PromoPopupPages = PromoPopupSettings['pages'];
export type PromoPopupPosition = PromoPopupSettings['position'];
export type PromoPopupTheme = PromoPopupSettings['theme'];
export type PromoPopupTrigger = PromoPopupSettings['trigger'];

/** Every setting at its default: off, no text, the newsletter sign-up 5 s after the page loads, on every page, in the
 * centre, light; once closed or submitted it stays away for 30 days. */
export const DEFAULT_PROMO_POPUP: Readonly<PromoPopupSettings> = Object.freeze({
  enabled: false,
  title: '',
  body: '',
  imageUrl: null,
  imageAltText: '',
  buttonLabel: DEFAULT_PROMO_POPUP_BUTTON_LABEL,
  form: 'newsletter',
  buttonUrl: null,
  trigger: 'load',
  delaySeconds: PROMO_POPUP_RANGES.delaySeconds[2],
  scrollPercent: PROMO_POPUP_RANGES.scrollPercent[2],
  showAgainAfterDays: PROMO_POPUP_RANGES.showAgainAfterDays[2],
  pages: 'all',
  position: 'center',
  theme: 'light',
});

export const PROMO_POPUP_NOT_AN_OBJECT_MESSAGE = 'Promo popup settings must be a list of named settings.';
/** Settings that may be null (removed); null leaves every other setting as it is. */
const REMOVABLE = new Set<string>(['imageUrl', 'buttonUrl']);

export type PromoPopupProblem = { field: string; message: string };
export type PromoPopupResult = { ok: true; settings: PromoPopupSettings } | { ok: false; problems: PromoPopupProblem[] };

/**
 * An owner's changes on top of `base` (the stored settings, or the defaults): every setting left out or null stays
 * as it is (imageUrl and buttonUrl: null removes them), then the whole is checked. Refusals name the setting
 * (`field` prefixes them: 'input.title').
 */
export function parsePromoPopup(changes: unknown, base: Readonly<PromoPopupSettings> = DEFAULT_PROMO_POPUP, field = ''): PromoPopupResult {
  const at = (name: string) => (field && name ? `${field}.${name}` : field || name);
  const given = changes ?? {};
  if (typeof given !== 'object' || Array.isArray(given))
    return { ok: false, problems: [{ field: at(''), message: PROMO_POPUP_NOT_AN_OBJECT_MESSAGE }] };
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(given)) if (value !== undefined && (value !== null || REMOVABLE.has(key))) merged[key] = value;
  const result = SETTINGS.safeParse(merged);
  if (result.success) return { ok: true, settings: result.data };
  const problems: PromoPopupProblem[] = [];
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) problems.push({ field: at(quoteValue(key)), message: notExpectedOptionMessage(quoteValue(key)) });
      continue;
    }
    const name = at(issue.path.map(String).join('.'));
    if (!problems.some((p) => p.field === name)) problems.push({ field: name, message: issue.message });
  }
  return { ok: false, problems };
}

/** The stored settings (the Website's promoPopup JSON) with defaults for anything missing; a value that no longer
 * passes the rules reads as the defaults, that is, no popup. */
export function storedPromoPopup(stored: unknown): PromoPopupSettings {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return { ...DEFAULT_PROMO_POPUP };
  const known = Object.fromEntries(Object.entries(stored).filter(([key]) => key in DEFAULT_PROMO_POPUP));
  const result = parsePromoPopup(known);
  return result.ok ? result.settings : { ...DEFAULT_PROMO_POPUP };
}

/** Paths where the popup never shows: the cart, checkout, the account and orders, where a shopper is busy. */
