// Product type codes (spec §3): which kind of thing a product sells.

export const ProductType = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
} as const;

export type ProductTypeCode = (typeof ProductType)[keyof typeof ProductType];

/** Every product type code, in ascending order. */
export const PRODUCT_TYPES: readonly ProductTypeCode[] = Object.values(ProductType).sort((a, b) => a - b);

const CODES: readonly number[] = PRODUCT_TYPES;

export function isProductType(n: number): n is ProductTypeCode {
  return CODES.includes(n);
}

/** Physical and service products count their stock; the other kinds are never out of stock. */
export function tracksStock(productType: number): boolean {
  return productType === ProductType.PHYSICAL || productType === ProductType.SERVICE;
}

/** Digital downloads and paywall access are one thing at one price: no options, one variant. */
export function hasOneVariant(productType: number): boolean {
  return productType === ProductType.DIGITAL || productType === ProductType.PAYWALL;
}

export type ProductShape = {
  productType: number;
  optionNames: readonly string[];
  variantCount: number;
  isSubscribable: boolean;
  hasForm: boolean;
};

/** What the product type does not allow in this product, or null. */
export function productShapeProblem(p: ProductShape): string | null {
  if (hasOneVariant(p.productType) && (p.optionNames.length > 0 || p.variantCount > 1))
    return 'Digital and paywall products have one variant and no options.';
  if (p.productType === ProductType.GIFT_CARD && p.isSubscribable) return 'Gift cards cannot be sold as subscriptions.';
  if (p.productType === ProductType.GIFT_CARD && p.hasForm) return 'Gift cards cannot have a product form.';
  return null;
}
