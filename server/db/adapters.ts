// Driver adapters and a reachability check for a database target; PostgreSQL's `?schema=` becomes the search_path.
// Each database's driver is loaded when that database is opened: a node on SQLite never loads `pg` (~15 MiB).
import type { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import type { PrismaPg } from '@prisma/adapter-pg';
import Database from 'better-sqlite3';
import type { PoolConfig } from 'pg';
import { DatabaseConnectionError, type DatabaseTarget, describeConnectionFailure, sqliteFilePath } from './database-url.ts';
import { sqliteNativeBinding } from './sqlite-binding.mjs';

/**
 * How long a statement waits for a connection (a new one, or a free one of the pool) before it fails: a database that
 * is down or overloaded answers 503 in bounded time instead of leaving requests hanging (http/unavailable-response.ts).
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 5_000;

export type PostgresConnection = { pool: PoolConfig; schema?: string };

/** node-postgres settings for a `postgresql://` URL: `?schema=` is Prisma's, so it becomes the session's search_path. */
export function postgresConnection(url: string): PostgresConnection {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema') ?? undefined;
  parsed.searchParams.delete('schema');
  const pool: PoolConfig = { connectionString: parsed.toString() };
  if (schema) pool.options = `-c search_path="${schema.replaceAll('"', '""')}"`;
  return { pool, schema };
}

/** The adapter factory the schema engine runs on, and PostgreSQL's Prisma client (SQLite's runs on our own adapter:
 * sqlite-adapter.ts). */
export async function adapterFactoryFor(target: DatabaseTarget, pool: PoolConfig = {}): Promise<PrismaBetterSqlite3 | PrismaPg> {
  if (target.provider === 'sqlite') {
    const { PrismaBetterSqlite3 } = await import('@prisma/adapter-better-sqlite3');
    return new PrismaBetterSqlite3({ url: sqliteFilePath(target), nativeBinding: sqliteNativeBinding() });
  }
  const { PrismaPg } = await import('@prisma/adapter-pg');
  const connection = postgresConnection(target.url);
  return new PrismaPg(
    { connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS, ...pool, ...connection.pool },
    connection.schema ? { schema: connection.schema } : undefined,
  );
}

/** Opens and closes one connection, so an unreachable database fails fast with the driver's own error code. */
export async function assertReachable(target: DatabaseTarget): Promise<void> {
  try {
    if (target.provider === 'sqlite') {
      const db = new Database(sqliteFilePath(target), { nativeBinding: sqliteNativeBinding() });
      try {
        db.pragma('schema_version');
      } finally {
        db.close();
      }
    } else {
      const { default: pg } = await import('pg');
      const client = new pg.Client(postgresConnection(target.url).pool);
      try {
        await client.connect();
      } finally {
        await client.end();
      }
    }
  } catch (err) {
    throw new DatabaseConnectionError(describeConnectionFailure(err, target), { cause: err });
  }
}
