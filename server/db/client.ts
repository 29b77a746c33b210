// Creates the Prisma client for the configured database: SQLite (embedded default) or PostgreSQL.
// Both generated clients share one TypeScript shape; the app is typed against the PostgreSQL one.
import { adapterFactoryFor } from './adapters.ts';
import type { DatabaseTarget } from './database-url.ts';
import { PrismaClient as PgClient } from './generated/postgresql/client.ts';
import { PrismaClient as SqliteClient } from './generated/sqlite/client.ts';

export type Db = InstanceType<typeof PgClient>;
export type { Prisma } from './generated/postgresql/client.ts';

/** A Prisma client for the target; SQLite runs in WAL mode with a busy timeout so concurrent writers wait. */
export async function createDb(target: DatabaseTarget): Promise<Db> {
  if (target.provider === 'postgresql') {
    return new PgClient({ adapter: adapterFactoryFor(target, { max: Number(process.env.DATABASE_POOL_SIZE ?? 10) }) });
  }
  const db = new SqliteClient({ adapter: adapterFactoryFor(target) }) as unknown as Db;
  await db.$queryRawUnsafe('PRAGMA journal_mode = WAL');
  await db.$executeRawUnsafe('PRAGMA busy_timeout = 5000');
  await db.$executeRawUnsafe('PRAGMA synchronous = NORMAL');
  await db.$executeRawUnsafe('PRAGMA foreign_keys = ON');
  return db;
}
