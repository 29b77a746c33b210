// What a product's merchandising context shows, per variant (spec §3 "Merchandising context per product id", read by
// templates, `?format=json` and GraphQL alike): the scarcity message's views (variants low in stock), the restock
// form's views (sold-out variants, while restock notifications are on) and the restock form's words; and each
// variant's pricing options (spec §3 Variant `pricingOptions`): its price under each of the product's subscription
// plans, as checkout charges it (the plan's own price, else the variant's).
import { RESTOCK_SUCCESS_TEXT } from './messages.ts';
import { type ScarcitySettings, scarcityMessage } from './scarcity.ts';

export type StockedVariant = { id: string; attributes: unknown; unlimited: boolean; qtyInStock: number };

/** The restock form's words, as the storefront's RestockForm shows them. */
export const RESTOCK_NOTIFICATION_MESSAGES = {
  CTAText: 'Notify me when it’s back in stock',
  buttonText: 'Notify Me',
  placeholderText: 'Email',
  mailingListDescription: 'Sign up for news and updates',
} as const;

export type ScarcityTemplateView = { variantId: string; qtyInStock: number; attributes?: unknown };

/** One view per variant whose scarcity message shows; the variant's options are named only when it has siblings (a
 * template shows the view of the variant the shopper picks). */
export function scarcityTemplateViews(settings: ScarcitySettings, variants: readonly StockedVariant[]): ScarcityTemplateView[] {
  const several = variants.length > 1;
  return variants
    .filter((v) => scarcityMessage(settings, v) !== null)
    .map((v) => ({ variantId: v.id, qtyInStock: v.qtyInStock, ...(several ? { attributes: v.attributes } : {}) }));
}

/** One view per sold-out variant while restock notifications are on; hidden until picked when it has siblings. */
export function restockNotificationViews(enabled: boolean, variants: readonly StockedVariant[]) {
  if (!enabled) return [];
  const several = variants.length > 1;
  return variants.filter((v) => !v.unlimited && v.qtyInStock <= 0).map((v) => ({ variantId: v.id, hiddenByDefault: several }));
}

/** The restock form's words and its success text (the store's, else 'Signed up!'). */
export function restockNotificationMessages(successMessage: string | null | undefined) {
  return { ...RESTOCK_NOTIFICATION_MESSAGES, successText: successMessage?.trim() ? successMessage : RESTOCK_SUCCESS_TEXT };
}

export type PricedVariant = { priceCents: number; salePriceCents: number; onSale: boolean };
export type SubscriptionOptionPrice = { id: string; subscriptionPlanId: string; priceCents: number | null };
export type PricingOption = {
  productSubscriptionOptionId: string;
  subscriptionPlanId: string;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
};

/** The variant's price under each subscription plan of its product, in the plans' order: a plan's own price (never
 * on sale), else the variant's price, sale price and sale flag. Empty for a product without plans. */
export function pricingOptions(variant: PricedVariant, options: readonly SubscriptionOptionPrice[]): PricingOption[] {
  return options.map((o) => ({
    productSubscriptionOptionId: o.id,
    subscriptionPlanId: o.subscriptionPlanId,
    ...(o.priceCents === null
      ? { priceCents: variant.priceCents, salePriceCents: variant.salePriceCents, onSale: variant.onSale }
      : { priceCents: o.priceCents, salePriceCents: o.priceCents, onSale: false }),
  }));
}
