// A listing's address (domain/product-listing.ts): what a shopper's link asks for, read back the same; anything unknown
// or malformed left out so that every address shows a listing; bounds refused with their message.
import { describe, expect, it } from 'vitest';
import {
  FILTER_TYPES_MESSAGE,
  isDefaultListing,
  type Listing,
  listingFilterProblem,
  listingFromParams,
  listingParams,
  PRICE_FILTER_MESSAGE,
} from '../../domain/product-listing.ts';

const read = (query: string, currency = 'USD') => listingFromParams(new URLSearchParams(query), currency);

describe('a listing in the address', () => {
  it('reads sort, availability, types and a price range typed in the store’s currency', () => {
    expect(read('sort=price-ascending&availability=in-stock&type=physical&type=gift-card&min-price=10&max-price=49.5')).toEqual({
      sort: 'PRICE_ASCENDING',
      filter: { availability: 'IN_STOCK', productTypes: [1, 4], minPriceCents: 1000, maxPriceCents: 4950 },
    });
    expect(read('max-price=1200', 'JPY').filter).toEqual({ maxPriceCents: 1200 });
  });

  it('leaves out unknown sorts, availabilities and types, and prices that are not amounts', () => {
    const listing = read('sort=cheapest&availability=soon&type=toy&min-price=-3&max-price=1.234&utm_source=x');
    expect(listing).toEqual({ sort: 'FEATURED', filter: {} });
    expect(isDefaultListing(listing)).toBe(true);
  });

  it('writes what it reads, and nothing for the owner’s order unfiltered', () => {
    const listing: Listing = { sort: 'NEWEST', filter: { availability: 'OUT_OF_STOCK', productTypes: [3], minPriceCents: 500 } };
    const params = listingParams(listing, 'USD');
    expect(params.toString()).toBe('sort=newest&availability=out-of-stock&type=service&min-price=5.00');
    expect(listingFromParams(params, 'USD')).toEqual(listing);
    expect(listingParams({ sort: 'FEATURED', filter: {} }, 'USD').toString()).toBe('');
  });

  it('refuses prices out of bounds and more than five types', () => {
    expect(listingFilterProblem({ minPriceCents: -1 })).toBe(PRICE_FILTER_MESSAGE);
    expect(listingFilterProblem({ maxPriceCents: 1_000_000_001 })).toBe(PRICE_FILTER_MESSAGE);
    expect(listingFilterProblem({ productTypes: [1, 2, 3, 4, 5, 1] })).toBe(FILTER_TYPES_MESSAGE);
    expect(listingFilterProblem({ minPriceCents: 0, maxPriceCents: 1_000_000_000, productTypes: [1] })).toBeNull();
  });
});
