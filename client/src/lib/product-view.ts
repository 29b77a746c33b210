// What the product page shows for the current option choice, derived with the domain rules (no request needed).
import {
  fromPriceCents,
  hasMultiplePrices,
  isSoldOut,
  type ProductMark,
  productMark,
  type VariantStock,
} from '../../../domain/availability.ts';
import { DEFAULT_CURRENCY, formatMoney } from '../../../domain/money.ts';
import { scarcityMessage } from '../../../domain/scarcity.ts';
import {
  chosenVariant,
  isUnavailableChoice,
  optionsOf,
  type ProductOption,
  type SelectableVariant,
  unavailableValues,
} from '../../../domain/variant-selection.ts';
import type { ProductDetailsFragment } from '../graphql/generated/documents/ProductDetailsFragment.ts';

export type Selection = Record<string, string>;
type Variant = VariantStock & SelectableVariant & { id: string; mainImageId?: string | null };
/** The price to show: the sale price with the original, one price, or the lowest of several ("from"). */
export type PriceView = { price: string; originalPrice?: string; from?: boolean };

export type ProductView = {
  options: ProductOption[];
  /** The variant matching every chosen option, or null while options are missing. */
  chosen: Variant | null;
  /** The image to bring to the front for the choice so far, or null. */
  imageId: string | null;
  /** Every option is chosen but no variant has that combination ('Unavailable'). */
  unavailable: boolean;
  /** Per option, the values no variant has with the other choices. */
  unavailableValues: Record<string, string[]>;
  mark: ProductMark;
  /** The chosen variant is sold out, or (with none chosen) the whole product is. */
  soldOut: boolean;
  price: PriceView | null;
  /** The lowest price to pay within the choice, in minor units. */
  payCents: number | null;
  currency: string;
  scarcity: string | null;
};

function toVariant(v: ProductDetailsFragment['variants'][number]): Variant {
  return {
    id: v.id,
    sku: v.sku,
    attributes: Object.fromEntries(v.attributes.map((a) => [a.name, a.value])),
    priceCents: v.price.cents,
    salePriceCents: v.salePrice.cents,
    onSale: v.onSale,
    unlimited: v.unlimited,
    qtyInStock: v.qtyInStock,
    mainImageId: v.mainImageId ?? null,
  };
}

/** The image the choice so far points at: the one every variant still matching it shares (so choosing Black shows
 * the black tee before a size is chosen), or null. */
function imageOf(variants: readonly Variant[], selection: Selection): string | null {
  const matching = variants.filter((v) => Object.entries(selection).every(([name, value]) => v.attributes[name] === value));
  const images = new Set(matching.map((v) => v.mainImageId ?? null));
  const [only] = images;
  return images.size === 1 ? (only ?? null) : null;
}

function priceOf(variants: Variant[], productType: number, money: (cents: number) => string): PriceView | null {
  const scope = { productType, variants };
  const lowest = fromPriceCents(scope);
  const [first] = variants;
  if (!first || lowest === null) return null;
  if (hasMultiplePrices(scope)) return { price: money(lowest), from: true };
  if (first.onSale) return { price: money(first.salePriceCents), originalPrice: money(first.priceCents) };
  return { price: money(first.priceCents) };
}

/** Narrows the product's variants to the chosen one (when every option is chosen) and derives what to show. */
export function productView(product: ProductDetailsFragment, selection: Selection): ProductView {
  const variants = product.variants.map(toVariant);
  const chosen = chosenVariant(variants, selection);
  const scope = { productType: product.productTypeCode, variants: chosen ? [chosen] : variants };
  const currency = product.variants[0]?.price.currencyCode ?? DEFAULT_CURRENCY;
  const money = (cents: number) => formatMoney(cents, currency);
  const options = optionsOf(variants, product.variantOptionOrdering);
  return {
    options,
    chosen,
    imageId: Object.keys(selection).length > 0 ? imageOf(variants, selection) : null,
    unavailable: isUnavailableChoice(options, variants, selection),
    unavailableValues: unavailableValues(options, variants, selection),
    mark: productMark(scope),
    soldOut: isSoldOut(scope),
    price: priceOf(scope.variants, product.productTypeCode, money),
    payCents: fromPriceCents(scope),
    currency,
    scarcity: chosen ? scarcityMessage(product.merchandising, chosen) : null,
  };
}
