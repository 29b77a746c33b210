// Hand-written reads (server/db/sql-rows.ts) sent straight to the driver adapter Prisma itself connected — the same
// connection or pool, the same turns with transactions on SQLite (sqlite-serial.ts), the same argument conversion —
// without passing through Prisma's request pipeline, which cost about as much CPU as the statements themselves on the
// hot reads (a product page, a listing page, a cart: docs/performance.md). Until Prisma has connected, and for a
// transaction's client, the same statement goes through `$queryRaw`.
import type { Sql } from '@prisma/client/runtime/client';
import type { ArgType, SqlDriverAdapter, SqlDriverAdapterFactory, SqlQuery, SqlResultSet } from '@prisma/driver-adapter-utils';
import { checkAdapter } from './adapter-protocol.ts';
import type { Row } from './sql-rows.ts';

/** The adapter a client connected through, and who listens to its statements (tests count them). */
export type DirectLine = { adapter: SqlDriverAdapter | null; onQuery?: (sql: string) => void };

const lines = new WeakMap<object, DirectLine>();

/** The factory, remembering in `line` the adapter each connection gives (and forgetting it when Prisma disposes it). */
export function keepAdapter(factory: SqlDriverAdapterFactory, line: DirectLine): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const adapter = await factory.connect();
      checkAdapter(adapter);
      line.adapter = adapter;
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = () => {
        if (line.adapter === adapter) line.adapter = null;
        return dispose();
      };
      return adapter;
    },
  };
}

/** Ties a client to its line (server/db/client.ts, when it makes the client). */
export function registerDirectLine(db: object, line: DirectLine): void {
  lines.set(db, line);
}

/** How the adapter is to bind a parameter. */
export function argType(v: unknown): ArgType {
  if (v instanceof Date) return { scalarType: 'datetime', arity: 'scalar' };
  if (typeof v === 'number') return { scalarType: Number.isInteger(v) ? 'int' : 'float', arity: 'scalar' };
  if (typeof v === 'boolean') return { scalarType: 'boolean', arity: 'scalar' };
  return { scalarType: 'string', arity: 'scalar' };
}

/** The statement as the adapter takes it (its placeholders: `$1` on PostgreSQL, `?` on SQLite), reported to the
 * line's listener. */
export function adapterQuery(line: DirectLine, adapter: SqlDriverAdapter, query: Sql): SqlQuery {
  const sql = adapter.provider === 'postgres' ? query.text : query.sql;
  line.onQuery?.(sql);
  return { sql, args: query.values, argTypes: query.values.map(argType) };
}

/** A result set as objects keyed by column name. */
export function rowsOf({ columnNames, rows }: SqlResultSet): Row[] {
  return rows.map((values) => {
    const row: Row = {};
    for (let i = 0; i < columnNames.length; i++) row[columnNames[i]] = values[i];
    return row;
  });
}

/** The line a client was made with, while its adapter is connected. */
export function connectedLine(db: object): (DirectLine & { adapter: SqlDriverAdapter }) | null {
  const line = lines.get(db);
  return line?.adapter ? (line as DirectLine & { adapter: SqlDriverAdapter }) : null;
}

/** The rows of a read, as objects keyed by column name (values as the driver gives them: sql-rows.ts converts). */
export async function readRows(db: { $queryRaw: <T>(query: Sql) => Promise<T> }, query: Sql): Promise<Row[]> {
  const line = connectedLine(db);
  if (!line) return db.$queryRaw<Row[]>(query);
  return rowsOf(await line.adapter.queryRaw(adapterQuery(line, line.adapter, query)));
}
