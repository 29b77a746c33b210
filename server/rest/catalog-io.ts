// The catalog as CSV over REST (docs/catalog-csv.md), for owners' scripts:
// - POST /api/commerce/products/import[?fileName=catalog.csv] — the CSV as the body (text/csv), streamed into storage
//   (up to MAX_IMPORT_FILE_BYTES); 202 {jobId, status} and the import runs in the background (catalog:write).
// - GET /api/commerce/products/import/:jobId — the job: status, progress, counts, errors and warnings (read).
// - GET /api/commerce/products/export.csv — the catalog, streamed (read).
// Refusals: {error, code, field} — 400, 404 for a job of another website or none, 409 while an import runs, 413 for
// a file past the limit.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Context, Hono } from 'hono';
import { fileTooLargeMessage } from '../../domain/editing-messages.ts';
import { formatSize } from '../../domain/media.ts';
import { MAX_IMPORT_FILE_BYTES } from '../../domain/store-limits.ts';
import type { AppEnv } from '../http/app-env.ts';
import { refusal } from '../http/permissions.ts';
import { catalogCsv } from '../services/catalog-io/export.ts';
import { findImportJob, importJobView, startCatalogImport } from '../services/catalog-io/import-jobs.ts';
import type { UserError } from '../services/user-errors.ts';

const refused = (c: Context<AppEnv>, e: UserError) =>
  c.json(
    { error: e.message, code: e.code, field: e.field ?? null },
    e.code === 'INVALID_STATE' ? 409 : / too large/.test(e.message) ? 413 : 400,
  );

export function catalogIoRoutes(app: Hono<AppEnv>) {
  app.post('/api/commerce/products/import', async (c) => {
    const denied = refusal(c, 'catalog:write');
    if (denied) return denied;
    const name = c.req.query('fileName') ?? 'catalog.csv';
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    // A body that says it is too large is refused before it is read.
    if (declared > MAX_IMPORT_FILE_BYTES)
      return refused(c, { code: 'INVALID_INPUT', message: fileTooLargeMessage(name, formatSize(MAX_IMPORT_FILE_BYTES)), field: 'file' });
    const body = c.req.raw.body;
    const result = await startCatalogImport(c.get('ctx'), {
      name,
      body: body ? Readable.fromWeb(body as NodeReadableStream) : Buffer.alloc(0),
      declaredBytes: Number.isFinite(declared) ? declared : undefined,
    });
    if (!result.ok) return refused(c, result.userErrors[0]);
    return c.json({ jobId: result.job.id, status: result.job.status }, 202);
  });

  app.get('/api/commerce/products/import/:jobId', async (c) => {
    const denied = refusal(c, 'read');
    if (denied) return denied;
    const job = await findImportJob(c.get('ctx'), c.req.param('jobId'));
    if (!job) return c.json({ error: 'No such import.', code: 'NOT_FOUND', field: 'jobId' }, 404);
    return c.json(importJobView(job));
  });

  app.get('/api/commerce/products/export.csv', (c) => {
    const denied = refusal(c, 'read');
    if (denied) return denied;
    return c.body(Readable.toWeb(catalogCsv(c.get('ctx'))) as ReadableStream, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="products.csv"',
      'cache-control': 'no-store',
    });
  });
}
