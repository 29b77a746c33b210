// The store's bounds (domain/store-limits.ts): the first bound a cart breaks, and the amounts an order may have.
import { describe, expect, it } from 'vitest';
import {
  type BoundedLine,
  cartLimitProblem,
  MAX_CART_LINES,
  MAX_GIFT_CARDS_PER_ORDER,
  MAX_ORDER_AMOUNT_MINOR,
  orderAmountsWithinLimit,
} from '../../domain/store-limits.ts';

const line = (over: Partial<BoundedLine> = {}): BoundedLine => ({ quantity: 1, unitPriceCents: 1000, giftCard: false, ...over });

describe('cartLimitProblem', () => {
  it('a cart within every bound has no problem', () => {
    expect(
      cartLimitProblem(
        Array.from({ length: MAX_CART_LINES }, () => line({ quantity: 9999, unitPriceCents: 1 })),
        'USD',
      ),
    ).toBeNull();
  });

  it(`more than ${MAX_CART_LINES} lines: CART_LINE_LIMIT`, () => {
    expect(
      cartLimitProblem(
        Array.from({ length: MAX_CART_LINES + 1 }, () => line()),
        'USD',
      ),
    ).toMatchObject({ code: 'CART_LINE_LIMIT', field: 'itemId' });
  });

  it("a line outside 1–9999: 'Quantity must be between 1 and 9999.'", () => {
    expect(cartLimitProblem([line({ quantity: 10_000 })], 'USD')).toEqual({
      code: 'QUANTITY_OUT_OF_RANGE',
      message: 'Quantity must be between 1 and 9999.',
      field: 'quantity',
    });
    expect(cartLimitProblem([line({ quantity: 0 })], 'USD')?.code).toBe('QUANTITY_OUT_OF_RANGE');
  });

  it(`more than ${MAX_GIFT_CARDS_PER_ORDER} gift cards across lines: GIFT_CARD_LIMIT`, () => {
    expect(cartLimitProblem([line({ giftCard: true, quantity: 60 }), line({ giftCard: true, quantity: 41 })], 'USD')?.code).toBe(
      'GIFT_CARD_LIMIT',
    );
    expect(cartLimitProblem([line({ giftCard: true, quantity: 60 }), line({ giftCard: true, quantity: 40 })], 'USD')).toBeNull();
  });

  it('a subtotal past the bound is refused in the store currency', () => {
    expect(cartLimitProblem([line({ quantity: 2, unitPriceCents: 600_000_000 })], 'USD')?.message).toBe(
      'An order cannot be more than $10,000,000.00.',
    );
    expect(cartLimitProblem([line({ quantity: 2, unitPriceCents: 600_000_000 })], 'JPY')?.message).toBe(
      'An order cannot be more than ¥1,000,000,000.',
    );
  });
});

describe('orderAmountsWithinLimit', () => {
  const totals = { subtotalCents: 100, taxCents: 10, shippingCostCents: 500, grandTotalCents: 610 };
  it('every amount must be a whole number from 0 to the bound', () => {
    expect(orderAmountsWithinLimit(totals)).toBe(true);
    expect(orderAmountsWithinLimit({ ...totals, grandTotalCents: MAX_ORDER_AMOUNT_MINOR + 1 })).toBe(false);
    expect(orderAmountsWithinLimit({ ...totals, taxCents: -1 })).toBe(false);
    expect(orderAmountsWithinLimit({ ...totals, shippingCostCents: 1.5 })).toBe(false);
  });
});
