// Writes the next migration for both providers by diffing the newest schema snapshot against prisma/schema.prisma.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  LOCK_FILE,
  latestSnapshot,
  lockFileText,
  MIGRATION_FILE,
  migrationsDir,
  PROVIDERS,
  SNAPSHOT_FILE,
} from '../server/db/migration-files.ts';
import { diffSchemas } from '../server/db/schema-engine.ts';
import { schemaFor } from './schema-variants.mjs';

const EMPTY_MIGRATION = '-- This is an empty migration.\n';

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

/** Writes `<timestamp>_<name>` for each provider and returns its name, or null when the schema has not changed. */
export async function createMigration(name: string, now = new Date()): Promise<string | null> {
  const changes = [];
  for (const provider of PROVIDERS) {
    const dir = migrationsDir(provider);
    const schema = schemaFor(provider);
    changes.push({ provider, dir, schema, sql: await diffSchemas(latestSnapshot(dir), schema) });
  }
  if (changes.every((change) => change.sql === null)) return null;
  const folder = migrationFolderName(name, now);
  for (const { provider, dir, schema, sql } of changes) {
    mkdirSync(join(dir, folder), { recursive: true });
    writeFileSync(join(dir, folder, MIGRATION_FILE), sql ?? EMPTY_MIGRATION);
    writeFileSync(join(dir, folder, SNAPSHOT_FILE), schema);
    writeFileSync(join(dir, LOCK_FILE), lockFileText(provider));
  }
  return folder;
}
