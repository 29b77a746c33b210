// The catalog memo's loads in Kysely (server/services/catalog-memo-rows.ts) give what Prisma gives: a product's display
// data (title, URL parts, first image, the images its variants show, option ordering, publish state, its form's fields
// in order) and the website's tax rules and active shipping options — on SQLite and on PostgreSQL (both in CI) — in as
// few statements as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCheckoutRules, readProductDisplay } from '../../server/services/catalog-memo-rows.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const WEBSITE = 'site-demo';
const ctx = () => ({ db: t.db, website: { id: WEBSITE } }) as unknown as Parameters<typeof readProductDisplay>[0];

/** What the memo read with Prisma, shaped as the row reader answers. */
async function prismaDisplay(ids: string[]) {
  const rows = await t.db.product.findMany({
    where: { websiteId: WEBSITE, id: { in: ids } },
    select: {
      id: true,
      productType: true,
      isSubscribable: true,
      variantOptionOrdering: true,
      additionalFieldsFormId: true,
      archivedAt: true,
      item: { select: { title: true, urlSlug: true, status: true, publishOn: true } },
      collection: { select: { urlSlug: true } },
      images: {
        orderBy: [{ position: 'asc' }, { id: 'asc' }],
        select: { id: true, assetUrl: true, variants: { select: { id: true }, take: 1 } },
      },
      additionalFieldsForm: {
        select: {
          fields: {
            orderBy: [{ position: 'asc' }, { id: 'asc' }],
            select: { id: true, formId: true, type: true, title: true, required: true, options: true },
          },
        },
      },
    },
  });
  return rows.map(({ item, collection, images, additionalFieldsForm, archivedAt, ...p }) => ({
    ...p,
    archived: archivedAt !== null,
    title: item.title,
    urlSlug: item.urlSlug,
    status: item.status,
    publishOn: item.publishOn,
    collectionSlug: collection.urlSlug,
    imageUrl: images[0]?.assetUrl ?? null,
    variantImages: Object.fromEntries(images.filter((i) => i.variants.length > 0).map((i) => [i.id, i.assetUrl])),
    formFields: additionalFieldsForm ? additionalFieldsForm.fields : null,
  }));
}

const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));

describe('catalog memo rows', () => {
  it('display data of products with and without images, forms and publish dates equals Prisma’s', async () => {
    const products = await t.db.product.findMany({ where: { websiteId: WEBSITE }, select: { id: true } });
    const ids = products.map((p) => p.id);
    const withForm = await t.db.product.findFirst({ where: { websiteId: WEBSITE, additionalFieldsFormId: { not: null } } });
    expect(withForm).not.toBeNull();
    const [archived, draft] = ids.slice(-2);
    await t.db.product.update({ where: { id: archived }, data: { archivedAt: new Date('2026-03-01T00:00:00Z') } });
    await t.db.item.update({ where: { id: draft }, data: { status: 'DRAFT' } });
    const imageless = 'prod-canvas-tote';
    await t.db.productImage.deleteMany({ where: { productId: imageless } });
    const before = t.statements.count;
    const mine = byId(await readProductDisplay(ctx(), ids));
    expect(t.statements.count - before).toBe(3); // the products, their variants' images, the forms' fields
    expect(mine).toEqual(byId(await prismaDisplay(ids)));
    expect(mine.find((p) => p.id === imageless)).toMatchObject({ imageUrl: null, variantImages: {} });
    expect(mine.find((p) => p.id === withForm?.id)?.formFields?.length).toBeGreaterThan(0);
    expect(mine.find((p) => p.id === archived)?.archived).toBe(true);
    expect(mine.find((p) => p.id === draft)?.status).toBe('DRAFT');
    // The tee's colours show their own images.
    expect(Object.keys(mine.find((p) => p.id === 'prod-classic-tee')?.variantImages ?? {})).toHaveLength(2);
  });

  it('products without a form take two statements', async () => {
    const ids = ['prod-classic-tee', 'prod-wool-beanie'];
    const before = t.statements.count;
    const mine = byId(await readProductDisplay(ctx(), ids));
    expect(t.statements.count - before).toBe(2);
    expect(mine.map((p) => p.formFields)).toEqual([null, null]);
    expect(mine).toEqual(byId(await prismaDisplay(ids)));
  });

  it('another website’s product is not read', async () => {
    expect(await readProductDisplay(ctx(), ['prod-matcha-set'])).toEqual([]);
  });

  it('tax rules and the active shipping options in order equal Prisma’s', async () => {
    await t.db.shippingOption.create({
      data: { websiteId: WEBSITE, name: 'Retired', kind: 'FLAT', countries: ['CA'], flatRateCents: 100, position: 2, active: false },
    });
    await t.db.shippingOption.create({
      data: {
        websiteId: WEBSITE,
        name: 'Tiered',
        kind: 'WEIGHT',
        countries: ['US', 'CA'],
        rateTiers: [{ upToGrams: 1000, cents: 700 }],
        position: 3,
      },
    });
    const before = t.statements.count;
    const rules = await readCheckoutRules(ctx());
    expect(t.statements.count - before).toBe(2);
    expect(byId(rules.taxRules)).toEqual(byId(await t.db.taxRule.findMany({ where: { websiteId: WEBSITE } })));
    expect(rules.shippingOptions).toEqual(
      await t.db.shippingOption.findMany({ where: { websiteId: WEBSITE, active: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] }),
    );
    expect(rules.shippingOptions.map((o) => o.name)).toEqual(['Standard', 'Express', 'Tiered']);
  });
});
