// A listing's order and filters (domain/product-listing.ts) as Kysely expressions over a product `p` joined with its
// item `i`. Prices are a variant's effective price (domain/availability.ts effectivePriceCents); "in stock" is
// domain/availability.ts isSoldOut turned around. tests/api/product-listing.test.ts checks both against the domain's
// functions on both databases.
import { type AliasableExpression, type Expression, type ExpressionBuilder, expressionBuilder, type SqlBool } from 'kysely';
import type { Listing, ListingSort } from '../../../domain/product-listing.ts';
import { ProductType } from '../../../domain/product-type.ts';
import type { ProductAndItem } from '../live-rows.ts';

type Listed = ExpressionBuilder<ProductAndItem, 'p' | 'i'>;
const eb: Listed = expressionBuilder<ProductAndItem, 'p' | 'i'>();

/** A variant `v` of `p`. */
const variantsOfP = () => eb.selectFrom('ProductVariant as v').whereRef('v.productId', '=', 'p.id');
const ev = expressionBuilder<ProductAndItem & { v: ProductAndItem['ProductVariant'] }, 'v'>();
const EFFECTIVE_PRICE = ev.case().when(ev.ref('v.onSale')).then(ev.ref('v.salePriceCents')).else(ev.ref('v.priceCents')).end();

/** A product's "from" price; products without variants come last either way. */
const fromPrice = (missing: number) =>
  eb.fn.coalesce(
    variantsOfP().select((v) => v.fn.min(EFFECTIVE_PRICE).as('from')),
    eb.lit(missing),
  );

type Key = { expression: AliasableExpression<unknown>; descending: boolean };

const FEATURED_KEYS: Key[] = [
  { expression: eb.ref('p.position'), descending: false },
  { expression: eb.ref('p.id'), descending: false },
];

/** Each order's keys, most significant first; ties keep the owner's order. */
const KEYS: Record<ListingSort, Key[]> = {
  FEATURED: FEATURED_KEYS,
  PRICE_ASCENDING: [{ expression: fromPrice(2_147_483_647), descending: false }, ...FEATURED_KEYS],
  PRICE_DESCENDING: [{ expression: fromPrice(-1), descending: true }, ...FEATURED_KEYS],
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

/** The filter's conditions on `p`; `value(n)` is where the n-th of filterValues goes. */
export function filterConditions({ filter }: Listing, value: (n: number) => number): Expression<SqlBool>[] {
  const parts: Expression<SqlBool>[] = [];
  const inStock = eb.or([
    eb('p.productType', 'not in', [eb.lit(ProductType.PHYSICAL), eb.lit(ProductType.SERVICE)]),
    eb.exists(
      variantsOfP()
        .select(eb.lit(1).as('one'))
        .where((v) => v.or([v('v.unlimited', '=', true), v('v.qtyInStock', '>', 0)])),
    ),
  ]);
  if (filter.availability === 'IN_STOCK') parts.push(inStock);
  if (filter.availability === 'OUT_OF_STOCK') parts.push(eb.not(inStock));
  let n = 0;
  if (filter.productTypes?.length)
    parts.push(
      eb(
        'p.productType',
        'in',
        filter.productTypes.map(() => value(n++)),
      ),
    );
  const bounds = [
    filter.minPriceCents == null ? [] : [ev(EFFECTIVE_PRICE, '>=', value(n++))],
    filter.maxPriceCents == null ? [] : [ev(EFFECTIVE_PRICE, '<=', value(n++))],
  ].flat();
  if (bounds.length > 0) parts.push(eb.exists(variantsOfP().select(eb.lit(1).as('one')).where(ev.and(bounds))));
  return parts;
}

/** The filter's values in the order filterConditions places them. */
export const filterValues = ({ filter }: Listing): number[] =>
  [...(filter.productTypes ?? []), filter.minPriceCents, filter.maxPriceCents].filter((p): p is number => p !== null && p !== undefined);

/** What changes the filter's statement text: which conditions it has, and how many types it names. */
export const filterShape = ({ filter }: Listing) =>
  `${filter.availability ?? '-'}:${filter.productTypes?.length ?? 0}:${filter.minPriceCents == null ? '-' : '+'}${filter.maxPriceCents == null ? '-' : '+'}`;
