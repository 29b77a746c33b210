// `npm run migrate:create`: the next migration is the diff from the schema git says the newest one was made from.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMigration, MigrationCreateError } from '../../prisma/create-migration.ts';

const SCHEMA = `datasource db {
  provider = "postgresql"
}

model Shelf {
  id   String @id
  name String
}
`;
const WITH_NOTE = SCHEMA.replace('  name String\n', '  name String\n  note String?\n');

let root: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-C', root, '-c', 'user.name=Shop', '-c', 'user.email=shop@example.com', ...args], { stdio: 'ignore' });
const writeSchema = (text: string) => writeFileSync(join(root, 'prisma', 'schema.prisma'), text);
const commitAll = () => {
  git('add', '-A');
  git('commit', '-q', '-m', 'change');
};
const migrationSql = (provider: string, folder: string) =>
  readFileSync(join(root, 'prisma', 'migrations', provider, folder, 'migration.sql'), 'utf8');
const at = (iso: string) => ({
  get root() {
    return root;
  },
  now: new Date(iso),
});

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'shopwright-create-migration-'));
  mkdirSync(join(root, 'prisma'));
  git('init', '-q');
  writeSchema(SCHEMA);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('creating a migration', () => {
  it('the first migration creates the tables, for both providers, with its SQL and nothing else in its folder', async () => {
    const folder = await createMigration('init', at('2026-01-02T03:04:05Z'));
    expect(folder).toBe('20260102030405_init');
    for (const provider of ['sqlite', 'postgresql']) {
      expect(readdirSync(join(root, 'prisma', 'migrations', provider, folder!))).toEqual(['migration.sql']);
      expect(migrationSql(provider, folder!)).toContain('CREATE TABLE "Shelf"');
    }
    expect(readFileSync(join(root, 'prisma', 'migrations', 'postgresql', 'migration_lock.toml'), 'utf8')).toContain(
      'provider = "postgresql"',
    );
  });

  it('the next migration is the diff from the schema the newest migration was committed with', async () => {
    await createMigration('init', at('2026-01-02T03:04:05Z'));
    commitAll();
    writeSchema(WITH_NOTE);
    const folder = await createMigration('shelf note', at('2026-01-03T00:00:00Z'));
    expect(folder).toBe('20260103000000_shelf_note');
    expect(migrationSql('sqlite', folder!)).toContain('ALTER TABLE "Shelf" ADD COLUMN "note" TEXT;');
    expect(migrationSql('postgresql', folder!)).toContain('ALTER TABLE "Shelf" ADD COLUMN     "note" TEXT;');
    expect(migrationSql('postgresql', folder!)).not.toContain('CREATE TABLE');
  });

  it('no schema change since the newest migration: nothing is written', async () => {
    const folder = await createMigration('init', at('2026-01-02T03:04:05Z'));
    commitAll();
    expect(await createMigration('again', at('2026-01-03T00:00:00Z'))).toBeNull();
    expect(readdirSync(join(root, 'prisma', 'migrations', 'sqlite'))).toEqual([folder, 'migration_lock.toml']);
  });

  it('refuses while the newest migration is not committed (git cannot tell the schema it was made from)', async () => {
    await createMigration('init', at('2026-01-02T03:04:05Z'));
    writeSchema(WITH_NOTE);
    await expect(createMigration('shelf note', at('2026-01-03T00:00:00Z'))).rejects.toThrow(
      new MigrationCreateError(
        'prisma/migrations/sqlite/20260102030405_init/migration.sql is not committed: commit it with the prisma/schema.prisma it was made from, or delete its folders and create it again.',
      ),
    );
  });

  it('refuses when the migrations do not build the schema the newest was committed with (an edited migration.sql)', async () => {
    const folder = await createMigration('init', at('2026-01-02T03:04:05Z'));
    const sqlite = join(root, 'prisma', 'migrations', 'sqlite', folder!, 'migration.sql');
    writeFileSync(sqlite, readFileSync(sqlite, 'utf8').replace('"name" TEXT NOT NULL', '"name" TEXT'));
    commitAll();
    writeSchema(WITH_NOTE);
    const creating = createMigration('shelf note', at('2026-01-03T00:00:00Z'));
    await expect(creating).rejects.toThrow(MigrationCreateError);
    await expect(creating).rejects.toThrow(
      /^The migrations do not build the prisma\/schema.prisma that 20260102030405_init was committed with/,
    );
  });
});
