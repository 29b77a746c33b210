// Applies pending migrations at start-up and reports status, recording them in _prisma_migrations like `migrate deploy`.
import { adapterFactoryFor, assertReachable } from './adapters.ts';
import type { DatabaseTarget } from './database-url.ts';
import { migrationNames, migrationsDir, readMigrationList } from './migration-files.ts';
import type { NO_FILTERS, SchemaEngine } from './schema-engine.ts';

export type MigrationStatus = {
  applied: string[];
  pending: string[];
  /** Recorded in the database but missing from the migrations folder. */
  unknown: string[];
  failed: string[];
  /** Applied, but migration.sql changed since. */
  edited: string[];
};

/** Applies every migration in `dir` not yet recorded in the database; returns their names (none: a no-op). */
export async function applyPendingMigrations(target: DatabaseTarget, dir = migrationsDir(target.provider)): Promise<string[]> {
  const output = await withTarget(target, (engine, filters) => engine.applyMigrations({ migrationsList: readMigrationList(dir), filters }));
  return output.appliedMigrationNames;
}

/** Which migrations the database has applied and which are pending. */
export async function migrationStatus(target: DatabaseTarget): Promise<MigrationStatus> {
  const dir = migrationsDir(target.provider);
  const diagnosis = await withTarget(target, (engine, filters) =>
    engine.diagnoseMigrationHistory({ migrationsList: readMigrationList(dir), optInToShadowDatabase: false, filters }),
  ).catch((err: unknown) => {
    if (isMissingMigrationsTable(err)) return null;
    throw err;
  });
  if (!diagnosis) return { applied: [], pending: migrationNames(dir), unknown: [], failed: [], edited: [] };
  const history = diagnosis.history;
  const pending = history && history.diagnostic !== 'migrationsDirectoryIsBehind' ? history.unappliedMigrationNames : [];
  const unknown = history && history.diagnostic !== 'databaseIsBehind' ? history.unpersistedMigrationNames : [];
  return {
    applied: migrationNames(dir).filter((name) => !pending.includes(name)),
    pending,
    unknown,
    failed: diagnosis.failedMigrationNames,
    edited: diagnosis.editedMigrationNames,
  };
}

/** The engine's P1014 ("table does not exist") for `_prisma_migrations`: nothing was ever applied. */
function isMissingMigrationsTable(err: unknown): boolean {
  return err instanceof Error && (err as { code?: unknown }).code === 'P1014' && err.message.includes('_prisma_migrations');
}

/** Runs the engine on the target after a quick connection check, which turns an unreachable database into one line.
 * The engine (WebAssembly) is loaded only here: a server whose migrations are all applied never loads it. */
async function withTarget<T>(target: DatabaseTarget, work: (engine: SchemaEngine, filters: typeof NO_FILTERS) => Promise<T>): Promise<T> {
  await assertReachable(target);
  const { withSchemaEngine, NO_FILTERS } = await import('./schema-engine.ts');
  return withSchemaEngine(target.provider, await adapterFactoryFor(target), (engine) => work(engine, NO_FILTERS));
}
