// A transaction of hand-written statements sent straight to the driver adapter Prisma connected (direct-reads.ts):
// BEGIN (the adapter's, which on SQLite also takes the turn and the write lock: sqlite-serial.ts), the statements,
// then COMMIT — or ROLLBACK when the work throws — as Prisma's interactive transaction sends them, without its
// request pipeline (about half the CPU of an add to a cart that exists: docs/performance.md). Until Prisma has
// connected, the same work runs in Prisma's interactive transaction.
import type { Sql } from '@prisma/client/runtime/client';
import type { SqlQuery } from '@prisma/driver-adapter-utils';
import type { Db } from './client.ts';
import { adapterQuery, connectedLine, rowsOf } from './direct-reads.ts';
import type { Row } from './sql-rows.ts';
import { inTransactionScope } from './transaction-scope.ts';

/** What the work of a transaction sends: reads (and writes with RETURNING) answer rows, writes the rows changed. */
export type TransactionStatements = { read(query: Sql): Promise<Row[]>; write(query: Sql): Promise<number> };

const COMMIT: SqlQuery = { sql: 'COMMIT', args: [], argTypes: [] };
const ROLLBACK: SqlQuery = { sql: 'ROLLBACK', args: [], argTypes: [] };

/** Runs `work` in one transaction: all its writes or none (an error thrown by it rolls back and is thrown again). */
export async function directTransaction<T>(db: Db, work: (tx: TransactionStatements) => Promise<T>): Promise<T> {
  const line = connectedLine(db);
  if (!line) return db.$transaction((tx) => work({ read: (q) => tx.$queryRaw<Row[]>(q), write: (q) => tx.$executeRaw(q) }));
  const { adapter } = line;
  return inTransactionScope(async () => {
    const tx = await adapter.startTransaction();
    try {
      const result = await work({
        read: async (q) => rowsOf(await tx.queryRaw(adapterQuery(line, adapter, q))),
        write: (q) => tx.executeRaw(adapterQuery(line, adapter, q)),
      });
      line.onQuery?.(COMMIT.sql);
      await tx.executeRaw(COMMIT);
      await tx.commit();
      return result;
    } catch (err) {
      // The work's error is the one to answer: a ROLLBACK that fails too (a connection already lost) adds nothing.
      await tx.executeRaw(ROLLBACK).catch(() => undefined);
      await tx.rollback();
      throw err;
    }
  });
}
