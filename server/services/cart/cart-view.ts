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
import { type FieldValue, parseFormField } from '../../../domain/form-fields.ts';
import type { ServiceContext } from '../../http/context.ts';
import type { CartRow } from './cart-store.ts';

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
  quantity: number;
  unitPriceCents: number;
  subTotalCents: number;
  purchasePriceCents: number;
  currency: string;
  additionalFields: Record<string, FieldValue> | null;
  /** The answers as shown to people: sub-field labels, 'N/A' for empty answers. */
  answers: AnswerDisplay[];
  formId: string | null;
  unlimited: boolean;
  qtyInStock: number;
};

export type ShippingOptionView = { id: string; name: string; costCents: number };
export type CouponView = { code: string; kind: CouponRule['kind']; valid: boolean; reason: CouponInvalidReason | null };

export type CartView = {
  id: string;
  cartToken: string;
  websiteId: string;
  kind: 'STANDARD' | 'SUBSCRIPTION';
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

const asShippingRule = (o: {
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

function entryView(e: CartRow['entries'][number]): EntryView {
  const unit = effectivePriceCents(e.variant);
  const attributes = (e.variant.attributes ?? {}) as Record<string, string>;
  return {
    id: e.id,
    itemId: e.itemId,
    variantId: e.variantId,
    sku: e.sku,
    title: e.product.item.title,
    productType: e.product.productType,
    url: `/${e.product.collection.urlSlug}/${e.product.item.urlSlug}`,
    imageUrl: e.product.images[0]?.assetUrl ?? null,
    attributes,
    quantity: e.quantity,
    unitPriceCents: unit,
    subTotalCents: unit * e.quantity,
    purchasePriceCents: e.purchasePriceCents ?? unit,
    currency: e.variant.currency,
    additionalFields: (e.additionalFields as Record<string, FieldValue> | null) ?? null,
    answers: e.product.additionalFieldsForm
      ? displayAnswers(
          e.product.additionalFieldsForm.fields.map(parseFormField),
          (e.additionalFields as Record<string, FieldValue> | null) ?? {},
        )
      : [],
    formId: e.product.additionalFieldsFormId,
    unlimited: e.variant.unlimited,
    qtyInStock: e.variant.qtyInStock,
  };
}

/** The cart as shoppers and clients see it. Two more statements (tax rules, shipping options), whatever its size. */
export async function cartView(ctx: ServiceContext, cart: CartRow, now = new Date()): Promise<CartView> {
  const [taxRules, shippingRows] = await Promise.all([
    ctx.db.taxRule.findMany({ where: { websiteId: ctx.website.id } }),
    ctx.db.shippingOption.findMany({ where: { websiteId: ctx.website.id, active: true }, orderBy: { position: 'asc' } }),
  ]);
  const entries = cart.entries.map(entryView);
  const totalsEntries: TotalsEntry[] = cart.entries.map((e) => ({
    quantity: e.quantity,
    unitPriceCents: effectivePriceCents(e.variant),
    productType: e.product.productType,
    weightGrams: e.variant.weightGrams,
  }));
  const location = (cart.shippingLocation as ShippingLocation | null) ?? null;
  const coupons: CouponRule[] = cart.coupons.map((c) => c.coupon);
  const selected = cart.selectedShippingOption ? asShippingRule(cart.selectedShippingOption) : null;
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
