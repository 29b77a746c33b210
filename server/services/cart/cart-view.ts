// The shopper-facing cart: entries with their prices and answers, totals (domain/cart-totals.ts), coupons, shipping
// options and flags. Computed from a loaded CartRow plus the website's tax rules and shipping options.
import { effectivePriceCents } from '../../../domain/availability.ts';
import {
  type CouponInvalidReason,
  type CouponRule,
  cartTotals,
  hasDigital,
  meetsCheckoutMinimum,
  purelyDigital,
  requiresShipping,
  type ShippingLocation,
  type ShippingRule,
  shippingApplies,
  shippingCostOf,
  type TaxRuleInput,
  type TotalsEntry,
} from '../../../domain/cart-totals.ts';
import { type AnswerDisplay, displayAnswers } from '../../../domain/form-answers-display.ts';
import type { FieldValue } from '../../../domain/form-fields.ts';
import { type OptionValue, optionValues } from '../../../domain/variant-options.ts';
import { liveNow, type ProductMeta } from '../catalog-memo.ts';
import type { ServiceContext } from '../context.ts';
import type { CartKind, CartRow } from './cart-store.ts';

export type EntryView = {
  id: string;
  itemId: string;
  variantId: string;
  sku: string;
  title: string;
  productType: number;
  url: string;
  imageUrl: string | null;
  attributes: Record<string, string>;
  /** The attributes in the product's option order (domain/variant-options.ts). */
  optionValues: OptionValue[];
  quantity: number;
  unitPriceCents: number;
  /** The price before a sale: more than unitPriceCents while the variant is on sale, else the same. */
  regularPriceCents: number;
  subTotalCents: number;
  purchasePriceCents: number;
  currency: string;
  additionalFields: Record<string, FieldValue> | null;
  /** The answers as shown to people: sub-field labels, 'N/A' for empty answers. */
  answers: AnswerDisplay[];
  formId: string | null;
  unlimited: boolean;
  qtyInStock: number;
  weightGrams: number;
};

export type ShippingOptionView = { id: string; name: string; costCents: number };
export type CouponView = { code: string; kind: CouponRule['kind']; valid: boolean; reason: CouponInvalidReason | null };

export type CartView = {
  id: string;
  cartToken: string;
  websiteId: string;
  kind: CartKind;
  /** The plan a subscription cart buys. */
  subscriptionOptionId: string | null;
  currency: string;
  created: Date;
  isPurchased: boolean;
  orderId: string | null;
  entries: EntryView[];
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  coupons: CouponView[];
  shippingOptions: ShippingOptionView[];
  selectedShippingOption: ShippingOptionView | null;
  shippingLocation: ShippingLocation | null;
  applicableTaxRules: { id: string; name: string; rateBps: number }[];
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
  checkoutMinimumCents: number;
  meetsCheckoutMinimum: boolean;
};

export const asShippingRule = (o: {
  id: string;
  name: string;
  kind: ShippingRule['kind'];
  countries: unknown;
  flatRateCents: number;
  rateTiers: unknown;
  freeOverCents: number | null;
}): ShippingRule => ({
  id: o.id,
  name: o.name,
  kind: o.kind,
  countries: Array.isArray(o.countries) ? o.countries.map(String) : [],
  flatRateCents: o.flatRateCents,
  rateTiers: Array.isArray(o.rateTiers) ? (o.rateTiers as { upTo: number; rateCents: number }[]) : [],
  freeOverCents: o.freeOverCents,
});

function entryView(e: CartRow['entries'][number], meta: ProductMeta): EntryView {
  // The price the entry is bought at: a subscription option's own price, else the variant's (sale) price.
  const unit = e.purchasePriceCents ?? effectivePriceCents(e.variant);
  const answers = (e.additionalFields as Record<string, FieldValue> | null) ?? null;
  const attributes = (e.variant.attributes ?? {}) as Record<string, string>;
  return {
    id: e.id,
    itemId: e.itemId,
    variantId: e.variantId,
    sku: e.sku,
    title: meta.title,
    productType: meta.productType,
    url: meta.url,
    // The variant's own image (the black tee's for the black tee), else the product's first.
    imageUrl: (e.variant.mainImageId ? meta.variantImages[e.variant.mainImageId] : undefined) ?? meta.imageUrl,
    attributes,
    optionValues: optionValues(attributes, meta.optionOrdering),
    quantity: e.quantity,
    unitPriceCents: unit,
    // What the variant costs before its sale (a subscription option's own price has none).
    regularPriceCents: e.purchasePriceCents ?? e.variant.priceCents,
    subTotalCents: unit * e.quantity,
    purchasePriceCents: unit,
    currency: e.variant.currency,
    additionalFields: answers,
    answers: meta.formFields ? displayAnswers(meta.formFields, answers ?? {}) : [],
    formId: meta.formId,
    unlimited: e.variant.unlimited,
    qtyInStock: e.variant.qtyInStock,
    weightGrams: e.variant.weightGrams,
  };
}

/** The cart as shoppers and clients see it. Catalog facts come from the CatalogMemo, so the statement count is fixed. */
export async function cartView(ctx: ServiceContext, cart: CartRow, now = new Date()): Promise<CartView> {
  const [products, rules] = await Promise.all([
    ctx.catalog.products(
      ctx,
      cart.entries.map((e) => e.itemId),
    ),
    ctx.catalog.checkoutRules(ctx),
  ]);
  const taxRules = rules.taxRules;
  const shippingRows = rules.shippingOptions;
  const entries = cart.entries.flatMap((e) => {
    // A line of a product shoppers may no longer buy (archived, back to draft) is left out, and so never bought.
    const meta = products.get(e.itemId);
    return meta && liveNow(meta, now.getTime()) ? [entryView(e, meta)] : [];
  });
  const totalsEntries: TotalsEntry[] = entries.map((e) => ({
    quantity: e.quantity,
    unitPriceCents: e.unitPriceCents,
    productType: e.productType,
    weightGrams: e.weightGrams,
  }));
  const location = (cart.shippingLocation as ShippingLocation | null) ?? null;
  const coupons: CouponRule[] = cart.coupons;
  // The chosen option is one of the active ones: an option switched off since is no longer chosen.
  const chosen = cart.selectedShippingOptionId ? shippingRows.find((o) => o.id === cart.selectedShippingOptionId) : undefined;
  const selected = chosen ? asShippingRule(chosen) : null;
  const totals = cartTotals({
    entries: totalsEntries,
    coupons,
    shippingOption: selected,
    shippingLocation: location,
    taxRules: taxRules as TaxRuleInput[],
    now,
  });
  const ships = requiresShipping(totalsEntries);
  const options = ships
    ? shippingRows
        .map(asShippingRule)
        .filter((o) => shippingApplies(o, location))
        .map((o) => ({ id: o.id, name: o.name, costCents: shippingCostOf(o, totalsEntries) }))
    : [];
  const invalid = new Map(totals.invalidCoupons.map((c) => [c.coupon.code, c.reason]));
  return {
    id: cart.id,
    cartToken: cart.token,
    websiteId: cart.websiteId,
    kind: cart.kind,
    subscriptionOptionId: cart.subscriptionOptionId,
    currency: cart.currency,
    created: cart.created,
    isPurchased: cart.isPurchased,
    orderId: cart.orderId,
    entries,
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    shippingCostCents: totals.shippingCostCents,
    discountCents: totals.discountCents,
    grandTotalCents: totals.grandTotalCents,
    totalQuantity: totals.totalQuantity,
    coupons: coupons.map((c) => ({ code: c.code, kind: c.kind, valid: !invalid.has(c.code), reason: invalid.get(c.code) ?? null })),
    shippingOptions: options,
    selectedShippingOption: selected && ships ? (options.find((o) => o.id === selected.id) ?? null) : null,
    shippingLocation: location,
    applicableTaxRules: totals.applicableTaxRules.map((r) => ({ id: r.id, name: r.name, rateBps: r.rateBps })),
    hasDigital: hasDigital(totalsEntries),
    purelyDigital: purelyDigital(totalsEntries),
    requiresShipping: ships,
    checkoutMinimumCents: ctx.website.checkoutMinimumCents,
    meetsCheckoutMinimum: meetsCheckoutMinimum(totals.subtotalCents, ctx.website.checkoutMinimumCents),
  };
}
