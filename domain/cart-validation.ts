// Add-to-cart rules (spec §5 "Add to cart", §8 tracked error types): a guard chain that returns the first failure
// as {code, message, field}, or the quantity and variant to add. Shared by the server and the product page.
import { isVariantInStock } from './availability.ts';
import {
  GIFT_CARD_DENOMINATION_MESSAGE,
  OUT_OF_STOCK_MESSAGE,
  QUANTITY_NOT_A_NUMBER_MESSAGE,
  QUANTITY_NOT_A_WHOLE_NUMBER_MESSAGE,
  QUANTITY_OUT_OF_RANGE_MESSAGE,
  SERVICE_SINGLE_QUANTITY_MESSAGE,
  selectOptionMessage,
  TrackedErrorType,
  VARIANT_UNAVAILABLE_MESSAGE,
} from './messages.ts';
import { ProductType, tracksStock } from './product-type.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from './quantity-input.ts';
import { chosenVariant, unselectedOptions } from './variant-selection.ts';

export type CartRuleError = {
  code: TrackedErrorType | 'QUANTITY_OUT_OF_RANGE' | 'SERVICE_QUANTITY_LIMIT';
  message: string;
  field: string | null;
};
export type CartVariant = { id: string; sku: string; attributes: Record<string, string>; unlimited: boolean; qtyInStock: number };
export type CartProduct = {
  productType: number;
  optionOrdering: string[];
  variants: CartVariant[];
  subscription?: boolean;
  /** Store setting multipleQuantityAllowedForServices (default allowed). */
  multipleQuantityAllowedForServices?: boolean;
};

const error = (code: CartRuleError['code'], message: string, field: string | null = null): { ok: false; error: CartRuleError } => ({
  ok: false,
  error: { code, message, field },
});

/** A quantity as clients send it: absent (1), a number or a numeric string; whole, from 1 to 9999. */
export function parseQuantity(
  raw: unknown,
  opts: { subscription?: boolean } = {},
): { ok: true; quantity: number } | { ok: false; error: CartRuleError } {
  if (raw === undefined || raw === null || raw === '') return { ok: true, quantity: 1 };
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw.trim()) : Number.NaN;
  if (!Number.isFinite(n)) return error(TrackedErrorType.QUANTITY_NOT_A_NUMBER, QUANTITY_NOT_A_NUMBER_MESSAGE, 'quantity');
  if (!Number.isInteger(n)) {
    const code = opts.subscription ? TrackedErrorType.SUB_QUANTITY_NOT_A_WHOLE_NUMBER : TrackedErrorType.QUANTITY_NOT_A_NUMBER;
    return error(code, QUANTITY_NOT_A_WHOLE_NUMBER_MESSAGE, 'quantity');
  }
  if (n < QUANTITY_MIN || n > QUANTITY_MAX) return error('QUANTITY_OUT_OF_RANGE', QUANTITY_OUT_OF_RANGE_MESSAGE, 'quantity');
  return { ok: true, quantity: n };
}

/** The variant a request names by SKU or by its option picks; a product with one variant and no options needs neither. */
export function resolveVariant(
  product: CartProduct,
  pick: { sku?: string | null; selectedOptions?: Record<string, string> | null },
): { ok: true; variant: CartVariant } | { ok: false; error: CartRuleError } {
  if (pick.sku) {
    const bySku = product.variants.find((v) => v.sku === pick.sku);
    return bySku ? { ok: true, variant: bySku } : error(TrackedErrorType.VARIANT_UNAVAILABLE, VARIANT_UNAVAILABLE_MESSAGE, 'sku');
  }
  if (product.productType === ProductType.GIFT_CARD && product.variants.length !== 1) {
    return error(TrackedErrorType.NO_VARIANT_SELECTED, GIFT_CARD_DENOMINATION_MESSAGE, 'sku');
  }
  const selected = pick.selectedOptions ?? {};
  const missing = unselectedOptions(product.optionOrdering, selected);
  if (missing.length > 0 && product.variants.length > 1)
    return error(TrackedErrorType.NO_VARIANT_SELECTED, selectOptionMessage(missing), 'sku');
  const variant =
    product.variants.length === 1 && product.optionOrdering.length === 0 ? product.variants[0] : chosenVariant(product.variants, selected);
  return variant ? { ok: true, variant } : error(TrackedErrorType.VARIANT_UNAVAILABLE, VARIANT_UNAVAILABLE_MESSAGE, 'sku');
}

/**
 * Stock counts what the cart already holds of this item and variant. For items with a custom form each entry is
 * one unit, so the rule is: unlimited, or qtyInStock above what the cart already holds.
 */
export function checkStock(product: CartProduct, variant: CartVariant, quantity: number, alreadyInCart: number): CartRuleError | null {
  if (!tracksStock(product.productType)) return null;
  return isVariantInStock(variant, alreadyInCart, quantity)
    ? null
    : { code: TrackedErrorType.OUT_OF_STOCK, message: OUT_OF_STOCK_MESSAGE, field: 'quantity' };
}

/** The whole chain: quantity, variant, stock. */
export function checkAddToCart(
  product: CartProduct,
  request: { quantity?: unknown; sku?: string | null; selectedOptions?: Record<string, string> | null },
  alreadyInCart: (variantId: string) => number,
): { ok: true; quantity: number; variant: CartVariant } | { ok: false; error: CartRuleError } {
  const quantity = parseQuantity(request.quantity, { subscription: product.subscription });
  if (!quantity.ok) return quantity;
  const variant = resolveVariant(product, request);
  if (!variant.ok) return variant;
  const held = alreadyInCart(variant.variant.id);
  if (product.productType === ProductType.SERVICE && product.multipleQuantityAllowedForServices === false && held + quantity.quantity > 1) {
    return error('SERVICE_QUANTITY_LIMIT', SERVICE_SINGLE_QUANTITY_MESSAGE, 'quantity');
  }
  const stock = checkStock(product, variant.variant, quantity.quantity, held);
  return stock ? { ok: false, error: stock } : { ok: true, quantity: quantity.quantity, variant: variant.variant };
}
