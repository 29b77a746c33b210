// Catalog import jobs: an owner's CSV is streamed into the file storage (`<websiteId>/imports/<jobId>.csv`, counted
// on the way and refused past MAX_IMPORT_FILE_BYTES), a job row is queued, and the job runs in the background of the
// same process (import.ts). One import runs per website at a time. The scheduler picks up jobs a dead node left.
import { Readable, Transform } from 'node:stream';
import type { CsvProblem } from '../../../domain/catalog-csv.ts';
import { EMPTY_DATASET_MESSAGE } from '../../../domain/editing-messages.ts';
import { fileProblem } from '../../../domain/media.ts';
import { IMPORT_RUNNING_MESSAGE } from '../../../domain/messages.ts';
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_JOBS_LISTED } from '../../../domain/store-limits.ts';
import type { Db } from '../../db/client.ts';
import type { OwnerContext } from '../audit.ts';
import type { ServiceContext } from '../context.ts';
import { fail, type Result } from '../user-errors.ts';
import { IMPORT_LEASE_MS, type ImportServices, runCatalogImport } from './import.ts';
import { type ImportTarget, newRecordId } from './import-write.ts';

export type ImportJobRow = NonNullable<Awaited<ReturnType<Db['catalogImportJob']['findUnique']>>>;
export type ImportFile = { name: string; body: Buffer | Readable; declaredBytes?: number };

export const importFileKey = (websiteId: string, jobId: string) => `${websiteId}/imports/${jobId}.csv`;

class TooLarge extends Error {}

/** Stores the file and creates its job: queued, or already running for `claimedBy` (the command line runs it itself). */
export async function createImportJob(
  services: Pick<ImportServices, 'db' | 'storage'>,
  target: ImportTarget,
  file: ImportFile,
  opts: { claimedBy?: string } = {},
): Promise<Result<{ job: ImportJobRow }>> {
  const { db, storage } = services;
  const name = file.name.trim();
  const declared = Buffer.isBuffer(file.body) ? file.body.length : (file.declaredBytes ?? 1);
  const problem = declared === 0 ? EMPTY_DATASET_MESSAGE : fileProblem({ name, bytes: declared }, MAX_IMPORT_FILE_BYTES);
  if (problem) return fail('INVALID_INPUT', problem, 'file');
  const websiteId = target.website.id;
  const running = { websiteId, status: { in: ['QUEUED' as const, 'RUNNING' as const] } };
  if (await db.catalogImportJob.findFirst({ where: running, select: { id: true } }))
    return fail('INVALID_STATE', IMPORT_RUNNING_MESSAGE, 'file');

  const id = newRecordId();
  const storageKey = importFileKey(websiteId, id);
  let bytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      done(bytes > MAX_IMPORT_FILE_BYTES ? new TooLarge() : null, chunk);
    },
  });
  const source = Buffer.isBuffer(file.body) ? Readable.from([file.body]) : file.body;
  try {
    await storage.put(storageKey, source.pipe(meter));
  } catch (err) {
    await storage.remove(storageKey);
    source.destroy();
    if (!(err instanceof TooLarge)) throw err;
    return fail('INVALID_INPUT', fileProblem({ name, bytes }, MAX_IMPORT_FILE_BYTES) ?? '', 'file');
  }
  if (bytes === 0) {
    await storage.remove(storageKey);
    return fail('INVALID_INPUT', EMPTY_DATASET_MESSAGE, 'file');
  }
  const now = new Date();
  const job = await db.catalogImportJob.create({
    data: {
      id,
      websiteId,
      ownerAccountId: target.owner?.id ?? null,
      actor: target.owner?.email ?? 'command line',
      fileName: name,
      storageKey,
      status: opts.claimedBy ? 'RUNNING' : 'QUEUED',
      claimedBy: opts.claimedBy ?? null,
      claimedAt: opts.claimedBy ? now : null,
    },
  });
  // Two uploads at the same moment: the later one steps back.
  const first = await db.catalogImportJob.findFirst({
    where: running,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true },
  });
  if (first && first.id !== job.id) {
    await db.catalogImportJob.delete({ where: { id: job.id } });
    await storage.remove(storageKey);
    return fail('INVALID_STATE', IMPORT_RUNNING_MESSAGE, 'file');
  }
  return { ok: true, job };
}

/** An owner's upload: stored, queued, and started in the background of this process. */
export async function startCatalogImport(ctx: OwnerContext, file: ImportFile): Promise<Result<{ job: ImportJobRow }>> {
  const created = await createImportJob(ctx, { website: ctx.website, owner: ctx.owner }, file);
  if (created.ok) {
    const services = { db: ctx.db, events: ctx.events, storage: ctx.storage };
    // A failure that stops the run leaves the claim to go stale: the scheduler takes the job over.
    setImmediate(() => void runCatalogImport(services, created.job.id).catch(() => {}));
  }
  return created;
}

export const findImportJob = (ctx: Pick<ServiceContext, 'db' | 'website'>, id: string) =>
  ctx.db.catalogImportJob.findFirst({ where: { id, websiteId: ctx.website.id } });

/** The website's import jobs, newest first (at most MAX_IMPORT_JOBS_LISTED). */
export const listImportJobs = (ctx: Pick<ServiceContext, 'db' | 'website'>, first?: number | null) =>
  ctx.db.catalogImportJob.findMany({
    where: { websiteId: ctx.website.id },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: Math.min(Math.max(first ?? 20, 1), MAX_IMPORT_JOBS_LISTED),
  });

type ReportEntry = CsvProblem & { severity?: string };

/** A job as owners see it: its counts, progress from 0 to 1, and its report split into errors and warnings. */
export function importJobView(job: ImportJobRow) {
  const report = (Array.isArray(job.errorReport) ? job.errorReport : []) as ReportEntry[];
  const entries = (severity: string) =>
    report.filter((e) => e.severity === severity).map(({ row, column, message }) => ({ row, column, message }));
  const progress = job.status === 'SUCCEEDED' ? 1 : job.totalRows > 0 ? Math.min(1, job.processedRows / job.totalRows) : 0;
  return {
    id: job.id,
    fileName: job.fileName,
    actor: job.actor,
    status: job.status,
    totalRows: job.totalRows,
    processedRows: job.processedRows,
    progress,
    productsCreated: job.productsCreated,
    productsUpdated: job.productsUpdated,
    variantsWritten: job.variantsWritten,
    errors: entries('error'),
    warnings: entries('warning'),
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
  };
}
export type ImportJobView = ReturnType<typeof importJobView>;

/** Queued jobs no process started, and running ones whose worker stopped renewing its claim. */
const ABANDONED_AFTER_MS = 30_000;

/** Runs the jobs other processes left (the scheduler's import job): one at a time, until told to stop. */
export async function resumeCatalogImports(services: ImportServices, stopping: () => boolean = () => false, now = new Date()) {
  const jobs = await services.db.catalogImportJob.findMany({
    where: {
      OR: [
        { status: 'QUEUED', createdAt: { lt: new Date(now.getTime() - ABANDONED_AFTER_MS) } },
        { status: 'RUNNING', claimedAt: { lt: new Date(now.getTime() - IMPORT_LEASE_MS) } },
      ],
    },
    orderBy: { createdAt: 'asc' },
    select: { id: true },
    take: 5,
  });
  let ran = 0;
  for (const job of jobs) {
    if (stopping()) break;
    if (await runCatalogImport(services, job.id, { stopping })) ran++;
  }
  return { ran };
}
