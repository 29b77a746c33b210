// A transaction of hand-written statements sent straight to the driver adapter (server/db/direct-transaction.ts), on
// SQLite and on PostgreSQL (both in CI): all its writes or none — committed when its work returns, rolled back when
// the work throws or the database refuses a statement, the refusal answered as the driver's own error.
import { sqltag } from '@prisma/client/runtime/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedLine } from '../../server/db/direct-reads.ts';
import { directTransaction } from '../../server/db/direct-transaction.ts';
import { insertRow } from '../../server/db/sql-insert.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const claim = (addToCartId: string) =>
  insertRow('CartAddRequest', {
    websiteId: 'site-demo',
    callerKey: 'direct',
    addToCartId,
    cartId: null,
    entryId: null,
    createdAt: new Date(),
  });
const claims = async (...ids: string[]) =>
  (await t.db.cartAddRequest.findMany({ where: { callerKey: 'direct', addToCartId: { in: ids } } })).map((c) => c.addToCartId).sort();

describe('a direct transaction', () => {
  it('commits its writes when its work returns, and answers what the work answers', async () => {
    expect(connectedLine(t.db)).not.toBeNull(); // Prisma has connected: the statements go to the adapter
    const answer = await directTransaction(t.db, async (tx) => {
      await tx.write(claim('kept-1'));
      await tx.write(claim('kept-2'));
      return tx.read(sqltag`SELECT "addToCartId" FROM "CartAddRequest" WHERE "callerKey" = ${'direct'} ORDER BY "addToCartId"`);
    });
    expect(answer.map((r) => r.addToCartId)).toEqual(['kept-1', 'kept-2']);
    expect(await claims('kept-1', 'kept-2')).toEqual(['kept-1', 'kept-2']);
  });

  it('rolls back every write when its work throws, and throws that error', async () => {
    const failed = directTransaction(t.db, async (tx) => {
      await tx.write(claim('undone-1'));
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    expect(await claims('undone-1')).toEqual([]);
  });

  it('rolls back the writes before a statement the database refuses, with the driver naming the refusal', async () => {
    const failed = directTransaction(t.db, async (tx) => {
      await tx.write(claim('undone-2'));
      await tx.write(claim('kept-1')); // already there: the primary key refuses it
    });
    await expect(failed).rejects.toMatchObject({ name: 'DriverAdapterError', cause: { kind: 'UniqueConstraintViolation' } });
    expect(await claims('undone-2')).toEqual([]);
    // The connection is free again: the next transaction and plain reads go on.
    await directTransaction(t.db, (tx) => tx.write(claim('after')));
    expect(await claims('after')).toEqual(['after']);
  });
});
