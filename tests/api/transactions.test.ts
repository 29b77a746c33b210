// One request's transaction never swallows or exposes another request's work: a write made while a transaction is
// open survives that transaction's rollback, and a read made meanwhile sees only committed rows (SQLite runs on one
// connection, so this is not a given there).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

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
