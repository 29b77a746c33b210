import { describe, expect, it } from 'vitest';
import {
  type AvailabilityInput,
  effectivePriceCents,
  fromPriceCents,
  hasMultiplePrices,
  isOnSale,
  isSoldOut,
  isVariantInStock,
  productMark,
  type VariantStock,
} from '../../domain/availability.ts';
import { ProductType } from '../../domain/product-type.ts';

const variant = (over: Partial<VariantStock> = {}): VariantStock => ({
  priceCents: 1000,
  salePriceCents: 800,
  onSale: false,
  unlimited: false,
  qtyInStock: 5,
  ...over,
});
const product = (productType: number, variants: VariantStock[], onSale?: boolean): AvailabilityInput => ({
  productType,
  variants,
  onSale,
});
const empty = variant({ qtyInStock: 0 });

describe('availability', () => {
  it('physical and service are sold out when every variant is limited with no stock', () => {
    for (const type of [ProductType.PHYSICAL, ProductType.SERVICE]) {
      expect(isSoldOut(product(type, [empty, empty]))).toBe(true);
      expect(isSoldOut(product(type, [empty, variant({ qtyInStock: 1 })]))).toBe(false);
      expect(isSoldOut(product(type, [empty, variant({ qtyInStock: 0, unlimited: true })]))).toBe(false);
    }
  });

  it('a physical product without variants is sold out', () => {
    expect(isSoldOut(product(ProductType.PHYSICAL, []))).toBe(true);
  });

  it('digital and gift-card are never sold out', () => {
    expect(isSoldOut(product(ProductType.DIGITAL, [empty]))).toBe(false);
    expect(isSoldOut(product(ProductType.GIFT_CARD, [empty]))).toBe(false);
    expect(isSoldOut(product(ProductType.DIGITAL, []))).toBe(false);
  });

  it('paywall products are never sold out', () => {
    expect(isSoldOut(product(ProductType.PAYWALL, [empty]))).toBe(false);
  });

  it('on sale if any variant is on sale', () => {
    expect(isOnSale(product(ProductType.PHYSICAL, [variant(), variant({ onSale: true })]))).toBe(true);
    expect(isOnSale(product(ProductType.PHYSICAL, [variant(), variant()]))).toBe(false);
  });

  it('on sale if the digital product is on sale', () => {
    expect(isOnSale(product(ProductType.DIGITAL, [variant()], true))).toBe(true);
    expect(isOnSale(product(ProductType.DIGITAL, [variant()], false))).toBe(false);
  });

  it('sold-out takes precedence over sale for the mark', () => {
    expect(productMark(product(ProductType.PHYSICAL, [variant({ onSale: true, qtyInStock: 0 })]))).toBe('sold-out');
    expect(productMark(product(ProductType.PHYSICAL, [variant({ onSale: true })]))).toBe('sale');
    expect(productMark(product(ProductType.PHYSICAL, [variant()]))).toBeNull();
  });

  it('multiple prices if variants differ in onSale, price or (when on sale) salePrice', () => {
    const multiple = (a: Partial<VariantStock>, b: Partial<VariantStock>) =>
      hasMultiplePrices(product(ProductType.PHYSICAL, [variant(a), variant(b)]));
    expect(multiple({}, {})).toBe(false);
    expect(multiple({}, { onSale: true })).toBe(true);
    expect(multiple({}, { priceCents: 1200 })).toBe(true);
    expect(multiple({ onSale: true }, { onSale: true, salePriceCents: 700 })).toBe(true);
    expect(multiple({}, { salePriceCents: 700 })).toBe(false);
    expect(hasMultiplePrices(product(ProductType.PHYSICAL, [variant()]))).toBe(false);
  });

  it('the effective price is the sale price when on sale, else the price', () => {
    expect(effectivePriceCents(variant())).toBe(1000);
    expect(effectivePriceCents(variant({ onSale: true }))).toBe(800);
  });

  it('the from price is the lowest effective price across variants', () => {
    const p = product(ProductType.PHYSICAL, [
      variant({ priceCents: 900 }),
      variant({ priceCents: 1500, onSale: true, salePriceCents: 700 }),
      variant({ priceCents: 600, salePriceCents: 100 }),
    ]);
    expect(fromPriceCents(p)).toBe(600);
    expect(fromPriceCents(product(ProductType.PHYSICAL, []))).toBeNull();
  });

  it('stock check: unlimited, or qtyInStock exceeds the quantity already in the cart', () => {
    expect(isVariantInStock({ unlimited: true, qtyInStock: 0 }, 50)).toBe(true);
    expect(isVariantInStock({ unlimited: false, qtyInStock: 3 }, 2)).toBe(true);
    expect(isVariantInStock({ unlimited: false, qtyInStock: 3 }, 3)).toBe(false);
    expect(isVariantInStock({ unlimited: false, qtyInStock: 0 })).toBe(false);
  });

  it('stock check covers the quantity being added', () => {
    expect(isVariantInStock({ unlimited: false, qtyInStock: 5 }, 2, 3)).toBe(true);
    expect(isVariantInStock({ unlimited: false, qtyInStock: 5 }, 2, 4)).toBe(false);
  });
});
