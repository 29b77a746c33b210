// SQLite's prepared statements kept per connection (server/db/kept-statements.ts) and run by our adapter
// (server/db/sqlite-adapter.ts): prepared once, bounded, and right after a schema change.
import type { SqlDriverAdapter, SqlQuery } from '@prisma/driver-adapter-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { KEPT_STATEMENTS_MAX, KeptStatements } from '../../server/db/kept-statements.ts';
import { sqliteAdapterFactory } from '../../server/db/sqlite-adapter.ts';

/** Statements kept by a counting `prepare`. */
function counted(max?: number) {
  const prepares: string[] = [];
  const kept = new KeptStatements((sql) => {
    prepares.push(sql);
    return { sql };
  }, max);
  return { kept, prepares };
}

const q = (sql: string, args: unknown[] = []): SqlQuery => ({
  sql,
  args,
  argTypes: args.map((arg) => ({ scalarType: typeof arg === 'number' ? 'int' : 'string', arity: 'scalar' })),
});

let open: SqlDriverAdapter | undefined;
afterEach(() => open?.dispose());

async function adapter(): Promise<SqlDriverAdapter> {
  open = await sqliteAdapterFactory(':memory:').connect();
  await open.executeScript('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
  return open;
}

describe('prepared statements kept per SQLite connection', () => {
  it('a text is prepared once, however often it is asked for', () => {
    const { kept, prepares } = counted();
    const first = kept.get('SELECT 1');
    expect(kept.get('SELECT 1')).toBe(first);
    kept.get('SELECT 2');
    expect(prepares).toEqual(['SELECT 1', 'SELECT 2']);
  });

  it('keeps at most the bound, dropping the least recently used', () => {
    const { kept, prepares } = counted(2);
    for (const n of [1, 2, 1, 3, 1, 2]) kept.get(`SELECT ${n}`); // 3 drops 2, the least recently used
    expect(prepares).toEqual(['SELECT 1', 'SELECT 2', 'SELECT 3', 'SELECT 2']);
  });

  it(`keeps ${KEPT_STATEMENTS_MAX} by default`, () => {
    const { kept, prepares } = counted();
    for (let n = 0; n <= KEPT_STATEMENTS_MAX; n++) kept.get(`SELECT ${n}`);
    expect(kept.size).toBe(KEPT_STATEMENTS_MAX);
    kept.get(`SELECT ${KEPT_STATEMENTS_MAX}`);
    kept.get('SELECT 0'); // the first, dropped
    expect(prepares.length).toBe(KEPT_STATEMENTS_MAX + 2);
  });

  it("the adapter's kept statement runs again with other arguments", async () => {
    const db = await adapter();
    for (const [id, name] of [
      [1, 'a'],
      [2, 'b'],
    ] as const)
      expect(await db.executeRaw(q('INSERT INTO t (id, name) VALUES (?, ?)', [id, name]))).toBe(1);
    expect((await db.queryRaw(q('SELECT name FROM t WHERE id = ?', [2]))).rows).toEqual([['b']]);
    expect((await db.queryRaw(q('SELECT name FROM t WHERE id = ?', [1]))).rows).toEqual([['a']]);
  });

  it('a kept statement still answers right after the schema changes; a `*` names the new columns', async () => {
    const db = await adapter();
    await db.executeRaw(q("INSERT INTO t (id, name) VALUES (1, 'a')"));
    expect(await db.queryRaw(q('SELECT * FROM t'))).toMatchObject({ columnNames: ['id', 'name'], rows: [[1, 'a']] });
    await db.executeScript('ALTER TABLE t ADD COLUMN note TEXT');
    expect(await db.queryRaw(q('SELECT * FROM t'))).toMatchObject({ columnNames: ['id', 'name', 'note'], rows: [[1, 'a', null]] });
    expect((await db.queryRaw(q('SELECT name, id FROM t'))).columnNames).toEqual(['name', 'id']);
  });
});

describe("the adapter's own transactions", () => {
  it('take turns: the second begins when the first has ended', async () => {
    const db = await adapter();
    const first = await db.startTransaction();
    let secondBegun = false;
    const second = db.startTransaction().then((tx) => {
      secondBegun = true;
      return tx;
    });
    await first.executeRaw(q("INSERT INTO t (id, name) VALUES (1, 'a')"));
    // A known point: once the event loop has turned (setImmediate runs after every pending promise callback), a second
    // transaction that could begin has begun.
    await new Promise((resolve) => setImmediate(resolve));
    expect(secondBegun).toBe(false);
    expect(first.options.usePhantomQuery).toBe(false);
    await first.executeRaw(q('COMMIT'));
    await first.commit();
    const tx = await second;
    await tx.executeRaw(q("INSERT INTO t (id, name) VALUES (2, 'b')"));
    await tx.executeRaw(q('ROLLBACK'));
    await tx.rollback();
    expect((await db.queryRaw(q('SELECT id FROM t'))).rows).toEqual([[1]]);
  });

  it('refuses an isolation level SQLite does not have', async () => {
    const db = await adapter();
    await expect(db.startTransaction('READ COMMITTED')).rejects.toMatchObject({ cause: { kind: 'InvalidIsolationLevel' } });
  });
});
