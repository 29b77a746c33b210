// The driver adapter Prisma itself connected, kept for Kysely's statements (kysely.ts): the same connection or pool,
// the same turns with transactions on SQLite (sqlite-adapter.ts), the same argument conversion — without passing
// through Prisma's request pipeline, which cost about as much CPU as the statements themselves on the hot reads (a
// product page, a listing page, a cart: docs/performance.md).
import type { ArgType, SqlDriverAdapter, SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';

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

/** The line a client was made with, while its adapter is connected. */
export function connectedLine(db: object): (DirectLine & { adapter: SqlDriverAdapter }) | null {
  const line = lines.get(db);
  return line?.adapter ? (line as DirectLine & { adapter: SqlDriverAdapter }) : null;
}
