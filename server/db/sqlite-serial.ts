// SQLite runs on one connection. The adapter (sqlite-adapter.ts) serialises transactions against each other, but a
// statement sent outside any transaction while one is open runs on that same connection, inside it: it reads the
// transaction's uncommitted rows, and its writes vanish when that transaction rolls back. This wrapper puts every
// statement outside a transaction behind the same turn as transactions, so each sees only committed data and no
// request's write is ever undone by another request's rollback. (better-sqlite3 is synchronous: taking turns costs
// no throughput, the statements ran one at a time anyway.)
import {
  DriverAdapterError,
  type IsolationLevel,
  type SqlDriverAdapter,
  type SqlDriverAdapterFactory,
  type SqlQuery,
  type Transaction,
} from '@prisma/driver-adapter-utils';
// async-mutex's Mutex: first come, first served; `acquire` resolves with the function that releases it.
import { Mutex } from 'async-mutex';
import { checkedFactory } from './adapter-protocol.ts';
import { currentTransactionScope, NESTED_WAIT_MS, NestedStatementError, type Scope } from './transaction-scope.ts';

const statement = (sql: string): SqlQuery => ({ sql, args: [], argTypes: [] });

/**
 * A transaction begins with BEGIN IMMEDIATE, which takes SQLite's write lock at once, waiting up to busy_timeout for
 * another process (a CLI import, a test seeding beside the server) to finish. (A plain BEGIN, as Prisma's adapter sends:
 * a transaction that read and then wrote would fail at once with SQLITE_BUSY when another connection committed in
 * between, as WAL mode keeps the first read's snapshot.) The transaction runs on the adapter's connection through its
 * public `queryRaw`/`executeRaw`; the client ends it with a COMMIT or ROLLBACK statement (`usePhantomQuery: false`),
 * and then `commit()`/`rollback()` give the turn back.
 */
export function immediateTransaction(adapter: SqlDriverAdapter, release: () => void): Transaction {
  let released = false;
  const done = async () => {
    if (!released) release();
    released = true;
  };
  return {
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    options: { usePhantomQuery: false },
    queryRaw: (q: SqlQuery) => adapter.queryRaw(q),
    executeRaw: (q: SqlQuery) => adapter.executeRaw(q),
    commit: done,
    rollback: done,
    createSavepoint: async (name: string) => void (await adapter.executeRaw(statement(`SAVEPOINT ${name}`))),
    rollbackToSavepoint: async (name: string) => void (await adapter.executeRaw(statement(`ROLLBACK TO ${name}`))),
    releaseSavepoint: async (name: string) => void (await adapter.executeRaw(statement(`RELEASE SAVEPOINT ${name}`))),
  };
}

export const BEGIN_IMMEDIATE = statement('BEGIN IMMEDIATE');

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
        if (isolationLevel && isolationLevel !== 'SERIALIZABLE')
          throw new DriverAdapterError({ kind: 'InvalidIsolationLevel', level: isolationLevel });
        await adapter.executeRaw(BEGIN_IMMEDIATE);
        return immediateTransaction(adapter, release);
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
  return checkedFactory(factory, serialised);
}
