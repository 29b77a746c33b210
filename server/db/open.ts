// Opens the configured database ready for use: resolves DATABASE_URL, applies pending migrations (one node at a time
// on PostgreSQL: startup-lock.ts), connects.
// Configuration and connection problems become one clear line (DatabaseConfigError / DatabaseConnectionError).
import { createDb, type Db, type DbOptions } from './client.ts';
import {
  DatabaseConnectionError,
  type DatabaseTarget,
  describeConnectionFailure,
  isConnectionFailure,
  resolveDatabaseUrl,
} from './database-url.ts';
import { migrationNames, migrationsDir } from './migration-files.ts';
import { applyPendingMigrations } from './migrations.ts';
import { withStartupLock } from './startup-lock.ts';

export async function openDatabase(url = process.env.DATABASE_URL, opts: { log?: (line: string) => void } & DbOptions = {}): Promise<Db> {
  const target = resolveDatabaseUrl(url);
  try {
    const db = await createDb(target, opts);
    if (!(await hasPendingMigrations(db, target))) return db;
    // One node migrates; others starting at the same moment wait, then find nothing left to apply.
    await withStartupLock(target, async () => {
      if (!(await hasPendingMigrations(db, target))) return;
      // The migration engine wants the database to itself (SQLite locks it): this connection steps aside meanwhile.
      await db.$disconnect();
      const applied = await applyPendingMigrations(target);
      for (const name of applied) opts.log?.(`Applied migration ${name}`);
    });
    await db.$disconnect();
    return createDb(target, opts);
  } catch (err) {
    if (isConnectionFailure(err, target)) throw new DatabaseConnectionError(describeConnectionFailure(err, target));
    throw err;
  }
}

/**
 * A plain read of `_prisma_migrations`: when every migration is applied, the migration engine (which locks the
 * database) is not started at all, so a second process (a command beside the running server) opens it freely.
 */
async function hasPendingMigrations(db: Db, target: DatabaseTarget): Promise<boolean> {
  const expected = migrationNames(migrationsDir(target.provider));
  try {
    const rows = await db.$queryRawUnsafe<{ migration_name: string }[]>(
      'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const applied = new Set(rows.map((r) => r.migration_name));
    return expected.some((name) => !applied.has(name));
  } catch (err) {
    if (isConnectionFailure(err, target)) throw err;
    return true; // no migrations table yet: a new database
  }
}
