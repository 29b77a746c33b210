// Prisma's better-sqlite3 adapter prepares every statement again for every query (`prepare(sql).bind(args)`): on a
// catalog read that is about a tenth of the server's CPU. This keeps the prepared statements of one connection by their
// SQL text and hands the adapter a statement that takes its arguments on each use. A statement of better-sqlite3 can be
// bound once only, so the kept one is never bound: the arguments go with each run. better-sqlite3 is synchronous, so a
// kept statement is never used by two queries at once; SQLite prepares it again by itself after a schema change.
import type { SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type Database from 'better-sqlite3';

/** Prepared statements kept per connection (least recently used dropped first). */
export const KEPT_STATEMENTS_MAX = 500;

type Params = unknown[];

/** What the adapter calls on a prepared statement: `run()`, or `bind(args)` and then `run`/`columns`/`raw().all()`. */
function reusable(statement: Database.Statement, sql: string) {
  // The columns of a statement that names them (Prisma always does) are those names for as long as it is kept; a `*`
  // may mean other columns after a schema change, so those are asked each time.
  let columns: Database.ColumnDefinition[] | undefined;
  const columnsOf = () => {
    if (sql.includes('*')) return statement.columns();
    columns ??= statement.columns();
    return columns;
  };
  const bound = (args: Params) => ({
    reader: statement.reader,
    run: () => statement.run(args),
    columns: columnsOf,
    raw: () => ({ all: () => statement.raw(true).all(args) }),
  });
  return { reader: statement.reader, run: () => statement.run(), bind: bound };
}

/** Makes `db.prepare` answer from the kept statements. */
export function keepPreparedStatements(db: Database.Database, max = KEPT_STATEMENTS_MAX): void {
  const prepare = db.prepare.bind(db);
  const kept = new Map<string, ReturnType<typeof reusable>>();
  db.prepare = ((sql: string) => {
    let statement = kept.get(sql);
    if (statement) kept.delete(sql);
    else {
      statement = reusable(prepare(sql), sql);
      if (kept.size >= max) kept.delete(kept.keys().next().value as string);
    }
    kept.set(sql, statement);
    return statement;
  }) as unknown as Database.Database['prepare'];
}

/** The adapter factory, with its connections keeping their prepared statements. */
export function withKeptStatements(factory: SqlDriverAdapterFactory): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const adapter = await factory.connect();
      // The adapter's connection is its `client` field (not part of the adapter interface, checked here).
      const client = (adapter as unknown as { client?: Database.Database }).client;
      if (typeof client?.prepare !== 'function') throw new Error('the SQLite adapter has no better-sqlite3 connection');
      keepPreparedStatements(client);
      return adapter;
    },
  };
}
