// Kysely on Prisma's connection: the statements Prisma's client cannot express well (the hot reads of a product page, a
// listing and a cart; the cart's atomic writes) are built with Kysely against the database's generated types
// (server/db/generated/kysely, from schema.prisma by `npm run generate`), compiled for the database in use, and run
// through the driver adapter Prisma itself connected — its public interface only: `queryRaw`, `executeRaw`,
// `startTransaction`. So Kysely's statements and Prisma's share the connection or pool, SQLite's single writer and its
// turns (sqlite-adapter.ts), and a renamed or retyped column fails `npm run typecheck`.
import type { SqlDriverAdapter, SqlQuery, SqlResultSet, Transaction } from '@prisma/driver-adapter-utils';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  DummyDriver,
  Kysely,
  type Transaction as KyselyTransaction,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type RawBuilder,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from 'kysely';
import { argType, connectedLine, type DirectLine } from './adapter-line.ts';
import { type Db, databaseProviderOf, isTransactionClient, type Tx } from './client.ts';
import type { DB } from './generated/kysely/types.ts';
import { inTransactionScope } from './transaction-scope.ts';

export type { DB } from './generated/kysely/types.ts';
/** A Kysely bound to a client's connection, or the transaction of one. */
export type Query = Kysely<DB>;
export type QueryTransaction = KyselyTransaction<DB>;

/** Column types of the adapters' result sets (@prisma/driver-adapter-utils' ColumnTypeEnum) converted here. */
const INT64 = 1;
const NUMERIC = 4;
const BOOLEAN = 5;
const DATE = 8;
const DATETIME = 10;
const JSON_TYPE = 11;

/** One value as the generated types say it is: the adapters give booleans as 0/1 on both databases, times as ISO
 * text, JSON as its text and 64-bit counts as bigint or text. */
function converted(type: number, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  switch (type) {
    case BOOLEAN:
      return v === true || v === 1 || v === 1n || v === '1' || v === 't' || v === 'true';
    case DATE:
    case DATETIME:
      return v instanceof Date ? v : new Date(v as string | number);
    case JSON_TYPE:
      return typeof v === 'string' ? JSON.parse(v) : v;
    case INT64:
    case NUMERIC:
      return typeof v === 'number' ? v : Number(v);
    default:
      return v;
  }
}

/** A result set as objects keyed by column name, each value converted by its column's type. */
export function typedRows({ columnNames, columnTypes, rows }: SqlResultSet): Record<string, unknown>[] {
  return rows.map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < columnNames.length; i++) row[columnNames[i]] = converted(columnTypes[i], values[i]);
    return row;
  });
}

/** Statements that answer rows: reads, and writes with RETURNING (the others answer the rows they changed). */
function answersRows(query: CompiledQuery): boolean {
  const node = query.query as { kind: string; returning?: unknown };
  return node.kind === 'SelectQueryNode' || node.kind === 'RawNode' || node.returning !== undefined;
}

/** One connection of Kysely's: the client's adapter, or the adapter transaction it began. */
class AdapterConnection implements DatabaseConnection {
  transaction: Transaction | null = null;

  constructor(
    readonly line: DirectLine & { adapter: SqlDriverAdapter },
    private readonly onQuery?: (sql: string) => void,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const args = [...compiled.parameters];
    const query: SqlQuery = { sql: compiled.sql, args, argTypes: args.map(argType) };
    this.onQuery?.(query.sql);
    const target = this.transaction ?? this.line.adapter;
    if (answersRows(compiled)) return { rows: typedRows(await target.queryRaw(query)) as R[] };
    return { rows: [], numAffectedRows: BigInt(await target.executeRaw(query)) };
  }

  // biome-ignore lint/correctness/useYield: nothing here streams (Kysely's interface asks for the method)
  async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error('Streaming is not supported on the Prisma adapter connection.');
  }
}

const COMMIT: SqlQuery = { sql: 'COMMIT', args: [], argTypes: [] };
const ROLLBACK: SqlQuery = { sql: 'ROLLBACK', args: [], argTypes: [] };

/** Kysely's driver on the adapter Prisma connected for `db`. A transaction is the adapter's: it begins with
 * `startTransaction` (which on SQLite also takes the turn and the write lock) and ends as the adapter's protocol says —
 * a COMMIT or ROLLBACK statement unless the transaction's `usePhantomQuery`, then `commit()`/`rollback()`. */
class AdapterDriver implements Driver {
  constructor(private readonly db: Db) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let line = connectedLine(this.db);
    if (!line) {
      await this.db.$connect();
      line = connectedLine(this.db);
    }
    if (!line) throw new Error('The database client has no connected adapter.');
    return new AdapterConnection(line, line.onQuery);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as AdapterConnection;
    const transaction = await c.line.adapter.startTransaction();
    c.transaction = transaction;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.end(connection as AdapterConnection, COMMIT, (tx) => tx.commit());
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.end(connection as AdapterConnection, ROLLBACK, (tx) => tx.rollback());
  }

  private async end(c: AdapterConnection, statement: SqlQuery, close: (tx: Transaction) => Promise<void>): Promise<void> {
    const tx = c.transaction;
    if (!tx) return;
    c.transaction = null;
    try {
      if (!tx.options.usePhantomQuery) {
        c.line.onQuery?.(statement.sql);
        await tx.executeRaw(statement);
      }
    } finally {
      await close(tx);
    }
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {}
}

function dialectFor(provider: 'sqlite' | 'postgresql', createDriver: () => Driver): Dialect {
  const postgres = provider === 'postgresql';
  return {
    createAdapter: () => (postgres ? new PostgresAdapter() : new SqliteAdapter()),
    createDriver,
    createQueryCompiler: () => (postgres ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
    createIntrospector: (k) => (postgres ? new PostgresIntrospector(k) : new SqliteIntrospector(k)),
  };
}

const instances = new WeakMap<Db, Query>();

/** The Kysely of a client: its statements run on the client's own connection (one per client, made once). */
export function query(db: Db): Query {
  let k = instances.get(db);
  if (!k) {
    const provider = databaseProviderOf(db);
    if (!provider || isTransactionClient(db)) throw new Error('query(db) takes a client made by createDb, not a transaction client.');
    k = new Kysely<DB>({ dialect: dialectFor(provider, () => new AdapterDriver(db)) });
    instances.set(db, k);
  }
  return k;
}

/** Runs `work` in one of the adapter's transactions: all its writes or none (what it throws rolls back and is thrown
 * again). Its statements go through `trx`; a statement on the client itself inside it is the mistake
 * transaction-scope.ts catches outside production. */
export function transaction<T>(db: Db, work: (trx: QueryTransaction) => Promise<T>): Promise<T> {
  return inTransactionScope(() => query(db).transaction().execute(work));
}

const compilers = new Map<string, Query>();

/** A Kysely that compiles statements for the database of `client` — a client, or one of Prisma's interactive
 * transactions (its statements then run with executeIn). */
export function compilerFor(client: Db | Tx): Query {
  const provider = databaseProviderOf(client);
  if (!provider) throw new Error('compilerFor takes a client made by createDb, or one of its transactions.');
  let k = compilers.get(provider);
  if (!k) {
    k = new Kysely<DB>({ dialect: dialectFor(provider, () => new DummyDriver()) });
    compilers.set(provider, k);
  }
  return k;
}

/** Runs a statement compiled for the transaction's database (compilerFor(tx)) inside one of Prisma's interactive
 * transactions, through its client `tx`: it commits or rolls back with the Prisma work beside it (an order and the
 * analytics it adds). */
export async function executeIn(tx: Tx, compiled: CompiledQuery): Promise<void> {
  await tx.$executeRawUnsafe(compiled.sql, ...compiled.parameters);
}

/** A VALUES list of `rows` (each with the same columns, in the first row's order) — the body of a common table
 * expression named with its columns: `.with('step(websiteId, day)', () => valuesList(rows))` (Kysely's builder has no
 * method for one; SQLite takes no column names on a subquery in FROM, only on a WITH). */
export function valuesList<R extends Record<string, unknown>>(rows: readonly R[]): RawBuilder<R> {
  const columns = Object.keys(rows[0]);
  return sql<R>`(VALUES ${sql.join(rows.map((row) => sql`(${sql.join(columns.map((c) => row[c]))})`))})`;
}
