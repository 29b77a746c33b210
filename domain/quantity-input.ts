// Quantity input (spec §5): its bounds and when a product page shows it.

import { ProductType } from './product-type.ts';

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;
export const QUANTITY_STEP = 1;
export const QUANTITY_DEFAULT = 1;

export type QuantityInputContext = {
  productType: number;
  isSubscribable: boolean;
  variants: { unlimited: boolean; qtyInStock: number }[];
  /** Store setting; multiple quantity is allowed for services by default. */
  multipleQuantityAllowedForServices?: boolean;
};

/**
 * Shown only for physical products, or service products when multiple quantity is allowed, and only for
 * non-subscription products with more than one unit in stock.
 */
export function showQuantityInput(ctx: QuantityInputContext): boolean {
  const kindAllowsQuantity =
    ctx.productType === ProductType.PHYSICAL ||
    (ctx.productType === ProductType.SERVICE && (ctx.multipleQuantityAllowedForServices ?? true));
  if (!kindAllowsQuantity || ctx.isSubscribable) return false;
  return ctx.variants.some((v) => v.unlimited || v.qtyInStock > 1);
}

/** Keeps a typed whole number inside the input's bounds (1..9999). */
export function clampQuantity(n: number): number {
  if (!Number.isFinite(n)) return QUANTITY_DEFAULT;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(n)));
}
