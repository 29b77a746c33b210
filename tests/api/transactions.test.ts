// One request's transaction never swallows or exposes another request's work: a write made while a transaction is
// open survives that transaction's rollback, and a read made meanwhile sees only committed rows (SQLite runs on one
// connection, so this is not a given there).
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sqliteFileOf } from '../../server/db/client.ts';
import { NESTED_WAIT_MS } from '../../server/db/transaction-scope.ts';
import { startTestApp, type TestApp } from './harness.ts';

/** Prisma's default for an interactive transaction. */
const TRANSACTION_TIMEOUT_MS = 5_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('a write made while another transaction is open survives that transaction rolling back, and reads see only committed rows', async () => {
  let opened!: () => void;
  const open = new Promise<void>((resolve) => {
    opened = resolve;
  });
  const failing = t.db
    .$transaction(async (tx) => {
      await tx.website.update({ where: { id: 'site-demo' }, data: { name: 'Uncommitted name' } });
      opened();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('the transaction fails');
    })
    .catch((err: Error) => err.message);
  await open;
  const [read] = await Promise.all([
    t.db.website.findUniqueOrThrow({ where: { id: 'site-demo' } }),
    t.db.website.update({ where: { id: 'site-tokyo' }, data: { name: 'Written beside it' } }),
  ]);
  expect(await failing).toBe('the transaction fails');
  expect(read.name).toBe('Shopwright Demo Store');
  expect((await t.db.website.findUniqueOrThrow({ where: { id: 'site-tokyo' } })).name).toBe('Written beside it');
  expect((await t.db.website.findUniqueOrThrow({ where: { id: 'site-demo' } })).name).toBe('Shopwright Demo Store');
});

it("on SQLite a statement on the database's own client awaited inside a transaction is refused, naming the rule, before the transaction's timeout (outside production)", async () => {
  const started = Date.now();
  const nested = await t.db
    .$transaction(async (tx) => {
      await tx.website.findUniqueOrThrow({ where: { id: 'site-demo' } });
      return t.db.website.findUniqueOrThrow({ where: { id: 'site-demo' } });
    })
    .then(
      () => 'answered',
      (err: Error) => err.message,
    );
  if (process.env.TEST_DATABASE_URL) {
    // PostgreSQL runs it beside the transaction, on another connection: no wait to break.
    expect(nested).toBe('answered');
    return;
  }
  expect(nested).toContain("inside a transaction, use the transaction's client (tx)");
  expect(Date.now() - started).toBeGreaterThanOrEqual(NESTED_WAIT_MS);
  expect(Date.now() - started).toBeLessThan(TRANSACTION_TIMEOUT_MS);
});

it("reads of other requests that Prisma batches with a transaction's own, and work it leaves running after it ends, are not refused", async () => {
  let later!: Promise<unknown>;
  const others: Promise<unknown>[] = [];
  await t.db.$transaction(async (tx) => {
    // A batchable read inside the transaction, and in the same tick other requests' reads outside it.
    const own = tx.website.findUnique({ where: { id: 'site-demo' } });
    for (let i = 0; i < 3; i++) others.push(t.db.website.findUnique({ where: { id: 'site-tokyo' } }));
    await own;
    later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => t.db.website.count());
  });
  await expect(Promise.all(others)).resolves.toHaveLength(3);
  await expect(later).resolves.toBeGreaterThan(0);
});

it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  "on SQLite a transaction takes the write lock when it begins: it waits for another process's write, then reads and writes without SQLITE_BUSY",
  async () => {
    const file = sqliteFileOf(t.db) as string;
    // Another process holds the write lock for 400 ms, changing a row this transaction then reads and writes.
    const other = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(process.argv[1]);
         db.prepare('BEGIN IMMEDIATE').run();
         db.prepare('UPDATE "Website" SET "name" = ? WHERE "id" = ?').run('Written by another process', 'site-tokyo');
         process.stdout.write('locked\\n');
         Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 400);
         db.prepare('COMMIT').run();`,
        file,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => other.stdout.once('data', () => resolve()));
    const started = performance.now();
    const name = await t.db.$transaction(async (tx) => {
      const read = await tx.website.findUniqueOrThrow({ where: { id: 'site-tokyo' } });
      await tx.website.update({ where: { id: 'site-tokyo' }, data: { name: `${read.name}, then here` } });
      return read.name;
    });
    expect(performance.now() - started).toBeGreaterThan(200);
    expect(name).toBe('Written by another process');
    expect((await t.db.website.findUniqueOrThrow({ where: { id: 'site-tokyo' } })).name).toBe('Written by another process, then here');
    await new Promise((resolve) => other.once('exit', resolve));
  },
);
