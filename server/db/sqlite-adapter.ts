// The driver adapter Prisma's client (and Kysely beside it: kysely.ts) runs on with SQLite: one better-sqlite3
// connection of its own, whose prepared statements are kept by their SQL text (kept-statements.ts). It implements the
// public interface of @prisma/driver-adapter-utils and answers as Prisma's own adapter (@prisma/adapter-better-sqlite3)
// does — the same arguments bound, column types, values and errors (sqlite-values.ts, sqlite-errors.ts), compared
// statement by statement in tests/api/sqlite-adapter.test.ts — which prepares every statement again for every query and
// offers no way to keep them. The schema engine still runs on Prisma's adapter (adapters.ts, migrations.ts).
import {
  type ColumnType,
  DriverAdapterError,
  type IsolationLevel,
  type SqlDriverAdapter,
  type SqlDriverAdapterFactory,
  type SqlQuery,
  type SqlResultSet,
  type Transaction,
} from '@prisma/driver-adapter-utils';
import { Mutex } from 'async-mutex';
import Database from 'better-sqlite3';
import { KEPT_STATEMENTS_MAX, KeptStatements } from './kept-statements.ts';
import { sqliteNativeBinding } from './sqlite-binding.mjs';
import { adapterError } from './sqlite-errors.ts';
import { BEGIN_IMMEDIATE, immediateTransaction } from './sqlite-serial.ts';
import { boundValue, declaredColumnType, resultColumnTypes, resultRow } from './sqlite-values.ts';

export const SQLITE_ADAPTER_NAME = 'shopwright-better-sqlite3';

type Statement = Database.Statement<unknown[], unknown[]>;
/** A result's column names, and their declared types (null for an expression: typed by its values). */
type Columns = { names: string[]; declared: (ColumnType | null)[] };

const columnsOf = (statement: Statement): Columns => {
  const definitions = statement.columns();
  return { names: definitions.map((c) => c.name), declared: definitions.map((c) => declaredColumnType(c.type)) };
};

/**
 * A kept statement. A statement of better-sqlite3 can be bound once only, so the kept one is never bound: the arguments
 * go with each run. better-sqlite3 is synchronous, so a kept statement is never used by two queries at once; SQLite
 * prepares it again by itself after a schema change.
 */
class KeptStatement {
  private named: Columns | undefined;

  constructor(
    readonly statement: Statement,
    private readonly sql: string,
  ) {
    // Rows as arrays of values, in the columns' order.
    if (statement.reader) statement.raw(true);
  }

  /** The columns of a statement that names them (Prisma always does) are those names for as long as it is kept; a `*`
   * may mean other columns after a schema change, so those are asked each time — after the run, as SQLite prepares the
   * statement again when it runs it (asked before, they are the columns of the old schema). */
  columns(): Columns {
    if (this.sql.includes('*')) return columnsOf(this.statement);
    this.named ??= columnsOf(this.statement);
    return this.named;
  }
}

class SqliteAdapter implements SqlDriverAdapter {
  readonly provider = 'sqlite';
  readonly adapterName = SQLITE_ADAPTER_NAME;
  private readonly statements: KeptStatements<KeptStatement>;
  /** Transactions take turns: the connection holds one at a time. */
  private readonly transactions = new Mutex();

  constructor(
    private readonly db: Database.Database,
    keep: number,
  ) {
    this.statements = new KeptStatements((sql) => new KeptStatement(db.prepare<unknown[], unknown[]>(sql), sql), keep);
  }

  async queryRaw(query: SqlQuery): Promise<SqlResultSet> {
    try {
      const args = boundArgs(query);
      const kept = this.statements.get(query.sql);
      if (!kept.statement.reader) {
        kept.statement.run(args);
        return { columnNames: [], columnTypes: [], rows: [] };
      }
      const rows = kept.statement.all(args);
      const columns = kept.columns();
      const columnTypes = resultColumnTypes(columns.declared, rows);
      for (const row of rows) resultRow(row, columnTypes);
      return { columnNames: columns.names.slice(), columnTypes, rows };
    } catch (err) {
      throw adapterError(err);
    }
  }

  /** Runs a statement; the rows it changed. */
  async executeRaw(query: SqlQuery): Promise<number> {
    try {
      return this.statements.get(query.sql).statement.run(boundArgs(query)).changes;
    } catch (err) {
      throw adapterError(err);
    }
  }

  /** Runs statements separated by semicolons, none of them kept. */
  async executeScript(script: string): Promise<void> {
    try {
      this.db.exec(script);
    } catch (err) {
      throw adapterError(err);
    }
  }

  /**
   * A transaction, begun with BEGIN IMMEDIATE (the write lock at once: see sqlite-serial.ts, whose turns Prisma's
   * client and Kysely take instead of calling this) and ended by the caller's COMMIT or ROLLBACK statement
   * (`usePhantomQuery: false`); commit()/rollback() let the next transaction begin.
   */
  async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
    if (isolationLevel && isolationLevel !== 'SERIALIZABLE')
      throw new DriverAdapterError({ kind: 'InvalidIsolationLevel', level: isolationLevel });
    const release = await this.transactions.acquire();
    try {
      await this.executeRaw(BEGIN_IMMEDIATE);
      return immediateTransaction(this, release);
    } catch (err) {
      release();
      throw err;
    }
  }

  async dispose(): Promise<void> {
    this.statements.clear();
    this.db.close();
  }
}

/** A query's arguments as bound (sqlite-values.ts). */
const boundArgs = ({ args, argTypes }: SqlQuery) => args.map((arg, i) => boundValue(arg, argTypes[i]));

/** The factory of connections to the SQLite file at `filePath`, each keeping up to `keep` prepared statements. */
export function sqliteAdapterFactory(filePath: string, keep = KEPT_STATEMENTS_MAX): SqlDriverAdapterFactory {
  return {
    provider: 'sqlite',
    adapterName: SQLITE_ADAPTER_NAME,
    connect: async () => {
      const db = new Database(filePath, { nativeBinding: sqliteNativeBinding() });
      // Integers as bigint, so that none past 2^53 loses digits (resultRow gives numbers where they fit).
      db.defaultSafeIntegers(true);
      return new SqliteAdapter(db, keep);
    },
  };
}
