// The analytics buffer: accepted records wait here (bounded) and are written in batches, each in one transaction,
// every second or as soon as FLUSH_AT records wait. When it is full the caller answers 503 (Retry-After) instead of
// growing; one website may fill at most half of it, so a flood on one site cannot starve the others. A failed write
// puts its batch back and is retried on the next tick. Before a batch is written, keys a client chose past each
// website's daily bound are counted under '(other)' (key-caps.ts). stop() writes everything still waiting (SIGTERM).
import { type Db, sqliteFileOf } from '../../db/client.ts';
import { SqliteWriter } from '../../db/sqlite-writer.ts';
import type { Logger } from '../../logging.ts';
import { capClientKeys } from './key-caps.ts';
import type { AnalyticsRecord } from './records.ts';
import { analyticsStatements, writeBatch } from './write-batch.ts';

/** Writes one batch in one transaction. */
type BatchWriter = { write(records: readonly AnalyticsRecord[]): Promise<void>; close(): Promise<void> };

/**
 * SQLite batches are written on a thread of their own (db/sqlite-writer.ts), so that a flush never holds up
 * requests; PostgreSQL's driver does not block, so its batches are plain transactions.
 */
function batchWriter(db: Db): BatchWriter {
  const file = sqliteFileOf(db);
  if (file) {
    const writer = new SqliteWriter(file);
    return { write: (records) => writer.write(analyticsStatements(db, records)), close: () => writer.close() };
  }
  return {
    write: (records) => writeBatch(db, records),
    close: () => Promise.resolve(),
  };
}

export type AnalyticsBufferLimits = {
  /** Records held at most (all websites). */
  capacity: number;
  /** Records one website may hold at most. */
  perWebsite: number;
  /** A flush starts when this many records wait… */
  flushAt: number;
  /** …or this often. */
  flushEveryMs: number;
  /** Records written per transaction. */
  batchSize: number;
};

export const ANALYTICS_BUFFER_LIMITS: AnalyticsBufferLimits = {
  capacity: 50_000,
  perWebsite: 25_000,
  flushAt: 1_000,
  flushEveryMs: 1_000,
  // A SQLite batch holds the write lock while it is written, and other writers wait for it: at 5,000 events a second
  // batches are ~100 records and ~10 ms; a full one is ~80 ms (bench:analytics).
  batchSize: 1_000,
};

export class AnalyticsBuffer {
  private queue: AnalyticsRecord[] = [];
  private readonly perWebsite = new Map<string, number>();
  private flushing: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;
  private stopped = false;
  private readonly writer: BatchWriter;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly limits: AnalyticsBufferLimits = ANALYTICS_BUFFER_LIMITS,
  ) {
    this.writer = batchWriter(db);
    this.timer = setInterval(() => void this.flush(), limits.flushEveryMs);
    this.timer.unref();
  }

  /** Records waiting to be written. */
  get size(): number {
    return this.queue.length;
  }

  /** Takes all of a request's records, or none of them (false: full, for everyone or for this website). */
  offer(records: readonly AnalyticsRecord[]): boolean {
    if (records.length === 0) return true;
    if (this.stopped || this.queue.length + records.length > this.limits.capacity) return false;
    const added = new Map<string, number>();
    for (const r of records) added.set(r.websiteId, (added.get(r.websiteId) ?? 0) + 1);
    for (const [websiteId, n] of added) if ((this.perWebsite.get(websiteId) ?? 0) + n > this.limits.perWebsite) return false;
    for (const [websiteId, n] of added) this.perWebsite.set(websiteId, (this.perWebsite.get(websiteId) ?? 0) + n);
    this.queue.push(...records);
    if (this.queue.length >= this.limits.flushAt) void this.flush();
    return true;
  }

  /** Writes what waits, batch by batch; one flush at a time (a second caller waits for the running one). */
  flush(): Promise<void> {
    this.flushing ??= this.drain().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.limits.batchSize);
      try {
        await capClientKeys(this.db, batch);
        await this.writer.write(batch);
      } catch (err) {
        this.queue.unshift(...batch);
        this.log.error({ err, records: batch.length }, 'analytics batch not written; retrying');
        return;
      }
      for (const r of batch) {
        const left = (this.perWebsite.get(r.websiteId) ?? 1) - 1;
        if (left > 0) this.perWebsite.set(r.websiteId, left);
        else this.perWebsite.delete(r.websiteId);
      }
    }
  }

  /** Accepts nothing more and writes everything waiting (tries until the queue is empty or writing keeps failing). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    for (let attempt = 0; attempt < 3 && (this.queue.length > 0 || this.flushing); attempt++) await this.flush();
    if (this.queue.length > 0) this.log.error({ records: this.queue.length }, 'analytics records not written at stop');
    await this.writer.close();
  }
}
