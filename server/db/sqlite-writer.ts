// Bulk writes to SQLite off the event loop. better-sqlite3 is synchronous: a transaction of a thousand rows run on
// the main thread stops every request for its duration (tens of milliseconds). This writer hands batches of
// statements to a worker thread with its own connection to the same file (WAL mode: readers never wait for it; the
// main connection's writers wait through busy_timeout while a batch commits, so batches are kept small).
// Statements are compiled Kysely statements, the same ones a PostgreSQL transaction runs.
// The thread runs them on the same adapter as every SQLite statement (sqlite-writer-thread.ts), so they are stored as
// Prisma's would be.
import type { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';
import { startWorker } from '../worker-script.ts';
import type { WriterAnswer, WriterBatch } from './sqlite-writer-thread.ts';

type Pending = { resolve: () => void; reject: (err: Error) => void };

export class SqliteWriter {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly file: string,
    private readonly busyTimeoutMs = 5000,
  ) {}

  /** Runs the statements in one transaction on the writer's thread; rejects (nothing written) when any fails. */
  write(statements: readonly CompiledQuery[]): Promise<void> {
    if (statements.length === 0) return Promise.resolve();
    const worker = this.started();
    const id = this.nextId++;
    const message: WriterBatch = { id, statements: statements.map((s) => ({ sql: s.sql, parameters: [...s.parameters] })) };
    const written = new Promise<void>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // The thread keeps the process alive only while a batch is on its way (a stop waits for the last one).
      worker.ref();
      worker.postMessage(message);
    });
    this.inFlight.add(written);
    const settled = () => this.inFlight.delete(written);
    written.then(settled, settled);
    return written;
  }

  /** Ends the thread once the batches sent before are written (or have failed). */
  async close(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker('sqlite-writer', { workerData: { file: this.file, busyTimeoutMs: this.busyTimeoutMs } });
    worker.unref();
    worker.on('message', ({ id, error }: WriterAnswer) => {
      const waiting = this.pending.get(id);
      this.pending.delete(id);
      if (this.pending.size === 0) worker.unref();
      if (error === undefined) waiting?.resolve();
      else waiting?.reject(new Error(`SQLite writer: ${error}`));
    });
    const failAll = (err: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(err);
      this.pending.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`SQLite writer stopped (exit code ${code}).`)));
    this.worker = worker;
    return worker;
  }
}
