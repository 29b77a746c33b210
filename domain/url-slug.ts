// URL slugs of items and collections: lower-case letters, digits and single hyphens, unique within their collection
// (an owner's clash is refused with the spec's 'This {tagType} already exists').

export const MAX_SLUG_LENGTH = 200;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isValidSlug(slug: string): boolean {
  return slug.length <= MAX_SLUG_LENGTH && SLUG.test(slug);
}

/** A slug made from a title: accents dropped, anything else between words becomes one hyphen ('Café Crème' → 'cafe-creme'). */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'item';
}

/** The first of `base`, `base-2`, `base-3` … that `taken` does not hold, at most `maxLength` characters (copies and
 * imports get free slugs and SKUs). */
export function firstFree(base: string, taken: ReadonlySet<string>, maxLength: number): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, maxLength - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export const freeSlug = (base: string, taken: ReadonlySet<string>) => firstFree(base, taken, MAX_SLUG_LENGTH);
