// Sold-out and sale marks (spec §4: sold out beats sale), with the store's texts or the defaults 'sold out' / 'sale'.
import type { ProductMark } from '../../../domain/availability.ts';
import { DEFAULT_TEXT, textOrDefault } from '../../../domain/messages.ts';

export type ProductMarksProps = {
  mark: ProductMark;
  soldOutText?: string | null;
  saleText?: string | null;
};

export function ProductMarks({ mark, soldOutText, saleText }: ProductMarksProps) {
  if (mark === 'sold-out') {
    return <span className="product-mark product-mark--sold-out">{textOrDefault(soldOutText, DEFAULT_TEXT.soldOutMark)}</span>;
  }
  if (mark === 'sale') return <span className="product-mark product-mark--sale">{textOrDefault(saleText, DEFAULT_TEXT.saleMark)}</span>;
  return null;
}
