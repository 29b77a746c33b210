// Cart totals (spec §3 Shopping cart): subtotal, discount, shipping, tax and grand total in integer minor units,
// plus the cart's flags. Pure: the service loads the rows, this decides the numbers.
import { ProductType } from './product-type.ts';

export type TotalsEntry = { quantity: number; unitPriceCents: number; productType: number; weightGrams: number };
export type CouponRule = {
  code: string;
  kind: 'PERCENTAGE' | 'FIXED_AMOUNT' | 'FREE_SHIPPING';
  percentOffBps: number;
  amountOffCents: number;
  minSubtotalCents: number;
  startsAt: Date | null;
  expiresAt: Date | null;
  usageLimit: number | null;
  timesUsed: number;
  active: boolean;
};
export type ShippingRule = {
  id: string;
  name: string;
  kind: 'FLAT' | 'WEIGHT' | 'PRICE';
  countries: string[];
  flatRateCents: number;
  rateTiers: { upTo: number; rateCents: number }[];
  freeOverCents: number | null;
};
export type TaxRuleInput = {
  id: string;
  name: string;
  country: string;
  region: string | null;
  rateBps: number;
  appliesToPhysical: boolean;
  appliesToDigital: boolean;
  appliesToService: boolean;
  taxShipping: boolean;
};
export type ShippingLocation = { country: string; region?: string | null; postalCode?: string | null };
export type CouponInvalidReason = 'INACTIVE' | 'NOT_STARTED' | 'EXPIRED' | 'USAGE_LIMIT_REACHED' | 'MINIMUM_NOT_MET';

export const subtotalOf = (entries: TotalsEntry[]) => entries.reduce((sum, e) => sum + e.quantity * e.unitPriceCents, 0);
export const totalQuantityOf = (entries: TotalsEntry[]) => entries.reduce((sum, e) => sum + e.quantity, 0);

/** Physical products need shipping; digital products and gift cards are delivered by email; services neither. */
export const requiresShipping = (entries: TotalsEntry[]) => entries.some((e) => e.productType === ProductType.PHYSICAL);
export const hasDigital = (entries: TotalsEntry[]) =>
  entries.some((e) => e.productType === ProductType.DIGITAL || e.productType === ProductType.GIFT_CARD);
export const purelyDigital = (entries: TotalsEntry[]) =>
  entries.length > 0 && entries.every((e) => e.productType === ProductType.DIGITAL || e.productType === ProductType.GIFT_CARD);

/** Why a coupon does not apply to this subtotal now, or null when it does. */
export function couponInvalidReason(coupon: CouponRule, subtotalCents: number, now: Date): CouponInvalidReason | null {
  if (!coupon.active) return 'INACTIVE';
  if (coupon.startsAt && coupon.startsAt > now) return 'NOT_STARTED';
  if (coupon.expiresAt && coupon.expiresAt <= now) return 'EXPIRED';
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) return 'USAGE_LIMIT_REACHED';
  if (subtotalCents < coupon.minSubtotalCents) return 'MINIMUM_NOT_MET';
  return null;
}

/** Percentages round half up to the minor unit; the discount never exceeds the subtotal. */
export function discountOf(coupons: CouponRule[], subtotalCents: number): number {
  const raw = coupons.reduce((sum, c) => {
    if (c.kind === 'PERCENTAGE') return sum + Math.round((subtotalCents * c.percentOffBps) / 10_000);
    if (c.kind === 'FIXED_AMOUNT') return sum + c.amountOffCents;
    return sum;
  }, 0);
  return Math.min(raw, subtotalCents);
}

export function shippingApplies(rule: ShippingRule, location: ShippingLocation | null): boolean {
  return rule.countries.length === 0 || (location !== null && rule.countries.includes(location.country.toUpperCase()));
}

/** An option's cost for this cart: flat, by weight tier or by price tier, free over its threshold. */
export function shippingCostOf(rule: ShippingRule, entries: TotalsEntry[]): number {
  const subtotal = subtotalOf(entries);
  if (rule.freeOverCents !== null && subtotal >= rule.freeOverCents) return 0;
  if (rule.kind === 'FLAT') return rule.flatRateCents;
  const measure = rule.kind === 'WEIGHT' ? entries.reduce((g, e) => g + e.quantity * e.weightGrams, 0) : subtotal;
  const tiers = [...rule.rateTiers].sort((a, b) => a.upTo - b.upTo);
  return (tiers.find((t) => measure <= t.upTo) ?? tiers.at(-1))?.rateCents ?? rule.flatRateCents;
}

/** Tax rules for the destination: the country's rules, narrowed to the region's when the rule names one. */
export function applicableTaxRules(rules: TaxRuleInput[], location: ShippingLocation | null): TaxRuleInput[] {
  if (!location) return [];
  return rules.filter((r) => r.country === location.country.toUpperCase() && (!r.region || r.region === location.region?.toUpperCase()));
}

const taxable = (rule: TaxRuleInput, productType: number) =>
  (productType === ProductType.PHYSICAL && rule.appliesToPhysical) ||
  (productType === ProductType.DIGITAL && rule.appliesToDigital) ||
  (productType === ProductType.SERVICE && rule.appliesToService);

/** Tax per rule on its taxable lines, after their share of the discount, plus shipping when the rule taxes it. */
export function taxOf(rules: TaxRuleInput[], entries: TotalsEntry[], discountCents: number, shippingCents: number): number {
  const subtotal = subtotalOf(entries);
  return rules.reduce((sum, rule) => {
    const base = entries.filter((e) => taxable(rule, e.productType)).reduce((s, e) => s + e.quantity * e.unitPriceCents, 0);
    const discounted = subtotal > 0 ? base - Math.round((discountCents * base) / subtotal) : 0;
    const withShipping = discounted + (rule.taxShipping ? shippingCents : 0);
    return sum + Math.round((withShipping * rule.rateBps) / 10_000);
  }, 0);
}

export type CartTotalsInput = {
  entries: TotalsEntry[];
  coupons: CouponRule[];
  shippingOption: ShippingRule | null;
  shippingLocation: ShippingLocation | null;
  taxRules: TaxRuleInput[];
  now: Date;
};

export type CartTotals = {
  subtotalCents: number;
  discountCents: number;
  shippingCostCents: number;
  taxCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  validCoupons: CouponRule[];
  invalidCoupons: { coupon: CouponRule; reason: CouponInvalidReason }[];
  applicableTaxRules: TaxRuleInput[];
};

export function cartTotals(input: CartTotalsInput): CartTotals {
  const { entries } = input;
  const subtotalCents = subtotalOf(entries);
  const checked = input.coupons.map((coupon) => ({ coupon, reason: couponInvalidReason(coupon, subtotalCents, input.now) }));
  const validCoupons = checked.filter((c) => c.reason === null).map((c) => c.coupon);
  const invalidCoupons = checked.flatMap((c) => (c.reason ? [{ coupon: c.coupon, reason: c.reason }] : []));
  const discountCents = discountOf(validCoupons, subtotalCents);
  const freeShipping = validCoupons.some((c) => c.kind === 'FREE_SHIPPING');
  const ships = requiresShipping(entries) && input.shippingOption !== null && shippingApplies(input.shippingOption, input.shippingLocation);
  const shippingCostCents = ships && !freeShipping ? shippingCostOf(input.shippingOption as ShippingRule, entries) : 0;
  const rules = applicableTaxRules(input.taxRules, input.shippingLocation);
  const taxCents = taxOf(rules, entries, discountCents, shippingCostCents);
  return {
    subtotalCents,
    discountCents,
    shippingCostCents,
    taxCents,
    grandTotalCents: subtotalCents - discountCents + shippingCostCents + taxCents,
    totalQuantity: totalQuantityOf(entries),
    validCoupons,
    invalidCoupons,
    applicableTaxRules: rules,
  };
}

/** Spec §5 "Checkout minimum": below the store's minimum subtotal the cart cannot check out. */
export const meetsCheckoutMinimum = (subtotalCents: number, minimumCents: number) => minimumCents <= 0 || subtotalCents >= minimumCents;
