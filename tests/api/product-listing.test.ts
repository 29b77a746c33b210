// A listing's sort and filters (domain/product-listing.ts, server/services/products/listing-query.ts): the products and
// their order equal what the domain's own rules give (domain/availability.ts), on SQLite and on PostgreSQL (both in
// CI), through the one-statement reader and through Prisma for other selections, page by page after a cursor and
// before one; and Collection.products takes them in GraphQL, refusing a filter out of bounds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectivePriceCents, fromPriceCents, isSoldOut } from '../../domain/availability.ts';
import { LISTING_SORTS, type Listing } from '../../domain/product-listing.ts';
import { ProductType } from '../../domain/product-type.ts';
import { listLiveProducts } from '../../server/services/catalog.ts';
import type { readProductRows } from '../../server/services/products/product-rows.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let collectionId: string;
const WEBSITE = 'site-demo';
const ctx = () => ({ db: t.db, website: { id: WEBSITE } }) as unknown as Parameters<typeof readProductRows>[0];

type Variant = { priceCents: number; salePriceCents?: number; onSale?: boolean; unlimited?: boolean; qtyInStock?: number };
type Spec = { slug: string; position: number; type: number; publishOn: string; variants: Variant[] };

/** Ties in price and in date, a sale that makes a product cheapest, sold-out products of a kind with stock and of one
 * without, a product with no variants, and a draft that never shows. */
const PRODUCTS: Spec[] = [
  {
    slug: 'tee',
    position: 0,
    type: ProductType.PHYSICAL,
    publishOn: '2026-03-01',
    variants: [{ priceCents: 2500, qtyInStock: 3 }, { priceCents: 2800 }],
  },
  { slug: 'mug', position: 1, type: ProductType.PHYSICAL, publishOn: '2026-05-01', variants: [{ priceCents: 1800, qtyInStock: 0 }] },
  {
    slug: 'cap',
    position: 2,
    type: ProductType.PHYSICAL,
    publishOn: '2026-05-01',
    variants: [{ priceCents: 4000, salePriceCents: 1200, onSale: true, qtyInStock: 1 }],
  },
  { slug: 'ebook', position: 3, type: ProductType.DIGITAL, publishOn: '2026-01-15', variants: [{ priceCents: 1800, unlimited: true }] },
  { slug: 'lesson', position: 4, type: ProductType.SERVICE, publishOn: '2026-02-01', variants: [{ priceCents: 9000, qtyInStock: 0 }] },
  {
    slug: 'card',
    position: 5,
    type: ProductType.GIFT_CARD,
    publishOn: '2026-04-01',
    variants: [{ priceCents: 2500 }, { priceCents: 10000 }],
  },
  { slug: 'empty', position: 6, type: ProductType.PHYSICAL, publishOn: '2026-06-01', variants: [] },
  { slug: 'bag', position: 6, type: ProductType.PHYSICAL, publishOn: '2026-03-01', variants: [{ priceCents: 6000, unlimited: true }] },
];

async function create(spec: Spec, status: 'PUBLISHED' | 'DRAFT' = 'PUBLISHED') {
  const id = `listing-${spec.slug}`;
  await t.db.item.create({
    data: { id, websiteId: WEBSITE, collectionId, title: spec.slug, urlSlug: spec.slug, status, publishOn: new Date(spec.publishOn) },
  });
  await t.db.product.create({
    data: { id, websiteId: WEBSITE, collectionId, productType: spec.type, variantOptionOrdering: [], position: spec.position },
  });
  for (const [n, v] of spec.variants.entries())
    await t.db.productVariant.create({
      data: { websiteId: WEBSITE, productId: id, sku: `${id}-${n}`, attributes: {}, currency: 'USD', position: n, ...v },
    });
}

beforeAll(async () => {
  t = await startTestApp();
  collectionId = (await t.db.collection.create({ data: { websiteId: WEBSITE, title: 'Listing', urlSlug: 'listing', type: 13 } })).id;
  for (const spec of PRODUCTS) await create(spec);
  await create({ slug: 'draft', position: 7, type: ProductType.PHYSICAL, publishOn: '2026-01-01', variants: [{ priceCents: 1 }] }, 'DRAFT');
});
afterAll(() => t.close());

/** The listing by the domain's rules, in memory. */
function expected({ sort, filter }: Listing): string[] {
  const priced = filter.minPriceCents != null || filter.maxPriceCents != null;
  const rows = PRODUCTS.map((p) => {
    const variants = p.variants.map((v) => ({ salePriceCents: 0, onSale: false, unlimited: false, qtyInStock: 0, ...v }));
    const availability = { productType: p.type, variants };
    return {
      ...p,
      id: `listing-${p.slug}`,
      soldOut: isSoldOut(availability),
      from: fromPriceCents(availability),
      prices: variants.map(effectivePriceCents),
    };
  }).filter(
    (p) =>
      (!filter.availability || p.soldOut === (filter.availability === 'OUT_OF_STOCK')) &&
      (!filter.productTypes?.length || filter.productTypes.includes(p.type)) &&
      (!priced || p.prices.some((c) => c >= (filter.minPriceCents ?? 0) && c <= (filter.maxPriceCents ?? Number.MAX_SAFE_INTEGER))),
  );
  const key = (p: (typeof rows)[number]) => {
    // A product without variants (the API never leaves one so) counts as 0 (docs/catalog.md "Listing facts").
    if (sort === 'PRICE_ASCENDING') return p.from ?? 0;
    if (sort === 'PRICE_DESCENDING') return -(p.from ?? 0);
    return sort === 'NEWEST' ? -Date.parse(p.publishOn) : 0;
  };
  return rows.sort((a, b) => key(a) - key(b) || a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((p) => p.id);
}

const FAST = { select: { id: true, item: { select: { title: true } }, variants: { orderBy: { position: 'asc' } } } } as const;
/** A selection the one-statement reader leaves to Prisma. */
const OTHER = { select: { id: true, subscriptionOptions: true } } as const;

const ids = async (listing: Listing, query: object = FAST) =>
  (await listLiveProducts(ctx(), collectionId, { ...query, take: 50, skip: 0 }, listing)).map((p) => p.id);

const FILTERS: Listing['filter'][] = [
  {},
  { availability: 'IN_STOCK' },
  { availability: 'OUT_OF_STOCK' },
  { productTypes: [ProductType.PHYSICAL, ProductType.SERVICE] },
  { minPriceCents: 2000 },
  { maxPriceCents: 1800 },
  { minPriceCents: 2000, maxPriceCents: 3000, availability: 'IN_STOCK' },
];

describe('product listing sort and filters', () => {
  it('every sort with every filter lists what the domain’s rules list, in their order, through both readers', async () => {
    for (const sort of LISTING_SORTS)
      for (const filter of FILTERS) {
        const listing = { sort, filter };
        const want = expected(listing);
        expect(await ids(listing), JSON.stringify(listing)).toEqual(want);
        expect(await ids(listing, OTHER), JSON.stringify(listing)).toEqual(want);
      }
  });

  it('by price, a sale price counts and ties keep the owner’s order; a product without variants counts as 0', async () => {
    expect(await ids({ sort: 'PRICE_ASCENDING', filter: {} })).toEqual([
      'listing-empty',
      'listing-cap',
      'listing-mug',
      'listing-ebook',
      'listing-tee',
      'listing-card',
      'listing-bag',
      'listing-lesson',
    ]);
  });

  it('out of stock finds sold-out products of kinds with stock only (a service without stock, an empty product)', async () => {
    expect(await ids({ sort: 'FEATURED', filter: { availability: 'OUT_OF_STOCK' } })).toEqual([
      'listing-mug',
      'listing-lesson',
      'listing-empty',
    ]);
  });

  it('page after page from a cursor, forwards and backwards, walks the whole listing once, through both readers', async () => {
    for (const sort of LISTING_SORTS)
      for (const query of [FAST, OTHER]) {
        const listing: Listing = { sort, filter: {} };
        const want = expected(listing);
        const seen: string[] = [];
        let cursor: string | null = null;
        for (let page = 0; page < 10 && seen.length < want.length; page++) {
          const args: object = cursor ? { take: 3, skip: 1, cursor: { id: cursor } } : { take: 3, skip: 0 };
          const rows: string[] = (await listLiveProducts(ctx(), collectionId, { ...query, ...args }, listing)).map((p) => p.id);
          seen.push(...rows);
          cursor = rows.at(-1) ?? null;
        }
        expect(seen, sort).toEqual(want);
        // Prisma's negative take: the page before a cursor (the reader leaves it to Prisma's path with the listing).
        const before = await listLiveProducts(ctx(), collectionId, { ...query, take: -2, skip: 1, cursor: { id: want[4] } }, listing);
        expect(
          before.map((p) => p.id),
          sort,
        ).toEqual(want.slice(2, 4));
      }
  });
});

describe('the listing’s statements', () => {
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'newest first walks the item’s (website, collection, publish date) index; by price, the products’ (website, collection, from price) index, reading no variant',
    async () => {
      const plan = async (sort: Listing['sort']) => {
        await ids({ sort, filter: {} }, { select: { id: true, item: { select: { title: true } } } });
        const sql = t.statements.last;
        const rows = await t.db.$queryRawUnsafe<{ detail: string }[]>(
          `EXPLAIN QUERY PLAN ${sql}`,
          ...Array.from(sql.matchAll(/\?/g), () => null),
        );
        return rows.map((row) => row.detail);
      };
      const newest = await plan('NEWEST');
      expect(newest).toContainEqual(expect.stringContaining('Item_websiteId_collectionId_publishOn_idx'));
      const byPrice = await plan('PRICE_ASCENDING');
      expect(byPrice).toContainEqual(expect.stringContaining('Product_websiteId_collectionId_fromPriceCents_position_id_idx'));
      expect(byPrice.join('\n')).not.toMatch(/CORRELATED|ProductVariant|TEMP B-TREE/);
    },
  );
});

describe('Collection.products in GraphQL', () => {
  const LISTING = `query Listing($sort: ProductSort, $filter: ProductFilter) {
    collection(urlSlug: "listing") {
      products(first: 3, sort: $sort, filter: $filter) { edges { node { id } } pageInfo { hasNextPage } }
      productFilters { productTypes highestPrice { cents formatted } }
    }
  }`;
  type Answer = {
    collection: { products: { edges: { node: { id: string } }[]; pageInfo: { hasNextPage: boolean } }; productFilters: unknown };
  };

  it('takes a sort and a filter, and offers the types present and the highest price', async () => {
    const res = await t.gql<Answer>(LISTING, {
      sort: 'PRICE_DESCENDING',
      filter: { productTypes: ['PHYSICAL'], availability: 'IN_STOCK' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.collection.products.edges.map((e) => e.node.id)).toEqual(['listing-bag', 'listing-tee', 'listing-cap']);
    expect(res.data?.collection.products.pageInfo.hasNextPage).toBe(false);
    expect(res.data?.collection.productFilters).toEqual({
      productTypes: ['PHYSICAL', 'DIGITAL', 'SERVICE', 'GIFT_CARD'],
      highestPrice: { cents: 10000, formatted: '$100.00' },
    });
  });

  it('a price out of bounds or more than five types is BAD_USER_INPUT with its message', async () => {
    const negative = await t.gql<Answer>(LISTING, { filter: { minPriceCents: -1 } });
    expect(negative.errors?.[0]).toMatchObject({
      message: 'Prices are whole amounts in minor units from 0 to 1,000,000,000.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const types = await t.gql<Answer>(LISTING, {
      filter: { productTypes: ['PHYSICAL', 'DIGITAL', 'SERVICE', 'GIFT_CARD', 'PAYWALL', 'PHYSICAL'] },
    });
    expect(types.errors?.[0]).toMatchObject({ message: 'Filter by at most 5 product types.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('?format=json of a product page', () => {
  type PageJson = { items: { id: string }[]; pagination: { nextPageUrl: string | null } };
  const page = async (query: string) => (await (await t.request(`/listing?format=json${query}`)).json()) as PageJson;

  it('takes the address’s sort and filters, as the storefront’s listing does; unknown values are left out', async () => {
    const sorted = await page('&sort=price-descending&availability=in-stock&type=physical&min-price=20');
    const want = expected({ sort: 'PRICE_DESCENDING', filter: { availability: 'IN_STOCK', productTypes: [1], minPriceCents: 2000 } });
    expect(sorted.items.map((i) => i.id)).toEqual(want);
    expect(want).toEqual(['listing-bag', 'listing-tee']);
    expect((await page('&sort=cheapest&availability=maybe&type=toy&min-price=abc')).items.map((i) => i.id)).toEqual(
      expected({ sort: 'FEATURED', filter: {} }),
    );
  });

  it('the sorted answer is not kept for the unsorted page, nor the other way round', async () => {
    expect((await page('')).items[0].id).toBe('listing-tee');
    expect((await page('&sort=newest')).items[0].id).toBe('listing-empty');
    expect((await page('')).items[0].id).toBe('listing-tee');
  });
});
