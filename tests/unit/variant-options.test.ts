// Options and variants stay consistent: one value per option, one variant per combination, option edits carry
// variants along (domain/variant-options.ts).
import { describe, expect, it } from 'vitest';
import {
  attributesProblem,
  combinations,
  optionsProblem,
  optionValues,
  planVariants,
  salePriceProblem,
} from '../../domain/variant-options.ts';

describe('combinations', () => {
  it('lists every combination, the first option changing slowest; no options is one empty combination', () => {
    expect(
      combinations([
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Color', values: ['Red', 'Blue'] },
      ]),
    ).toEqual([
      { Size: 'S', Color: 'Red' },
      { Size: 'S', Color: 'Blue' },
      { Size: 'M', Color: 'Red' },
      { Size: 'M', Color: 'Blue' },
    ]);
    expect(combinations([])).toEqual([{}]);
  });
});

describe('a variant has one value for each option and a combination of its own', () => {
  const names = ['Size', 'Color'];
  it("names the missing options, an option the product lacks, and 'This variant already exists'", () => {
    expect(attributesProblem(names, { Size: 'S' }, [])).toEqual({ code: 'INVALID_INPUT', message: 'Give a value for Color.' });
    expect(attributesProblem(names, { Size: 'S', Color: 'Red', Fit: 'Slim' }, [])).toEqual({
      code: 'INVALID_INPUT',
      message: 'The product has no option Fit.',
    });
    expect(attributesProblem(names, { Color: 'Red', Size: 'S' }, [{ Size: 'S', Color: 'Red' }])).toEqual({
      code: 'ALREADY_EXISTS',
      message: 'This variant already exists',
    });
    expect(attributesProblem(names, { Size: 'S', Color: 'Blue' }, [{ Size: 'S', Color: 'Red' }])).toBeNull();
  });
});

describe('option sets', () => {
  it('refuse repeated names and values, blank values, and more variants than a product may have', () => {
    expect(
      optionsProblem([
        { name: 'Size', values: ['S'] },
        { name: 'Size', values: ['M'] },
      ]),
    ).toBe('The option Size is listed twice.');
    expect(optionsProblem([{ name: 'Size', values: ['S', 'S'] }])).toBe('The value S of Size is listed twice.');
    expect(optionsProblem([{ name: 'Size', values: [] }])).toBe('Give the option Size at least one value.');
    const twenty = Array.from({ length: 20 }, (_, i) => `v${i}`);
    expect(
      optionsProblem([
        { name: 'A', values: twenty },
        { name: 'B', values: twenty },
      ]),
    ).toBe('These options make 400 variants; a product can have at most 250.');
    expect(optionsProblem(Array.from({ length: 7 }, (_, i) => ({ name: `O${i}`, values: ['x'] })))).toBe(
      'A product can have at most 6 options.',
    );
  });
});

describe('planning variants for new options', () => {
  const existing = [
    { id: 'sr', attributes: { Size: 'S', Color: 'Red' } },
    { id: 'sb', attributes: { Size: 'S', Color: 'Blue' } },
    { id: 'mr', attributes: { Size: 'M', Color: 'Red' } },
  ];

  it('a new value creates its combinations and keeps every variant', () => {
    const plan = planVariants(existing, [
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Color', values: ['Red', 'Blue'] },
    ]);
    expect(plan.keep.map((k) => k.id)).toEqual(['sr', 'sb', 'mr']);
    expect(plan.remove).toEqual([]);
    expect(plan.create).toEqual([
      { Size: 'M', Color: 'Blue' },
      { Size: 'L', Color: 'Red' },
      { Size: 'L', Color: 'Blue' },
    ]);
  });

  it('renamed options and values carry their variants along', () => {
    const plan = planVariants(
      existing,
      [
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Colour', renameFrom: 'Color', values: ['Crimson', 'Blue'], valueRenames: [{ from: 'Red', to: 'Crimson' }] },
      ],
      false,
    );
    expect(plan.keep).toEqual([
      { id: 'sr', attributes: { Size: 'S', Colour: 'Crimson' } },
      { id: 'sb', attributes: { Size: 'S', Colour: 'Blue' } },
      { id: 'mr', attributes: { Size: 'M', Colour: 'Crimson' } },
    ]);
    expect(plan.create).toEqual([]);
  });

  it('a removed value takes its variants away; a removed option keeps the first variant of each combination', () => {
    expect(
      planVariants(existing, [
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Color', values: ['Red'] },
      ]).remove,
    ).toEqual(['sb']);
    const merged = planVariants(existing, [{ name: 'Size', values: ['S', 'M'] }]);
    expect(merged.keep).toEqual([
      { id: 'sr', attributes: { Size: 'S' } },
      { id: 'mr', attributes: { Size: 'M' } },
    ]);
    expect(merged.remove).toEqual(['sb']);
  });

  it('a new option gives existing variants its first value', () => {
    const plan = planVariants([{ id: 'one', attributes: {} }], [{ name: 'Size', values: ['S', 'M'] }]);
    expect(plan.keep).toEqual([{ id: 'one', attributes: { Size: 'S' } }]);
    expect(plan.create).toEqual([{ Size: 'M' }]);
  });
});

describe('sale price', () => {
  it('a variant on sale sells below its price', () => {
    expect(salePriceProblem({ priceCents: 1000, salePriceCents: 1000, onSale: true })).toBe('The sale price must be less than the price.');
    expect(salePriceProblem({ priceCents: 1000, salePriceCents: 999, onSale: true })).toBeNull();
    expect(salePriceProblem({ priceCents: 1000, salePriceCents: 2000, onSale: false })).toBeNull();
  });
});

describe('variant optionValues (spec §3 Variant: attributes, optionValues)', () => {
  it("optionValues are the variant's attributes in the product's option order, whatever the order of the map", () => {
    expect(optionValues({ Size: 'M', Color: 'Black' }, ['Color', 'Size'])).toEqual([
      { optionName: 'Color', value: 'Black' },
      { optionName: 'Size', value: 'M' },
    ]);
    expect(optionValues({ Color: 'Black', Size: 'M' }, ['Size', 'Color'])).toEqual([
      { optionName: 'Size', value: 'M' },
      { optionName: 'Color', value: 'Black' },
    ]);
  });

  it('an attribute the ordering lacks comes after, one the variant lacks is left out; no options give an empty list', () => {
    expect(optionValues({ Fit: 'Slim', Size: 'M' }, ['Color', 'Size'])).toEqual([
      { optionName: 'Size', value: 'M' },
      { optionName: 'Fit', value: 'Slim' },
    ]);
    expect(optionValues({}, ['Size'])).toEqual([]);
    expect(optionValues({}, [])).toEqual([]);
  });
});
