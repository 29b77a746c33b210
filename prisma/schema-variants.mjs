// Derives the SQLite variant of prisma/schema.prisma (the one source): provider swapped, client output swapped,
// the Pothos and Kysely generators dropped (their types are the same for both providers).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const prismaDir = dirname(fileURLToPath(import.meta.url));
export const schemaPath = join(prismaDir, 'schema.prisma');
export const sqliteSchemaPath = join(prismaDir, 'generated', 'schema.sqlite.prisma');

export function readSchema() {
  return readFileSync(schemaPath, 'utf8');
}

/** @param {string} text the PostgreSQL schema text; @param {{ forFileIn?: string }} [opts] */
export function toSqliteSchema(text) {
  return text
    .replace(/provider\s*=\s*"postgresql"/, 'provider = "sqlite"')
    .replace(/generator pothos \{[^}]*\}\n*/, '')
    .replace(/generator kysely \{[\s\S]*?\n\}\n*/, '')
    .replace('output       = "../server/db/generated/postgresql"', 'output       = "../../server/db/generated/sqlite"');
}

/** The schema text for a provider. */
export function schemaFor(provider) {
  const text = readSchema();
  return provider === 'sqlite' ? toSqliteSchema(text) : text;
}
