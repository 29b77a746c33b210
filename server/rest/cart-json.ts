// The cart as Squarespace storefront clients read it (spec §3 Shopping cart / Cart entry). Optional parts
// (orderId, selectedShippingOption, shippingLocation) are left out when unset: clients reject a null there.
import { moneyJson } from '../../domain/money.ts';
import type { CartView, EntryView } from '../services/cart/cart-view.ts';

export function entryJson(e: EntryView) {
  return {
    id: e.id,
    itemId: e.itemId,
    quantity: e.quantity,
    title: e.title,
    productType: e.productType,
    chosenVariant: {
      id: e.variantId,
      sku: e.sku,
      attributes: e.attributes,
      optionValues: e.optionValues,
      price: e.unitPriceCents,
      priceMoney: moneyJson(e.unitPriceCents, e.currency),
    },
    subTotal: e.subTotalCents,
    purchasePriceCents: e.purchasePriceCents,
    item: { id: e.itemId, title: e.title, fullUrl: e.url, price: moneyJson(e.unitPriceCents, e.currency) },
    additionalFields: e.additionalFields ? JSON.stringify(e.additionalFields) : null,
  };
}

export function cartJson(c: CartView) {
  const coupon = (x: CartView['coupons'][number]) => ({
    code: x.code,
    type: x.kind,
    valid: x.valid,
    ...(x.reason ? { reason: x.reason } : {}),
  });
  return {
    id: c.id,
    cartToken: c.cartToken,
    websiteId: c.websiteId,
    created: c.created.getTime(),
    isPurchased: c.isPurchased,
    ...(c.orderId ? { orderId: c.orderId } : {}),
    entries: c.entries.map(entryJson),
    subtotalCents: c.subtotalCents,
    taxCents: c.taxCents,
    shippingCostCents: c.shippingCostCents,
    discountCents: c.discountCents,
    grandTotalCents: c.grandTotalCents,
    totalQuantity: c.totalQuantity,
    coupons: c.coupons.map(coupon),
    validCoupons: c.coupons.filter((x) => x.valid).map(coupon),
    invalidCoupons: c.coupons.filter((x) => !x.valid).map(coupon),
    shippingOptions: c.shippingOptions.map((o) => ({ id: o.id, name: o.name, costCents: o.costCents })),
    ...(c.selectedShippingOption
      ? {
          selectedShippingOption: {
            id: c.selectedShippingOption.id,
            name: c.selectedShippingOption.name,
            costCents: c.selectedShippingOption.costCents,
          },
        }
      : {}),
    ...(c.shippingLocation ? { shippingLocation: c.shippingLocation } : {}),
    applicableTaxRules: c.applicableTaxRules,
    hasDigital: c.hasDigital,
    purelyDigital: c.purelyDigital,
    requiresShipping: c.requiresShipping,
  };
}
