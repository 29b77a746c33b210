// Driver adapter factories for a database target; PostgreSQL honours Prisma's `?schema=` by setting search_path.
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import type { PoolConfig } from 'pg';
import type { DatabaseTarget } from './database-url.ts';

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

/** The adapter factory the schema engine (and a Prisma client) runs on. */
export function adapterFactoryFor(target: DatabaseTarget, pool: PoolConfig = {}): PrismaBetterSqlite3 | PrismaPg {
  if (target.provider === 'sqlite') return new PrismaBetterSqlite3({ url: target.filePath ?? target.url.replace(/^file:/, '') });
  const connection = postgresConnection(target.url);
  return new PrismaPg({ ...pool, ...connection.pool }, connection.schema ? { schema: connection.schema } : undefined);
}
