// A product listing's order and filters (docs/storefront.md "Sort and filter"): what a shopper may ask for, how it
// reads in the page's address (`/shop?sort=price-ascending&availability=in-stock&type=physical&min-price=10`), and
// its bounds. The storefront reads the address with it, the server renders and answers `?format=json` with it.
import { fromDecimalValue, toDecimalValue } from './money.ts';
import { formatNumber } from './number-format.ts';
import { ProductType } from './product-type.ts';
import { MAX_ORDER_AMOUNT_MINOR } from './store-limits.ts';

/** The orders a listing can be in; FEATURED is the owner's own order. */
export const LISTING_SORTS = ['FEATURED', 'PRICE_ASCENDING', 'PRICE_DESCENDING', 'NEWEST'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const SORT_LABELS: Record<ListingSort, string> = {
  FEATURED: 'Featured',
  PRICE_ASCENDING: 'Price, low to high',
  PRICE_DESCENDING: 'Price, high to low',
  NEWEST: 'Newest',
};

export const AVAILABILITY_FILTERS = ['IN_STOCK', 'OUT_OF_STOCK'] as const;
export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number];

export const AVAILABILITY_LABELS: Record<AvailabilityFilter, string> = { IN_STOCK: 'In stock', OUT_OF_STOCK: 'Out of stock' };

/** Which products a listing shows, beyond being live in the collection. A product passes the price range when one of
 * its variants' prices (the sale price when on sale) is inside it; `productTypes` are domain/product-type.ts codes. */
export type ListingFilter = {
  availability?: AvailabilityFilter | null;
  productTypes?: readonly number[] | null;
  minPriceCents?: number | null;
  maxPriceCents?: number | null;
};

export type Listing = { sort: ListingSort; filter: ListingFilter };

export const DEFAULT_LISTING: Listing = { sort: 'FEATURED', filter: {} };

/** The most product types one filter names (there are five). */
export const MAX_FILTER_TYPES = 5;

export const PRICE_FILTER_MESSAGE = `Prices are whole amounts in minor units from 0 to ${formatNumber(MAX_ORDER_AMOUNT_MINOR, { fractionDigits: 0 })}.`;
export const FILTER_TYPES_MESSAGE = `Filter by at most ${MAX_FILTER_TYPES} product types.`;

/** Why a filter cannot be used (prices out of range, too many types), or null. */
export function listingFilterProblem(filter: ListingFilter): string | null {
  const prices = [filter.minPriceCents, filter.maxPriceCents].filter((p) => p !== null && p !== undefined);
  if (prices.some((p) => !Number.isInteger(p) || p < 0 || p > MAX_ORDER_AMOUNT_MINOR)) return PRICE_FILTER_MESSAGE;
  if ((filter.productTypes?.length ?? 0) > MAX_FILTER_TYPES) return FILTER_TYPES_MESSAGE;
  return null;
}

/** Whether a listing is the collection's own order with nothing left out. */
export function isDefaultListing(listing: Listing): boolean {
  const f = listing.filter;
  return (
    listing.sort === 'FEATURED' &&
    !f.availability &&
    !f.productTypes?.length &&
    (f.minPriceCents ?? null) === null &&
    (f.maxPriceCents ?? null) === null
  );
}

/** The address's parameters: `sort`, `availability`, `type` (repeated), `min-price` and `max-price` (amounts as a
 * shopper types them, in the store's currency). */
export const LISTING_PARAMS = { sort: 'sort', availability: 'availability', type: 'type', minPrice: 'min-price', maxPrice: 'max-price' };

/** What a shopper reads for each product type (by the type's name). */
export const TYPE_LABELS: Record<string, string> = {
  PHYSICAL: 'Physical products',
  DIGITAL: 'Digital downloads',
  SERVICE: 'Services',
  GIFT_CARD: 'Gift cards',
  PAYWALL: 'Memberships',
};

const paramOf = (name: string) => name.toLowerCase().replace(/_/g, '-');

/** A product type's name (`GIFT_CARD`) by its code. */
export const productTypeName = (code: number) =>
  Object.keys(ProductType).find((k) => ProductType[k as keyof typeof ProductType] === code) ?? '';

/** The product type codes by their name in addresses (`type=gift-card`). */
export const TYPE_PARAM_VALUES: Record<string, number> = Object.fromEntries(
  Object.entries(ProductType).map(([name, code]) => [paramOf(name), code]),
);
const nameOf = (param: string) => param.toUpperCase().replace(/-/g, '_');
const oneOf = <T extends string>(values: readonly T[], param: string | null): T | null =>
  param !== null && (values as readonly string[]).includes(nameOf(param)) ? (nameOf(param) as T) : null;

/** An amount a shopper typed ("10", "9.50") in minor units, or null when it is not one (left out, like Shopify). */
function priceParam(value: string | null, currency: string): number | null {
  if (!value?.trim()) return null;
  try {
    const cents = fromDecimalValue(value.trim(), currency);
    return cents >= 0 && cents <= MAX_ORDER_AMOUNT_MINOR ? cents : null;
  } catch {
    return null;
  }
}

/** The listing an address asks for. Unknown or malformed values are left out, so every address shows a listing. */
export function listingFromParams(params: URLSearchParams, currency: string): Listing {
  const types = params
    .getAll(LISTING_PARAMS.type)
    .map((t) => TYPE_PARAM_VALUES[t])
    .filter((t): t is number => t !== undefined);
  const filter: ListingFilter = {};
  const availability = oneOf(AVAILABILITY_FILTERS, params.get(LISTING_PARAMS.availability));
  if (availability) filter.availability = availability;
  if (types.length > 0) filter.productTypes = [...new Set(types)];
  const min = priceParam(params.get(LISTING_PARAMS.minPrice), currency);
  const max = priceParam(params.get(LISTING_PARAMS.maxPrice), currency);
  if (min !== null) filter.minPriceCents = min;
  if (max !== null) filter.maxPriceCents = max;
  return { sort: oneOf(LISTING_SORTS, params.get(LISTING_PARAMS.sort)) ?? 'FEATURED', filter };
}

/** The address value of a sort or availability (`PRICE_ASCENDING` → `price-ascending`). */
export const listingParamValue = paramOf;

/** Whether the listing's filter leaves anything out (the sort aside). */
export const isFiltered = (listing: Listing) => !isDefaultListing({ sort: 'FEATURED', filter: listing.filter });

/** The address's parameters for a listing (none for the owner's order unfiltered): listingFromParams reads them back. */
export function listingParams({ sort, filter }: Listing, currency: string): URLSearchParams {
  const params = new URLSearchParams();
  if (sort !== 'FEATURED') params.set(LISTING_PARAMS.sort, paramOf(sort));
  if (filter.availability) params.set(LISTING_PARAMS.availability, paramOf(filter.availability));
  for (const type of filter.productTypes ?? [])
    if (productTypeName(type)) params.append(LISTING_PARAMS.type, paramOf(productTypeName(type)));
  if (filter.minPriceCents != null) params.set(LISTING_PARAMS.minPrice, toDecimalValue(filter.minPriceCents, currency));
  if (filter.maxPriceCents != null) params.set(LISTING_PARAMS.maxPrice, toDecimalValue(filter.maxPriceCents, currency));
  return params;
}
