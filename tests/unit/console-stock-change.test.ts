// The console's bulk stock change (client/src/console/catalog/stock-change.ts): what the owner types becomes one
// adjustStock operation per variant, and the API's refusals come back to the variants they concern.
import { describe, expect, it } from 'vitest';
import { priceRange, stockWords } from '../../client/src/console/catalog/catalog-format.ts';
import { type StockRow, stockOperations, stockResults } from '../../client/src/console/catalog/stock-change.ts';

const tote: StockRow = { id: 'v-tote', product: 'Canvas Tote', sku: 'TOTE', qtyInStock: 3, unlimited: false };
const beanie: StockRow = { id: 'v-beanie', product: 'Wool Beanie', sku: 'BEANIE', qtyInStock: 0, unlimited: false };

describe('stockOperations', () => {
  it('turns a signed change into increments or decrements', () => {
    expect(stockOperations([tote, beanie], 'CHANGE', '+10')).toEqual([
      { kind: 'INCREMENT', variantId: 'v-tote', quantity: 10 },
      { kind: 'INCREMENT', variantId: 'v-beanie', quantity: 10 },
    ]);
    expect(stockOperations([tote], 'CHANGE', ' -2 ')).toEqual([{ kind: 'DECREMENT', variantId: 'v-tote', quantity: 2 }]);
  });

  it('sets a quantity, or makes stock unlimited without one', () => {
    expect(stockOperations([tote], 'SET', '0')).toEqual([{ kind: 'SET_FINITE', variantId: 'v-tote', quantity: 0 }]);
    expect(stockOperations([tote], 'UNLIMITED', '')).toEqual([{ kind: 'SET_UNLIMITED', variantId: 'v-tote' }]);
  });

  it('says what is wrong before anything is sent', () => {
    expect(stockOperations([], 'CHANGE', '1')).toBe('Select at least one variant.');
    expect(stockOperations([tote], 'CHANGE', '1.5')).toBe('Enter a whole number, e.g. 5 or -3.');
    expect(stockOperations([tote], 'CHANGE', '0')).toBe('Enter a change other than 0.');
    expect(stockOperations([tote], 'SET', '-1')).toBe('The new quantity cannot be below 0.');
    expect(stockOperations([tote], 'SET', '')).toBe('Enter the new quantity, a whole number.');
  });
});

describe('stockResults', () => {
  const ops = stockOperations([tote, beanie], 'CHANGE', '-1');
  if (typeof ops === 'string') throw new Error(ops);

  it('gives each variant its new stock when the change went through', () => {
    expect(stockResults([tote, beanie], ops, []).results.map((r) => r.after)).toEqual(['2', '-1']);
  });

  it('puts a refusal on the variant its message or field names, and the rest on no one variant', () => {
    const { results, general } = stockResults([tote, beanie], ops, [
      { field: 'variantId', message: 'Cannot take 1 from variant v-beanie: not enough stock.' },
      { field: 'operations.0.quantity', message: 'operations.0.quantity: too big' },
      { field: 'operations', message: 'Something else.' },
    ]);
    expect(results.map((r) => r.error)).toEqual(['operations.0.quantity: too big', 'Cannot take 1 from variant BEANIE: not enough stock.']);
    expect(general).toEqual([{ field: 'operations', message: 'Something else.' }]);
  });
});

describe('catalog formats', () => {
  const money = (cents: number) => ({ cents, formatted: `$${(cents / 100).toFixed(2)}` });
  const variant = (price: number, qty: number, extra = {}) => ({
    price: money(price),
    salePrice: money(0),
    onSale: false,
    qtyInStock: qty,
    unlimited: false,
    ...extra,
  });

  it('shows the range shoppers pay, sale prices included', () => {
    expect(priceRange([variant(2500, 1), variant(2500, 1, { onSale: true, salePrice: money(1900) })])).toBe('$19.00 – $25.00');
    expect(priceRange([variant(1800, 1)])).toBe('$18.00');
  });

  it('counts stock only where the product type counts it', () => {
    expect(stockWords('PHYSICAL', [variant(1, 2), variant(1, 3)])).toBe('5 in stock');
    expect(stockWords('PHYSICAL', [variant(1, 0)])).toBe('Out of stock');
    expect(stockWords('DIGITAL', [variant(1, 0)])).toBe('Unlimited');
    expect(stockWords('SERVICE', [variant(1, 4), variant(1, 0, { unlimited: true })])).toBe('4 in stock (some unlimited)');
  });
});
