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

/** Every option is chosen, but no variant has that combination: the shopper sees 'Unavailable' (spec §9). */
export function isUnavailableChoice(
  options: readonly ProductOption[],
  variants: readonly SelectableVariant[],
  selected: Record<string, string>,
): boolean {
  return options.length > 0 && options.every((o) => selected[o.name]) && chosenVariant(variants, selected) === null;
}

/** Each option's values that no variant has together with the shopper's choices of the other options. */
export function unavailableValues(
  options: readonly ProductOption[],
  variants: readonly SelectableVariant[],
  selected: Record<string, string>,
): Record<string, string[]> {
  const fits = (pick: Record<string, string>) =>
    variants.some((v) => Object.entries(pick).every(([name, value]) => v.attributes[name] === value));
  return Object.fromEntries(
    options.map((option) => {
      const { [option.name]: _own, ...others } = selected;
      return [option.name, option.values.filter((value) => !fits({ ...others, [option.name]: value }))];
    }),
  );
}

/** An option with at most this many values is chosen with buttons (a radio group); more take a dropdown. */
export const MAX_OPTION_BUTTONS = 8;

/** Whether an option is shown as buttons rather than a dropdown. */
export function choosesWithButtons(option: ProductOption): boolean {
  return option.values.length <= MAX_OPTION_BUTTONS;
}

/** The empty choice of an option's dropdown: 'Select {variantName}', e.g. 'Select Size'. */
export function selectPrompt(optionName: string): string {
  return selectVariantText(optionName);
}
