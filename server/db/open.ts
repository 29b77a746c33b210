// Opens the configured database ready for use: resolves DATABASE_URL, applies pending migrations, connects.
// Configuration and connection problems become one clear line (DatabaseConfigError / DatabaseConnectionError).
import { createDb, type Db, type DbOptions } from './client.ts';
import { DatabaseConnectionError, describeConnectionFailure, isConnectionFailure, resolveDatabaseUrl } from './database-url.ts';
import { applyPendingMigrations } from './migrations.ts';

export async function openDatabase(url = process.env.DATABASE_URL, opts: { log?: (line: string) => void } & DbOptions = {}): Promise<Db> {
  const target = resolveDatabaseUrl(url);
  try {
    const applied = await applyPendingMigrations(target);
    for (const name of applied) opts.log?.(`Applied migration ${name}`);
    const db = await createDb(target, { onQuery: opts.onQuery });
    await db.$queryRawUnsafe('SELECT 1');
    return db;
  } catch (err) {
    if (isConnectionFailure(err, target)) throw new DatabaseConnectionError(describeConnectionFailure(err, target));
    throw err;
  }
}
