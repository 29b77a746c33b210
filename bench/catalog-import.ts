// Catalog CSV import benchmark: 10,000 products × 3 variants (30,000 rows, Squarespace's columns) imported into a
// fresh website — created, then the same file again (every product updated) — and the catalog exported, in this
// process, the way the command line runs an import. Prints rows/s of each and the peak resident memory.
// Usage: npm run bench:import [-- --products 10000]   (SQLite in a temporary folder; PostgreSQL when DATABASE_URL is
// a postgresql:// URL: a throwaway schema there).
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify';
import { CATALOG_CSV_COLUMNS } from '../domain/catalog-csv.ts';
import { openDatabase } from '../server/db/open.ts';
import { CatalogEvents } from '../server/services/catalog-events.ts';
import { catalogCsv } from '../server/services/catalog-io/export.ts';
import { type ImportProgress, newWorkerId, runCatalogImport } from '../server/services/catalog-io/import.ts';
import { createImportJob } from '../server/services/catalog-io/import-jobs.ts';
import { LocalDiskStorage } from '../server/services/media/storage.ts';

const { values } = parseArgs({ options: { products: { type: 'string', default: '10000' } } });
const products = Number(values.products);
const SIZES = ['S', 'M', 'L'];

const dir = mkdtempSync(join(tmpdir(), 'shopwright-bench-import-'));
const pg = process.env.DATABASE_URL?.startsWith('postgresql');
const schema = `bench_${randomBytes(4).toString('hex')}`;
const url = pg
  ? (() => {
      const u = new URL(process.env.DATABASE_URL as string);
      u.searchParams.set('schema', schema);
      return u.toString();
    })()
  : `file:${join(dir, 'bench.db')}`;

/** The file: one product per 3 rows, its fields on the first. */
async function writeCsv(path: string) {
  const column = (name: string) => CATALOG_CSV_COLUMNS.indexOf(name as (typeof CATALOG_CSV_COLUMNS)[number]);
  async function* rows() {
    yield [...CATALOG_CSV_COLUMNS];
    for (let p = 0; p < products; p++)
      for (const [i, size] of SIZES.entries()) {
        const row: string[] = CATALOG_CSV_COLUMNS.map(() => '');
        if (i === 0) {
          row[column('Product Page')] = `collection-${p % 10}`;
          row[column('Title')] = `Bench Product ${p}`;
          row[column('Description')] = `<p>A product made for the import benchmark, number ${p}.</p>`;
          row[column('Visible')] = 'Yes';
        }
        row[column('Product URL')] = `bench-product-${p}`;
        row[column('SKU')] = `BENCH-${p}-${size}`;
        row[column('Option Name 1')] = 'Size';
        row[column('Option Value 1')] = size;
        row[column('Price')] = `${10 + (p % 90)}.00`;
        row[column('Stock')] = String(p % 50);
        row[column('Weight')] = '0.25';
        yield row;
      }
  }
  await pipeline(rows(), stringify(), createWriteStream(path));
}

const mib = (kib: number) => Math.round(kib / 1024);
/** Resident memory now and at its peak so far, and the JavaScript heap in use. */
const memory = () => {
  const now = process.memoryUsage();
  console.log(
    `  RSS ${mib(now.rss / 1024)} MiB, peak so far ${mib(process.resourceUsage().maxRSS)} MiB, heap used ${mib(now.heapUsed / 1024)} MiB`,
  );
};

const db = await openDatabase(url);
try {
  const website = await db.website.create({ data: { name: 'Import benchmark', currency: 'USD' } });
  const services = { db, events: new CatalogEvents(), storage: new LocalDiskStorage(join(dir, 'media')) };
  const file = join(dir, 'catalog.csv');
  await writeCsv(file);
  const rows = products * SIZES.length;
  console.log(
    `\nShopwright catalog import benchmark — ${new Date().toISOString().slice(0, 10)}, ${pg ? 'PostgreSQL' : 'SQLite'}, ` +
      `${products.toLocaleString('en-US')} products × ${SIZES.length} variants (${rows.toLocaleString('en-US')} rows, ` +
      `${(statSync(file).size / 1024 / 1024).toFixed(1)} MB)\n`,
  );
  console.log('before importing (the file written, the database open):');
  memory();

  const importOnce = async (label: string) => {
    const worker = newWorkerId();
    const started = performance.now();
    let checked = 0;
    const created = await createImportJob(
      services,
      { website, owner: null },
      { name: 'catalog.csv', body: createReadStream(file), declaredBytes: statSync(file).size },
      { claimedBy: worker },
    );
    if (!created.ok) throw new Error(created.userErrors[0].message);
    const onProgress = (p: ImportProgress) => {
      if (p.phase === 'writing' && !checked) checked = performance.now();
    };
    const job = await runCatalogImport(services, created.job.id, { worker, onProgress });
    const seconds = (performance.now() - started) / 1000;
    if (job?.status !== 'SUCCEEDED') throw new Error(`import ${job?.status}: ${JSON.stringify(job?.errorReport).slice(0, 500)}`);
    const check = ((checked || performance.now()) - started) / 1000;
    console.log(
      `${label}: ${seconds.toFixed(1)} s, ${Math.round(rows / seconds).toLocaleString('en-US')} rows/s ` +
        `(check pass ${check.toFixed(1)} s, write pass ${(seconds - check).toFixed(1)} s; ` +
        `${job.productsCreated} created, ${job.productsUpdated} updated)`,
    );
    memory();
  };

  await importOnce('import into an empty website');
  await importOnce('the same file again (updates)');
  const started = performance.now();
  let bytes = 0;
  await pipeline(
    catalogCsv({ db, website }),
    new Writable({
      write(chunk: Buffer, _enc, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `export: ${seconds.toFixed(1)} s, ${Math.round(rows / seconds).toLocaleString('en-US')} rows/s (${(bytes / 1024 / 1024).toFixed(1)} MB)`,
  );
  console.log(`peak RSS (whole run): ${mib(process.resourceUsage().maxRSS)} MiB`);
} finally {
  if (pg) await db.$executeRawUnsafe(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await db.$disconnect();
  rmSync(dir, { recursive: true, force: true });
}
