// A product page and a listing page in one statement (server/services/products/product-rows.ts) give exactly what
// Prisma gives for the same selection — every product column, the item's and collection's asked columns, variants
// and images in their order, dates as dates, JSON as values, booleans as booleans — on SQLite and on PostgreSQL (both
// in CI); and only products visitors may see, however they are looked up.
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CollectionPageDocument } from '../../client/src/graphql/generated/documents/CollectionPageQuery.ts';
import { ProductPageDocument } from '../../client/src/graphql/generated/documents/ProductPageQuery.ts';
import { findCollection, findProduct, listLiveProducts } from '../../server/services/catalog.ts';
import { productShape, type readProductRows } from '../../server/services/products/product-rows.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let collectionId: string;
const WEBSITE = 'site-demo';
const ctx = () => ({ db: t.db, website: { id: WEBSITE } }) as unknown as Parameters<typeof readProductRows>[0];

/** A selection like the one Pothos makes for a product page: every product column, the item's head, the collection's
 * slug, variants and images in order. */
const FULL = {
  select: {
    id: true,
    websiteId: true,
    collectionId: true,
    productType: true,
    variantOptionOrdering: true,
    isSubscribable: true,
    additionalFieldsFormId: true,
    useCustomAddButtonText: true,
    customAddButtonText: true,
    position: true,
    archivedAt: true,
    createdAt: true,
    updatedAt: true,
    item: { select: { id: true, title: true, urlSlug: true, excerpt: true, status: true, publishOn: true, blocks: true, focalX: true } },
    collection: { select: { urlSlug: true, enabled: true } },
    variants: { orderBy: { position: 'asc' } },
    images: { orderBy: { position: 'asc' } },
  },
} as const;

async function product(
  slug: string,
  position: number,
  opts: { status?: 'DRAFT' | 'PUBLISHED'; publishOn?: Date; archived?: boolean; variants?: number } = {},
) {
  const id = `rows-${slug}`;
  await t.db.item.create({
    data: {
      id,
      websiteId: WEBSITE,
      collectionId,
      title: `Rows ${slug}`,
      urlSlug: slug,
      excerpt: `About ${slug}`,
      status: opts.status ?? 'PUBLISHED',
      publishOn: opts.publishOn ?? new Date('2026-01-01T00:00:00Z'),
      blocks: [{ type: 'text', html: '<p>x</p>' }],
    },
  });
  await t.db.product.create({
    data: {
      id,
      websiteId: WEBSITE,
      collectionId,
      productType: 1,
      variantOptionOrdering: ['Size', 'Color'],
      position,
      archivedAt: opts.archived ? new Date('2026-02-01T00:00:00Z') : null,
      customAddButtonText: position === 1 ? 'Take it' : null,
    },
  });
  for (let v = 0; v < (opts.variants ?? 3); v++)
    await t.db.productVariant.create({
      data: {
        websiteId: WEBSITE,
        productId: id,
        sku: `${id}-${v}`,
        attributes: { Size: ['S', 'M', 'L'][v % 3], Color: 'Red' },
        priceCents: 1000 + v,
        salePriceCents: v === 1 ? 900 : 0,
        onSale: v === 1,
        currency: 'USD',
        unlimited: v === 2,
        qtyInStock: 5 - v,
        position: 2 - v,
      },
    });
  for (let i = 0; i < 2; i++)
    await t.db.productImage.create({
      data: {
        websiteId: WEBSITE,
        productId: id,
        assetUrl: `/m/${id}-${i}.jpg`,
        width: 800,
        height: 600,
        position: 1 - i,
        widths: [400, 800],
      },
    });
  return id;
}

beforeAll(async () => {
  t = await startTestApp();
  collectionId = (await t.db.collection.create({ data: { websiteId: WEBSITE, title: 'Rows', urlSlug: 'rows', type: 13 } })).id;
  await product('first', 0);
  await product('second', 1);
  await product('tied', 1, { variants: 0 });
  await product('fourth', 3);
  await product('draft', 4, { status: 'DRAFT' });
  await product('scheduled', 5, { publishOn: new Date('2099-01-01T00:00:00Z') });
  await product('archived', 6, { archived: true });
});
afterAll(() => t.close());

const live = { archivedAt: null, item: { status: 'PUBLISHED' as const, publishOn: { lte: new Date() } } };

describe('product rows', () => {
  it('a product by id, with item, collection, variants and images, equals what Prisma reads', async () => {
    const prisma = await t.db.product.findFirst({ ...FULL, where: { id: 'rows-second' } });
    expect(prisma).not.toBeNull();
    expect(await findProduct(ctx(), { id: 'rows-second' }, FULL)).toEqual(prisma);
  });

  it('a product by URL slug, and by slug within its collection; another collection’s slug finds nothing', async () => {
    const prisma = await t.db.product.findFirst({ ...FULL, where: { id: 'rows-first' } });
    expect(await findProduct(ctx(), { urlSlug: 'first' }, FULL)).toEqual(prisma);
    expect(await findProduct(ctx(), { urlSlug: 'first', collectionSlug: 'rows' }, FULL)).toEqual(prisma);
    expect(await findProduct(ctx(), { urlSlug: 'first', collectionSlug: 'elsewhere' }, FULL)).toBeNull();
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'a product by URL slug alone goes through the item’s (website, slug) index, not through every product of the website',
    async () => {
      await findProduct(ctx(), { urlSlug: 'first' }, { select: { id: true, item: { select: { title: true } } } });
      const sql = t.statements.last;
      const plan = await t.db.$queryRawUnsafe<{ detail: string }[]>(
        `EXPLAIN QUERY PLAN ${sql}`,
        ...Array.from(sql.matchAll(/\?/g), () => null),
      );
      const steps = plan.map((row) => row.detail);
      expect(steps).toContainEqual(expect.stringContaining('Item_websiteId_urlSlug_idx'));
      // Before the index: SEARCH p USING INDEX Product_websiteId_collectionId_position_idx (websiteId=?), every product.
      expect(steps).not.toContainEqual(expect.stringMatching(/\(websiteId=\?\)$/));
    },
  );

  it('a product without variants has none; a listing page equals Prisma’s page, ties in position by id', async () => {
    const page = { ...FULL, take: 3, skip: 0 };
    const prisma = await t.db.product.findMany({
      ...page,
      where: { websiteId: WEBSITE, collectionId, ...live },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
    });
    const rows = await listLiveProducts(ctx(), collectionId, page);
    expect(rows.map((p) => p.id)).toEqual(['rows-first', 'rows-second', 'rows-tied']);
    expect(rows).toEqual(prisma);
    expect((rows[2] as unknown as { variants: unknown[] }).variants).toEqual([]);
  });

  it('the page after a cursor, and past the end, equal Prisma’s', async () => {
    const orderBy = [{ position: 'asc' as const }, { id: 'asc' as const }];
    for (const cursor of ['rows-first', 'rows-tied', 'rows-fourth']) {
      const page = { ...FULL, take: 2, skip: 1, cursor: { id: cursor } };
      const prisma = await t.db.product.findMany({ ...page, where: { websiteId: WEBSITE, collectionId, ...live }, orderBy });
      expect(await listLiveProducts(ctx(), collectionId, page)).toEqual(prisma);
    }
  });

  it('visitors never see a draft, a scheduled or an archived product, by id, by URL slug or in a listing', async () => {
    for (const slug of ['draft', 'scheduled', 'archived']) {
      expect(await findProduct(ctx(), { id: `rows-${slug}` }, FULL)).toBeNull();
      expect(await findProduct(ctx(), { urlSlug: slug }, FULL)).toBeNull();
      // A selection the reader leaves to Prisma follows the same rule.
      const other = { select: { id: true, reviews: true } };
      expect(productShape(other)).toBeNull();
      expect(await findProduct(ctx(), { urlSlug: slug }, other)).toBeNull();
    }
    const all = await listLiveProducts(ctx(), collectionId, { ...FULL, take: 50, skip: 0 });
    expect(all.map((p) => p.id)).toEqual(['rows-first', 'rows-second', 'rows-tied', 'rows-fourth']);
  });

  it('only the columns asked for are read, for a page as for one product', async () => {
    const slim = {
      select: {
        id: true,
        productType: true,
        item: { select: { title: true } },
        variants: { orderBy: { position: 'asc' }, select: { id: true, sku: true, priceCents: true, attributes: true, onSale: true } },
        images: { orderBy: { position: 'asc' }, select: { assetUrl: true, widths: true } },
      },
    } as const;
    const prismaOne = await t.db.product.findFirst({ ...slim, where: { id: 'rows-first' } });
    expect(await findProduct(ctx(), { id: 'rows-first' }, slim)).toEqual(prismaOne);
    const page = { ...slim, take: 10, skip: 0 };
    const where = { websiteId: WEBSITE, collectionId, ...live };
    const prismaPage = await t.db.product.findMany({ ...page, where, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
    expect(await listLiveProducts(ctx(), collectionId, page)).toEqual(prismaPage);
  });

  it('a product’s main image (the first in order) equals Prisma’s', async () => {
    const query = { select: { id: true, images: { orderBy: { position: 'asc' }, take: 1 } } } as const;
    expect(productShape(query)).not.toBeNull();
    const prisma = await t.db.product.findFirst({ ...query, where: { id: 'rows-fourth' } });
    expect(prisma?.images).toHaveLength(1);
    expect(await findProduct(ctx(), { id: 'rows-fourth' }, query)).toMatchObject(prisma as object);
  });

  it('a collection by id or URL slug equals Prisma’s; a disabled one only when asked for', async () => {
    const prisma = await t.db.collection.findUniqueOrThrow({ where: { id: collectionId } });
    expect(await findCollection(ctx(), { id: collectionId })).toEqual(prisma);
    expect(await findCollection(ctx(), { urlSlug: 'rows' })).toEqual(prisma);
    await t.db.collection.update({ where: { id: collectionId }, data: { enabled: false, blocks: [{ type: 'text' }] } });
    const disabled = await t.db.collection.findUniqueOrThrow({ where: { id: collectionId } });
    expect(await findCollection(ctx(), { urlSlug: 'rows' })).toBeNull();
    expect(await findCollection(ctx(), { urlSlug: 'rows', includeDisabled: true })).toEqual(disabled);
    await t.db.collection.update({ where: { id: collectionId }, data: { enabled: true } });
  });

  it('selections it cannot answer are left to Prisma', () => {
    expect(productShape({ select: { id: true, reviews: true } })).toBeNull();
    expect(productShape({ select: { id: true, variants: { where: { sku: 'x' } } } })).toBeNull();
    expect(productShape({ select: { id: true, item: { select: { nope: true } } } })).toBeNull();
    expect(productShape({ select: { id: true }, take: -3 })).toBeNull();
    expect(productShape({ include: { variants: true } })).toBeNull();
  });
});

describe("the storefront's own queries", () => {
  /** The selection Pothos makes for the storefront's product page (client/src/graphql/product.graphql): besides the
   * product's own columns, its subscription plans, its form with its fields and its merchandising. */
  const STOREFRONT = {
    select: {
      item: { select: { title: true, urlSlug: true, excerpt: true, body: true } },
      collection: true,
      variants: { orderBy: { position: 'asc' } },
      subscriptionOptions: {
        orderBy: { position: 'asc' },
        select: { plan: true, product: { select: { variants: { orderBy: { position: 'asc' }, take: 1 } } }, id: true, priceCents: true },
      },
      additionalFieldsForm: { include: { fields: { orderBy: { position: 'asc' } } } },
      merchandising: true,
      images: { orderBy: { position: 'asc' } },
      id: true,
      productType: true,
      isSubscribable: true,
      useCustomAddButtonText: true,
      customAddButtonText: true,
      variantOptionOrdering: true,
    },
  } as const;

  it("the storefront's selection — subscription plans, a form with its fields, merchandising — equals Prisma's, for each product and each listing", async () => {
    expect(productShape(STOREFRONT)).not.toBeNull();
    // Two plans (one at its own price) on one product, a form with fields on another, merchandising on a third.
    for (const [position, priceCents] of [null, 1900].entries()) {
      const plan = await t.db.subscriptionPlan.create({
        data: { websiteId: WEBSITE, name: `Rows plan ${position}`, billingPeriodValue: 1, billingPeriodUnit: 'MONTH', numBillingCycles: 0 },
      });
      await t.db.productSubscriptionOption.create({
        data: { websiteId: WEBSITE, productId: 'rows-first', subscriptionPlanId: plan.id, priceCents, position },
      });
    }
    const form = await t.db.customForm.create({
      data: {
        websiteId: WEBSITE,
        name: 'Rows engraving',
        kind: 'PRODUCT',
        fields: {
          create: [
            { websiteId: WEBSITE, type: 'text', title: 'Second line', position: 1 },
            { websiteId: WEBSITE, type: 'text', title: 'First line', required: true, position: 0, options: { maxLength: 20 } },
          ],
        },
      },
    });
    await t.db.product.update({ where: { id: 'rows-second' }, data: { additionalFieldsFormId: form.id } });
    await t.db.merchandisingContext.create({ data: { productId: 'rows-tied', websiteId: WEBSITE, scarcityEnabled: true } });
    const orderBy = [{ position: 'asc' as const }, { id: 'asc' as const }];
    const prisma = await t.db.product.findMany({ ...STOREFRONT, where: { websiteId: WEBSITE, ...live }, orderBy });
    expect(prisma.some((p) => p.subscriptionOptions.length > 0)).toBe(true);
    expect(prisma.some((p) => p.additionalFieldsForm !== null)).toBe(true);
    expect(prisma.some((p) => p.merchandising !== null)).toBe(true);
    for (const collectionId of new Set(prisma.map((p) => p.collection.id)))
      expect(await listLiveProducts(ctx(), collectionId, { ...STOREFRONT, take: 101, skip: 0 })).toEqual(
        prisma.filter((p) => p.collection.id === collectionId),
      );
    for (const product of prisma) expect(await findProduct(ctx(), { id: product.id }, STOREFRONT)).toEqual(product);
  });

  /** The reader's page statement names its rows "pageId" (product-rows.ts); Prisma's statements never do. */
  const readByTheReader = () => t.statements.log.some((sql) => sql.includes('"pageId"'));

  it('the product page query, as the storefront sends it, is read by the one-statement reader', async () => {
    t.statements.log.length = 0;
    const answer = await t.gql<{ product: { id: string } | null }>(print(ProductPageDocument), {
      collectionSlug: 'shop',
      urlSlug: 'classic-tee',
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.product?.id).toBe('prod-classic-tee');
    expect(readByTheReader()).toBe(true);
  });

  it('the listing query, as the storefront sends it, sorted and filtered too, is read by the one-statement reader', async () => {
    for (const variables of [{}, { sort: 'PRICE_ASCENDING', filter: { availability: 'IN_STOCK' } }]) {
      t.statements.log.length = 0;
      const answer = await t.gql<{ collection: { products: { edges: unknown[] } } | null }>(print(CollectionPageDocument), {
        urlSlug: 'shop',
        ...variables,
      });
      expect(answer.errors, JSON.stringify(variables)).toBeUndefined();
      expect(answer.data?.collection?.products.edges.length).toBeGreaterThan(0);
      expect(readByTheReader(), JSON.stringify(variables)).toBe(true);
    }
  });
});
