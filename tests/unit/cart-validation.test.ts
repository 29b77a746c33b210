import { describe, expect, it } from 'vitest';
import { type CartProduct, checkAddToCart, parseQuantity, resolveVariant } from '../../domain/cart-validation.ts';

const v = (sku: string, attributes: Record<string, string>, qtyInStock = 5, unlimited = false) => ({
  id: sku,
  sku,
  attributes,
  qtyInStock,
  unlimited,
});
const tee: CartProduct = {
  productType: 1,
  optionOrdering: ['Size', 'Color'],
  variants: [
    v('S-B', { Size: 'S', Color: 'Black' }),
    v('S-W', { Size: 'S', Color: 'White' }, 0),
    v('M-B', { Size: 'M', Color: 'Black' }, 2),
  ],
};
const none = () => 0;
const errorOf = (r: { ok: boolean; error?: { code: string; message: string } }) => (r.ok ? null : r.error);

describe('add to cart rules', () => {
  it("unselected options: 'Please select the {option} option.' and the two-option form", () => {
    expect(errorOf(checkAddToCart(tee, { selectedOptions: { Size: 'S' } }, none))).toEqual({
      code: 'NO_VARIANT_SELECTED',
      message: 'Please select the Color option.',
      field: 'sku',
    });
    expect(errorOf(checkAddToCart(tee, {}, none))?.message).toBe('Please select the Size and Color options.');
  });

  it('the list form for three or more unselected options', () => {
    const three: CartProduct = {
      ...tee,
      optionOrdering: ['Size', 'Color', 'Fit'],
      variants: [v('a', { Size: 'S', Color: 'B', Fit: 'R' }), v('b', { Size: 'M', Color: 'B', Fit: 'R' })],
    };
    expect(errorOf(checkAddToCart(three, {}, none))?.message).toBe('Please select the Size, Color and Fit options.');
  });

  it("no variant: 'Sorry, that item variant is unavailable. Please select another variant.'", () => {
    const expected = {
      code: 'VARIANT_UNAVAILABLE',
      message: 'Sorry, that item variant is unavailable. Please select another variant.',
      field: 'sku',
    };
    expect(errorOf(checkAddToCart(tee, { sku: 'NOPE' }, none))).toEqual(expected);
    expect(errorOf(checkAddToCart(tee, { selectedOptions: { Size: 'M', Color: 'White' } }, none))).toEqual(expected);
  });

  it("out of stock counting what is already in the cart: 'Sorry, we do not have enough of that item available.'", () => {
    expect(errorOf(checkAddToCart(tee, { sku: 'S-W' }, none))).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Sorry, we do not have enough of that item available.',
      field: 'quantity',
    });
    expect(checkAddToCart(tee, { sku: 'M-B', quantity: 2 }, none).ok).toBe(true);
    expect(errorOf(checkAddToCart(tee, { sku: 'M-B', quantity: 1 }, () => 2))?.code).toBe('OUT_OF_STOCK');
  });

  it('the custom-form stock rule: unlimited, or qtyInStock above what the cart already holds of that item and variant', () => {
    expect(checkAddToCart(tee, { sku: 'M-B' }, () => 1).ok).toBe(true);
    expect(checkAddToCart(tee, { sku: 'M-B' }, () => 2).ok).toBe(false);
    const unlimited: CartProduct = { ...tee, variants: [v('U', { Size: 'S', Color: 'Black' }, 0, true)] };
    expect(checkAddToCart(unlimited, { sku: 'U' }, () => 500).ok).toBe(true);
  });

  it('digital products and gift cards are never out of stock', () => {
    const ebook: CartProduct = { productType: 2, optionOrdering: [], variants: [v('E', {}, 0)] };
    expect(checkAddToCart(ebook, {}, () => 10).ok).toBe(true);
  });

  it("gift card without denomination: 'Select a denomination for the Gift Card'", () => {
    const giftCard: CartProduct = {
      productType: 4,
      optionOrdering: ['Amount'],
      variants: [v('G25', { Amount: '$25' }, 0, true), v('G50', { Amount: '$50' }, 0, true)],
    };
    expect(errorOf(checkAddToCart(giftCard, {}, none))).toEqual({
      code: 'NO_VARIANT_SELECTED',
      message: 'Select a denomination for the Gift Card',
      field: 'sku',
    });
    expect(checkAddToCart(giftCard, { sku: 'G50' }, none).ok).toBe(true);
  });

  it('a product with one variant and no options needs no SKU', () => {
    const tote: CartProduct = { productType: 1, optionOrdering: [], variants: [v('TOTE', {}, 3)] };
    expect(resolveVariant(tote, { sku: null })).toMatchObject({ ok: true, variant: { sku: 'TOTE' } });
  });
});

describe('quantity', () => {
  it('absent means 1; a number or a numeric string is accepted', () => {
    expect(parseQuantity(undefined)).toEqual({ ok: true, quantity: 1 });
    expect(parseQuantity(null)).toEqual({ ok: true, quantity: 1 });
    expect(parseQuantity('3')).toEqual({ ok: true, quantity: 3 });
    expect(parseQuantity(4)).toEqual({ ok: true, quantity: 4 });
  });
  it("non-numeric quantity: 'Quantity must be a number.'", () => {
    for (const raw of ['two', {}, [], true, '1e', ' '])
      expect(errorOf(parseQuantity(raw))).toMatchObject({ code: 'QUANTITY_NOT_A_NUMBER', message: 'Quantity must be a number.' });
  });
  it("non-integer quantity: 'Quantity must be a whole number' (SUB_QUANTITY_NOT_A_WHOLE_NUMBER for subscriptions)", () => {
    expect(errorOf(parseQuantity('1.5'))).toMatchObject({ code: 'QUANTITY_NOT_A_NUMBER', message: 'Quantity must be a whole number' });
    expect(errorOf(parseQuantity(2.5, { subscription: true }))?.code).toBe('SUB_QUANTITY_NOT_A_WHOLE_NUMBER');
  });
  it('quantity bounds 1–9999', () => {
    expect(errorOf(parseQuantity(0))?.message).toBe('Quantity must be between 1 and 9999.');
    expect(errorOf(parseQuantity(10000))?.code).toBe('QUANTITY_OUT_OF_RANGE');
    expect(parseQuantity(9999).ok).toBe(true);
  });
});

describe('services', () => {
  it('only one unit of a service when the store does not allow multiple quantities for services', () => {
    const session: CartProduct = {
      productType: 3,
      optionOrdering: [],
      variants: [v('S', {}, 8)],
      multipleQuantityAllowedForServices: false,
    };
    expect(checkAddToCart(session, { quantity: 1 }, () => 0).ok).toBe(true);
    expect(errorOf(checkAddToCart(session, { quantity: 2 }, () => 0))).toEqual({
      code: 'SERVICE_QUANTITY_LIMIT',
      message: 'This service can be booked once per order.',
      field: 'quantity',
    });
    expect(errorOf(checkAddToCart(session, { quantity: 1 }, () => 1))?.code).toBe('SERVICE_QUANTITY_LIMIT');
    expect(checkAddToCart({ ...session, multipleQuantityAllowedForServices: true }, { quantity: 2 }, () => 0).ok).toBe(true);
  });
});
