import { describe, expect, it } from 'vitest';
import { ProductType } from '../../domain/product-type.ts';
import {
  clampQuantity,
  QUANTITY_DEFAULT,
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUANTITY_STEP,
  type QuantityInputContext,
  showQuantityInput,
} from '../../domain/quantity-input.ts';

const ctx = (over: Partial<QuantityInputContext> = {}): QuantityInputContext => ({
  productType: ProductType.PHYSICAL,
  isSubscribable: false,
  variants: [{ unlimited: false, qtyInStock: 5 }],
  ...over,
});

describe('quantity-input', () => {
  it('quantity input: number, min 1, max 9999, step 1, default 1', () => {
    expect([QUANTITY_MIN, QUANTITY_MAX, QUANTITY_STEP, QUANTITY_DEFAULT]).toEqual([1, 9999, 1, 1]);
  });

  it('shown for physical products', () => {
    expect(showQuantityInput(ctx())).toBe(true);
  });

  it('shown for service products when multiple quantity is allowed (default allowed)', () => {
    expect(showQuantityInput(ctx({ productType: ProductType.SERVICE }))).toBe(true);
    expect(showQuantityInput(ctx({ productType: ProductType.SERVICE, multipleQuantityAllowedForServices: true }))).toBe(true);
    expect(showQuantityInput(ctx({ productType: ProductType.SERVICE, multipleQuantityAllowedForServices: false }))).toBe(false);
  });

  it('not shown for digital, gift card or paywall products', () => {
    for (const productType of [ProductType.DIGITAL, ProductType.GIFT_CARD, ProductType.PAYWALL]) {
      expect(showQuantityInput(ctx({ productType }))).toBe(false);
    }
  });

  it('not shown for subscription products', () => {
    expect(showQuantityInput(ctx({ isSubscribable: true }))).toBe(false);
  });

  it('shown only with more than one unit in stock', () => {
    expect(showQuantityInput(ctx({ variants: [{ unlimited: false, qtyInStock: 1 }] }))).toBe(false);
    expect(
      showQuantityInput(
        ctx({
          variants: [
            { unlimited: false, qtyInStock: 1 },
            { unlimited: false, qtyInStock: 2 },
          ],
        }),
      ),
    ).toBe(true);
    expect(showQuantityInput(ctx({ variants: [{ unlimited: true, qtyInStock: 0 }] }))).toBe(true);
    expect(showQuantityInput(ctx({ variants: [] }))).toBe(false);
  });

  it('a typed quantity is kept between min and max', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(12000)).toBe(9999);
    expect(clampQuantity(3.7)).toBe(3);
    expect(clampQuantity(Number.NaN)).toBe(QUANTITY_DEFAULT);
  });
});
