// A listing's order and filters (domain/product-listing.ts) in SQL, over a product `p` joined with its item `i`: the
// same text on SQLite and PostgreSQL. Prices are a variant's effective price (domain/availability.ts
// effectivePriceCents); "in stock" is domain/availability.ts isSoldOut turned around. tests/api/product-listing.test.ts
// checks both against the domain's functions on both engines.
import { join, raw, type Sql, sqltag } from '@prisma/client/runtime/client';
import type { Listing, ListingSort } from '../../../domain/product-listing.ts';
import { ProductType } from '../../../domain/product-type.ts';

const EFFECTIVE_PRICE = `CASE WHEN v."onSale" THEN v."salePriceCents" ELSE v."priceCents" END`;
const TRACKED_TYPES = `${ProductType.PHYSICAL}, ${ProductType.SERVICE}`;

/** A product's "from" price; products without variants come last either way. */
const fromPrice = (p: string, missing: number) =>
  `COALESCE((SELECT MIN(${EFFECTIVE_PRICE}) FROM "ProductVariant" v WHERE v."productId" = ${p}."id"), ${missing})`;

type Key = { sql: (p: string, i: string) => string; descending: boolean };

const FEATURED_KEYS: Key[] = [
  { sql: (p) => `${p}."position"`, descending: false },
  { sql: (p) => `${p}."id"`, descending: false },
];

/** Each order's keys, most significant first; ties keep the owner's order. */
const KEYS: Record<ListingSort, Key[]> = {
  FEATURED: FEATURED_KEYS,
  PRICE_ASCENDING: [{ sql: (p) => fromPrice(p, 2_147_483_647), descending: false }, ...FEATURED_KEYS],
  PRICE_DESCENDING: [{ sql: (p) => fromPrice(p, -1), descending: true }, ...FEATURED_KEYS],
  NEWEST: [{ sql: (_p, i) => `${i}."publishOn"`, descending: true }, ...FEATURED_KEYS],
};

/** The sort keys as columns k0, k1 … of the page's rows (for the page's outer order). */
export const sortKeyColumns = (sort: ListingSort) => KEYS[sort].map((k, n) => `${k.sql('p', 'i')} AS "k${n}"`).join(', ');

/** ORDER BY over the page's key columns k0, k1 … (of `table`, or of the statement itself when null, so that no key
 * is computed twice); `backwards` turns it around (a page before a cursor). */
export function sortOrder(sort: ListingSort, table: string | null, backwards = false): string {
  return KEYS[sort].map((k, n) => `${table ? `${table}.` : ''}"k${n}" ${k.descending !== backwards ? 'DESC' : 'ASC'}`).join(', ');
}

/** The products from the cursor's on (itself included, as Prisma's cursor), or before it going `backwards`, in this
 * order: its keys are read in a one-row join `cur` (none when the cursor's product is gone, so the page is empty). */
export function afterCursor(sort: ListingSort, cursorId: string, websiteId: string, backwards: boolean): { join: Sql; where: Sql } {
  const keys = KEYS[sort];
  const columns = keys.map((k, n) => `${k.sql('pc', 'ic')} AS "c${n}"`).join(', ');
  const cursorRow = sqltag` CROSS JOIN (SELECT ${raw(columns)} FROM "Product" pc JOIN "Item" ic ON ic."id" = pc."id" WHERE pc."id" = ${cursorId} AND pc."websiteId" = ${websiteId}) cur`;
  const alternatives = keys.map((key, n) => {
    const equal = keys.slice(0, n).map((k, m) => `${k.sql('p', 'i')} = cur."c${m}"`);
    const last = n === keys.length - 1;
    const after = key.descending !== backwards ? '<' : '>';
    return [...equal, `${key.sql('p', 'i')} ${after}${last ? '=' : ''} cur."c${n}"`].join(' AND ');
  });
  return { join: cursorRow, where: raw(`(${alternatives.map((a) => `(${a})`).join(' OR ')})`) };
}

/** The filter's conditions on `p` and `i`. */
export function filterConditions({ filter }: Listing): Sql[] {
  const parts: Sql[] = [];
  const inStock = `(p."productType" NOT IN (${TRACKED_TYPES}) OR EXISTS (SELECT 1 FROM "ProductVariant" v WHERE v."productId" = p."id" AND (v."unlimited" OR v."qtyInStock" > 0)))`;
  if (filter.availability === 'IN_STOCK') parts.push(raw(inStock));
  if (filter.availability === 'OUT_OF_STOCK') parts.push(raw(`NOT ${inStock}`));
  if (filter.productTypes?.length) parts.push(sqltag`p."productType" IN (${join([...filter.productTypes])})`);
  const min = filter.minPriceCents ?? null;
  const max = filter.maxPriceCents ?? null;
  if (min !== null || max !== null) {
    const bounds = [
      min === null ? null : sqltag`${raw(EFFECTIVE_PRICE)} >= ${min}`,
      max === null ? null : sqltag`${raw(EFFECTIVE_PRICE)} <= ${max}`,
    ].filter((b): b is Sql => b !== null);
    parts.push(sqltag`EXISTS (SELECT 1 FROM "ProductVariant" v WHERE v."productId" = p."id" AND ${join(bounds, ' AND ')})`);
  }
  return parts;
}
