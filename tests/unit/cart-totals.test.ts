import { describe, expect, it } from 'vitest';
import {
  type CouponRule,
  cartTotals,
  couponInvalidReason,
  hasDigital,
  meetsCheckoutMinimum,
  purelyDigital,
  requiresShipping,
  type ShippingRule,
  shippingCostOf,
  type TaxRuleInput,
  type TotalsEntry,
} from '../../domain/cart-totals.ts';

const now = new Date('2026-11-21T12:00:00Z');
const tee: TotalsEntry = { quantity: 2, unitPriceCents: 2500, productType: 1, weightGrams: 200 };
const ebook: TotalsEntry = { quantity: 1, unitPriceCents: 800, productType: 2, weightGrams: 0 };
const coupon = (c: Partial<CouponRule>): CouponRule => ({
  code: 'X',
  kind: 'PERCENTAGE',
  percentOffBps: 1000,
  amountOffCents: 0,
  minSubtotalCents: 0,
  startsAt: null,
  expiresAt: null,
  usageLimit: null,
  timesUsed: 0,
  active: true,
  ...c,
});
const standard: ShippingRule = {
  id: 's',
  name: 'Standard',
  kind: 'FLAT',
  countries: [],
  flatRateCents: 500,
  rateTiers: [],
  freeOverCents: 7500,
};
const nyTax: TaxRuleInput = {
  id: 't',
  name: 'NY',
  country: 'US',
  region: 'NY',
  rateBps: 888,
  appliesToPhysical: true,
  appliesToDigital: false,
  appliesToService: false,
  taxShipping: false,
};
const base = { coupons: [], shippingOption: null, shippingLocation: null, taxRules: [], now };

describe('cart totals', () => {
  it('subtotal is the sum of quantity × unit price, in minor units', () => {
    expect(cartTotals({ ...base, entries: [tee, ebook] })).toMatchObject({ subtotalCents: 5800, totalQuantity: 3, grandTotalCents: 5800 });
  });

  it('a percentage coupon rounds half up to the minor unit; a fixed coupon never exceeds the subtotal', () => {
    expect(cartTotals({ ...base, entries: [ebook], coupons: [coupon({ percentOffBps: 1250 })] }).discountCents).toBe(100);
    expect(cartTotals({ ...base, entries: [ebook], coupons: [coupon({ kind: 'FIXED_AMOUNT', amountOffCents: 5000 })] }).discountCents).toBe(
      800,
    );
  });

  it('a coupon is invalid when inactive, not started, expired, used up or under its minimum subtotal, with the reason', () => {
    expect(couponInvalidReason(coupon({ active: false }), 5000, now)).toBe('INACTIVE');
    expect(couponInvalidReason(coupon({ startsAt: new Date('2027-01-01') }), 5000, now)).toBe('NOT_STARTED');
    expect(couponInvalidReason(coupon({ expiresAt: new Date('2026-01-01') }), 5000, now)).toBe('EXPIRED');
    expect(couponInvalidReason(coupon({ usageLimit: 3, timesUsed: 3 }), 5000, now)).toBe('USAGE_LIMIT_REACHED');
    expect(couponInvalidReason(coupon({ minSubtotalCents: 6000 }), 5000, now)).toBe('MINIMUM_NOT_MET');
    const totals = cartTotals({ ...base, entries: [tee], coupons: [coupon({ code: 'OLD', expiresAt: new Date('2026-01-01') })] });
    expect(totals.discountCents).toBe(0);
    expect(totals.invalidCoupons.map((c) => [c.coupon.code, c.reason])).toEqual([['OLD', 'EXPIRED']]);
  });

  it('shipping: flat rate, free over the threshold, by weight and by price tiers', () => {
    expect(shippingCostOf(standard, [tee])).toBe(500);
    expect(shippingCostOf(standard, [{ ...tee, quantity: 3 }])).toBe(0);
    const byWeight: ShippingRule = {
      ...standard,
      kind: 'WEIGHT',
      freeOverCents: null,
      rateTiers: [
        { upTo: 500, rateCents: 400 },
        { upTo: 2000, rateCents: 900 },
      ],
    };
    expect(shippingCostOf(byWeight, [tee])).toBe(400);
    expect(shippingCostOf(byWeight, [{ ...tee, quantity: 5 }])).toBe(900);
    const byPrice: ShippingRule = {
      ...byWeight,
      kind: 'PRICE',
      rateTiers: [
        { upTo: 3000, rateCents: 700 },
        { upTo: 100000, rateCents: 300 },
      ],
    };
    expect(shippingCostOf(byPrice, [tee])).toBe(300);
  });

  it('a free-shipping coupon zeroes the shipping cost; purely digital carts pay no shipping', () => {
    const us = { country: 'US', region: 'CA' };
    expect(cartTotals({ ...base, entries: [tee], shippingOption: standard, shippingLocation: us }).shippingCostCents).toBe(500);
    expect(
      cartTotals({ ...base, entries: [tee], shippingOption: standard, shippingLocation: us, coupons: [coupon({ kind: 'FREE_SHIPPING' })] })
        .shippingCostCents,
    ).toBe(0);
    expect(cartTotals({ ...base, entries: [ebook], shippingOption: standard, shippingLocation: us }).shippingCostCents).toBe(0);
  });

  it('tax applies by country and region to the product types the rule names, after the discount', () => {
    const ny = { country: 'US', region: 'NY' };
    const totals = cartTotals({ ...base, entries: [tee, ebook], taxRules: [nyTax], shippingLocation: ny });
    expect(totals.taxCents).toBe(444); // 8.88% of the tee's 5000, not of the e-book
    expect(totals.applicableTaxRules.map((r) => r.id)).toEqual(['t']);
    expect(cartTotals({ ...base, entries: [tee], taxRules: [nyTax], shippingLocation: { country: 'US', region: 'CA' } }).taxCents).toBe(0);
    const discounted = cartTotals({
      ...base,
      entries: [tee],
      taxRules: [nyTax],
      shippingLocation: ny,
      coupons: [coupon({ percentOffBps: 1000 })],
    });
    expect(discounted).toMatchObject({ discountCents: 500, taxCents: 400, grandTotalCents: 4900 });
  });

  it('grand total = subtotal − discount + shipping + tax', () => {
    const t = cartTotals({
      ...base,
      entries: [tee],
      shippingOption: standard,
      shippingLocation: { country: 'US', region: 'NY' },
      taxRules: [{ ...nyTax, taxShipping: true }],
    });
    expect(t).toMatchObject({ subtotalCents: 5000, shippingCostCents: 500, taxCents: 488, grandTotalCents: 5988 });
  });

  it('flags: requiresShipping for physical items, hasDigital and purelyDigital for digital goods and gift cards', () => {
    const giftCard = { ...ebook, productType: 4 };
    const service = { ...ebook, productType: 3 };
    expect([requiresShipping([tee]), requiresShipping([ebook, service])]).toEqual([true, false]);
    expect([hasDigital([tee]), hasDigital([tee, giftCard])]).toEqual([false, true]);
    expect([purelyDigital([ebook, giftCard]), purelyDigital([ebook, service]), purelyDigital([])]).toEqual([true, false, false]);
  });

  it('checkout minimum: a subtotal below the store minimum cannot check out', () => {
    expect(meetsCheckoutMinimum(1999, 2000)).toBe(false);
    expect(meetsCheckoutMinimum(2000, 2000)).toBe(true);
    expect(meetsCheckoutMinimum(0, 0)).toBe(true);
  });
});
