// The order handed to analytics on purchase (spec §3 "Order for analytics"), built from a stored order and its lines.
//
// Money: the order stores integer minor units; analytics clients expect amounts in major units, so unitPrice,
// grandTotal, shippingTotal and taxTotal are decimal numbers (1999 USD cents → 19.99, 1200 JPY → 1200), converted
// exactly through domain/money.ts with the currency's fraction digits. `currency` is added beside the spec's fields
// because a bare amount means nothing to a multi-currency report.

import { toDecimalValue } from './money.ts';

export type AnalyticsOrderSource = {
  id: string;
  purchasedCartId: string | null;
  testMode: boolean;
  websiteId: string;
  currency: string;
  grandTotalCents: number;
  shippingCostCents: number;
  taxCents: number;
};
export type AnalyticsOrderLineSource = { sku: string; productName: string; quantity: number; unitPriceCents: number };

export type AnalyticsOrderItem = { sku: string; productName: string; quantity: number; unitPrice: number };
export type AnalyticsOrder = {
  id: string;
  purchasedCartId: string | null;
  testMode: boolean;
  websiteId: string;
  currency: string;
  items: AnalyticsOrderItem[];
  grandTotal: number;
  shippingTotal: number;
  taxTotal: number;
};

/** Minor units as a number in major units; a RangeError for unsupported currencies or non-integer amounts. */
function major(minor: number, currency: string): number {
  return Number(toDecimalValue(minor, currency));
}

export function orderForAnalytics(order: AnalyticsOrderSource, lines: readonly AnalyticsOrderLineSource[]): AnalyticsOrder {
  const { currency } = order;
  return {
    id: order.id,
    purchasedCartId: order.purchasedCartId,
    testMode: order.testMode,
    websiteId: order.websiteId,
    currency,
    items: lines.map((line) => ({
      sku: line.sku,
      productName: line.productName,
      quantity: line.quantity,
      unitPrice: major(line.unitPriceCents, currency),
    })),
    grandTotal: major(order.grandTotalCents, currency),
    shippingTotal: major(order.shippingCostCents, currency),
    taxTotal: major(order.taxCents, currency),
  };
}
