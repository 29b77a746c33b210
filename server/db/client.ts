// Creates the Prisma client for the configured database: SQLite (embedded default) or PostgreSQL.
// Both generated clients share one TypeScript shape; the app is typed against the PostgreSQL one.

import { type DirectLine, keepAdapter, registerDirectLine } from './adapter-line.ts';
import { adapterFactoryFor } from './adapters.ts';
import { type DatabaseTarget, sqliteFilePath } from './database-url.ts';
import type { PrismaClient as PgClient } from './generated/postgresql/client.ts';
import { sqliteAdapterFactory } from './sqlite-adapter.ts';
import { CHECKS_NESTED_STATEMENTS, inTransactionScope } from './transaction-scope.ts';

export type Db = InstanceType<typeof PgClient>;
export type { Prisma } from './generated/postgresql/client.ts';
/** The client a transaction callback receives. */
export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

export type DbOptions = {
  /** Called for every SQL statement (tests count them). */
  onQuery?: (sql: string) => void;
  /** PostgreSQL connections per process (DATABASE_POOL_SIZE). */
  poolSize?: number;
};

/** The database each client was made for, and each interactive transaction's client was begun on. */
const targets = new WeakMap<Db, DatabaseTarget>();
const transactions = new WeakMap<Tx, DatabaseTarget>();

/** The database a client, or a transaction's client, was made for. */
export function databaseProviderOf(db: Db | Tx): DatabaseTarget['provider'] | undefined {
  return (targets.get(db as Db) ?? transactions.get(db as Tx))?.provider;
}

/** Whether `db` is the client of an interactive transaction (not a client made by createDb). */
export const isTransactionClient = (db: Db | Tx): db is Tx => transactions.has(db as Tx);

/** The SQLite file a client writes to, or null for PostgreSQL. */
export function sqliteFileOf(db: Db): string | null {
  const target = targets.get(db);
  return target?.provider === 'sqlite' ? sqliteFilePath(target) : null;
}

/** Remembers the database of each interactive transaction's client (Kysely compiles for it: kysely.ts), and outside
 * production runs the transaction's work in the scope its other statements check (transaction-scope.ts). */
function trackTransactions(db: Db, target: DatabaseTarget): void {
  // Called with `this`: a transaction's client reaches the method through its own proxy, and Prisma then runs a
  // nested `$transaction` inside the open one.
  const transaction = db.$transaction as (this: unknown, arg: unknown, options?: unknown) => Promise<unknown>;
  Object.assign(db, {
    $transaction(this: unknown, arg: unknown, options?: unknown) {
      if (typeof arg !== 'function') return transaction.call(this, arg, options);
      const work = (tx: Tx) => {
        transactions.set(tx, target);
        return arg(tx);
      };
      const run = () => transaction.call(this, work, options);
      return CHECKS_NESTED_STATEMENTS ? inTransactionScope(run) : run();
    },
  });
}

/** A Prisma client for the target; SQLite runs in WAL mode with a busy timeout so concurrent writers (other processes)
 * wait, its statements take turns with transactions and stay prepared (our own adapter: sqlite-adapter.ts). */
export async function createDb(target: DatabaseTarget, opts: DbOptions = {}): Promise<Db> {
  const log = opts.onQuery ? [{ emit: 'event' as const, level: 'query' as const }] : [];
  // The adapter Prisma connects through, kept for Kysely's statements (adapter-line.ts).
  const line: DirectLine = { adapter: null, onQuery: opts.onQuery };
  const listen = (db: Db) => {
    targets.set(db, target);
    trackTransactions(db, target);
    registerDirectLine(db, line);
    if (opts.onQuery)
      // The client is typed without its log options, which name the events it emits: here, 'query'.
      (db.$on.bind(db) as (event: 'query', listener: (e: { query: string }) => void) => void)('query', (e) => opts.onQuery?.(e.query));
    return db;
  };
  // Only the client of the database in use is loaded (each carries its own data model and query compiler).
  if (target.provider === 'postgresql') {
    const { PrismaClient } = await import('./generated/postgresql/client.ts');
    const adapter = keepAdapter(await adapterFactoryFor(target, { max: opts.poolSize ?? 10 }), line);
    return listen(new PrismaClient({ adapter, log }));
  }
  const { PrismaClient } = await import('./generated/sqlite/client.ts');
  const db = listen(
    new PrismaClient({
      adapter: keepAdapter(sqliteAdapterFactory(sqliteFilePath(target)), line),
      log,
    }) as Db,
  );
  await db.$queryRawUnsafe('PRAGMA journal_mode = WAL');
  await db.$executeRawUnsafe('PRAGMA busy_timeout = 5000');
  await db.$executeRawUnsafe('PRAGMA synchronous = NORMAL');
  await db.$executeRawUnsafe('PRAGMA foreign_keys = ON');
  return db;
}

/** Whether the database answers a statement now (a load balancer's readiness check: /readyz). */
export function databaseAnswers(db: Db): Promise<boolean> {
  return db.$queryRawUnsafe('SELECT 1').then(
    () => true,
    () => false,
  );
}
