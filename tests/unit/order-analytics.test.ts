import { describe, expect, it } from 'vitest';
import { type AnalyticsOrderSource, orderForAnalytics } from '../../domain/order-analytics.ts';

const order: AnalyticsOrderSource = {
  id: 'ord_1',
  purchasedCartId: 'cart_1',
  testMode: true,
  websiteId: 'web_1',
  currency: 'USD',
  grandTotalCents: 5447,
  shippingCostCents: 500,
  taxCents: 449,
};
const lines = [
  { sku: 'SQ-TEE-M', productName: 'Tee', quantity: 2, unitPriceCents: 1999 },
  { sku: 'SQ-MUG', productName: 'Mug', quantity: 1, unitPriceCents: 500 },
];

describe('order-analytics', () => {
  it('Order for analytics: id, purchasedCartId, testMode, websiteId, items (sku, productName, quantity, unitPrice), grandTotal, shippingTotal, taxTotal', () => {
    expect(orderForAnalytics(order, lines)).toEqual({
      id: 'ord_1',
      purchasedCartId: 'cart_1',
      testMode: true,
      websiteId: 'web_1',
      currency: 'USD',
      items: [
        { sku: 'SQ-TEE-M', productName: 'Tee', quantity: 2, unitPrice: 19.99 },
        { sku: 'SQ-MUG', productName: 'Mug', quantity: 1, unitPrice: 5 },
      ],
      grandTotal: 54.47,
      shippingTotal: 5,
      taxTotal: 4.49,
    });
  });

  it('amounts are in major units with the currency fraction digits (JPY 0 decimals)', () => {
    const yen = orderForAnalytics({ ...order, currency: 'JPY', grandTotalCents: 3300, shippingCostCents: 0, taxCents: 300 }, [
      { sku: 'TEA', productName: 'Tea', quantity: 3, unitPriceCents: 1000 },
    ]);
    expect(yen).toMatchObject({ currency: 'JPY', grandTotal: 3300, shippingTotal: 0, taxTotal: 300 });
    expect(yen.items[0]?.unitPrice).toBe(1000);
  });

  it('an order without lines has no items', () => {
    expect(orderForAnalytics(order, []).items).toEqual([]);
  });

  it('an unsupported currency is a RangeError', () => {
    expect(() => orderForAnalytics({ ...order, currency: 'XYZ' }, lines)).toThrow(RangeError);
  });
});
