// Hand-written reads go straight to the adapter Prisma connected (server/db/direct-reads.ts): the same rows as
// `$queryRaw`, counted like every statement, and inside a transaction they go through the transaction's client.
import { sqltag } from '@prisma/client/runtime/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRows } from '../../server/db/direct-reads.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const byWebsite = (id: string) =>
  sqltag`SELECT "id", "title", "urlSlug", "position" FROM "Collection" WHERE "websiteId" = ${id} AND "position" >= ${0} ORDER BY "id"`;

describe('direct reads', () => {
  it('answer the rows $queryRaw answers, and are counted as statements', async () => {
    const before = t.statements.count;
    const rows = await readRows(t.db, byWebsite('site-demo'));
    expect(t.statements.count - before).toBe(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(await t.db.$queryRaw(byWebsite('site-demo')));
  });

  it('inside a transaction, read through the transaction (its own uncommitted rows included)', async () => {
    const seen = await t.db
      .$transaction(async (tx) => {
        await tx.collection.create({ data: { websiteId: 'site-demo', title: 'Uncommitted', urlSlug: 'uncommitted-direct' } });
        const rows = await readRows(tx, byWebsite('site-demo'));
        throw Object.assign(new Error('roll back'), { rows });
      })
      .catch((err: { rows: { urlSlug: string }[] }) => err.rows.map((r) => r.urlSlug));
    expect(seen).toContain('uncommitted-direct');
    expect((await readRows(t.db, byWebsite('site-demo'))).map((r) => r.urlSlug)).not.toContain('uncommitted-direct');
  });
});
