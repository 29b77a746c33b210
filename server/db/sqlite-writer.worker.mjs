// The SQLite writer's thread (sqlite-writer.ts): its own connection to the database file, running each batch of
// statements it is sent in one IMMEDIATE transaction and answering { id } or { id, error }. Plain JavaScript, so
// that the same file runs under the built server, `tsx` and the tests.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { sqliteNativeBinding } from './sqlite-binding.mjs';

const db = new Database(workerData.file, { nativeBinding: sqliteNativeBinding() });
db.pragma(`busy_timeout = ${Number(workerData.busyTimeoutMs)}`);
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');

// Prepared statements by text; batches of the same shape repeat their texts. Bounded: cleared when full.
const MAX_PREPARED = 128;
const prepared = new Map();
function statement(sql) {
  let s = prepared.get(sql);
  if (!s) {
    if (prepared.size >= MAX_PREPARED) prepared.clear();
    s = db.prepare(sql);
    prepared.set(sql, s);
  }
  return s;
}

const writeAll = db.transaction((statements) => {
  for (const { sql, params } of statements) statement(sql).run(params);
});

parentPort.on('message', ({ id, statements }) => {
  try {
    writeAll.immediate(statements);
    parentPort.postMessage({ id });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
