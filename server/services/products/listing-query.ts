// A listing's order and filters (domain/product-listing.ts) as Kysely expressions over a product `p` joined with its
// item `i`. Prices are a variant's effective price (domain/availability.ts effectivePriceCents); "in stock" is
// domain/availability.ts isSoldOut turned around. The price order and the availability filter read the product's
// listing facts (its lowest price, whether it is in stock: kept by the database, docs/catalog.md "Listing facts"),
// so that an index gives the order. tests/api/product-listing.test.ts checks both against the domain's functions on
// both databases.
import { type AliasableExpression, type Expression, type ExpressionBuilder, expressionBuilder, type SqlBool } from 'kysely';
import type { Listing, ListingSort } from '../../../domain/product-listing.ts';
import type { Param } from '../../db/prepared.ts';
import type { ProductAndItem } from '../live-rows.ts';

type Listed = ExpressionBuilder<ProductAndItem, 'p' | 'i'>;
const eb: Listed = expressionBuilder<ProductAndItem, 'p' | 'i'>();

/** A variant `v` of `p`. */
const variantsOfP = () => eb.selectFrom('ProductVariant as v').whereRef('v.productId', '=', 'p.id');
const ev = expressionBuilder<ProductAndItem & { v: ProductAndItem['ProductVariant'] }, 'v'>();
const EFFECTIVE_PRICE = ev.case().when(ev.ref('v.onSale')).then(ev.ref('v.salePriceCents')).else(ev.ref('v.priceCents')).end();

/** A product's "from" price, as its listing facts keep it (0 for a product without variants, which none is for long). */
const FROM_PRICE = eb.ref('p.fromPriceCents');

type Key = { expression: AliasableExpression<unknown>; descending: boolean };

const FEATURED_KEYS: Key[] = [
  { expression: eb.ref('p.position'), descending: false },
  { expression: eb.ref('p.id'), descending: false },
];

/** Each order's keys, most significant first; ties keep the owner's order. */
const KEYS: Record<ListingSort, Key[]> = {
  FEATURED: FEATURED_KEYS,
  PRICE_ASCENDING: [{ expression: FROM_PRICE, descending: false }, ...FEATURED_KEYS],
  PRICE_DESCENDING: [{ expression: FROM_PRICE, descending: true }, ...FEATURED_KEYS],
  NEWEST: [{ expression: eb.ref('i.publishOn'), descending: true }, ...FEATURED_KEYS],
};

/** The sort keys as columns `${prefix}0`, `${prefix}1` … (a page's, for its outer order; the cursor's). */
export const sortKeys = (sort: ListingSort, prefix: string) => KEYS[sort].map((k, n) => k.expression.as(`${prefix}${n}`));

/** The name and direction of each sort key column `${prefix}0` … in order; `backwards` turns it around (a page before a
 * cursor). */
export const sortOrder = (sort: ListingSort, prefix: string, backwards = false) =>
  KEYS[sort].map((k, n) => ({ key: `${prefix}${n}`, direction: k.descending !== backwards ? ('desc' as const) : ('asc' as const) }));

/** The products from the cursor's on (itself included, as Prisma's cursor), or before it going `backwards`, in this
 * order, given a reference to each of the cursor's keys (read in a one-row join: none when the cursor's product is
 * gone, so the page is empty). */
export function afterCursor(sort: ListingSort, cursorKey: (n: number) => Expression<unknown>, backwards: boolean): Expression<SqlBool> {
  const keys = KEYS[sort];
  return eb.or(
    keys.map((key, n) => {
      const equal = keys.slice(0, n).map((k, m) => eb(k.expression, '=', cursorKey(m)));
      const after = key.descending !== backwards ? '<' : '>';
      return eb.and([...equal, eb(key.expression, n === keys.length - 1 ? (`${after}=` as const) : after, cursorKey(n))]);
    }),
  );
}

/** Which conditions a listing's filter has — what changes its statement's text (server/db/prepared.ts). */
export type FilterShape = { availability: 'IN_STOCK' | 'OUT_OF_STOCK' | null; productTypes: number; minPrice: boolean; maxPrice: boolean };

export const filterShape = ({ filter }: Listing): FilterShape => ({
  availability: filter.availability ?? null,
  productTypes: filter.productTypes?.length ?? 0,
  minPrice: filter.minPriceCents != null,
  maxPrice: filter.maxPriceCents != null,
});

/** A filter's values, by name (those it does not have are null; an empty list). */
export type FilterParams = { productTypes: readonly number[]; minPriceCents: number | null; maxPriceCents: number | null };

export const filterParams = ({ filter }: Listing): FilterParams => ({
  productTypes: filter.productTypes ?? [],
  minPriceCents: filter.minPriceCents ?? null,
  maxPriceCents: filter.maxPriceCents ?? null,
});

/** The filter's conditions on `p`, with `param(name)` where its value of that name goes. */
export function filterConditions(shape: FilterShape, param: Param<FilterParams>): Expression<SqlBool>[] {
  const parts: Expression<SqlBool>[] = [];
  if (shape.availability) parts.push(eb('p.inStock', '=', shape.availability === 'IN_STOCK'));
  if (shape.productTypes > 0) parts.push(eb('p.productType', 'in', param.each('productTypes', shape.productTypes)));
  const bounds = [
    shape.minPrice ? [ev(EFFECTIVE_PRICE, '>=', param('minPriceCents') as number)] : [],
    shape.maxPrice ? [ev(EFFECTIVE_PRICE, '<=', param('maxPriceCents') as number)] : [],
  ].flat();
  if (bounds.length === 0) return parts;
  // Only a product whose prices span the range can have a variant in it (its listing facts), then one must be.
  if (shape.minPrice) parts.push(eb('p.highestPriceCents', '>=', param('minPriceCents') as number));
  if (shape.maxPrice) parts.push(eb('p.fromPriceCents', '<=', param('maxPriceCents') as number));
  parts.push(eb.exists(variantsOfP().select(eb.lit(1).as('one')).where(ev.and(bounds))));
  return parts;
}
