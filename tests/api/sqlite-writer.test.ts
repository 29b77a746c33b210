// The SQLite writer thread (server/db/sqlite-writer.ts): batches of statements in one transaction each, on a
// connection of its own, while the event loop keeps turning. Its own SQLite file, whatever database the suite runs on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import Database from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteWriter } from '../../server/db/sqlite-writer.ts';

let dir: string;
let file: string;
let writer: SqliteWriter;
const read = (sql: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
};

beforeEach(() => {
  dir = mkdtempSync(joinPath(tmpdir(), 'shopwright-writer-'));
  file = joinPath(dir, 'w.db');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE "Row" ("id" INTEGER PRIMARY KEY, "label" TEXT NOT NULL, "at" TEXT, "flag" INTEGER)');
  db.close();
  writer = new SqliteWriter(file);
});

afterEach(async () => {
  await writer.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A statement as the writer is sent one (compiled by Kysely, here written out). */
const statement = (sql: string, ...parameters: unknown[]) => CompiledQuery.raw(sql, parameters);
const insert = (rows: [number, string][]) =>
  statement(`INSERT INTO "Row" ("id", "label") VALUES ${rows.map(() => '(?, ?)').join(', ')}`, ...rows.flat());

describe('SQLite writer thread', () => {
  it('writes a batch of statements in one transaction, times and booleans stored as Prisma stores them', async () => {
    await writer.write([
      insert([
        [1, 'a'],
        [2, 'b'],
      ]),
      statement('UPDATE "Row" SET "at" = ?, "flag" = ? WHERE "id" = ?', new Date('2026-11-23T10:00:00.000Z'), true, 2),
    ]);
    expect(read('SELECT * FROM "Row" ORDER BY "id"')).toEqual([
      { id: 1, label: 'a', at: null, flag: null },
      { id: 2, label: 'b', at: '2026-11-23T10:00:00.000+00:00', flag: 1 },
    ]);
  });

  it('a failing statement writes nothing of its batch, and the next batch is written', async () => {
    await expect(writer.write([insert([[1, 'a']]), insert([[1, 'again']])])).rejects.toThrow(/UNIQUE constraint failed/);
    expect(read('SELECT COUNT(*) AS n FROM "Row"')).toEqual([{ n: 0 }]);
    await writer.write([insert([[1, 'a']])]);
    expect(read('SELECT "label" FROM "Row"')).toEqual([{ label: 'a' }]);
  });

  it('the event loop keeps turning while a batch is written', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    // A statement that takes a while: two million generated rows.
    const slow = statement(
      `WITH RECURSIVE "n"("x") AS (SELECT 1 UNION ALL SELECT "x" + 1 FROM "n" WHERE "x" < ?)
      INSERT INTO "Row" ("id", "label") SELECT "x", 'generated' FROM "n"`,
      2_000_000,
    );
    const started = performance.now();
    await writer.write([slow]);
    const elapsed = performance.now() - started;
    clearInterval(timer);
    expect(read('SELECT COUNT(*) AS n FROM "Row"')).toEqual([{ n: 2_000_000 }]);
    // A timer of 1 ms fires at least every few milliseconds while the other thread writes.
    expect(ticks).toBeGreaterThan(elapsed / 10);
  });

  it('close waits for the batches already sent', async () => {
    const sent = [writer.write([insert([[1, 'a']])]), writer.write([insert([[2, 'b']])])];
    await writer.close();
    await Promise.all(sent);
    expect(read('SELECT COUNT(*) AS n FROM "Row"')).toEqual([{ n: 2 }]);
  });
});
