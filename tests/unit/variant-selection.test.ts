import { describe, expect, it } from 'vitest';
import {
  choosesWithButtons,
  chosenVariant,
  isUnavailableChoice,
  MAX_OPTION_BUTTONS,
  optionsOf,
  selectPrompt,
  unavailableValues,
  unselectedOptions,
} from '../../domain/variant-selection.ts';

const variants = [
  { sku: 'S-RED', attributes: { Size: 'S', Color: 'Red' } },
  { sku: 'M-RED', attributes: { Size: 'M', Color: 'Red' } },
  { sku: 'M-BLUE', attributes: { Size: 'M', Color: 'Blue' } },
];

describe('variant-selection', () => {
  it('options follow the variant option ordering, values in first-seen order', () => {
    expect(optionsOf(variants, ['Color', 'Size'])).toEqual([
      { name: 'Color', values: ['Red', 'Blue'] },
      { name: 'Size', values: ['S', 'M'] },
    ]);
  });

  it('options missing from the ordering come after it, in first-seen order', () => {
    expect(optionsOf(variants, []).map((o) => o.name)).toEqual(['Size', 'Color']);
    expect(optionsOf(variants, ['Material', 'Color']).map((o) => o.name)).toEqual(['Color', 'Size']);
  });

  it('the chosen variant matches every selected option', () => {
    expect(chosenVariant(variants, { Size: 'M', Color: 'Blue' })?.sku).toBe('M-BLUE');
  });

  it('no variant is chosen while an option is unselected or the combination does not exist', () => {
    expect(chosenVariant(variants, { Size: 'M' })).toBeNull();
    expect(chosenVariant(variants, { Size: 'S', Color: 'Blue' })).toBeNull();
  });

  it('a product with one variant and no options chooses that variant', () => {
    expect(chosenVariant([{ sku: 'ONLY', attributes: {} }], {})?.sku).toBe('ONLY');
  });

  it('unselected options are listed in display order', () => {
    expect(unselectedOptions(['Size', 'Color', 'Fit'], { Color: 'Red', Fit: '' })).toEqual(['Size', 'Fit']);
  });

  it("the empty choice reads 'Select {variantName}'", () => {
    expect(selectPrompt('Size')).toBe('Select Size');
  });

  it("'Unavailable': every option is chosen but no variant has that combination", () => {
    const options = optionsOf(variants, ['Size', 'Color']);
    expect(isUnavailableChoice(options, variants, { Size: 'S', Color: 'Blue' })).toBe(true);
    expect(isUnavailableChoice(options, variants, { Size: 'M', Color: 'Blue' })).toBe(false);
    expect(isUnavailableChoice(options, variants, { Size: 'S' })).toBe(false);
    expect(isUnavailableChoice([], [{ sku: 'ONE', attributes: {} }], {})).toBe(false);
  });

  it("'Unavailable' values: those no variant has with the other options' choices", () => {
    const options = optionsOf(variants, ['Size', 'Color']);
    expect(unavailableValues(options, variants, {})).toEqual({ Size: [], Color: [] });
    expect(unavailableValues(options, variants, { Size: 'S' })).toEqual({ Size: [], Color: ['Blue'] });
    expect(unavailableValues(options, variants, { Color: 'Blue' })).toEqual({ Size: ['S'], Color: [] });
    expect(unavailableValues(options, variants, { Size: 'S', Color: 'Blue' })).toEqual({ Size: ['S'], Color: ['Blue'] });
  });
});

describe('option buttons or a dropdown', () => {
  it(`an option of up to ${MAX_OPTION_BUTTONS} values is chosen with buttons, one of more with a dropdown`, () => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`);
    expect(choosesWithButtons({ name: 'Size', values: values(3) })).toBe(true);
    expect(choosesWithButtons({ name: 'Size', values: values(MAX_OPTION_BUTTONS) })).toBe(true);
    expect(choosesWithButtons({ name: 'Size', values: values(MAX_OPTION_BUTTONS + 1) })).toBe(false);
  });
});
