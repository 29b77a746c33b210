// Writes the next migration for both providers: the diff from the schema the newest migration was made from (git
// keeps it: prisma/schema.prisma as of the commit that added that migration) to prisma/schema.prisma now. Before it
// trusts that schema, it applies the migrations to a throwaway SQLite file and checks they build exactly it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { adapterFactoryFor } from '../server/db/adapters.ts';
import { resolveDatabaseUrl } from '../server/db/database-url.ts';
import { LOCK_FILE, lockFileText, MIGRATION_FILE, migrationNames, PROVIDERS, type Provider } from '../server/db/migration-files.ts';
import { applyPendingMigrations } from '../server/db/migrations.ts';
import { diffFromDatabase, diffSchemas } from '../server/db/schema-engine.ts';
import { toSqliteSchema } from './schema-variants.mjs';

const EMPTY_MIGRATION = '-- This is an empty migration.\n';
const SCHEMA_FILE = 'prisma/schema.prisma';

/** `20250131235959_add_gift_cards`: a UTC timestamp (so folders sort by age) and the name as snake case. */
export function migrationFolderName(name: string, now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 200);
  return slug ? `${stamp}_${slug}` : stamp;
}

/** A migration cannot be made: the message says what to do. */
export class MigrationCreateError extends Error {}

type Project = { root: string; now?: Date };

const variant = (provider: Provider, text: string) => (provider === 'sqlite' ? toSqliteSchema(text) : text);
const dirOf = (root: string, provider: Provider) => join(root, 'prisma', 'migrations', provider);

/** Writes `<timestamp>_<name>` for each provider and returns its name, or null when the schema has not changed. */
export async function createMigration(name: string, { root, now = new Date() }: Project): Promise<string | null> {
  const schema = readFileSync(join(root, SCHEMA_FILE), 'utf8');
  const previous = await checkedPreviousSchema(root);
  const changes = [];
  for (const provider of PROVIDERS) {
    const sql = await diffSchemas(previous === null ? null : variant(provider, previous), variant(provider, schema));
    changes.push({ dir: dirOf(root, provider), provider, sql });
  }
  if (changes.every((change) => change.sql === null)) return null;
  const folder = migrationFolderName(name, now);
  for (const { provider, dir, sql } of changes) {
    mkdirSync(join(dir, folder), { recursive: true });
    writeFileSync(join(dir, folder, MIGRATION_FILE), sql ?? EMPTY_MIGRATION);
    writeFileSync(join(dir, LOCK_FILE), lockFileText(provider));
  }
  return folder;
}

/** The schema the newest migration was made from, once the migrations are seen to build it (null: no migration yet). */
async function checkedPreviousSchema(root: string): Promise<string | null> {
  const dir = dirOf(root, 'sqlite');
  const newest = migrationNames(dir).at(-1);
  if (newest === undefined) return null;
  const previous = schemaAtCommitOf(root, join(dir, newest, MIGRATION_FILE));
  const scratch = mkdtempSync(join(tmpdir(), 'shopwright-migration-'));
  try {
    const target = resolveDatabaseUrl(`file:${join(scratch, 'shadow.db')}`);
    await applyPendingMigrations(target, dir);
    const drift = await diffFromDatabase(await adapterFactoryFor(target), scratch, toSqliteSchema(previous));
    if (drift !== null) {
      throw new MigrationCreateError(
        `The migrations do not build the ${SCHEMA_FILE} that ${newest} was committed with (was a migration.sql edited?). They would need:\n${drift}`,
      );
    }
    return previous;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** prisma/schema.prisma as of the commit that added `file`. */
function schemaAtCommitOf(root: string, file: string): string {
  const path = relative(root, file);
  const git = gitIn(root);
  try {
    git('rev-parse', '--git-dir');
  } catch (err) {
    throw new MigrationCreateError(`Cannot read the migrations' history with git (${(err as Error).message.split('\n')[0]}).`);
  }
  // A repository without a commit yet has no history to read.
  const commit = succeeds(() => git('rev-parse', '--verify', '-q', 'HEAD'))
    ? git('log', '-1', '--format=%H', '--diff-filter=A', '--', path).trim()
    : '';
  if (!commit) {
    throw new MigrationCreateError(
      `${path} is not committed: commit it with the ${SCHEMA_FILE} it was made from, or delete its folders and create it again.`,
    );
  }
  return git('show', `${commit}:./${SCHEMA_FILE}`);
}

const gitIn =
  (root: string) =>
  (...args: string[]): string =>
    execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

function succeeds(run: () => unknown): boolean {
  try {
    run();
    return true;
  } catch {
    return false;
  }
}
