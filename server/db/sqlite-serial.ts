// SQLite runs on one connection. The better-sqlite3 adapter serialises transactions against each other, but a
// statement sent outside any transaction while one is open runs on that same connection, inside it: it reads the
// transaction's uncommitted rows, and its writes vanish when that transaction rolls back. This wrapper puts every
// statement outside a transaction behind the same turn as transactions, so each sees only committed data and no
// request's write is ever undone by another request's rollback. (better-sqlite3 is synchronous: taking turns costs
// no throughput, the statements ran one at a time anyway.)
import type { IsolationLevel, SqlDriverAdapter, SqlDriverAdapterFactory, SqlQuery, Transaction } from '@prisma/driver-adapter-utils';
// async-mutex's Mutex: first come, first served; `acquire` resolves with the function that releases it.
import { Mutex } from 'async-mutex';
import { checkAdapter } from './adapter-protocol.ts';
import { currentTransactionScope, NESTED_WAIT_MS, NestedStatementError, type Scope } from './transaction-scope.ts';

function heldUntilDone(tx: Transaction, release: () => void): Transaction {
  let released = false;
  const done = () => {
    if (!released) release();
    released = true;
  };
  return {
    provider: tx.provider,
    adapterName: tx.adapterName,
    options: tx.options,
    queryRaw: (q: SqlQuery) => tx.queryRaw(q),
    executeRaw: (q: SqlQuery) => tx.executeRaw(q),
    commit: () => tx.commit().finally(done),
    rollback: () => tx.rollback().finally(done),
    createSavepoint: tx.createSavepoint?.bind(tx),
    rollbackToSavepoint: tx.rollbackToSavepoint?.bind(tx),
    releaseSavepoint: tx.releaseSavepoint?.bind(tx),
  };
}

/**
 * Taken first in every transaction, as BEGIN IMMEDIATE would (the adapter only sends BEGIN): a write that changes
 * nothing makes SQLite take the write lock now, waiting up to busy_timeout for another process (a CLI import, a test
 * seeding beside the server) to finish. Without it a transaction that reads and then writes fails at once with
 * SQLITE_BUSY when another connection committed in between (WAL mode keeps the first read's snapshot).
 */
const TAKE_WRITE_LOCK: SqlQuery = { sql: 'DELETE FROM "_prisma_migrations" WHERE 0', args: [], argTypes: [] };

function serialised(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const turns = new Mutex();
  /** The scope of the transaction holding the turn (outside production: transaction-scope.ts). */
  let holder: Scope | undefined;
  /** The turn for a statement outside any transaction; one that waits on its own scope's transaction is refused. */
  const turn = async (): Promise<() => void> => {
    const mine = currentTransactionScope();
    const waiting = turns.acquire();
    if (!mine || holder !== mine) return waiting;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), NESTED_WAIT_MS);
    });
    const first = await Promise.race([waiting, late]);
    clearTimeout(timer);
    if (first !== 'late') return first;
    void waiting.then((release) => release());
    throw new NestedStatementError();
  };
  const outside = async <T>(work: () => Promise<T>): Promise<T> => {
    const release = await turn();
    try {
      return await work();
    } finally {
      release();
    }
  };
  return {
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    queryRaw: (q) => outside(() => adapter.queryRaw(q)),
    executeRaw: (q) => outside(() => adapter.executeRaw(q)),
    executeScript: (script) => outside(() => adapter.executeScript(script)),
    startTransaction: async (isolationLevel?: IsolationLevel) => {
      const taken = await turns.acquire();
      holder = currentTransactionScope();
      const release = () => {
        holder = undefined;
        taken();
      };
      try {
        const tx = await adapter.startTransaction(isolationLevel);
        try {
          await tx.executeRaw(TAKE_WRITE_LOCK);
        } catch (err) {
          await tx.rollback();
          throw err;
        }
        return heldUntilDone(tx, release);
      } catch (err) {
        release();
        throw err;
      }
    },
    getConnectionInfo: adapter.getConnectionInfo?.bind(adapter),
    dispose: () => adapter.dispose(),
  };
}

/** The factory Prisma's SQLite client connects through. */
export function serialisedSqlite(factory: SqlDriverAdapterFactory): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const adapter = await factory.connect();
      checkAdapter(adapter);
      return serialised(adapter);
    },
  };
}
