// Creates the Prisma client for the configured database: SQLite (embedded default) or PostgreSQL.
// Both generated clients share one TypeScript shape; the app is typed against the PostgreSQL one.

import { type DirectLine, keepAdapter, registerDirectLine } from './adapter-line.ts';
import { adapterFactoryFor } from './adapters.ts';
import type { DatabaseTarget } from './database-url.ts';
import type { PrismaClient as PgClient } from './generated/postgresql/client.ts';
import { serialisedSqlite } from './sqlite-serial.ts';
import { withKeptStatements } from './sqlite-statements.ts';
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

/** The database each client was made for (a transaction's client is not in here: ask about the client it came from). */
const targets = new WeakMap<Db, DatabaseTarget>();

/** The database a client was made for (undefined for a transaction's client). */
export function databaseProviderOf(db: Db): DatabaseTarget['provider'] | undefined {
  return targets.get(db)?.provider;
}

/** The SQLite file a client writes to, or null for PostgreSQL. */
export function sqliteFileOf(db: Db): string | null {
  const target = targets.get(db);
  return target?.provider === 'sqlite' ? (target.filePath ?? target.url.replace(/^file:/, '')) : null;
}

/** Runs the work of the client's interactive transactions in the scope its other statements check (outside production:
 * transaction-scope.ts). */
function scopeTransactions(db: Db): void {
  // Called with `this`: a transaction's client reaches the method through its own proxy, and Prisma then runs a
  // nested `$transaction` inside the open one.
  const transaction = db.$transaction as (this: unknown, arg: unknown, options?: unknown) => Promise<unknown>;
  (db as unknown as { $transaction: typeof transaction }).$transaction = function (this: unknown, arg, options) {
    const run = () => transaction.call(this, arg, options);
    return typeof arg === 'function' ? inTransactionScope(run) : run();
  };
}

/** A Prisma client for the target; SQLite runs in WAL mode with a busy timeout so concurrent writers (other processes)
 * wait, its statements take turns with transactions (sqlite-serial.ts) and stay prepared (sqlite-statements.ts). */
export async function createDb(target: DatabaseTarget, opts: DbOptions = {}): Promise<Db> {
  const log = opts.onQuery ? [{ emit: 'event' as const, level: 'query' as const }] : [];
  // The adapter Prisma connects through, kept for Kysely's statements (adapter-line.ts).
  const line: DirectLine = { adapter: null, onQuery: opts.onQuery };
  const listen = (db: Db) => {
    targets.set(db, target);
    if (CHECKS_NESTED_STATEMENTS) scopeTransactions(db);
    registerDirectLine(db, line);
    if (opts.onQuery)
      (db as unknown as { $on(e: 'query', cb: (e: { query: string }) => void): void }).$on('query', (e) => opts.onQuery?.(e.query));
    return db;
  };
  // Only the client of the database in use is loaded (each carries its own data model and query compiler).
  if (target.provider === 'postgresql') {
    const { PrismaClient } = await import('./generated/postgresql/client.ts');
    const adapter = keepAdapter(await adapterFactoryFor(target, { max: opts.poolSize ?? 10 }), line);
    return listen(new PrismaClient({ adapter, log }) as unknown as Db);
  }
  const { PrismaClient } = await import('./generated/sqlite/client.ts');
  const db = listen(
    new PrismaClient({
      adapter: keepAdapter(serialisedSqlite(withKeptStatements(await adapterFactoryFor(target))), line),
      log,
    }) as unknown as Db,
  );
  await db.$queryRawUnsafe('PRAGMA journal_mode = WAL');
  await db.$executeRawUnsafe('PRAGMA busy_timeout = 5000');
  await db.$executeRawUnsafe('PRAGMA synchronous = NORMAL');
  await db.$executeRawUnsafe('PRAGMA foreign_keys = ON');
  return db;
}
