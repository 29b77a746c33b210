// The catalog as CSV: export → import into an empty website → export again gives the same rows (ids aside);
// re-importing updates products by collection and URL slug; a file with wrong rows fails with a report naming each
// row, column and rule, and writes nothing; progress, limits, roles and tenancy.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_CSV_COLUMNS } from '../../domain/catalog-csv.ts';
import { MORE_WARNINGS_MESSAGE, TOO_MANY_ERRORS_MESSAGE } from '../../domain/catalog-csv-reader.ts';
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
import { createImportJob, IMPORT_RUNNING_MESSAGE, resumeCatalogImports } from '../../server/services/catalog-io/import-jobs.ts';
import { startTestApp, type TestApp } from './harness.ts';

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

const header = (columns: string[]) => columns.join(',');
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
      [col('Hosted Image URLs')]: '/images/tee.svg',
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
