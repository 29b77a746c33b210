// Product type codes (spec §3): which kind of thing a product sells.

export const ProductType = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
} as const;

export type ProductTypeCode = (typeof ProductType)[keyof typeof ProductType];

const CODES: readonly number[] = Object.values(ProductType);

export function isProductType(n: number): n is ProductTypeCode {
  return CODES.includes(n);
}

/** Physical and service products count their stock; the other kinds are never out of stock. */
export function tracksStock(productType: number): boolean {
  return productType === ProductType.PHYSICAL || productType === ProductType.SERVICE;
}
