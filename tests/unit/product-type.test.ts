import { describe, expect, it } from 'vitest';
import { isProductType, ProductType, tracksStock } from '../../domain/product-type.ts';

describe('product-type', () => {
  it('product type codes: 1 physical, 2 digital, 3 service, 4 gift card, 5 paywall', () => {
    expect(ProductType).toEqual({ PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 });
    expect(isProductType(5)).toBe(true);
    expect(isProductType(0)).toBe(false);
    expect(isProductType(6)).toBe(false);
  });

  it('only physical and service products count their stock', () => {
    expect([1, 2, 3, 4, 5].filter(tracksStock)).toEqual([ProductType.PHYSICAL, ProductType.SERVICE]);
  });
});
