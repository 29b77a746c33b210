// Words and numbers of the catalog screens: product types, a product's price range and its stock.
import { enumWords } from '../shared/format.ts';

/** The product types with their words, for a filter's options. */
export const PRODUCT_TYPES = ['PHYSICAL', 'DIGITAL', 'SERVICE', 'GIFT_CARD', 'PAYWALL'].map((type) => [type, enumWords(type)] as const);

type Money = { cents: number; formatted: string };
type Variant = { unlimited: boolean; qtyInStock: number; onSale: boolean; price: Money; salePrice: Money };

/** The lowest and highest price shoppers pay (the sale price of a variant on sale), as the API formats them. */
export function priceRange(variants: Variant[]): string {
  const prices = variants.map((v) => (v.onSale ? v.salePrice : v.price)).sort((a, b) => a.cents - b.cents);
  if (prices.length === 0) return '—';
  const low = prices[0];
  const high = prices[prices.length - 1];
  return low.cents === high.cents ? low.formatted : `${low.formatted} – ${high.formatted}`;
}

const COUNTED = new Set(['PHYSICAL', 'SERVICE']);

/** Units in stock over the counted variants; "Unlimited" when stock is not counted. */
export function stockWords(productType: string, variants: Variant[]): string {
  const counted = variants.filter((v) => !v.unlimited);
  if (!COUNTED.has(productType) || counted.length === 0) return 'Unlimited';
  const units = counted.reduce((sum, v) => sum + v.qtyInStock, 0);
  const some = counted.length < variants.length ? ' (some unlimited)' : '';
  return units === 0 ? `Out of stock${some}` : `${units} in stock${some}`;
}
