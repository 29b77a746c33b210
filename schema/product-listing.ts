// A listing's order and filters (domain/product-listing.ts) as Collection.products takes them, and the filters' options.
import { GraphQLError } from 'graphql';
import {
  AVAILABILITY_FILTERS,
  LISTING_SORTS,
  type Listing,
  type ListingFilter,
  type ListingSort,
  listingFilterProblem,
} from '../domain/product-listing.ts';
import type { ListingFilterOptions } from '../server/services/products/listing-filters.ts';
import { builder } from './builder.ts';
import { Money, money } from './money.ts';
import { ProductTypeEnum } from './product.ts';

export const ListingSortEnum = builder.enumType('ProductSort', {
  description: 'FEATURED is the owner’s order; by price, a product counts at its lowest price (the sale price when on sale).',
  values: LISTING_SORTS,
});

const AvailabilityFilterEnum = builder.enumType('AvailabilityFilter', {
  description: 'IN_STOCK: a product a shopper can add (a variant in stock, or a kind without stock); OUT_OF_STOCK: sold out.',
  values: AVAILABILITY_FILTERS,
});

export const ProductFilterInput = builder.inputType('ProductFilter', {
  description:
    'Products that meet every condition given. A product is in a price range when one of its variants’ prices (the sale price when on sale) is.',
  fields: (t) => ({
    availability: t.field({ type: AvailabilityFilterEnum }),
    productTypes: t.field({ type: [ProductTypeEnum], description: 'Any of these types (at most 5).' }),
    minPriceCents: t.int({ description: 'In minor units, 0 to 1,000,000,000.' }),
    maxPriceCents: t.int({ description: 'In minor units, 0 to 1,000,000,000.' }),
  }),
});

/** The listing Collection.products' arguments ask for; a filter out of bounds is BAD_USER_INPUT. */
export function listingOf(args: { sort?: ListingSort | null; filter?: ListingFilter | null }): Listing {
  const filter = args.filter ?? {};
  const problem = listingFilterProblem(filter);
  if (problem) throw new GraphQLError(problem, { extensions: { code: 'BAD_USER_INPUT', field: 'filter' } });
  return { sort: args.sort ?? 'FEATURED', filter };
}

export const ProductFilterOptions = builder.objectRef<ListingFilterOptions & { currency: string }>('ProductFilterOptions').implement({
  fields: (t) => ({
    productTypes: t.field({ type: [ProductTypeEnum], description: 'The types of the listing’s products.', resolve: (o) => o.productTypes }),
    highestPrice: t.field({
      type: Money,
      nullable: true,
      description: 'The highest price among them (null when none has a variant).',
      resolve: (o) => (o.highestPriceCents === null ? null : money(o.highestPriceCents, o.currency)),
    }),
  }),
});
