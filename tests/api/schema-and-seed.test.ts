// The committed GraphQL schema matches the code, and the demo seed is idempotent.
import { readFileSync } from 'node:fs';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoStore } from '../../prisma/seed.ts';
import { schema } from '../../schema/index.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('schema/schema.graphql', () => {
  it('is not stale: it equals the schema printed from the Pothos code (run `npm run schema:print`)', () => {
    const committed = readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(`${printSchema(lexicographicSortSchema(schema))}\n`);
  });
});

describe('demo seed', () => {
  it('seeds a USD website and a JPY website with every product type', async () => {
    const websites = await t.db.website.findMany({ orderBy: { createdAt: 'asc' }, select: { id: true, currency: true } });
    expect(websites).toEqual([
      { id: 'site-demo', currency: 'USD' },
      { id: 'site-tokyo', currency: 'JPY' },
    ]);
    const types = await t.db.product.findMany({
      where: { websiteId: 'site-demo' },
      select: { productType: true },
      distinct: ['productType'],
    });
    expect(types.map((p) => p.productType).sort()).toEqual([1, 2, 3, 4]);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await Promise.all([t.db.product.count(), t.db.productVariant.count(), t.db.website.count()]);
    expect((await seedDemoStore(t.db)).seeded).toBe(false);
    expect(await Promise.all([t.db.product.count(), t.db.productVariant.count(), t.db.website.count()])).toEqual(before);
  });
});
