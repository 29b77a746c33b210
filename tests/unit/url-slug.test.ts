// URL slugs: made from titles, checked, and kept free within their collection ('This {tagType} already exists').
import { describe, expect, it } from 'vitest';
import { alreadyExistsMessage } from '../../domain/editing-messages.ts';
import { firstFree, freeSlug, isValidSlug, slugify } from '../../domain/url-slug.ts';

describe('slugs', () => {
  it('are made from titles: accents dropped, other characters between words one hyphen', () => {
    expect(slugify('Café Crème')).toBe('cafe-creme');
    expect(slugify('  50% off -- Summer!! ')).toBe('50-off-summer');
    expect(slugify('???')).toBe('item');
    expect(slugify('x'.repeat(300))).toHaveLength(200);
  });

  it('are lower-case letters, digits and single hyphens', () => {
    expect(isValidSlug('classic-tee-2')).toBe(true);
    for (const bad of ['Classic', 'a--b', '-a', 'a b', '', 'x'.repeat(201)]) expect(isValidSlug(bad)).toBe(false);
  });

  it('a taken slug gets the first free number; SKUs too, within their own length', () => {
    expect(freeSlug('tee', new Set(['tee', 'tee-2']))).toBe('tee-3');
    expect(freeSlug('tee', new Set())).toBe('tee');
    expect(firstFree('ABC-COPY', new Set(['ABC-COPY']), 10)).toBe('ABC-COPY-2');
    expect(firstFree('ABCDEFGHIJ', new Set(['ABCDEFGHIJ']), 10)).toBe('ABCDEFGH-2');
  });

  it("a clash reads 'This {tagType} already exists'", () => {
    expect(alreadyExistsMessage('URL slug')).toBe('This URL slug already exists');
  });
});
