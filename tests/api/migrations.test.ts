// The offline migrations: their SQL alone, no drift from schema.prisma, deploy on SQLite and PostgreSQL, one-line config errors.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaFor } from '../../prisma/schema-variants.mjs';
import { adapterFactoryFor, postgresConnection } from '../../server/db/adapters.ts';
import {
  DatabaseConfigError,
  DatabaseConnectionError,
  type DatabaseTarget,
  describeConnectionFailure,
  resolveDatabaseUrl,
} from '../../server/db/database-url.ts';
import { LOCK_FILE, lockFileText, MIGRATION_FILE, migrationNames, migrationsDir, PROVIDERS } from '../../server/db/migration-files.ts';
import { applyPendingMigrations, migrationStatus } from '../../server/db/migrations.ts';
import { openDatabase } from '../../server/db/open.ts';
import { diffFromDatabase, diffSchemas } from '../../server/db/schema-engine.ts';
import { freePort } from '../free-port.ts';

const checksum = (provider: DatabaseTarget['provider'], name: string) =>
  createHash('sha256')
    .update(readFileSync(join(migrationsDir(provider), name, MIGRATION_FILE)))
    .digest('hex');

describe('the migrations folders', () => {
  it('both providers have the same migrations and a lock file naming the provider', () => {
    expect(migrationNames(migrationsDir('sqlite'))).not.toEqual([]);
    expect(migrationNames(migrationsDir('postgresql'))).toEqual(migrationNames(migrationsDir('sqlite')));
    for (const provider of PROVIDERS) expect(readFileSync(join(migrationsDir(provider), LOCK_FILE), 'utf8')).toBe(lockFileText(provider));
  });

  it('a migration is its SQL and nothing else (no copy of the schema beside it)', () => {
    for (const provider of PROVIDERS) {
      for (const name of migrationNames(migrationsDir(provider))) {
        expect(readdirSync(join(migrationsDir(provider), name)), `${provider}/${name}`).toEqual([MIGRATION_FILE]);
      }
    }
  });
});

describe('deploy on SQLite', () => {
  let dir: string;
  let target: DatabaseTarget;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'shopwright-migrations-'));
    target = resolveDatabaseUrl(`file:${join(dir, 'nested', 'shop.db')}`);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('applies every migration to a fresh file, records it in _prisma_migrations, then has nothing left to apply', async () => {
    const names = migrationNames(migrationsDir('sqlite'));
    expect(await applyPendingMigrations(target)).toEqual(names);

    const db = new Database(target.filePath!, { readonly: true });
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    const rows = db.prepare('SELECT * FROM _prisma_migrations ORDER BY migration_name').all() as Record<string, unknown>[];
    db.close();
    const models = [...schemaFor('sqlite').matchAll(/^model (\w+) \{/gm)].map((match) => match[1]);
    expect(tables).toEqual(expect.arrayContaining([...models, '_prisma_migrations']));
    expect(rows.map((row) => [row.migration_name, row.checksum, row.applied_steps_count, row.rolled_back_at])).toEqual(
      names.map((name) => [name, checksum('sqlite', name), 1, null]),
    );
    expect(rows.every((row) => row.finished_at !== null)).toBe(true);

    expect(await applyPendingMigrations(target)).toEqual([]);
    expect(await migrationStatus(target)).toEqual({ applied: names, pending: [], unknown: [], failed: [], edited: [] });
  });

  it('the migrated database is exactly schema.prisma (else: npm run migrate:create -- <name>)', async () => {
    expect(await diffFromDatabase(await adapterFactoryFor(target), dir, schemaFor('sqlite'))).toBeNull();
  });

  it('status lists every migration as pending on a new database', async () => {
    const fresh = resolveDatabaseUrl(`file:${join(dir, 'fresh.db')}`);
    expect(await migrationStatus(fresh)).toMatchObject({ applied: [], pending: migrationNames(migrationsDir('sqlite')) });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('deploy on PostgreSQL', () => {
  const suffix = randomBytes(6).toString('hex');
  const schema = `mig_${suffix}`;
  const reference = `mig_ref_${suffix}`;
  let target: DatabaseTarget;
  let client: pg.Client;

  beforeAll(async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set('schema', schema);
    target = resolveDatabaseUrl(url.toString());
    client = new pg.Client(postgresConnection(process.env.TEST_DATABASE_URL!).pool);
    await client.connect();
  });
  afterAll(async () => {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE; DROP SCHEMA IF EXISTS "${reference}" CASCADE`);
    await client.end();
  });

  it('applies every migration to a fresh schema, records it in _prisma_migrations, then has nothing left to apply', async () => {
    const names = migrationNames(migrationsDir('postgresql'));
    expect(await applyPendingMigrations(target)).toEqual(names);

    const { rows } = await client.query(
      `SELECT migration_name, checksum, applied_steps_count, rolled_back_at, finished_at IS NOT NULL AS finished
         FROM "${schema}"._prisma_migrations ORDER BY migration_name`,
    );
    expect(rows).toEqual(
      names.map((name) => ({
        migration_name: name,
        checksum: checksum('postgresql', name),
        applied_steps_count: 1,
        rolled_back_at: null,
        finished: true,
      })),
    );

    expect(await applyPendingMigrations(target)).toEqual([]);
    expect(await migrationStatus(target)).toEqual({ applied: names, pending: [], unknown: [], failed: [], edited: [] });
  });

  it('nodes opening a new database at once: one migrates under the start-up lock, the others wait, each migration once', async () => {
    const many = `${schema}_many`;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set('schema', many);
    try {
      const nodes = await Promise.all([1, 2, 3].map(() => openDatabase(url.toString())));
      await Promise.all(nodes.map((db) => db.$disconnect()));
      const { rows } = await client.query(`SELECT migration_name FROM "${many}"._prisma_migrations ORDER BY migration_name`);
      expect(rows.map((r) => r.migration_name)).toEqual(migrationNames(migrationsDir('postgresql')));
    } finally {
      await client.query(`DROP SCHEMA IF EXISTS "${many}" CASCADE`);
    }
  });

  it('the migrated schema matches one built from a diff from empty (the live diff cannot read pg_catalog here)', async () => {
    const sql = await diffSchemas(null, schemaFor('postgresql'));
    await client.query(`CREATE SCHEMA "${reference}"; SET search_path TO "${reference}"; ${sql}; SET search_path TO public`);
    const migrated = await catalog(client, schema);
    expect(migrated).toContain('Website | id | text | NO | ');
    expect(migrated).toEqual(await catalog(client, reference));
  });
});

/** Tables, columns, enums, indexes and constraints of a schema, with its name blanked so two schemas compare. */
async function catalog(client: pg.Client, schema: string): Promise<string[]> {
  const queries = [
    `SELECT table_name, column_name, udt_name, is_nullable, column_default FROM information_schema.columns
      WHERE table_schema = $1 AND table_name <> '_prisma_migrations'`,
    `SELECT t.typname, e.enumlabel, e.enumsortorder FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
      JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = $1`,
    `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename <> '_prisma_migrations'`,
    `SELECT c.conrelid::regclass::text, c.conname, pg_get_constraintdef(c.oid) FROM pg_constraint c
      JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = $1 AND c.conrelid::regclass::text NOT LIKE '%_prisma_migrations'`,
  ];
  const lines: string[] = [];
  for (const text of queries) {
    const { rows } = await client.query({ text, values: [schema], rowMode: 'array' });
    lines.push(...rows.map((row: unknown[]) => row.join(' | ').replaceAll(schema, '<schema>')));
  }
  return lines.sort();
}

describe('database configuration errors are one line', () => {
  const run = promisify(execFile);

  it('rejects an unsupported DATABASE_URL, masking its password', () => {
    expect(() => resolveDatabaseUrl('mysql://shop:secret@db/shop')).toThrow(
      new DatabaseConfigError(
        'DATABASE_URL "mysql://shop:***@db/shop" is not supported: use file:./path.db (SQLite) or postgresql://user:pass@host:port/db',
      ),
    );
  });

  it('defaults to ./data/shop.db', () => {
    expect(resolveDatabaseUrl('')).toEqual({
      provider: 'sqlite',
      url: 'file:./data/shop.db',
      filePath: join(process.cwd(), 'data', 'shop.db'),
    });
  });

  it('names an unreachable PostgreSQL without its password', async () => {
    const port = await freePort();
    const target = resolveDatabaseUrl(`postgresql://shop:secret@127.0.0.1:${port}/shop`);
    await expect(applyPendingMigrations(target)).rejects.toThrow(
      new DatabaseConnectionError(
        `Cannot reach the database at postgresql://shop:***@127.0.0.1:${port}/shop (connection refused). Is PostgreSQL running?`,
      ),
    );
  });

  it('explains unknown hosts, bad passwords and a SQLite file that cannot be opened', () => {
    const target = resolveDatabaseUrl('postgres://shop:secret@db.example:5432/shop');
    const failure = (code: string, message: string) => Object.assign(new Error(message), { code });
    expect(describeConnectionFailure(failure('ENOTFOUND', 'getaddrinfo ENOTFOUND db.example'), target)).toBe(
      'Cannot reach the database at postgres://shop:***@db.example:5432/shop (host not found). Check the host name in DATABASE_URL.',
    );
    expect(describeConnectionFailure(failure('28P01', 'password authentication failed for user "shop"'), target)).toBe(
      'Cannot reach the database at postgres://shop:***@db.example:5432/shop (authentication failed). Check the user name and password in DATABASE_URL.',
    );
    const sqlite = { provider: 'sqlite', url: 'file:/srv/shop.db', filePath: '/srv/shop.db' } as const;
    expect(describeConnectionFailure(failure('SQLITE_CANTOPEN', 'unable to open database file'), sqlite)).toBe(
      'Cannot open the SQLite database at /srv/shop.db (unable to open database file). Check that the folder exists and is writable.',
    );
  });

  it('fails to open a SQLite path that is a folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shopwright-migrations-'));
    mkdirSync(join(dir, 'shop.db'));
    try {
      await expect(applyPendingMigrations(resolveDatabaseUrl(`file:${join(dir, 'shop.db')}`))).rejects.toThrow(
        `Cannot open the SQLite database at ${join(dir, 'shop.db')} (unable to open database file). Check that the folder exists and is writable.`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the CLI prints only that line and exits 1', async () => {
    const cli = run(process.execPath, ['--import', 'tsx', 'prisma/migrate.ts', 'deploy'], {
      env: { ...process.env, DATABASE_URL: 'mysql://x' },
    });
    await expect(cli).rejects.toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'DATABASE_URL "mysql://x" is not supported: use file:./path.db (SQLite) or postgresql://user:pass@host:port/db\n',
    });
  });
});
