// The catalog as CSV: export → import into an empty website → export again gives the same rows (ids aside);
// re-importing updates products by collection and URL slug; a file with wrong rows fails with a report naming each
// row, column and rule, and writes nothing; progress, limits, roles and tenancy.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_CSV_COLUMNS, CSV_NUL_MESSAGE } from '../../domain/catalog-csv.ts';
import { MORE_WARNINGS_MESSAGE, TOO_MANY_ERRORS_MESSAGE } from '../../domain/catalog-csv-reader.ts';
import { IMPORT_RUNNING_MESSAGE } from '../../domain/messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import {
  MAX_IMPORT_ERRORS,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_JOBS_LISTED,
  MAX_IMPORT_ROW_CHARS,
  MAX_IMPORT_WARNINGS,
  STOCK_OUT_OF_RANGE_MESSAGE,
} from '../../domain/store-limits.ts';
import { CatalogEvents } from '../../server/services/catalog-events.ts';
import { IMPORT_LEASE_MS, runCatalogImport } from '../../server/services/catalog-io/import.ts';
import { createImportJob, resumeCatalogImports } from '../../server/services/catalog-io/import-jobs.ts';
import { startTestApp, type TestApp } from './harness.ts';

const run = promisify(execFile);
let t: TestApp;
let editor: Record<string, string>;
let viewer: Record<string, string>;
/** An empty website of its own per test that needs one: its host and an editor's token there. */
let sites = 0;
async function emptySite() {
  const id = `site-empty-${++sites}`;
  const host = `empty${sites}.localhost`;
  await t.db.website.create({ data: { id, name: `Empty ${sites}`, currency: 'USD', domains: { create: [{ hostname: host }] } } });
  return { id, host, headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.EDITOR, id)}` } };
}

beforeAll(async () => {
  t = await startTestApp();
  editor = { authorization: `Bearer ${await t.ownerToken(RoleCode.EDITOR)}` };
  viewer = { authorization: `Bearer ${await t.ownerToken(RoleCode.VIEWER)}` };
});
afterAll(() => t.close());

type Site = { host: string; headers: Record<string, string> };
const demo = (): Site => ({ host: 'localhost', headers: editor });

async function exportCsv(site: Site = demo()) {
  const res = await t.request('/api/commerce/products/export.csv', { host: site.host, headers: site.headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  return res.text();
}

const rowsOf = (csv: string) => parse(csv, { relax_column_count: true }) as string[][];
/** Rows without the Product ID and Variant ID columns. */
const withoutIds = (csv: string) => rowsOf(csv).map((r) => r.slice(2));

async function upload(csv: string, site: Site = demo(), fileName = 'catalog.csv') {
  const res = await t.request(`/api/commerce/products/import?fileName=${fileName}`, {
    method: 'POST',
    host: site.host,
    headers: { ...site.headers, 'content-type': 'text/csv' },
    body: csv,
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function waitForJob(jobId: string, site: Site = demo()) {
  for (let i = 0; i < 600; i++) {
    const res = await t.request(`/api/commerce/products/import/${jobId}`, { host: site.host, headers: site.headers });
    const job = (await res.json()) as any;
    if (job.status === 'SUCCEEDED' || job.status === 'FAILED') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`import ${jobId} did not finish`);
}

async function importCsv(csv: string, site: Site = demo()) {
  const started = await upload(csv, site);
  expect(started.status).toBe(202);
  return waitForJob(started.body.jobId, site);
}

const productCount = (websiteId: string) => t.db.product.count({ where: { websiteId } });

describe('the CSV round trip', () => {
  it('exports the demo store in Squarespace’s columns, one row per variant, drafts and stock included', async () => {
    await t.db.item.update({ where: { id: 'prod-canvas-tote' }, data: { status: 'DRAFT' } });
    const rows = rowsOf(await exportCsv());
    await t.db.item.update({ where: { id: 'prod-canvas-tote' }, data: { status: 'PUBLISHED' } });
    expect(rows[0]).toEqual([...CATALOG_CSV_COLUMNS]);
    const col = (name: string) => rows[0].indexOf(name);
    const tee = rows.filter((r) => r[col('Product URL')] === 'classic-tee');
    expect(tee).toHaveLength(6);
    expect(tee[0]).toMatchObject({
      [col('Product ID [Non Editable]')]: 'prod-classic-tee',
      [col('Product Type [Non Editable]')]: 'PHYSICAL',
      [col('Product Page')]: 'shop',
      [col('Title')]: 'Classic Tee',
      [col('Option Name 1')]: 'Size',
      [col('Option Value 1')]: 'S',
      [col('Option Name 2')]: 'Color',
      [col('Option Value 2')]: 'Black',
      [col('Price')]: '25.00',
      [col('Stock')]: '12',
      [col('Weight')]: '0.2',
      [col('Visible')]: 'Yes',
      // Every image, in order: the white tee's front first, then the black tee's, the backs and a close-up.
      [col('Hosted Image URLs')]:
        '/images/tee.svg /images/tee-black-front.svg /images/tee-white-back.svg /images/tee-black-back.svg /images/tee-detail.svg',
    });
    // Product fields only on a product's first row.
    expect(tee[1][col('Title')]).toBe('');
    const medium = tee.find((r) => r[col('SKU')] === 'TEE-M-BLACK') as string[];
    expect([medium[col('Sale Price')], medium[col('On Sale')]]).toEqual(['19.00', 'Yes']);
    const tote = rows.find((r) => r[col('Product URL')] === 'canvas-tote') as string[];
    expect(tote[col('Visible')]).toBe('No');
    const lookbook = rows.find((r) => r[col('SKU')] === 'LOOKBOOK-PDF') as string[];
    expect([lookbook[col('Product Type [Non Editable]')], lookbook[col('Stock')]]).toEqual(['DIGITAL', 'Unlimited']);
    expect(rows).toHaveLength(1 + (await t.db.productVariant.count({ where: { websiteId: 'site-demo' } })));
  });

  it('reproduces the catalog in an empty website: exported again, the rows are the same but for their ids', async () => {
    const site = await emptySite();
    const original = await exportCsv();
    const job = await importCsv(original, site);
    expect(job).toMatchObject({ status: 'SUCCEEDED', errors: [], warnings: [], progress: 1, productsCreated: 8, productsUpdated: 0 });
    expect(job.processedRows).toBe(job.totalRows);
    expect(job.totalRows).toBe(rowsOf(original).length - 1);
    expect(withoutIds(await exportCsv(site))).toEqual(withoutIds(original));
    const lookbook = await t.db.product.findFirstOrThrow({ where: { websiteId: site.id, item: { urlSlug: 'digital-lookbook' } } });
    expect(lookbook.productType).toBe(2);
    expect(await t.db.collection.findMany({ where: { websiteId: site.id }, select: { title: true, urlSlug: true } })).toEqual([
      { title: 'Shop', urlSlug: 'shop' },
    ]);
  });

  it('updates products matched by collection and URL slug on re-import, instead of adding them again', async () => {
    const site = await emptySite();
    await importCsv(await exportCsv(), site);
    const before = await productCount(site.id);
    const unchanged = await importCsv(await exportCsv(site), site);
    expect(unchanged).toMatchObject({ status: 'SUCCEEDED', productsCreated: 0, productsUpdated: 8, variantsWritten: 0 });
    const rows = rowsOf(await exportCsv(site));
    const col = (name: string) => rows[0].indexOf(name);
    const tee = rows.findIndex((r) => r[col('SKU')] === 'TEE-S-BLACK');
    rows[tee][col('Title')] = 'Classic Tee, Heavyweight';
    rows[tee][col('Price')] = '27.50';
    // The file leaves out one variant (removed) and adds a new colour.
    const dropped = rows.findIndex((r) => r[col('SKU')] === 'TEE-L-WHITE');
    const added = [...rows[dropped]];
    added[col('Variant ID [Non Editable]')] = '';
    added[col('SKU')] = 'TEE-L-RED';
    added[col('Option Value 2')] = 'Red';
    rows.splice(dropped, 1, added);
    const job = await importCsv(rows.map((r) => r.map((c) => JSON.stringify(c)).join(',')).join('\n'), site);
    expect(job).toMatchObject({ status: 'SUCCEEDED', productsCreated: 0, productsUpdated: 8 });
    expect(await productCount(site.id)).toBe(before);
    const product = await t.db.product.findFirstOrThrow({
      where: { websiteId: site.id, item: { urlSlug: 'classic-tee' } },
      include: { item: true, variants: { orderBy: { position: 'asc' } } },
    });
    expect(product.item.title).toBe('Classic Tee, Heavyweight');
    expect(product.variants.map((v) => v.sku)).toEqual([
      'TEE-S-BLACK',
      'TEE-S-WHITE',
      'TEE-M-BLACK',
      'TEE-M-WHITE',
      'TEE-L-BLACK',
      'TEE-L-RED',
    ]);
    expect(product.variants[0].priceCents).toBe(2750);
    expect(product.variants[5]).toMatchObject({ attributes: { Size: 'L', Color: 'Red' }, qtyInStock: 12 });
  });
});

describe('a file with wrong rows', () => {
  it('fails with every row’s problem named after its rule (row, column, message) and writes nothing', async () => {
    const before = await productCount('site-demo');
    const csv = [
      'Title,Product URL,SKU,Option Name 1,Option Value 1,Price,Sale Price,On Sale,Stock,Product Type [Non Editable]',
      'Linen Shirt,linen-shirt,SHIRT-S,Size,S,40.00,,,5,',
      ',linen-shirt,SHIRT-M,Size,M,forty,,,5,',
      ',linen-shirt,SHIRT-S,Size,L,40.00,,,lots,',
      'Scarf,scarf,TEE-S-BLACK,,,20.00,,,,',
      'Mug,mug,,,,,,maybe,,Gadget',
      ',mug,,,,12.00,,,,',
      'Cap,cap,CAP-1,,,10.00,12.00,Yes,,',
      'Digital Poster,digital-poster,,Size,S,5.00,,,,DIGITAL',
    ].join('\n');
    const job = await importCsv(csv);
    expect(job.status).toBe('FAILED');
    expect(job.errors).toEqual([
      { row: 3, column: 'Price', message: 'forty is not a price: write it like 25.00.' },
      { row: 4, column: 'SKU', message: 'This SKU already exists' },
      { row: 4, column: 'Stock', message: STOCK_OUT_OF_RANGE_MESSAGE },
      { row: 5, column: 'SKU', message: 'This SKU already exists' },
      { row: 6, column: 'Product Type [Non Editable]', message: 'Gadget is not one of the expected options' },
      { row: 6, column: 'Price', message: 'One or more rows was missing data' },
      { row: 6, column: 'On Sale', message: 'maybe is not one of the expected options' },
      { row: 7, column: 'Option Value 1', message: 'This variant already exists' },
      { row: 8, column: 'Sale Price', message: 'The sale price must be less than the price.' },
      { row: 9, column: 'Product Type [Non Editable]', message: 'Digital and paywall products have one variant and no options.' },
    ]);
    expect(job).toMatchObject({ processedRows: 0, productsCreated: 0, progress: 0 });
    expect(await productCount('site-demo')).toBe(before);
    expect(await t.db.item.findFirst({ where: { websiteId: 'site-demo', urlSlug: 'scarf' } })).toBeNull();
    const audit = await t.db.auditEntry.findMany({ where: { entityId: job.id }, select: { action: true, after: true } });
    expect(audit).toEqual([{ action: 'import.run', after: expect.objectContaining({ status: 'FAILED', errors: 10 }) }]);
  });

  it('refuses a file without the columns it needs, an empty file, and a quote never closed', async () => {
    expect((await importCsv('Name,Cost\nTee,1')).errors).toEqual([
      {
        row: 1,
        column: '',
        message: 'These columns are not a product CSV: use the columns of an exported catalog (Title, Price, …) or Shopify’s product CSV.',
      },
    ]);
    expect((await importCsv('Title,SKU\nTee,T-1')).errors).toEqual([{ row: 1, column: '', message: 'The file has no Price column.' }]);
    expect((await importCsv('Title,Price\n')).errors).toEqual([
      { row: 2, column: '', message: 'Your dataset must have at least one row or column' },
    ]);
    expect((await importCsv('Title,Price\nTee,1\n"Broken,2\n')).errors).toEqual([
      { row: 3, column: '', message: 'A quote (") opened in this row is never closed.' },
    ]);
    const empty = await upload('');
    expect(empty).toMatchObject({
      status: 400,
      body: { error: 'Your dataset must have at least one row or column', code: 'INVALID_INPUT', field: 'file' },
    });
  });
});

describe('what a successful import reports', () => {
  it('leaves out what it cannot import with warnings: unknown columns, images this store does not have', async () => {
    const site = await emptySite();
    const csv =
      'Title,Price,Tags,Colour Notes,Hosted Image URLs\nLamp,45.00,home,warm,https://elsewhere.example/lamp.jpg /images/tee.svg\n';
    const job = await importCsv(csv, site);
    expect(job).toMatchObject({ status: 'SUCCEEDED', productsCreated: 1, errors: [] });
    expect(job.warnings).toEqual([
      { row: 2, column: 'Tags', message: 'This column is not imported: its values are left out.' },
      { row: 2, column: 'Colour Notes', message: 'This column is not one this import reads: its values are left out.' },
      {
        row: 2,
        column: 'Hosted Image URLs',
        message: 'https://elsewhere.example/lamp.jpg is not an image of this store: upload it to the product instead.',
      },
    ]);
    const lamp = await t.db.product.findFirstOrThrow({
      where: { websiteId: site.id },
      include: { item: true, images: true, variants: true },
    });
    expect(lamp.item).toMatchObject({ title: 'Lamp', urlSlug: 'lamp', status: 'DRAFT' });
    expect(lamp.images.map((i) => i.assetUrl)).toEqual(['/images/tee.svg']);
    expect(lamp.variants).toMatchObject([{ priceCents: 4500, qtyInStock: 0, unlimited: false }]);
  });

  it('reads Shopify’s product CSV: handles, compare-at prices as sales, grams, status', async () => {
    const site = await emptySite();
    const csv = [
      'Handle,Title,Body (HTML),Vendor,Option1 Name,Option1 Value,Variant SKU,Variant Grams,Variant Inventory Qty,Variant Price,Variant Compare At Price,Image Src,Status',
      'wool-socks,Wool Socks,<p>Warm</p>,Acme,Size,M,SOCK-M,150,7,9.00,12.00,,active',
      'wool-socks,,,,,L,SOCK-L,150,3,9.00,,,',
      'gift-voucher,Gift Voucher,,Acme,Title,Default Title,VOUCHER,0,,25.00,,,draft',
    ].join('\n');
    const job = await importCsv(csv, site);
    expect(job).toMatchObject({ status: 'SUCCEEDED', productsCreated: 2, variantsWritten: 3, errors: [] });
    expect(job.warnings).toEqual([
      { row: 2, column: 'Vendor', message: 'This column is not one this import reads: its values are left out.' },
    ]);
    const socks = await t.db.product.findFirstOrThrow({
      where: { websiteId: site.id, item: { urlSlug: 'wool-socks' } },
      include: { item: true, variants: { orderBy: { position: 'asc' } } },
    });
    expect(socks.item).toMatchObject({ title: 'Wool Socks', excerpt: '<p>Warm</p>', status: 'PUBLISHED' });
    expect(socks.variantOptionOrdering).toEqual(['Size']);
    expect(socks.variants).toMatchObject([
      { sku: 'SOCK-M', attributes: { Size: 'M' }, priceCents: 1200, salePriceCents: 900, onSale: true, qtyInStock: 7, weightGrams: 150 },
      { sku: 'SOCK-L', attributes: { Size: 'L' }, priceCents: 900, onSale: false, qtyInStock: 3, weightGrams: 150 },
    ]);
    const voucher = await t.db.product.findFirstOrThrow({
      where: { websiteId: site.id, item: { urlSlug: 'gift-voucher' } },
      include: { item: true },
    });
    expect([voucher.variantOptionOrdering, voucher.item.status]).toEqual([[], 'DRAFT']);
  });

  it('shows its progress and counts through GraphQL, and records the run in the audit trail', async () => {
    const site = await emptySite();
    const form = new FormData();
    const query = 'mutation($f: File!) { startCatalogImport(file: $f) { job { id status fileName } userErrors { code message field } } }';
    form.set('operations', JSON.stringify({ query, variables: { f: null } }));
    form.set('map', JSON.stringify({ 0: ['variables.f'] }));
    form.set('0', new File([await exportCsv()], 'demo.csv', { type: 'text/csv' }));
    const res = await t.request('/graphql', { method: 'POST', host: site.host, headers: site.headers, body: form });
    const started = ((await res.json()) as any).data.startCatalogImport;
    expect(started).toMatchObject({ userErrors: [], job: { fileName: 'demo.csv' } });
    expect(['QUEUED', 'RUNNING']).toContain(started.job.status);
    await waitForJob(started.job.id, site);
    const fields =
      'id status totalRows processedRows progress productsCreated productsUpdated variantsWritten errors { row column message } actor finishedAt';
    const read = await t.gql<any>(
      `query($id: ID!) { catalogImportJob(id: $id) { ${fields} } catalogImportJobs { id } }`,
      { id: started.job.id },
      site,
    );
    const rows = await t.db.productVariant.count({ where: { websiteId: 'site-demo' } });
    expect(read.data.catalogImportJob).toMatchObject({
      status: 'SUCCEEDED',
      totalRows: rows,
      processedRows: rows,
      progress: 1,
      productsCreated: 8,
      productsUpdated: 0,
      variantsWritten: rows,
      errors: [],
      actor: expect.stringMatching(/^owner-.*@example\.com$/),
    });
    expect(read.data.catalogImportJobs).toEqual([{ id: started.job.id }]);
    const actions = await t.db.auditEntry.findMany({
      where: { websiteId: site.id },
      orderBy: { createdAt: 'asc' },
      select: { action: true },
    });
    expect(actions.map((a) => a.action)).toEqual(['collection.create', 'import.batch', 'import.run']);
  });

  it('gives a running job’s progress as processed rows over total rows', async () => {
    const site = await emptySite();
    const job = await t.db.catalogImportJob.create({
      data: {
        websiteId: site.id,
        actor: 'command line',
        fileName: 'big.csv',
        storageKey: 'x',
        status: 'RUNNING',
        totalRows: 8,
        processedRows: 2,
      },
    });
    const read = await t.gql<any>('query($id: ID!) { catalogImportJob(id: $id) { status progress } }', { id: job.id }, site);
    expect(read.data.catalogImportJob).toEqual({ status: 'RUNNING', progress: 0.25 });
    await t.db.catalogImportJob.delete({ where: { id: job.id } });
  });
});

describe('limits', () => {
  it(`refuses a file of more than ${MAX_IMPORT_FILE_BYTES / 1024 / 1024} MB: by its declared length, and counted as it streams`, async () => {
    const declared = await t.request('/api/commerce/products/import?fileName=huge.csv', {
      method: 'POST',
      headers: { ...editor, 'content-type': 'text/csv', 'content-length': String(MAX_IMPORT_FILE_BYTES + 1) },
      body: 'Title,Price\n',
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({
      error: 'The file huge.csv is too large. The maximum allowed file size is 100 MB',
      code: 'INVALID_INPUT',
      field: 'file',
    });
    const site = await emptySite();
    const website = await t.db.website.findUniqueOrThrow({ where: { id: site.id } });
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    const endless = Readable.from(
      (function* () {
        for (let i = 0; i <= MAX_IMPORT_FILE_BYTES / chunk.length; i++) yield chunk;
      })(),
    );
    const refused = await createImportJob(t.services, { website, owner: null }, { name: 'huge.csv', body: endless });
    expect(refused).toEqual({
      ok: false,
      userErrors: [
        { code: 'INVALID_INPUT', message: 'The file huge.csv is too large. The maximum allowed file size is 100 MB', field: 'file' },
      ],
    });
    expect(await t.db.catalogImportJob.count({ where: { websiteId: site.id } })).toBe(0);
    expect(await t.services.storage.open(`${site.id}/imports/`)).toBeNull();
  });

  it('reads at most 100,000 rows', async () => {
    const site = await emptySite();
    // In three collections, each under its limit of 50,000 products.
    const rows = Array.from({ length: 100_001 }, (_, i) => `P${i},1,page-${i % 3}`);
    const job = await importCsv(`Title,Price,Product Page\n${rows.join('\n')}\n`, site);
    expect(job).toMatchObject({ status: 'FAILED', productsCreated: 0 });
    expect(job.errors).toEqual([{ row: 100_002, column: '', message: 'A file can have at most 100,000 rows.' }]);
    expect(await productCount(site.id)).toBe(0);
  });

  it(`reports at most ${MAX_IMPORT_ERRORS} errors and ${MAX_IMPORT_WARNINGS} warnings, then says there were more`, async () => {
    const bad = Array.from({ length: MAX_IMPORT_ERRORS + 50 }, (_, i) => `P${i},free`);
    const failed = await importCsv(`Title,Price\n${bad.join('\n')}\n`);
    expect(failed.errors).toHaveLength(MAX_IMPORT_ERRORS + 1);
    expect(failed.errors[0]).toEqual({ row: 2, column: 'Price', message: 'free is not a price: write it like 25.00.' });
    expect(failed.errors.at(-1)).toEqual({ row: MAX_IMPORT_ERRORS + 2, column: '', message: TOO_MANY_ERRORS_MESSAGE });
    const site = await emptySite();
    const foreign = Array.from({ length: MAX_IMPORT_WARNINGS + 5 }, (_, i) => `P${i},1,https://elsewhere.example/${i}.jpg`);
    const warned = await importCsv(`Title,Price,Hosted Image URLs\n${foreign.join('\n')}\n`, site);
    expect(warned).toMatchObject({ status: 'SUCCEEDED', productsCreated: MAX_IMPORT_WARNINGS + 5 });
    expect(warned.warnings).toHaveLength(MAX_IMPORT_WARNINGS + 1);
    expect(warned.warnings.at(-1)).toEqual({ row: MAX_IMPORT_WARNINGS + 2, column: '', message: MORE_WARNINGS_MESSAGE });
  });

  it(`refuses a row of more than ${MAX_IMPORT_ROW_CHARS.toLocaleString('en-US')} characters`, async () => {
    const job = await importCsv(`Title,Price,Description\nTee,1,"${'x'.repeat(MAX_IMPORT_ROW_CHARS + 1)}"\n`);
    expect(job.errors).toEqual([{ row: 2, column: '', message: 'This row is longer than 262,144 characters.' }]);
  });

  it('refuses a file holding a NUL character, naming its row, and imports nothing', async () => {
    const site = await emptySite();
    const job = await importCsv('Title,Price\nTee,1\nMug\u0000,2\nCap,3\n', site);
    expect(job).toMatchObject({ status: 'FAILED', productsCreated: 0 });
    expect(job.errors).toEqual([{ row: 3, column: '', message: CSV_NUL_MESSAGE }]);
    expect(await t.db.item.count({ where: { websiteId: site.id } })).toBe(0);
  });

  it(`lists at most ${MAX_IMPORT_JOBS_LISTED} jobs, and runs one import per website at a time`, async () => {
    const site = await emptySite();
    await t.db.catalogImportJob.createMany({
      data: Array.from({ length: MAX_IMPORT_JOBS_LISTED + 5 }, (_, i) => ({
        websiteId: site.id,
        actor: 'command line',
        fileName: `${i}.csv`,
        storageKey: `${site.id}/imports/${i}.csv`,
        status: i === 0 ? ('QUEUED' as const) : ('SUCCEEDED' as const),
      })),
    });
    const listed = await t.gql<any>('{ catalogImportJobs(first: 100) { id } }', {}, site);
    expect(listed.data.catalogImportJobs).toHaveLength(MAX_IMPORT_JOBS_LISTED);
    expect(await upload('Title,Price\nTee,1\n', site)).toEqual({
      status: 409,
      body: { error: IMPORT_RUNNING_MESSAGE, code: 'INVALID_STATE', field: 'file' },
    });
  });
});

describe('who may import and export', () => {
  it('lets editors import and viewers export, and refuses viewers’ imports and anonymous exports', async () => {
    const refused = await upload('Title,Price\nTee,1\n', { host: 'localhost', headers: viewer });
    expect(refused).toEqual({ status: 403, body: { error: 'You do not have permission to do that.' } });
    expect((await t.request('/api/commerce/products/export.csv', { headers: viewer })).status).toBe(200);
    expect((await t.request('/api/commerce/products/export.csv')).status).toBe(401);
    const gql = await t.gql<any>('{ catalogImportJobs { id } }');
    expect(gql.errors?.[0]).toMatchObject({ message: 'Please log in first.', extensions: { code: 'UNAUTHENTICATED' } });
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({ query: 'mutation($f: File!) { startCatalogImport(file: $f) { job { id } } }', variables: { f: null } }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.f'] }));
    form.set('0', new File(['Title,Price\nTee,1\n'], 'c.csv', { type: 'text/csv' }));
    const viewerUpload = (await (await t.request('/graphql', { method: 'POST', headers: viewer, body: form })).json()) as any;
    expect(viewerUpload.errors[0]).toMatchObject({ message: 'You do not have permission to do that.', extensions: { code: 'FORBIDDEN' } });
    expect(await t.db.catalogImportJob.count({ where: { websiteId: 'site-demo', ownerAccountId: { not: null }, fileName: 'c.csv' } })).toBe(
      0,
    );
  });

  it('finds only the website’s own jobs', async () => {
    const site = await emptySite();
    const job = await importCsv('Title,Price\nTenancy Tee,1\n');
    expect((await t.request(`/api/commerce/products/import/${job.id}`, { host: site.host, headers: site.headers })).status).toBe(404);
    const read = await t.gql<any>('query($id: ID!) { catalogImportJob(id: $id) { id } catalogImportJobs { id } }', { id: job.id }, site);
    expect(read.data).toEqual({ catalogImportJob: null, catalogImportJobs: [] });
    expect(await t.db.product.count({ where: { websiteId: site.id } })).toBe(0);
  });
});

describe('what shoppers see', () => {
  it('drops cached catalog answers as soon as a batch is written', async () => {
    const site = await emptySite();
    await importCsv('Title,Product URL,Price,Visible\nDesk Lamp,desk-lamp,45.00,Yes\n', site);
    const query = '{ product(urlSlug: "desk-lamp", collectionSlug: "shop") { title } }';
    expect((await t.gql<any>(query, {}, { host: site.host })).data.product).toEqual({ title: 'Desk Lamp' });
    const renamed = await importCsv('Title,Product URL,Price,Visible\n"Desk Lamp, Brass",desk-lamp,45.00,Yes\n', site);
    expect(renamed).toMatchObject({ status: 'SUCCEEDED', productsUpdated: 1 });
    expect((await t.gql<any>(query, {}, { host: site.host })).data.product).toEqual({ title: 'Desk Lamp, Brass' });
  });
});

describe('import jobs across processes', () => {
  const services = () => ({ ...t.services, events: new CatalogEvents() });
  const queued = async (site: { id: string }, csv: string, claimedBy: string) => {
    const website = await t.db.website.findUniqueOrThrow({ where: { id: site.id } });
    const created = await createImportJob(t.services, { website, owner: null }, { name: 'x.csv', body: Buffer.from(csv) }, { claimedBy });
    if (!created.ok) throw new Error(created.userErrors[0].message);
    return created.job;
  };

  it('never runs a job another worker holds, takes over a stale claim, and resumes after the batches written', async () => {
    const site = await emptySite();
    const rows = Array.from({ length: 250 }, (_, i) => `Item ${i},1`);
    const job = await queued(site, `Title,Price\n${rows.join('\n')}\n`, 'busy-node');
    expect(await runCatalogImport(services(), job.id)).toBeNull();
    expect(await resumeCatalogImports(services())).toEqual({ ran: 0 });
    // The node holding it died after writing its first batches (200 products, one row each).
    await t.db.catalogImportJob.update({
      where: { id: job.id },
      data: { claimedAt: new Date(Date.now() - IMPORT_LEASE_MS - 1000), processedRows: 200 },
    });
    expect(await resumeCatalogImports(services())).toEqual({ ran: 1 });
    const ended = await t.db.catalogImportJob.findUniqueOrThrow({ where: { id: job.id } });
    expect(ended).toMatchObject({ status: 'SUCCEEDED', totalRows: 250, processedRows: 250, productsCreated: 50 });
    const titles = (await t.db.item.findMany({ where: { websiteId: site.id }, select: { title: true } })).map((i) => i.title);
    expect(titles.sort()).toEqual(
      rows
        .slice(200)
        .map((r) => r.split(',')[0])
        .sort(),
    );
    expect(await t.services.storage.open(job.storageKey)).toBeNull();
  });

  it('hands a job back to the queue when its process stops, to be resumed by another', async () => {
    const site = await emptySite();
    const job = await queued(site, 'Title,Price\nKettle,30.00\n', 'stopping-node');
    expect(await runCatalogImport(services(), job.id, { worker: 'stopping-node', stopping: () => true })).toBeNull();
    expect(await t.db.catalogImportJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
      status: 'QUEUED',
      claimedBy: null,
      processedRows: 0,
    });
    expect(await runCatalogImport(services(), job.id)).toMatchObject({ status: 'SUCCEEDED', productsCreated: 1 });
  });
});

describe('npm run catalog:import and catalog:export', () => {
  const cli = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'server/catalog-cli.ts', ...args], {
      env: { ...process.env, DATABASE_URL: t.url, MEDIA_DIR: t.mediaDir },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
    );

  it('exports a website’s catalog to a file and imports it into another, recorded as the command line’s', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shopwright-csv-'));
    const site = await emptySite();
    const exported = await cli(['export', join(dir, 'demo.csv'), '--website', 'site-demo']);
    expect(exported).toMatchObject({ code: 0, stdout: `Exported the catalog of Shopwright Demo Store to ${join(dir, 'demo.csv')}.\n` });
    const csv = readFileSync(join(dir, 'demo.csv'), 'utf8');
    expect(csv).toBe(await exportCsv());
    const imported = await cli(['import', join(dir, 'demo.csv'), '--website', site.id]);
    const rows = rowsOf(csv).slice(1);
    const products = new Set(rows.map((r) => r[0])).size;
    expect(imported).toMatchObject({
      code: 0,
      stdout: `Imported demo.csv into Empty ${site.id.split('-').pop()}: ${products} products created, 0 updated, ${rows.length} variants written (${rows.length} rows).\n`,
    });
    expect(withoutIds(await exportCsv(site))).toEqual(withoutIds(csv));
    const run = await t.db.auditEntry.findFirstOrThrow({ where: { websiteId: site.id, action: 'import.run' } });
    expect(run).toMatchObject({ actor: 'command line', ownerAccountId: null });
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints each row’s error and exits 1 when the import fails, writing nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shopwright-csv-'));
    writeFileSync(join(dir, 'bad.csv'), 'Title,Price,Stock\nTee,forty,1\nCap,1,-2\n');
    const before = await productCount('site-demo');
    const failed = await cli(['import', join(dir, 'bad.csv'), '--website', 'site-demo']);
    expect(failed).toMatchObject({ code: 1, stdout: '' });
    expect(failed.stderr).toBe(
      [
        'The import of bad.csv failed; nothing was written.',
        '  row 2, Price: forty is not a price: write it like 25.00.',
        `  row 3, Stock: ${STOCK_OUT_OF_RANGE_MESSAGE}`,
        '',
      ].join('\n'),
    );
    expect(await productCount('site-demo')).toBe(before);
    expect(await cli(['import', join(dir, 'none.csv'), '--website', 'site-demo'])).toMatchObject({
      code: 1,
      stderr: `No file ${join(dir, 'none.csv')}.\n`,
    });
    expect(await cli(['import', join(dir, 'bad.csv')])).toMatchObject({
      code: 1,
      stderr: 'The database has several websites: name one with --website <id>.\n',
    });
    rmSync(dir, { recursive: true, force: true });
  });
});
