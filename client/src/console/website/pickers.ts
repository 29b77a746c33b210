// What the block editor's choosers say and do with ids: a form's or product's name, the words for an id that no
// longer resolves (the block still shows and can be changed), and the ordered, bounded product list of a block.

export const PRODUCT_RESULTS = 8;

export const unknownProduct = (id: string) => `Unknown product (id ${id})`;
export const unknownForm = (id: string) => `Unknown form (id ${id})`;
export const unknownImage = (id: string) => `Unknown image (id ${id})`;

const KINDS: Record<string, string> = { CONTACT: 'contact form', NEWSLETTER: 'newsletter form', PRODUCT: 'product form' };
const fieldsText = (n: number) => `${n} ${n === 1 ? 'field' : 'fields'}`;

/** 'Contact us (contact form, 6 fields)'. */
export function formLabel(form: { name: string; kind: string; fieldCount: number }): string {
  return `${form.name} (${KINDS[form.kind] ?? 'form'}, ${fieldsText(form.fieldCount)})`;
}

/** A block's product ids as stored: a list of non-empty strings (anything else counts as none). */
export function idsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
}

/** The list with `id` added at its end; unchanged when it is there already or the list is full. */
export function withProduct(ids: readonly string[], id: string, max: number): string[] {
  return ids.includes(id) || ids.length >= max ? [...ids] : [...ids, id];
}

export const withoutAt = (ids: readonly string[], index: number) => ids.filter((_, i) => i !== index);

/** The list with the entry at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [entry] = copy.splice(from, 1);
  copy.splice(to, 0, entry);
  return copy;
}
