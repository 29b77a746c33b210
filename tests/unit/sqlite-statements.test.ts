import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { keepPreparedStatements } from '../../server/db/sqlite-statements.ts';

type Kept = {
  bind(args: unknown[]): { run(): { changes: number }; raw(): { all(): unknown[][] }; columns(): { name: string }[] };
};

function connection(max?: number) {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
  const prepares: string[] = [];
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    prepares.push(sql);
    return prepare(sql);
  }) as typeof db.prepare;
  keepPreparedStatements(db, max);
  const kept = (sql: string) => db.prepare(sql) as unknown as Kept;
  return { db, prepares, kept };
}

describe('prepared statements kept per SQLite connection', () => {
  it('a statement is prepared once and runs again with other arguments', () => {
    const { prepares, kept } = connection();
    for (const [id, name] of [
      [1, 'a'],
      [2, 'b'],
    ])
      expect(kept('INSERT INTO t (id, name) VALUES (?, ?)').bind([id, name]).run().changes).toBe(1);
    expect(kept('SELECT name FROM t WHERE id = ?').bind([2]).raw().all()).toEqual([['b']]);
    expect(kept('SELECT name FROM t WHERE id = ?').bind([1]).raw().all()).toEqual([['a']]);
    expect(prepares).toEqual(['INSERT INTO t (id, name) VALUES (?, ?)', 'SELECT name FROM t WHERE id = ?']);
  });

  it('keeps at most the bound, dropping the least recently used', () => {
    const { prepares, kept } = connection(2);
    const select = (n: number) => kept(`SELECT ${n}`).bind([]).raw().all();
    select(1);
    select(2);
    select(1);
    select(3); // drops 2, the least recently used
    select(1);
    select(2);
    expect(prepares).toEqual(['SELECT 1', 'SELECT 2', 'SELECT 3', 'SELECT 2']);
  });

  it('a kept statement still works after the schema changes', () => {
    const { db, kept } = connection();
    kept('INSERT INTO t (id, name) VALUES (?, ?)').bind([1, 'a']).run();
    expect(kept('SELECT * FROM t').bind([]).raw().all()).toEqual([[1, 'a']]);
    expect(
      kept('SELECT * FROM t')
        .bind([])
        .columns()
        .map((c) => c.name),
    ).toEqual(['id', 'name']);
    db.exec('ALTER TABLE t ADD COLUMN note TEXT');
    expect(kept('SELECT * FROM t').bind([]).raw().all()).toEqual([[1, 'a', null]]);
    expect(
      kept('SELECT * FROM t')
        .bind([])
        .columns()
        .map((c) => c.name),
    ).toEqual(['id', 'name', 'note']);
    expect(
      kept('SELECT name, id FROM t')
        .bind([])
        .columns()
        .map((c) => c.name),
    ).toEqual(['name', 'id']);
  });
});
