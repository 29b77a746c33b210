// A variant's fields as typed in the grid, and the VariantInput they make (amounts in minor units).
import type { EditorVariantFragment, VariantInput } from '../generated/graphql.ts';
import { minorUnits } from './editor-data.ts';

export type VariantDraft = {
  sku: string;
  price: string;
  onSale: boolean;
  salePrice: string;
  qty: string;
  unlimited: boolean;
  weight: string;
  /** One of the product's images ('' for the product's main image). */
  image: string;
};

export const draftOf = (v: EditorVariantFragment): VariantDraft => ({
  sku: v.sku,
  price: v.price.decimalValue,
  onSale: v.onSale,
  salePrice: v.onSale ? v.salePrice.decimalValue : '',
  qty: String(v.qtyInStock),
  unlimited: v.unlimited,
  weight: String(v.weightGrams),
  image: v.mainImageId ?? '',
});

const wholeNumber = (text: string, what: string) => {
  if (!/^\d+$/.test(text.trim())) throw new Error(`Enter the ${what} as a whole number, 0 or more.`);
  return Number(text.trim());
};

/** The input to send, or throws the mistake to show. */
export function variantInput(d: VariantDraft, currency: string, fields: { stock: boolean; weight: boolean }): VariantInput {
  const money = (text: string, what: string) => {
    try {
      return minorUnits(text, currency);
    } catch {
      throw new Error(`Enter the ${what} as an amount in ${currency}, such as 25.00.`);
    }
  };
  const input: VariantInput = {
    sku: d.sku.trim() || undefined,
    priceCents: money(d.price, 'price'),
    onSale: d.onSale,
    mainImageId: d.image || null,
  };
  if (d.onSale) input.salePriceCents = money(d.salePrice, 'sale price');
  if (fields.stock) {
    input.unlimited = d.unlimited;
    if (!d.unlimited) input.qtyInStock = wholeNumber(d.qty, 'stock');
  }
  if (fields.weight && d.weight.trim()) input.weightGrams = wholeNumber(d.weight, 'weight');
  return input;
}
