// The SQLite writer's thread (sqlite-writer.ts): its own connection to the database file, on the same adapter as every
// SQLite statement (sqlite-adapter.ts: its kept statements, its BEGIN IMMEDIATE, its conversion of values), running
// each batch of statements it is sent in one transaction and answering { id } or { id, error }.
import { parentPort, workerData } from 'node:worker_threads';
import type { SqlQuery } from '@prisma/driver-adapter-utils';
import { argType } from './adapter-line.ts';
import { openSqlite } from './sqlite-adapter.ts';

/** A batch as the writer sends it: each statement's text and its parameters as Kysely compiled them. */
export type WriterBatch = { id: number; statements: { sql: string; parameters: unknown[] }[] };
export type WriterAnswer = { id: number; error?: string };

const port = parentPort;
if (!port) throw new Error('sqlite-writer-thread.ts runs as a worker thread (sqlite-writer.ts)');

const adapter = openSqlite(workerData.file);
await adapter.executeScript(
  `PRAGMA busy_timeout = ${Number(workerData.busyTimeoutMs)}; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON`,
);

const query = ({ sql, parameters }: WriterBatch['statements'][number]): SqlQuery => ({
  sql,
  args: parameters,
  argTypes: parameters.map(argType),
});

/** The driver's own words: a DriverAdapterError keeps them as its cause's originalMessage. */
const messageOf = (err: unknown) =>
  (err as { cause?: { originalMessage?: string } }).cause?.originalMessage ?? (err instanceof Error ? err.message : String(err));

port.on('message', async ({ id, statements }: WriterBatch) => {
  try {
    await adapter.writeAll(statements.map(query));
    port.postMessage({ id } satisfies WriterAnswer);
  } catch (err) {
    port.postMessage({ id, error: messageOf(err) } satisfies WriterAnswer);
  }
});
