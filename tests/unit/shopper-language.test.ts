// The shopper's language (domain/shopper-language.ts): what a client names, else what the request's Accept-Language
// prefers, else the website's own; only language tags are read, and the header within bounds.
import { describe, expect, it } from 'vitest';
import {
  isLanguageTag,
  MAX_ACCEPT_LANGUAGE_ENTRIES,
  MAX_ACCEPT_LANGUAGE_LENGTH,
  preferredLanguage,
  shopperLanguage,
} from '../../domain/shopper-language.ts';

describe("the shopper's language", () => {
  it("the shopper's language is the one a client names, else the one Accept-Language prefers, else the website's", () => {
    expect(shopperLanguage('fr-CA', 'en-GB', 'en-US')).toBe('fr-CA');
    expect(shopperLanguage(undefined, 'en-GB', 'en-US')).toBe('en-GB');
    expect(shopperLanguage(null, null, 'en-US')).toBe('en-US');
    // A name that is not a language tag is no name.
    expect(shopperLanguage('<b>', 'de', 'en-US')).toBe('de');
  });

  it('a language tag is a language and up to three subtags, at most 35 characters', () => {
    for (const tag of ['en', 'fr-CA', 'fr_CA', 'zh-Hant-TW', 'es-419']) expect(isLanguageTag(tag)).toBe(true);
    for (const tag of ['', 'e', '*', 'en-', '<script>', 'en-US-x-a-b', 'e'.repeat(36), 'fr CA', 42, null])
      expect(isLanguageTag(tag)).toBe(false);
  });

  it('Accept-Language prefers the language with the highest weight, the first of equals; * and weight 0 are no language', () => {
    expect(preferredLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr-CA');
    expect(preferredLanguage('en;q=0.5, de;q=0.7, fr;q=0.7')).toBe('de');
    expect(preferredLanguage('*;q=1, en-GB;q=0.1')).toBe('en-GB');
    expect(preferredLanguage('fr;q=0, en;q=0.001')).toBe('en');
    expect(preferredLanguage('fr;q=0')).toBeNull();
    expect(preferredLanguage('*')).toBeNull();
    expect(preferredLanguage('')).toBeNull();
    expect(preferredLanguage(undefined)).toBeNull();
  });

  it('what is not a language tag or a weight is skipped', () => {
    expect(preferredLanguage('<script>, en')).toBe('en');
    expect(preferredLanguage('fr;q=2, fr;q=0.5x, fr;level=1, de;q=0.2')).toBe('de');
    expect(preferredLanguage('fr;q=0.5;q=0.9, it')).toBe('it');
  });

  it(`Accept-Language is read within bounds: whole languages in its first ${MAX_ACCEPT_LANGUAGE_LENGTH} characters, at most ${MAX_ACCEPT_LANGUAGE_ENTRIES}`, () => {
    const padding = Array.from({ length: MAX_ACCEPT_LANGUAGE_ENTRIES }, () => 'xx;q=0').join(',');
    expect(preferredLanguage(`${padding},fr`)).toBeNull();
    // fr (weight 1) would win, but it lies past the bound: only en is read.
    const long = `en;q=0.1,${' '.repeat(MAX_ACCEPT_LANGUAGE_LENGTH)}fr`;
    expect(preferredLanguage(long)).toBe('en');
    expect(preferredLanguage(`en;q=0.1, fr`)).toBe('fr');
    // One language longer than the bound is not read at all.
    expect(preferredLanguage(`fr-${'a'.repeat(MAX_ACCEPT_LANGUAGE_LENGTH)}`)).toBeNull();
  });
});
