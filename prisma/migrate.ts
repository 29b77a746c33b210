// Offline migration CLI: `create <name>` diffs the schema the newest migration was made from against schema.prisma; `deploy` and `status` use DATABASE_URL.
import { fileURLToPath } from 'node:url';
import {
  DatabaseConfigError,
  DatabaseConnectionError,
  type DatabaseTarget,
  maskPassword,
  resolveDatabaseUrl,
} from '../server/db/database-url.ts';
import { applyPendingMigrations, migrationStatus } from '../server/db/migrations.ts';
import { createMigration, MigrationCreateError } from './create-migration.ts';

const USAGE = 'Usage: tsx prisma/migrate.ts create <name> | deploy | status';

function where(target: DatabaseTarget): string {
  return target.provider === 'sqlite' ? `SQLite ${target.filePath}` : `PostgreSQL ${maskPassword(target.url)}`;
}

function list(title: string, names: string[]): string[] {
  return names.length ? [`${title} (${names.length}):`, ...names.map((name) => `  ${name}`)] : [];
}

async function create(name: string | undefined): Promise<number> {
  if (!name) {
    console.error(USAGE);
    return 1;
  }
  const folder = await createMigration(name, { root: fileURLToPath(new URL('..', import.meta.url)) });
  console.log(folder ? `Created prisma/migrations/{sqlite,postgresql}/${folder}/migration.sql` : 'No schema changes.');
  return 0;
}

async function deploy(): Promise<number> {
  const target = resolveDatabaseUrl();
  const started = performance.now();
  const applied = await applyPendingMigrations(target);
  const ms = Math.round(performance.now() - started);
  const lines = applied.length
    ? list(`Applied to ${where(target)} in ${ms} ms`, applied)
    : [`No pending migrations: ${where(target)} is up to date.`];
  console.log(lines.join('\n'));
  return 0;
}

/** Exits 1 unless the database has exactly the migrations on disk, like `prisma migrate status`. */
async function status(): Promise<number> {
  const target = resolveDatabaseUrl();
  const { applied, pending, unknown, failed, edited } = await migrationStatus(target);
  const lines = [
    where(target),
    ...list('Applied', applied),
    ...list('Pending', pending),
    ...list('Failed', failed),
    ...list('Edited since applied', edited),
    ...list('In the database but not in prisma/migrations', unknown),
  ];
  const inSync = pending.length + failed.length + edited.length + unknown.length === 0;
  console.log([...lines, inSync ? 'Database schema is up to date.' : 'Database schema is not up to date.'].join('\n'));
  return inSync ? 0 : 1;
}

async function main([command, name]: string[]): Promise<number> {
  if (command === 'create') return create(name);
  if (command === 'deploy') return deploy();
  if (command === 'status') return status();
  console.error(USAGE);
  return 1;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (err) {
  const message = err instanceof Error ? err.message : String(err);
  const expected = err instanceof DatabaseConfigError || err instanceof DatabaseConnectionError || err instanceof MigrationCreateError;
  console.error(expected ? message : `Migration failed: ${message}`);
  process.exitCode = 1;
}
