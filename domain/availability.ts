// Product availability (spec §4): sold out, on sale, the product mark, multiple prices, the "from" price and stock.

import { tracksStock } from './product-type.ts';

export type VariantStock = {
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  unlimited: boolean;
  qtyInStock: number;
};

export type AvailabilityInput = {
  productType: number;
  variants: VariantStock[];
  /** Product-level sale flag (digital products carry it on the product). */
  onSale?: boolean;
};

export type ProductMark = 'sold-out' | 'sale' | null;

function hasNoStock(v: VariantStock): boolean {
  return !v.unlimited && v.qtyInStock <= 0;
}

/**
 * Physical and service products are sold out when every variant is limited with no stock (a product with no
 * variants is sold out). Digital, gift-card and paywall products are never sold out.
 */
export function isSoldOut(p: AvailabilityInput): boolean {
  if (!tracksStock(p.productType)) return false;
  return p.variants.every(hasNoStock);
}

/** On sale if any variant (or the digital product itself) is on sale. */
export function isOnSale(p: AvailabilityInput): boolean {
  return p.onSale === true || p.variants.some((v) => v.onSale);
}

/** The mark shown on a product: sold-out takes precedence over sale. */
export function productMark(p: AvailabilityInput): ProductMark {
  if (isSoldOut(p)) return 'sold-out';
  return isOnSale(p) ? 'sale' : null;
}

/** Multiple prices if variants differ in onSale, price or (when on sale) salePrice. */
export function hasMultiplePrices(p: AvailabilityInput): boolean {
  const [first, ...rest] = p.variants;
  if (!first) return false;
  return rest.some(
    (v) => v.onSale !== first.onSale || v.priceCents !== first.priceCents || (v.onSale && v.salePriceCents !== first.salePriceCents),
  );
}

/** The price a shopper pays for a variant: the sale price when on sale, else the price. */
export function effectivePriceCents(v: Pick<VariantStock, 'priceCents' | 'salePriceCents' | 'onSale'>): number {
  return v.onSale ? v.salePriceCents : v.priceCents;
}

/** The lowest effective price across variants ("from $x"); null when there are no variants. */
export function fromPriceCents(p: AvailabilityInput): number | null {
  if (p.variants.length === 0) return null;
  return Math.min(...p.variants.map(effectivePriceCents));
}

/**
 * A variant can supply `qty` more units when it is unlimited or its stock covers what is already in the cart
 * plus `qty` (with qty 1: qtyInStock exceeds the quantity already in the cart).
 */
export function isVariantInStock(v: Pick<VariantStock, 'unlimited' | 'qtyInStock'>, alreadyInCart = 0, qty = 1): boolean {
  return v.unlimited || v.qtyInStock >= alreadyInCart + qty;
}
