// Runs a catalog import job in two passes over its stored file (streamed: a batch of products in memory at a time).
// Pass 1 reads and checks every row — the file's own rules and what the database says (SKUs, slugs, variants in use,
// collection limits) — and writes nothing: any error fails the job with its report (row, column, message). Pass 2
// reads the file again and writes it batch by batch, one transaction each, updating the job's progress in that same
// transaction. The job is claimed first (claimedBy, claimedAt) and the claim renewed as it goes, so no two workers run
// it; a claim left by a dead worker is taken over after IMPORT_LEASE_MS, and the run resumes after the rows already
// written.
import { hostname } from 'node:os';
import { type CsvProblem, readHeader } from '../../../domain/catalog-csv.ts';
import { CatalogCsvReader, type ParsedProduct, TOO_MANY_ERRORS_MESSAGE } from '../../../domain/catalog-csv-reader.ts';
import { EMPTY_DATASET_MESSAGE as EMPTY_FILE } from '../../../domain/editing-messages.ts';
import { FILE_GONE_MESSAGE, IMPORT_FAILED_MESSAGE } from '../../../domain/messages.ts';
import {
  IMPORT_BATCH_PRODUCTS,
  IMPORT_BATCH_ROWS,
  IMPORT_CHECK_BATCH_PRODUCTS,
  IMPORT_CHECK_BATCH_ROWS,
} from '../../../domain/store-limits.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../logging.ts';
import { recordChanges } from '../audit.ts';
import type { CatalogEvents } from '../catalog-events.ts';
import type { FileStorage } from '../media/storage.ts';
import { CsvSyntaxError, csvRows } from './csv-rows.ts';
import { ImportPlanner } from './import-plan.ts';
import { BatchWriter, type ImportTarget, LostClaim } from './import-write.ts';

export type ImportServices = { db: Db; events: CatalogEvents; storage: FileStorage; log?: Logger };
export type ImportProgress = { phase: 'checking' | 'writing'; rows: number; totalRows: number; processedRows: number };
type JobRow = NonNullable<Awaited<ReturnType<Db['catalogImportJob']['findUnique']>>>;

/** A claim not renewed for this long belongs to a dead worker and is taken over. */
export const IMPORT_LEASE_MS = 2 * 60_000;
/** Pass 1 renews the claim every this many rows. */
const HEARTBEAT_ROWS = 2_000;

export const newWorkerId = () => `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 10)}`;

/** Takes the job for `worker` when it is queued, or running under a stale claim (or already this worker's). */
export async function claimImportJob(db: Db, jobId: string, worker: string, now = new Date()): Promise<boolean> {
  const stale = new Date(now.getTime() - IMPORT_LEASE_MS);
  const { count } = await db.catalogImportJob.updateMany({
    where: {
      id: jobId,
      OR: [{ status: 'QUEUED' }, { status: 'RUNNING', claimedAt: { lt: stale } }, { status: 'RUNNING', claimedBy: worker }],
    },
    data: { status: 'RUNNING', claimedBy: worker, claimedAt: now },
  });
  return count === 1;
}

class Stopping extends Error {}

class FailedImport extends Error {
  constructor(readonly errors: CsvProblem[]) {
    super(errors[0]?.message ?? 'failed');
  }
}

type Batches = { products: ParsedProduct[]; rows: number };
/** Where a batch closes: at whichever comes first. */
type BatchBounds = { products: number; rows: number };
const CHECKING: BatchBounds = { products: IMPORT_CHECK_BATCH_PRODUCTS, rows: IMPORT_CHECK_BATCH_ROWS };
const WRITING: BatchBounds = { products: IMPORT_BATCH_PRODUCTS, rows: IMPORT_BATCH_ROWS };

/** Claims and runs the job; resolves with the job as it ended, or null when another worker has it. */
export async function runCatalogImport(
  services: ImportServices,
  jobId: string,
  opts: { worker?: string; onProgress?: (p: ImportProgress) => void; stopping?: () => boolean } = {},
): Promise<JobRow | null> {
  const { db } = services;
  const worker = opts.worker ?? newWorkerId();
  if (!(await claimImportJob(db, jobId, worker))) return null;
  const job = await db.catalogImportJob.findUniqueOrThrow({ where: { id: jobId } });
  const website = await db.website.findUniqueOrThrow({ where: { id: job.websiteId } });
  const target: ImportTarget = { website, owner: job.ownerAccountId ? { id: job.ownerAccountId, email: job.actor } : null };
  const heartbeat = async (data: { totalRows?: number } = {}) => {
    const { count } = await db.catalogImportJob.updateMany({
      where: { id: job.id, claimedBy: worker, status: 'RUNNING' },
      data: { claimedAt: new Date(), ...data },
    });
    if (count === 0) throw new LostClaim();
  };
  let warnings: CsvProblem[] = [];
  try {
    const checked = await readFile(services, target, job, CHECKING, async (reader, planner, batch) => {
      if (opts.stopping?.()) throw new Stopping();
      await planner.plan(db, batch.products);
      if (reader.rowCount % HEARTBEAT_ROWS < batch.rows) {
        await heartbeat();
        opts.onProgress?.({ phase: 'checking', rows: reader.rowCount, totalRows: 0, processedRows: 0 });
      }
    });
    warnings = checked.warnings;
    const checkedReader = checked.reader;
    if (checked.errors.length > 0 || !checkedReader) return await finish(services, target, job, worker, 'FAILED', checked);
    await heartbeat({ totalRows: checked.rowCount });
    const progress = (processedRows: number) =>
      opts.onProgress?.({ phase: 'writing', rows: checked.rowCount, totalRows: checked.rowCount, processedRows });
    progress(job.processedRows);
    let done = job.processedRows;
    let seen = 0;
    let writer: BatchWriter | null = null;
    const written = await readFile(services, target, job, WRITING, async (reader, planner, batch) => {
      seen += batch.rows;
      // Batches written before a take-over are skipped: they end on the same rows every time.
      if (seen <= job.processedRows) return;
      if (opts.stopping?.()) throw new Stopping();
      const plans = await planner.plan(db, batch.products);
      if (reader.errors.length > 0) throw new FailedImport(reader.errors);
      writer ??= new BatchWriter(db, services.storage, target, planner, (slug) => fileSlugs(checkedReader, planner, slug), {
        id: job.id,
        worker,
      });
      const result = await writer.write(plans);
      services.events.changed(result.changed);
      done += result.rows;
      progress(done);
    });
    if (written.errors.length > 0) throw new FailedImport(written.errors);
    return await finish(services, target, job, worker, 'SUCCEEDED', { errors: [], warnings, rowCount: checked.rowCount });
  } catch (err) {
    if (err instanceof LostClaim) return null;
    if (err instanceof Stopping) {
      // The process is stopping: the job goes back to the queue, to be resumed after its written batches.
      await db.catalogImportJob.updateMany({
        where: { id: job.id, claimedBy: worker, status: 'RUNNING' },
        data: { status: 'QUEUED', claimedBy: null, claimedAt: null },
      });
      return null;
    }
    if (err instanceof FailedImport) return finish(services, target, job, worker, 'FAILED', { errors: err.errors, warnings, rowCount: 0 });
    services.log?.error({ err, jobId }, 'catalog import failed');
    const failed = { errors: [{ row: 0, column: '', message: IMPORT_FAILED_MESSAGE }], warnings, rowCount: 0 };
    return finish(services, target, job, worker, 'FAILED', failed).catch(() => null);
  }
}

/** The slugs the file gives products of a collection: under its slug, and (for the default one) without one. */
const fileSlugs = (reader: CatalogCsvReader, planner: ImportPlanner, slug: string) =>
  slug === planner.defaultSlug ? new Set([...reader.slugsIn(slug), ...reader.slugsIn(null)]) : reader.slugsIn(slug);

/** What reading the file found: its problems, and the reader that read it (null when it could not be read). */
type Checked = { errors: CsvProblem[]; warnings: CsvProblem[]; rowCount: number; reader: CatalogCsvReader | null };

/** Streams the job's file through a reader, handing `each` the valid products in batches. */
async function readFile(
  services: ImportServices,
  target: ImportTarget,
  job: JobRow,
  bounds: BatchBounds,
  each: (reader: CatalogCsvReader, planner: ImportPlanner, batch: Batches) => Promise<void>,
): Promise<Checked> {
  const file = await services.storage.open(job.storageKey);
  const failed = (row: number, message: string) => {
    const errors = [{ row, column: '', message }];
    return { errors, warnings: [], rowCount: 0, reader: null };
  };
  if (!file) return failed(0, FILE_GONE_MESSAGE);
  let reader: CatalogCsvReader | null = null;
  let planner: ImportPlanner | null = null;
  let batch: Batches = { products: [], rows: 0 };
  const flush = async () => {
    if (batch.products.length === 0 && batch.rows === 0) return;
    const full = batch;
    batch = { products: [], rows: 0 };
    await each(reader as CatalogCsvReader, planner as ImportPlanner, full);
    // Back to the event loop between batches: one chunk of the file holds hundreds of rows, and without this their
    // batches would run back to back (their database calls settle as microtasks) while requests wait.
    await new Promise<void>((resolve) => setImmediate(resolve));
  };
  const take = async (products: ParsedProduct[]) => {
    for (const p of products) {
      batch.rows += p.rows;
      if (p.valid) batch.products.push(p);
      if (batch.products.length >= bounds.products || batch.rows >= bounds.rows) await flush();
    }
  };
  try {
    for await (const { row, cells } of csvRows(file.stream)) {
      if (!reader) {
        const header = readHeader(cells);
        if (!header.ok) return { errors: header.problems, warnings: [], rowCount: 0, reader: null };
        reader = new CatalogCsvReader(header.header, target.website.currency);
        planner = await ImportPlanner.load(services.db, target.website, reader);
        continue;
      }
      await take(reader.push(cells, row));
      if (reader.stopped) break;
    }
    if (!reader) return failed(1, EMPTY_FILE);
    await take(reader.end());
    if (!reader.stopped) await flush();
    if (reader.rowCount === 0) reader.errorIn(2, '', EMPTY_FILE);
  } catch (err) {
    if (!(err instanceof CsvSyntaxError) || !reader) {
      if (err instanceof CsvSyntaxError) return failed(err.row, err.message);
      throw err;
    }
    reader.errorIn(err.row, '', err.message);
  }
  return { errors: reader.errors, warnings: reader.warnings, rowCount: reader.rowCount, reader };
}

/** Ends the job (only while this worker holds it), records the run in the audit trail, and drops the stored file. */
async function finish(
  services: ImportServices,
  target: ImportTarget,
  job: JobRow,
  worker: string,
  status: 'SUCCEEDED' | 'FAILED',
  outcome: { errors: CsvProblem[]; warnings: CsvProblem[]; rowCount: number },
): Promise<JobRow | null> {
  // In row order (the database's findings come a batch after the file's own), stable within a row; the line saying
  // where reading stopped stays last.
  const rank = (p: CsvProblem) => (p.message === TOO_MANY_ERRORS_MESSAGE ? Number.POSITIVE_INFINITY : p.row);
  const byRow = (a: CsvProblem, b: CsvProblem) => rank(a) - rank(b);
  const report = [
    ...[...outcome.errors].sort(byRow).map((p) => ({ ...p, severity: 'error' })),
    ...outcome.warnings.map((p) => ({ ...p, severity: 'warning' })),
  ];
  const ended = await services.db.$transaction(async (tx) => {
    const { count } = await tx.catalogImportJob.updateMany({
      where: { id: job.id, claimedBy: worker, status: 'RUNNING' },
      data: {
        status,
        finishedAt: new Date(),
        errorReport: report,
        ...(outcome.rowCount > 0 ? { totalRows: outcome.rowCount } : {}),
      },
    });
    if (count === 0) return null;
    const row = await tx.catalogImportJob.findUniqueOrThrow({ where: { id: job.id } });
    await recordChanges(tx, target, [
      {
        action: 'import.run',
        entityType: 'Import',
        entityId: job.id,
        after: {
          fileName: row.fileName,
          status,
          totalRows: row.totalRows,
          processedRows: row.processedRows,
          productsCreated: row.productsCreated,
          productsUpdated: row.productsUpdated,
          variantsWritten: row.variantsWritten,
          errors: outcome.errors.length,
          warnings: outcome.warnings.length,
        },
      },
    ]);
    return row;
  });
  if (ended) await services.storage.remove(job.storageKey);
  return ended;
}
