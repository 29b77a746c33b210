// A product's listing facts (docs/catalog.md "Listing facts": its lowest and highest effective price, whether it is in
// stock) are kept by the database with every write of its variants and of its type, whatever writes them — one row or
// many in one statement — and always equal what domain/availability.ts computes from the variants, on SQLite and on
// PostgreSQL (both in CI).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { effectivePriceCents, fromPriceCents, isSoldOut } from '../../domain/availability.ts';
import { ProductType } from '../../domain/product-type.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let collectionId: string;
const WEBSITE = 'site-demo';

beforeAll(async () => {
  t = await startTestApp();
  collectionId = (await t.db.collection.create({ data: { websiteId: WEBSITE, title: 'Facts', urlSlug: 'facts', type: 13 } })).id;
});
afterAll(() => t.close());

async function product(slug: string, productType: number, variants: { priceCents: number; qtyInStock?: number }[]) {
  const id = `facts-${slug}`;
  await t.db.item.create({ data: { id, websiteId: WEBSITE, collectionId, title: slug, urlSlug: slug } });
  await t.db.product.create({ data: { id, websiteId: WEBSITE, collectionId, productType, variantOptionOrdering: [] } });
  if (variants.length > 0)
    await t.db.productVariant.createMany({
      data: variants.map((v, n) => ({
        websiteId: WEBSITE,
        productId: id,
        sku: `${id}-${n}`,
        attributes: {},
        currency: 'USD',
        position: n,
        ...v,
      })),
    });
  return id;
}

/** The facts the database keeps, and those the domain's rules give for the product's variants as they are now. */
async function facts(id: string) {
  const p = await t.db.product.findUniqueOrThrow({ where: { id }, include: { variants: true } });
  const availability = { productType: p.productType, variants: p.variants };
  const prices = p.variants.map(effectivePriceCents);
  return {
    kept: { fromPriceCents: p.fromPriceCents, highestPriceCents: p.highestPriceCents, inStock: p.inStock },
    domain: {
      fromPriceCents: fromPriceCents(availability) ?? 0,
      highestPriceCents: prices.length > 0 ? Math.max(...prices) : 0,
      inStock: !isSoldOut(availability),
    },
  };
}

async function expectKept(id: string, want: { fromPriceCents: number; highestPriceCents: number; inStock: boolean }) {
  const { kept, domain } = await facts(id);
  expect(kept).toEqual(domain);
  expect(kept).toEqual(want);
}

it('follow each change of a variant: stock, price, sale, unlimited, a variant added or removed', async () => {
  const id = await product('tee', ProductType.PHYSICAL, [{ priceCents: 2000 }, { priceCents: 3000, qtyInStock: 2 }]);
  await expectKept(id, { fromPriceCents: 2000, highestPriceCents: 3000, inStock: true });
  const [cheap, dear] = await t.db.productVariant.findMany({ where: { productId: id }, orderBy: { position: 'asc' } });

  await t.db.productVariant.update({ where: { id: dear.id }, data: { qtyInStock: { decrement: 2 } } });
  await expectKept(id, { fromPriceCents: 2000, highestPriceCents: 3000, inStock: false });
  await t.db.productVariant.update({ where: { id: cheap.id }, data: { onSale: true, salePriceCents: 1500 } });
  await expectKept(id, { fromPriceCents: 1500, highestPriceCents: 3000, inStock: false });
  await t.db.productVariant.update({ where: { id: dear.id }, data: { unlimited: true, priceCents: 4000 } });
  await expectKept(id, { fromPriceCents: 1500, highestPriceCents: 4000, inStock: true });
  await t.db.productVariant.delete({ where: { id: dear.id } });
  await expectKept(id, { fromPriceCents: 1500, highestPriceCents: 1500, inStock: false });
  await t.db.productVariant.createMany({
    data: [900, 5000].map((priceCents, n) => ({
      websiteId: WEBSITE,
      productId: id,
      sku: `${id}-more-${n}`,
      attributes: {},
      currency: 'USD',
      priceCents,
      qtyInStock: 1,
    })),
  });
  await expectKept(id, { fromPriceCents: 900, highestPriceCents: 5000, inStock: true });
});

it('follow a change of the product’s type: a kind that counts no stock is in stock without any', async () => {
  const id = await product('lesson', ProductType.SERVICE, [{ priceCents: 9000 }]);
  await expectKept(id, { fromPriceCents: 9000, highestPriceCents: 9000, inStock: false });
  await t.db.product.update({ where: { id }, data: { productType: ProductType.DIGITAL } });
  await expectKept(id, { fromPriceCents: 9000, highestPriceCents: 9000, inStock: true });
});

it('a new product has none until its variants come: out of stock if its kind counts stock', async () => {
  await expectKept(await product('empty-tee', ProductType.PHYSICAL, []), { fromPriceCents: 0, highestPriceCents: 0, inStock: false });
  await expectKept(await product('empty-ebook', ProductType.DIGITAL, []), { fromPriceCents: 0, highestPriceCents: 0, inStock: true });
});

it('one statement that changes the variants of several products keeps each product’s facts', async () => {
  const a = await product('mug', ProductType.PHYSICAL, [{ priceCents: 1200, qtyInStock: 4 }]);
  const b = await product('cap', ProductType.PHYSICAL, [
    { priceCents: 1800, qtyInStock: 1 },
    { priceCents: 2200, qtyInStock: 1 },
  ]);
  await t.db.productVariant.updateMany({ where: { productId: { in: [a, b] } }, data: { qtyInStock: 0 } });
  await expectKept(a, { fromPriceCents: 1200, highestPriceCents: 1200, inStock: false });
  await expectKept(b, { fromPriceCents: 1800, highestPriceCents: 2200, inStock: false });
  await t.db.productVariant.deleteMany({ where: { productId: b, priceCents: 1800 } });
  await expectKept(b, { fromPriceCents: 2200, highestPriceCents: 2200, inStock: false });
});

it('every product of the demo store, as seeded, has the facts its variants give', async () => {
  const products = await t.db.product.findMany({ where: { websiteId: WEBSITE }, select: { id: true } });
  expect(products.length).toBeGreaterThan(5);
  for (const { id } of products) {
    const { kept, domain } = await facts(id);
    expect(kept, id).toEqual(domain);
  }
});
