// Price block (spec §9): the sale price and the original price, each with a visually hidden label, or one price. It
// is the price element page scripts find (lib/product-page-elements.ts).
import { fromPriceText, ORIGINAL_PRICE_LABEL, SALE_PRICE_LABEL } from '../../../domain/messages.ts';
import { PRICE_ELEMENT_ATTRIBUTE } from '../lib/product-page-elements.ts';

const marked = { [PRICE_ELEMENT_ATTRIBUTE]: '' };

export type PriceBlockProps = {
  /** The price to pay, already formatted (the sale price when on sale). */
  price: string;
  /** The original price, when the price shown is a sale price. */
  originalPrice?: string | null;
  /** The price is the lowest of several ("from $19.00"). */
  from?: boolean;
};

export function PriceBlock({ price, originalPrice, from = false }: PriceBlockProps) {
  if (originalPrice && !from) {
    return (
      <p className="price-block price-block--sale" {...marked}>
        <span className="sr-only">{SALE_PRICE_LABEL}</span>
        <span className="price-block__sale">{price}</span> <span className="sr-only">{ORIGINAL_PRICE_LABEL}</span>
        <s className="price-block__original">{originalPrice}</s>
      </p>
    );
  }
  return (
    <p className="price-block" {...marked}>
      {from ? fromPriceText(price) : price}
    </p>
  );
}
