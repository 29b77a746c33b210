import { describe, expect, it } from 'vitest';
import { isProductType, ProductType, productShapeProblem, tracksStock } from '../../domain/product-type.ts';

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

describe('what each product type allows', () => {
  const shape = { productType: ProductType.PHYSICAL, optionNames: [] as string[], variantCount: 1, isSubscribable: false, hasForm: false };
  it('digital and paywall products have one variant and no options', () => {
    for (const productType of [ProductType.DIGITAL, ProductType.PAYWALL]) {
      expect(productShapeProblem({ ...shape, productType, optionNames: ['Format'] })).toBe(
        'Digital and paywall products have one variant and no options.',
      );
      expect(productShapeProblem({ ...shape, productType, variantCount: 2 })).toBe(
        'Digital and paywall products have one variant and no options.',
      );
      expect(productShapeProblem({ ...shape, productType })).toBeNull();
    }
  });
  it('gift cards are not subscriptions and have no product form', () => {
    expect(productShapeProblem({ ...shape, productType: ProductType.GIFT_CARD, isSubscribable: true })).toBe(
      'Gift cards cannot be sold as subscriptions.',
    );
    expect(productShapeProblem({ ...shape, productType: ProductType.GIFT_CARD, hasForm: true })).toBe(
      'Gift cards cannot have a product form.',
    );
    expect(productShapeProblem({ ...shape, optionNames: ['Size'], variantCount: 3, isSubscribable: true, hasForm: true })).toBeNull();
  });
});
