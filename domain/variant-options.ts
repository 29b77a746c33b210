// A product's options and its variants' attributes, kept consistent: every variant has exactly one value for each of
// the product's options (in `variantOptionOrdering`), and no two variants share a combination. Owners edit options
// with a plan: renamed options and values carry their variants along, removed ones take theirs away, and (unless
// asked not to) every new combination gets a variant. Nothing is left with a value for an option that is gone.
import {
  MAX_OPTION_NAME_LENGTH,
  MAX_OPTION_VALUE_LENGTH,
  MAX_OPTION_VALUES,
  MAX_PRODUCT_OPTIONS,
  MAX_VARIANTS_PER_PRODUCT,
} from './store-limits.ts';

export type Attributes = Record<string, string>;

/** One option as the owner sets it: its name (and the name it had, when renamed), its values in order (and renames). */
export type OptionSpec = {
  name: string;
  values: string[];
  renameFrom?: string | null;
  valueRenames?: { from: string; to: string }[] | null;
};

export type ExistingVariant = { id: string; attributes: Attributes };
export type VariantPlan = {
  /** Variants that stay, with their attributes under the new options. */
  keep: { id: string; attributes: Attributes }[];
  /** Combinations that get a new variant, in option order. */
  create: Attributes[];
  /** Variants whose combination is gone (or repeats one kept before them). */
  remove: string[];
};

const comboKey = (names: readonly string[], attributes: Attributes) => JSON.stringify(names.map((n) => attributes[n] ?? null));

/** Every combination of the options' values, the first option changing slowest; one empty combination for none. */
export function combinations(options: readonly { name: string; values: readonly string[] }[]): Attributes[] {
  return options.reduce<Attributes[]>(
    (combos, option) => combos.flatMap((combo) => option.values.map((value) => ({ ...combo, [option.name]: value }))),
    [{}],
  );
}

const duplicate = (items: readonly string[]) => items.find((item, i) => items.indexOf(item) !== i);

/** What is wrong with option names (ordering), or null: blank, too long, repeated, too many. */
export function optionNamesProblem(names: readonly string[]): string | null {
  if (names.length > MAX_PRODUCT_OPTIONS) return `A product can have at most ${MAX_PRODUCT_OPTIONS} options.`;
  if (names.some((n) => n.trim() === '')) return 'Option names cannot be blank.';
  if (names.some((n) => n.length > MAX_OPTION_NAME_LENGTH)) return `Option names can be at most ${MAX_OPTION_NAME_LENGTH} characters.`;
  const repeated = duplicate(names);
  return repeated === undefined ? null : `The option ${repeated} is listed twice.`;
}

/** Variants without options cannot be told apart: more than one needs option names (and each its values). */
export const OPTIONS_NEEDED_MESSAGE =
  'Name the options that tell the variants apart (optionNames, such as Size), and give each variant its values (attributes).';

/** What is wrong with a set of options, or null. */
export function optionsProblem(options: readonly OptionSpec[]): string | null {
  const namesProblem = optionNamesProblem(options.map((o) => o.name));
  if (namesProblem) return namesProblem;
  for (const option of options) {
    if (option.values.length === 0) return `Give the option ${option.name} at least one value.`;
    if (option.values.length > MAX_OPTION_VALUES) return `The option ${option.name} can have at most ${MAX_OPTION_VALUES} values.`;
    if (option.values.some((v) => v.trim() === '' || v.length > MAX_OPTION_VALUE_LENGTH))
      return `Values of ${option.name} must be 1 to ${MAX_OPTION_VALUE_LENGTH} characters.`;
    const repeated = duplicate(option.values);
    if (repeated !== undefined) return `The value ${repeated} of ${option.name} is listed twice.`;
  }
  const count = options.reduce((n, o) => n * o.values.length, 1);
  return count > MAX_VARIANTS_PER_PRODUCT
    ? `These options make ${count} variants; a product can have at most ${MAX_VARIANTS_PER_PRODUCT}.`
    : null;
}

/** What is wrong with a variant's attributes among its siblings, or null: every option once with a value, nothing
 * else, and a combination no other variant has. */
export function attributesProblem(
  names: readonly string[],
  attributes: Attributes,
  siblings: readonly Attributes[],
): { code: 'INVALID_INPUT' | 'ALREADY_EXISTS'; message: string } | null {
  const missing = names.filter((n) => !attributes[n]?.trim());
  if (missing.length > 0) return { code: 'INVALID_INPUT', message: `Give a value for ${missing.join(', ')}.` };
  const extra = Object.keys(attributes).filter((n) => !names.includes(n));
  if (extra.length > 0) return { code: 'INVALID_INPUT', message: `The product has no option ${extra.join(', ')}.` };
  if (Object.values(attributes).some((v) => v.length > MAX_OPTION_VALUE_LENGTH))
    return { code: 'INVALID_INPUT', message: `Option values can be at most ${MAX_OPTION_VALUE_LENGTH} characters.` };
  const key = comboKey(names, attributes);
  return siblings.some((s) => comboKey(names, s) === key) ? { code: 'ALREADY_EXISTS', message: 'This variant already exists' } : null;
}

/** How the existing variants (in their order) become the variants of the new options. */
export function planVariants(existing: readonly ExistingVariant[], options: readonly OptionSpec[], createMissing = true): VariantPlan {
  const names = options.map((o) => o.name);
  const wanted = new Set(combinations(options).map((c) => comboKey(names, c)));
  const taken = new Set<string>();
  const plan: VariantPlan = { keep: [], create: [], remove: [] };
  for (const variant of existing) {
    const attributes: Attributes = {};
    for (const option of options) {
      const old = variant.attributes[option.renameFrom ?? option.name];
      // An option the variant never had takes its first value.
      attributes[option.name] = old === undefined ? option.values[0] : (option.valueRenames?.find((r) => r.from === old)?.to ?? old);
    }
    const key = comboKey(names, attributes);
    if (wanted.has(key) && !taken.has(key)) {
      taken.add(key);
      plan.keep.push({ id: variant.id, attributes });
    } else plan.remove.push(variant.id);
  }
  if (createMissing) plan.create = combinations(options).filter((c) => !taken.has(comboKey(names, c)));
  return plan;
}

/** One of a variant's option values as storefront clients read it (spec §3 Variant `optionValues`). */
export type OptionValue = { optionName: string; value: string };

/** A variant's attributes as a list: the product's options in its order (`variantOptionOrdering`), each with the
 * variant's value; an option the variant has and the ordering lacks comes after, in the attributes' own order, and an
 * option the variant has no value for is left out. The order never depends on how the database keeps a JSON map. */
export function optionValues(attributes: Attributes, ordering: readonly string[]): OptionValue[] {
  const names = [...new Set([...ordering, ...Object.keys(attributes)])];
  return names.filter((name) => Object.hasOwn(attributes, name)).map((optionName) => ({ optionName, value: attributes[optionName] }));
}

/** A variant on sale sells below its price. */
export function salePriceProblem(v: { priceCents: number; salePriceCents: number; onSale: boolean }): string | null {
  return v.onSale && v.salePriceCents >= v.priceCents ? 'The sale price must be less than the price.' : null;
}
