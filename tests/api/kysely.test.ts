// Kysely on Prisma's connection (server/db/kysely.ts): the rows it answers are the values Prisma answers (booleans,
// times, JSON, enums converted by the column's type, on SQLite and PostgreSQL alike), its statements are counted like
// Prisma's, and its transactions are the adapter's: all or nothing, taking turns with Prisma's on SQLite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query, transaction } from '../../server/db/kysely.ts';
import { type Param, PREPARED_SHAPES_MAX, PreparedStatement } from '../../server/db/prepared.ts';
import { readCollectionRow } from '../../server/services/products/collection-row.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ctxOf = (websiteId: string) => ({ db: t.db, website: { id: websiteId } }) as Parameters<typeof readCollectionRow>[0];

describe('Kysely on Prisma’s connection', () => {
  it("a collection read with Kysely is the row Prisma answers, every column's value of the same type", async () => {
    const collections = await t.db.collection.findMany({ where: { websiteId: 'site-demo' } });
    expect(collections.length).toBeGreaterThan(3);
    // Booleans, times, JSON and nulls among them.
    expect(collections.some((c) => c.blocks !== null)).toBe(true);
    for (const collection of collections)
      expect(await readCollectionRow(ctxOf('site-demo'), { id: collection.id }, true)).toEqual(collection);
  });

  it("a disabled page is found only when asked for, and another website's never", async () => {
    const page = await t.db.collection.create({ data: { websiteId: 'site-demo', title: 'Off', urlSlug: 'kysely-off', enabled: false } });
    expect(await readCollectionRow(ctxOf('site-demo'), { urlSlug: 'kysely-off' }, false)).toBeNull();
    expect((await readCollectionRow(ctxOf('site-demo'), { urlSlug: 'kysely-off' }, true))?.id).toBe(page.id);
    expect(await readCollectionRow(ctxOf('site-tokyo'), { id: page.id }, true)).toBeNull();
  });

  it('runs one counted statement on the connection Prisma holds', async () => {
    const before = t.statements.count;
    const row = await query(t.db).selectFrom('Website').select(['id', 'name']).where('id', '=', 'site-demo').executeTakeFirst();
    expect(row).toEqual({ id: 'site-demo', name: (await t.db.website.findUniqueOrThrow({ where: { id: 'site-demo' } })).name });
    expect(t.statements.count - before).toBe(2); // Kysely's, then Prisma's
  });

  it('a transaction that throws writes nothing, one that ends writes everything', async () => {
    const failed = await transaction(t.db, async (trx) => {
      await trx.updateTable('Website').set({ name: 'Never kept' }).where('id', '=', 'site-tokyo').execute();
      throw new Error('roll back');
    }).catch((err: Error) => err.message);
    expect(failed).toBe('roll back');
    expect((await t.db.website.findUniqueOrThrow({ where: { id: 'site-tokyo' } })).name).not.toBe('Never kept');
    const changed = await transaction(t.db, (trx) =>
      trx.updateTable('Website').set({ name: 'Kept by Kysely' }).where('id', '=', 'site-tokyo').executeTakeFirst(),
    );
    expect(changed.numUpdatedRows).toBe(1n);
    expect((await t.db.website.findUniqueOrThrow({ where: { id: 'site-tokyo' } })).name).toBe('Kept by Kysely');
  });

  it('a statement the database refuses rolls back the writes before it, names the refusal as the driver does, and frees the connection', async () => {
    const claim = (addToCartId: string) => ({
      websiteId: 'site-demo',
      callerKey: 'kysely',
      addToCartId,
      cartId: null,
      entryId: null,
      createdAt: new Date(),
    });
    await transaction(t.db, (trx) => trx.insertInto('CartAddRequest').values(claim('kept')).execute());
    const failed = transaction(t.db, async (trx) => {
      await trx.insertInto('CartAddRequest').values(claim('undone')).execute();
      await trx.insertInto('CartAddRequest').values(claim('kept')).execute(); // already there: the key refuses it
    });
    await expect(failed).rejects.toMatchObject({ name: 'DriverAdapterError', cause: { kind: 'UniqueConstraintViolation' } });
    const claims = await t.db.cartAddRequest.findMany({ where: { callerKey: 'kysely' }, orderBy: { addToCartId: 'asc' } });
    expect(claims.map((c) => c.addToCartId)).toEqual(['kept']);
    await transaction(t.db, (trx) => trx.insertInto('CartAddRequest').values(claim('after')).execute());
    expect(await t.db.cartAddRequest.count({ where: { callerKey: 'kysely' } })).toBe(2);
  });

  it('a read and a write made while a Kysely transaction is open: the read sees only committed rows, the write survives its rollback', async () => {
    let opened!: () => void;
    const open = new Promise<void>((resolve) => {
      opened = resolve;
    });
    const failing = transaction(t.db, async (trx) => {
      await trx.updateTable('Website').set({ name: 'Uncommitted by Kysely' }).where('id', '=', 'site-demo').execute();
      opened();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('the transaction fails');
    }).catch((err: Error) => err.message);
    await open;
    const [read] = await Promise.all([
      t.db.website.findUniqueOrThrow({ where: { id: 'site-demo' } }),
      t.db.website.update({ where: { id: 'site-tokyo' }, data: { name: 'Written beside Kysely' } }),
    ]);
    expect(await failing).toBe('the transaction fails');
    expect(read.name).not.toBe('Uncommitted by Kysely');
    expect((await t.db.website.findUniqueOrThrow({ where: { id: 'site-demo' } })).name).not.toBe('Uncommitted by Kysely');
    expect((await t.db.website.findUniqueOrThrow({ where: { id: 'site-tokyo' } })).name).toBe('Written beside Kysely');
  });

  it('a prepared statement is built once per shape, and each call answers with its own values', async () => {
    let builds = 0;
    const byIds = new PreparedStatement((db, param: Param<{ notName: string; ids: string[] }>, n: number) => {
      builds++;
      return query(db)
        .selectFrom('Website')
        .select('id')
        .where('name', '!=', param('notName'))
        .where('id', 'in', param.each('ids', n))
        .orderBy('id');
    });
    const run = async (ids: string[]) => (await byIds.execute(t.db, { notName: 'no such name', ids }, ids.length)).rows.map((r) => r.id);
    expect(await run(['site-demo'])).toEqual(['site-demo']);
    expect(await run(['site-tokyo'])).toEqual(['site-tokyo']);
    expect(await run(['site-tokyo', 'site-demo'])).toEqual(['site-demo', 'site-tokyo']);
    expect(await run(['site-demo', 'nowhere'])).toEqual(['site-demo']);
    expect(builds).toBe(2); // one shape of one id, one of two
    expect(byIds.shapeCount).toBe(2);
  });

  it('a prepared statement binds each value by its name, wherever the statement places it', async () => {
    // The same values in two orders of the statement's text: each lands in its own column.
    const named = new PreparedStatement((db, param: Param<{ id: string; name: string }>, idFirst: boolean) =>
      query(db)
        .selectFrom('Website')
        .select('id')
        .$if(idFirst, (q) => q.where('id', '=', param('id')).where('name', '=', param('name')))
        .$if(!idFirst, (q) => q.where('name', '=', param('name')).where('id', '=', param('id'))),
    );
    const demo = await t.db.website.findUniqueOrThrow({ where: { id: 'site-demo' } });
    for (const idFirst of [true, false])
      expect((await named.execute(t.db, { id: demo.id, name: demo.name }, idFirst)).rows).toEqual([{ id: 'site-demo' }]);
  });

  it('a prepared statement is kept under its whole structure: two structures never share a text', async () => {
    const texts = new Set<string>();
    const read = new PreparedStatement((db, param: Param<{ id: string }>, s: { order: 'asc' | 'desc'; named: boolean }) =>
      query(db)
        .selectFrom('Website')
        .select('id')
        .where('id', '!=', param('id'))
        .$if(s.named, (q) => q.where('name', 'is not', null))
        .orderBy('id', s.order),
    );
    for (const order of ['asc', 'desc'] as const)
      for (const named of [true, false]) texts.add(read.compile(t.db, { id: 'x' }, { order, named }).sql);
    expect(texts.size).toBe(4);
    const rows = (await read.execute(t.db, { id: 'x' }, { order: 'desc', named: true })).rows.map((r) => r.id);
    expect(rows).toEqual([...rows].sort().reverse());
  });

  it('a prepared statement keeps at most PREPARED_SHAPES_MAX shapes, the least recently used dropped first', () => {
    const read = new PreparedStatement((db, _param: Param<Record<never, never>>, limit: number) =>
      query(db).selectFrom('Website').select('id').limit(limit),
    );
    for (let n = 1; n <= PREPARED_SHAPES_MAX + 10; n++) expect(read.compile(t.db, {}, n).sql).toMatch(/limit/i);
    expect(read.shapeCount).toBe(PREPARED_SHAPES_MAX);
  });

  it('a column or table that is not in schema.prisma does not compile', () => {
    // Checked by `npm run typecheck` (tsc includes the tests): each line below must stay an error.
    const build = () => [
      // @ts-expect-error: no such column
      query(t.db).selectFrom('Collection').select('titel'),
      // @ts-expect-error: no such table
      query(t.db).selectFrom('Collections'),
      // @ts-expect-error: a boolean column takes booleans
      query(t.db).selectFrom('Collection').selectAll().where('enabled', '=', 'yes'),
    ];
    expect(build).toBeTypeOf('function');
  });
});
