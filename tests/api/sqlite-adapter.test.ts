// Our SQLite adapter (server/db/sqlite-adapter.ts) answers as Prisma's own (@prisma/adapter-better-sqlite3): Prisma's
// query compiler decodes values by the column types the adapter reports and sends arguments with their types, so both
// adapters, connected to one migrated and seeded database, run the same statements and must give the same column
// names, column types, values, bound arguments and errors.
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { type ArgScalarType, ColumnTypeEnum, type SqlDriverAdapter, type SqlQuery } from '@prisma/driver-adapter-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFileOf } from '../../server/db/client.ts';
import { sqliteAdapterFactory } from '../../server/db/sqlite-adapter.ts';
import { startTestApp, type TestApp } from './harness.ts';

const onSqlite = !process.env.TEST_DATABASE_URL;

/** A statement with each argument's type as Prisma's compiler sends it. */
const q = (sql: string, ...args: [unknown, ArgScalarType][]): SqlQuery => ({
  sql,
  args: args.map(([value]) => value),
  argTypes: args.map(([, scalarType]) => ({ scalarType, arity: 'scalar' })),
});

let t: TestApp;
let prisma: SqlDriverAdapter;
let ours: SqlDriverAdapter;

beforeAll(async () => {
  if (!onSqlite) return;
  t = await startTestApp();
  const file = sqliteFileOf(t.db) as string;
  prisma = await new PrismaBetterSqlite3({ url: file }).connect();
  ours = await sqliteAdapterFactory(file).connect();
  for (const adapter of [prisma, ours]) await adapter.executeScript('PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
});
afterAll(async () => {
  if (!onSqlite) return;
  await prisma.dispose();
  await ours.dispose();
  await t.close();
});

/** What an adapter answered: its result, or its error's name, message and cause (a DriverAdapterError's payload). */
async function answer(adapter: SqlDriverAdapter, run: (a: SqlDriverAdapter) => Promise<unknown>) {
  try {
    return { result: await run(adapter) };
  } catch (err) {
    const e = err as Error & { cause?: unknown };
    return { error: { name: e.name, message: e.message, cause: e.cause } };
  }
}

/** Runs the same statement on both adapters (Prisma's first) and expects the same answer; returns ours. */
async function same(query: SqlQuery | ((tag: string) => SqlQuery), how: 'queryRaw' | 'executeRaw' = 'queryRaw') {
  const statement = (tag: string) => (typeof query === 'function' ? query(tag) : query);
  const theirs = await answer(prisma, (a) => a[how](statement('prisma')));
  const mine = await answer(ours, (a) => a[how](statement('ours')));
  expect(mine).toStrictEqual(theirs);
  return mine;
}

describe.skipIf(!onSqlite)('our SQLite adapter answers as Prisma’s', () => {
  it('every table read whole (`*`): the same names, types and values', async () => {
    const tables = await ours.queryRaw(q(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`));
    expect(tables.rows.length).toBeGreaterThan(40);
    const seen = new Set<number>();
    let rows = 0;
    for (const [table] of tables.rows) {
      const { result } = await same(q(`SELECT * FROM "${table}"`));
      const set = result as { columnTypes: number[]; rows: unknown[][] };
      for (const type of set.columnTypes) seen.add(type);
      rows += set.rows.length;
    }
    // The seeded store has rows of every column type the schema has: text, integers, 64-bit integers, floats,
    // booleans, times and JSON (and _prisma_migrations' INTEGER UNSIGNED, typed by its values).
    expect(rows).toBeGreaterThan(100);
    for (const type of ['Text', 'Int32', 'Int64', 'Double', 'Boolean', 'DateTime', 'Json'] as const)
      expect(seen).toContain(ColumnTypeEnum[type]);
  });

  it('named columns, nulls, expressions typed by their values, and an empty result', async () => {
    await same(q('SELECT "id", "assetUrl", "width", "focalX", "widths", "colorData", "createdAt" FROM "ProductImage" ORDER BY "id"'));
    await same(q('SELECT "id", "archivedAt", "isSubscribable", "variantOptionOrdering" FROM "Product" ORDER BY "id"'));
    await same(
      q(
        'SELECT COUNT(*) AS n, MAX("createdAt") AS latest, MIN("focalX") AS least, SUM("width") AS total, AVG("height") AS mean, NULL AS nothing FROM "ProductImage"',
      ),
    );
    await same(q('SELECT "websiteId", COUNT(*) AS n FROM "Product" GROUP BY "websiteId" ORDER BY "websiteId"'));
    await same(q('SELECT MAX("createdAt") AS latest, COUNT(*) AS n FROM "ProductImage" WHERE 0'));
    await same(q('SELECT "id", COUNT(*) AS n FROM "ProductImage" WHERE 0 GROUP BY "id"'));
    await same(q("SELECT 9007199254740993 AS big, -3 AS small, 1.5 AS half, CAST(2.7 AS INTEGER) AS cut, 'x' AS text"));
    // A blob from an expression is refused by both (Prisma's adapter expects an ArrayBuffer where better-sqlite3 gives a Buffer).
    expect((await same(q("SELECT x'0102' AS bytes"))).error?.name).toBe('UnexpectedTypeError');
  });

  it('a DateTime column holding milliseconds is read as ISO text', async () => {
    const [[id]] = (await ours.queryRaw(q('SELECT "id" FROM "ProductImage" ORDER BY "id" LIMIT 1'))).rows;
    await ours.executeRaw(q('UPDATE "ProductImage" SET "createdAt" = 1767225600000 WHERE "id" = ?', [id, 'string']));
    expect((await same(q('SELECT "createdAt" FROM "ProductImage" WHERE "id" = ?', [id, 'string']))).result).toMatchObject({
      rows: [['2026-01-01T00:00:00.000Z']],
    });
  });

  it('binds every type of argument the same', async () => {
    const when = new Date('2026-03-04T05:06:07.089Z');
    const args: [unknown, ArgScalarType][] = [
      ['text', 'string'],
      [42, 'int'],
      ['42', 'int'],
      ['9007199254740993', 'bigint'],
      [12n, 'bigint'],
      [1.25, 'float'],
      ['1.25', 'float'],
      ['3.50', 'decimal'],
      [true, 'boolean'],
      [false, 'boolean'],
      [when, 'datetime'],
      [when.toISOString(), 'datetime'],
      ['{"a":[1,2]}', 'json'],
      ['SMALL', 'enum'],
      ['6f1c1a9e-4a5b-4c7d-8e9f-0a1b2c3d4e5f', 'uuid'],
      ['AAEC/w==', 'bytes'],
      [null, 'string'],
      [null, 'datetime'],
    ];
    for (const arg of args) {
      const { result } = await same(q('SELECT typeof(v) AS type, quote(v) AS quoted FROM (SELECT ? AS v)', arg));
      expect(result).toBeDefined();
    }
  });

  it('writes rows of every column type the same, read back by either adapter', async () => {
    const [[productId, websiteId]] = (await ours.queryRaw(q('SELECT "id", "websiteId" FROM "Product" ORDER BY "id" LIMIT 1'))).rows;
    const image = (tag: string) =>
      q(
        'INSERT INTO "ProductImage" ("id", "websiteId", "productId", "assetUrl", "width", "height", "focalX", "focalY", "widths", "colorData", "createdAt") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [`image-${tag}`, 'string'],
        [websiteId, 'string'],
        [productId, 'string'],
        ['/a.jpg', 'string'],
        [640, 'int'],
        ['480', 'int'],
        [0.25, 'float'],
        ['0.75', 'float'],
        ['[100,300]', 'json'],
        [null, 'json'],
        [new Date('2026-05-06T07:08:09.010Z'), 'datetime'],
      );
    expect((await same(image, 'executeRaw')).result).toBe(1);
    const count = (tag: string) =>
      q(
        'INSERT INTO "AnalyticsDailyCount" ("websiteId", "day", "metric", "key", "value") VALUES (?, ?, ?, ?, ?)',
        [websiteId, 'string'],
        ['2026-05-06', 'string'],
        ['views', 'string'],
        [tag, 'string'],
        ['9007199254740993', 'bigint'],
      );
    expect((await same(count, 'executeRaw')).result).toBe(1);
    const read = (sql: string) => q(sql, ['image-prisma', 'string'], ['image-ours', 'string']);
    const images = await same(read('SELECT * FROM "ProductImage" WHERE "id" IN (?, ?) ORDER BY "id"'));
    const [a, b] = (images.result as { rows: unknown[][] }).rows;
    expect(a.slice(1)).toEqual(b.slice(1));
    const counts = await same(
      q('SELECT "key", "value", typeof("value") AS type FROM "AnalyticsDailyCount" WHERE "day" = ? ORDER BY "key"', [
        '2026-05-06',
        'string',
      ]),
    );
    expect((counts.result as { rows: unknown[][] }).rows).toEqual([
      ['ours', '9007199254740993', 'integer'],
      ['prisma', '9007199254740993', 'integer'],
    ]);
  });

  it('gives the same errors: unique, primary key, foreign key, not null, missing table and column, syntax', async () => {
    const collections = (await ours.queryRaw(q('SELECT "id", "websiteId", "urlSlug" FROM "Collection" ORDER BY "websiteId", "id"'))).rows;
    const [first, second] = collections.filter((c) => c[1] === collections[0][1]);
    const unique = await same(
      q('UPDATE "Collection" SET "urlSlug" = ? WHERE "id" = ?', [second[2], 'string'], [first[0], 'string']),
      'executeRaw',
    );
    expect(unique.error?.cause).toMatchObject({
      kind: 'UniqueConstraintViolation',
      constraint: { fields: ['websiteId', 'urlSlug'] },
      table: 'Collection',
    });
    const primary = await same(
      q('INSERT INTO "AnalyticsDailyCount" ("websiteId", "day", "metric", "key") VALUES (?, \'2026-05-06\', \'views\', \'ours\')', [
        first[1],
        'string',
      ]),
      'executeRaw',
    );
    expect(primary.error?.cause).toMatchObject({
      kind: 'UniqueConstraintViolation',
      constraint: { fields: ['websiteId', 'day', 'metric', 'key'] },
    });
    const foreign = await same(
      q('INSERT INTO "AnalyticsDailyCount" ("websiteId", "day", "metric") VALUES (?, \'2026-05-06\', \'views\')', [
        'no-such-website',
        'string',
      ]),
      'executeRaw',
    );
    expect(foreign.error?.cause).toMatchObject({ kind: 'ForeignKeyConstraintViolation', constraint: { foreignKey: {} } });
    const notNull = await same(q('UPDATE "Collection" SET "urlSlug" = NULL WHERE "id" = ?', [first[0], 'string']), 'executeRaw');
    expect(notNull.error?.cause).toMatchObject({ kind: 'NullConstraintViolation', constraint: { fields: ['urlSlug'] } });
    expect((await same(q('SELECT * FROM "NoSuchTable"'))).error?.cause).toMatchObject({ kind: 'TableDoesNotExist' });
    expect((await same(q('SELECT "nope" FROM "Collection"'))).error?.cause).toMatchObject({ kind: 'ColumnNotFound' });
    expect((await same(q('INSERT INTO "Collection" ("nope") VALUES (1)'), 'executeRaw')).error?.cause).toMatchObject({
      kind: 'ColumnNotFound',
    });
    expect((await same(q('SELEC 1'))).error?.cause).toMatchObject({ kind: 'sqlite', extendedCode: 1 });
    // An argument that cannot be bound is not the driver's error: thrown as it is by both.
    expect((await same(q('SELECT ?', ['x', 'bigint']))).error?.name).toBe('SyntaxError');
  });

  it('a database another connection is writing answers SocketTimeout on both', async () => {
    const writer = await sqliteAdapterFactory(sqliteFileOf(t.db) as string).connect();
    for (const adapter of [prisma, ours]) await adapter.executeScript('PRAGMA busy_timeout = 0');
    await writer.executeScript('BEGIN IMMEDIATE');
    try {
      const busy = await same(q('DELETE FROM "AnalyticsDailyCount" WHERE "day" = \'none\''), 'executeRaw');
      expect(busy.error?.cause).toMatchObject({ kind: 'SocketTimeout', originalCode: 'SQLITE_BUSY' });
    } finally {
      await writer.executeScript('ROLLBACK');
      await writer.dispose();
      for (const adapter of [prisma, ours]) await adapter.executeScript('PRAGMA busy_timeout = 5000');
    }
  });

  it("Prisma's client on our adapter gives its error codes: P2002 for a unique violation, P2003 for a foreign key", async () => {
    const [a, b] = await t.db.collection.findMany({ where: { websiteId: 'site-demo' }, orderBy: { id: 'asc' }, take: 2 });
    await expect(t.db.collection.update({ where: { id: a.id }, data: { urlSlug: b.urlSlug } })).rejects.toMatchObject({ code: 'P2002' });
    await expect(
      t.db.productImage.create({ data: { websiteId: 'site-demo', productId: 'no-such-product', assetUrl: '/a.jpg', width: 1, height: 1 } }),
    ).rejects.toMatchObject({ code: 'P2003' });
  });
});
