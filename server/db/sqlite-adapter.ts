// The driver adapter Prisma's client (and Kysely beside it: kysely.ts) runs on with SQLite — the one seam every
// statement on a SQLite file goes through, the SQLite writer's thread included (sqlite-writer.ts): one better-sqlite3
// connection of its own, its prepared statements kept by their SQL text (kept-statements.ts), one turn that
// transactions and the statements outside them take, one BEGIN IMMEDIATE, one conversion of values
// (sqlite-values.ts). It implements the public interface of @prisma/driver-adapter-utils and answers as Prisma's own
// adapter (@prisma/adapter-better-sqlite3) does — the same arguments bound, column types, values and errors
// (sqlite-values.ts, sqlite-errors.ts), compared statement by statement in tests/api/sqlite-adapter.test.ts — which
// prepares every statement again for every query and offers no way to keep them. The schema engine still runs on
// Prisma's adapter (adapters.ts, migrations.ts).
//
// Turns: the connection is one, so a statement sent outside any transaction while one is open would run inside it —
// read its uncommitted rows, and lose its writes when that transaction rolls back. Every statement outside a
// transaction therefore waits for the same turn as transactions (better-sqlite3 is synchronous: taking turns costs no
// throughput, the statements ran one at a time anyway); one that waits on its own scope's transaction is refused
// (transaction-scope.ts).
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
// async-mutex's Mutex: first come, first served; `acquire` resolves with the function that releases it.
import { Mutex } from 'async-mutex';
import Database from 'better-sqlite3';
import { KEPT_STATEMENTS_MAX, KeptStatements } from './kept-statements.ts';
import { sqliteNativeBinding } from './sqlite-binding.mjs';
import { adapterError } from './sqlite-errors.ts';
import { boundValue, declaredColumnType, resultColumnTypes, resultRow } from './sqlite-values.ts';
import { currentTransactionScope, NESTED_WAIT_MS, NestedStatementError, type Scope } from './transaction-scope.ts';

export const SQLITE_ADAPTER_NAME = 'shopwright-better-sqlite3';

type Statement = Database.Statement<unknown[], unknown[]>;
/** A result's column names, and their declared types (null for an expression: typed by its values). */
type Columns = { names: string[]; declared: (ColumnType | null)[] };

const columnsOf = (statement: Statement): Columns => {
  const definitions = statement.columns();
  return { names: definitions.map((c) => c.name), declared: definitions.map((c) => declaredColumnType(c.type)) };
};

const statement = (sql: string): SqlQuery => ({ sql, args: [], argTypes: [] });
const BEGIN_IMMEDIATE = statement('BEGIN IMMEDIATE');
const COMMIT = statement('COMMIT');
const ROLLBACK = statement('ROLLBACK');

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

/** A query's arguments as bound (sqlite-values.ts). */
const boundArgs = ({ args, argTypes }: SqlQuery) => args.map((arg, i) => boundValue(arg, argTypes[i]));

export class SqliteAdapter implements SqlDriverAdapter {
  readonly provider = 'sqlite';
  readonly adapterName = SQLITE_ADAPTER_NAME;
  private readonly statements: KeptStatements<KeptStatement>;
  /** The connection's turn: a transaction holds it from BEGIN to its end; a statement outside one takes it to run. */
  private readonly turns = new Mutex();
  /** The scope of the transaction holding the turn (outside production: transaction-scope.ts). */
  private holder: Scope | undefined;

  constructor(
    private readonly db: Database.Database,
    keep: number,
  ) {
    this.statements = new KeptStatements((sql) => new KeptStatement(db.prepare<unknown[], unknown[]>(sql), sql), keep);
  }

  queryRaw(query: SqlQuery): Promise<SqlResultSet> {
    return this.outside(() => this.query(query));
  }

  /** Runs a statement; the rows it changed. */
  executeRaw(query: SqlQuery): Promise<number> {
    return this.outside(() => this.execute(query));
  }

  /** Runs statements separated by semicolons, none of them kept. */
  executeScript(script: string): Promise<void> {
    return this.outside(() => {
      try {
        this.db.exec(script);
      } catch (err) {
        throw adapterError(err);
      }
    });
  }

  /**
   * A transaction, begun with BEGIN IMMEDIATE, which takes SQLite's write lock at once, waiting up to busy_timeout for
   * another connection (the writer's thread, a CLI import, a test seeding beside the server) to finish. (A plain BEGIN,
   * as Prisma's adapter sends: a transaction that read and then wrote would fail at once with SQLITE_BUSY when another
   * connection committed in between, as WAL mode keeps the first read's snapshot.) The caller ends it with a COMMIT or
   * ROLLBACK statement (`usePhantomQuery: false`); then `commit()`/`rollback()` give the turn back.
   */
  async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
    if (isolationLevel && isolationLevel !== 'SERIALIZABLE')
      throw new DriverAdapterError({ kind: 'InvalidIsolationLevel', level: isolationLevel });
    const release = await this.begin();
    let released = false;
    const done = async () => {
      if (!released) release();
      released = true;
    };
    const run = (sql: string) => void this.execute(statement(sql));
    return {
      provider: this.provider,
      adapterName: this.adapterName,
      options: { usePhantomQuery: false },
      queryRaw: async (q: SqlQuery) => this.query(q),
      executeRaw: async (q: SqlQuery) => this.execute(q),
      commit: done,
      rollback: done,
      createSavepoint: async (name: string) => run(`SAVEPOINT ${name}`),
      rollbackToSavepoint: async (name: string) => run(`ROLLBACK TO ${name}`),
      releaseSavepoint: async (name: string) => run(`RELEASE SAVEPOINT ${name}`),
    };
  }

  /** Runs the statements in one transaction: all of them, or none when one fails (its error thrown). */
  async writeAll(queries: readonly SqlQuery[]): Promise<void> {
    const release = await this.begin();
    try {
      for (const q of queries) this.execute(q);
      this.execute(COMMIT);
    } catch (err) {
      // SQLite has rolled back already after some failures (a full disk): then there is nothing to roll back.
      if (!this.db.inTransaction) throw err;
      this.execute(ROLLBACK);
      throw err;
    } finally {
      release();
    }
  }

  async dispose(): Promise<void> {
    this.statements.clear();
    this.db.close();
  }

  /** Takes the turn and begins a transaction in it; the function that gives the turn back. */
  private async begin(): Promise<() => void> {
    const taken = await this.turns.acquire();
    this.holder = currentTransactionScope();
    const release = () => {
      this.holder = undefined;
      taken();
    };
    try {
      this.execute(BEGIN_IMMEDIATE);
      return release;
    } catch (err) {
      release();
      throw err;
    }
  }

  /** Runs `work` in a turn of its own (outside any transaction). */
  private async outside<T>(work: () => T): Promise<T> {
    const release = await this.turn();
    try {
      return work();
    } finally {
      release();
    }
  }

  /** The turn for a statement outside any transaction; one that waits on its own scope's transaction is refused. */
  private async turn(): Promise<() => void> {
    const mine = currentTransactionScope();
    const waiting = this.turns.acquire();
    if (!mine || this.holder !== mine) return waiting;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), NESTED_WAIT_MS);
    });
    const first = await Promise.race([waiting, late]);
    clearTimeout(timer);
    if (first !== 'late') return first;
    void waiting.then((release) => release());
    throw new NestedStatementError();
  }

  private query(query: SqlQuery): SqlResultSet {
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

  private execute(query: SqlQuery): number {
    try {
      return this.statements.get(query.sql).statement.run(boundArgs(query)).changes;
    } catch (err) {
      throw adapterError(err);
    }
  }
}

/** Opens the SQLite file at `filePath` on our adapter, keeping up to `keep` prepared statements. */
export function openSqlite(filePath: string, keep = KEPT_STATEMENTS_MAX): SqliteAdapter {
  const db = new Database(filePath, { nativeBinding: sqliteNativeBinding() });
  // Integers as bigint, so that none past 2^53 loses digits (resultRow gives numbers where they fit).
  db.defaultSafeIntegers(true);
  return new SqliteAdapter(db, keep);
}

/** The factory of connections to the SQLite file at `filePath`, each keeping up to `keep` prepared statements. */
export function sqliteAdapterFactory(filePath: string, keep = KEPT_STATEMENTS_MAX): SqlDriverAdapterFactory {
  return { provider: 'sqlite', adapterName: SQLITE_ADAPTER_NAME, connect: async () => openSqlite(filePath, keep) };
}
