// The shopper's language (spec §5 Installments: "Shopper language and store country map to a locale"; §7 the
// installment info page "chosen by shopper language and country"): what a client names ("fr-CA"), else what the
// request's Accept-Language prefers, else the website's own language. Only language tags are read, and the header is
// read within bounds, so nothing a client sends can make the choice expensive or put arbitrary text in an answer.

/** The longest language tag read (BCP 47 tags in use are far shorter). */
export const MAX_LANGUAGE_TAG_LENGTH = 35;
/** How much of an Accept-Language header is read, and how many of its languages. */
export const MAX_ACCEPT_LANGUAGE_LENGTH = 500;
export const MAX_ACCEPT_LANGUAGE_ENTRIES = 20;

/** A language and up to three subtags: "en", "fr-CA", "zh-Hant-TW", "en_GB" (an underscore is read as a hyphen). */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8}){0,3}$/;
const QUALITY = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;

/** Whether a value is a language tag the store reads ("en", "fr-CA"), at most MAX_LANGUAGE_TAG_LENGTH characters. */
export const isLanguageTag = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_LANGUAGE_TAG_LENGTH && LANGUAGE_TAG.test(value);

/**
 * The language an Accept-Language header prefers ("fr-CA,fr;q=0.9,en;q=0.8" → "fr-CA"), or null: the language tag
 * with the highest weight (the first of equals), leaving out `*`, languages weighted 0, and anything that is not a
 * language tag or a weight. Only the languages wholly within its first MAX_ACCEPT_LANGUAGE_LENGTH characters are
 * read, and at most MAX_ACCEPT_LANGUAGE_ENTRIES of them.
 */
export function preferredLanguage(acceptLanguage: string | null | undefined): string | null {
  if (!acceptLanguage) return null;
  let text = acceptLanguage;
  if (text.length > MAX_ACCEPT_LANGUAGE_LENGTH) text = text.slice(0, text.lastIndexOf(',', MAX_ACCEPT_LANGUAGE_LENGTH) + 1);
  let best: { tag: string; weight: number } | null = null;
  for (const entry of text.split(',').slice(0, MAX_ACCEPT_LANGUAGE_ENTRIES)) {
    const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
    if (!isLanguageTag(tag) || params.length > 1) continue;
    const quality = params[0];
    if (quality !== undefined && !QUALITY.test(quality)) continue;
    const weight = quality === undefined ? 1 : Number(quality.slice(2));
    if (weight > 0 && (best === null || weight > best.weight)) best = { tag, weight };
  }
  return best?.tag ?? null;
}

/** The shopper's language: the tag a client names, else the request's preferred language, else the website's. */
export function shopperLanguage(named: string | null | undefined, accepted: string | null, websiteLanguage: string): string {
  if (isLanguageTag(named)) return named;
  return accepted ?? websiteLanguage;
}
