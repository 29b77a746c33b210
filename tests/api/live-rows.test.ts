// "A live product" has one meaning (server/services/live-rows.ts) written for each way the server reads: Prisma's
// `where`, the Kysely expression of the tuned statements, and the moment a memoised product becomes live. All three
// find the same products, on SQLite and on PostgreSQL (both in CI), for every status, publish date and archived state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_STATUSES } from '../../domain/publish-status.ts';
import { query } from '../../server/db/kysely.ts';
import { liveItemWhere, liveProduct, liveProductWhere, productLiveFrom } from '../../server/services/live-rows.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const WEBSITE = 'site-demo';
const now = new Date();
const PAST = new Date(now.getTime() - 86_400_000);
const FUTURE = new Date(now.getTime() + 86_400_000);
type Case = { id: string; status: (typeof PUBLISH_STATUSES)[number]; publishOn: Date; archived: boolean };
const cases: Case[] = PUBLISH_STATUSES.flatMap((status) =>
  [PAST, now, FUTURE].flatMap((publishOn, d) =>
    [false, true].map((archived) => ({ id: `live-${status}-${d}-${archived ? 'archived' : 'kept'}`, status, publishOn, archived })),
  ),
);

beforeAll(async () => {
  t = await startTestApp();
  const { id: collectionId } = await t.db.collection.create({
    data: { websiteId: WEBSITE, title: 'Live', urlSlug: 'live-rows', type: 13 },
  });
  for (const c of cases) {
    await t.db.item.create({
      data: { id: c.id, websiteId: WEBSITE, collectionId, title: c.id, urlSlug: c.id, status: c.status, publishOn: c.publishOn },
    });
    await t.db.product.create({
      data: { id: c.id, websiteId: WEBSITE, collectionId, productType: 1, variantOptionOrdering: [], archivedAt: c.archived ? PAST : null },
    });
  }
});
afterAll(() => t.close());

const ours = { startsWith: 'live-' };

describe('a live product', () => {
  it('Prisma’s where, the Kysely expression and the memo’s live-from moment find the same products', async () => {
    const expected = cases
      .filter((c) => {
        const from = productLiveFrom(c);
        return from !== null && from <= now.getTime();
      })
      .map((c) => c.id)
      .sort();
    // Published, dated now or before, not archived: one per status PUBLISHED × {past, now}.
    expect(expected).toEqual(['live-PUBLISHED-0-kept', 'live-PUBLISHED-1-kept']);
    const prisma = await t.db.product.findMany({ where: { websiteId: WEBSITE, id: ours, ...liveProductWhere(now) }, select: { id: true } });
    expect(prisma.map((p) => p.id).sort()).toEqual(expected);
    const kysely = await query(t.db)
      .selectFrom('Product as p')
      .innerJoin('Item as i', 'i.id', 'p.id')
      .select('p.id')
      .where(liveProduct(WEBSITE, now))
      .where('p.id', 'like', 'live-%')
      .execute();
    expect(kysely.map((p) => p.id).sort()).toEqual(expected);
  });

  it('another website’s live products are not this website’s', async () => {
    const kysely = await query(t.db)
      .selectFrom('Product as p')
      .innerJoin('Item as i', 'i.id', 'p.id')
      .select('p.id')
      .where(liveProduct('another-website', now))
      .where('p.id', 'like', 'live-%')
      .execute();
    expect(kysely).toEqual([]);
  });

  it('a live item is a live product’s item, archived or not', async () => {
    const items = await t.db.item.findMany({ where: { websiteId: WEBSITE, id: ours, ...liveItemWhere(now) }, select: { id: true } });
    expect(items.map((i) => i.id).sort()).toEqual([
      'live-PUBLISHED-0-archived',
      'live-PUBLISHED-0-kept',
      'live-PUBLISHED-1-archived',
      'live-PUBLISHED-1-kept',
    ]);
  });
});
