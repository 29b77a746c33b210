// Catalog CSV import jobs (docs/catalog-csv.md): owners with catalog:write upload a CSV (startCatalogImport), and
// follow its job's progress and per-row report (read). The export is the REST path GET /api/commerce/products/export.csv.
import {
  findImportJob,
  type ImportJobView,
  importJobView,
  listImportJobs,
  startCatalogImport,
} from '../server/services/catalog-io/import-jobs.ts';
import { builder } from './builder.ts';
import { payloadRef } from './payload.ts';

const ImportStatusEnum = builder.enumType('ImportStatus', {
  values: {
    QUEUED: { description: 'Uploaded, waiting to run.' },
    RUNNING: { description: 'Checking the file (progress 0), then writing it batch by batch.' },
    SUCCEEDED: { description: 'Every row was written.' },
    FAILED: { description: 'Refused: see errors. When the check found them, nothing was written.' },
  },
});

const ImportRowProblem = builder.objectRef<{ row: number; column: string; message: string }>('ImportRowProblem').implement({
  description: 'A problem with one row of the file: its row number as a spreadsheet shows it (the header is row 1).',
  fields: (t) => ({
    row: t.exposeInt('row', { description: '0: the file as a whole.' }),
    column: t.exposeString('column', { description: 'As the header names it; empty for the whole row.' }),
    message: t.exposeString('message'),
  }),
});

const CatalogImportJob = builder.objectRef<ImportJobView>('CatalogImportJob').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    fileName: t.exposeString('fileName'),
    actor: t.exposeString('actor', { description: 'The owner\'s email, or "command line".' }),
    status: t.expose('status', { type: ImportStatusEnum }),
    totalRows: t.exposeInt('totalRows', { description: 'Data rows in the file, known once it has been checked.' }),
    processedRows: t.exposeInt('processedRows', { description: 'Rows written so far.' }),
    progress: t.exposeFloat('progress', { description: 'From 0 to 1: processedRows / totalRows.' }),
    productsCreated: t.exposeInt('productsCreated'),
    productsUpdated: t.exposeInt('productsUpdated'),
    variantsWritten: t.exposeInt('variantsWritten'),
    errors: t.expose('errors', { type: [ImportRowProblem] }),
    warnings: t.expose('warnings', { type: [ImportRowProblem], description: 'What was left out (unknown columns, images).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});

const CatalogImportPayload = payloadRef('CatalogImportPayload', 'job', CatalogImportJob);

builder.mutationField('startCatalogImport', (t) =>
  t.field({
    authScopes: { can: 'catalog:write' },
    type: CatalogImportPayload,
    description: 'Imports products with variants from a CSV (up to 20 MB here; up to 100 MB with POST /api/commerce/products/import).',
    args: { file: t.arg({ type: 'File', required: true }) },
    resolve: async (_root, { file }, ctx) => {
      const r = await startCatalogImport(ctx, { name: file.name ?? '', body: Buffer.from(await file.arrayBuffer()) });
      return r.ok ? { job: importJobView(r.job), userErrors: [] } : { job: null, userErrors: r.userErrors };
    },
  }),
);

builder.queryFields((t) => ({
  catalogImportJob: t.field({
    authScopes: { can: 'read' },
    type: CatalogImportJob,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const job = await findImportJob(ctx, id);
      return job && importJobView(job);
    },
  }),
  catalogImportJobs: t.field({
    authScopes: { can: 'read' },
    type: [CatalogImportJob],
    description: 'Newest first; at most 50 (default 20).',
    args: { first: t.arg.int() },
    resolve: async (_root, { first }, ctx) => (await listImportJobs(ctx, first)).map(importJobView),
  }),
}));
