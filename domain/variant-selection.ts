// Variant selection (spec §2 product page, §9 'Select {variantName}'): options, the chosen variant, what is missing.

import { selectVariantText } from './messages.ts';

export type SelectableVariant = { sku: string; attributes: Record<string, string> };
export type ProductOption = { name: string; values: string[] };

/**
 * The product's options with their values in first-seen order. Options follow `ordering`; names found on
 * variants but missing from the ordering come after, in first-seen order. Names without values are left out.
 */
export function optionsOf(variants: readonly SelectableVariant[], ordering: readonly string[]): ProductOption[] {
  const values = new Map<string, string[]>();
  for (const variant of variants) {
    for (const [name, value] of Object.entries(variant.attributes)) {
      const seen = values.get(name) ?? [];
      if (!seen.includes(value)) seen.push(value);
      values.set(name, seen);
    }
  }
  const names = [...ordering, ...[...values.keys()].filter((name) => !ordering.includes(name))];
  return [...new Set(names)].filter((name) => values.has(name)).map((name) => ({ name, values: values.get(name) ?? [] }));
}

/** The variant whose every option matches the selection, or null. */
export function chosenVariant<V extends SelectableVariant>(variants: readonly V[], selected: Record<string, string>): V | null {
  const match = variants.find((v) => Object.entries(v.attributes).every(([name, value]) => selected[name] === value));
  return match ?? null;
}

/** Option names, in display order, that have no selected value yet. */
export function unselectedOptions(ordering: readonly string[], selected: Record<string, string>): string[] {
  return ordering.filter((name) => !selected[name]);
}

/** The empty choice of an option's dropdown: 'Select {variantName}', e.g. 'Select Size'. */
export function selectPrompt(optionName: string): string {
  return selectVariantText(optionName);
}
