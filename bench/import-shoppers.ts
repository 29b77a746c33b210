// Shoppers during a big catalog import: the built server (as `npm run serve` starts it, on SQLite unless DATABASE_URL is
// a postgresql:// URL) imports a CSV of 100,000 rows sent through the REST upload, while four shoppers read
// `/shop?format=json` and a product page's JSON one after the other. Prints their latencies (p50, p99, max) during
// the import, the import's time, and the server's peak resident memory (VmHWM). Budget (docs/limits.md): shoppers'
// p99 under 300 ms while an import runs.
// Usage: npm run bench:import-shoppers [-- --rows 100000]   (needs `npm run build`)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import { CATALOG_CSV_COLUMNS } from '../domain/catalog-csv.ts';
import { RoleCode } from '../domain/permissions.ts';
import { openDatabase } from '../server/db/open.ts';
import { createOwnerWithToken } from '../server/services/auth/owners.ts';
import { freePort } from '../tests/free-port.ts';
import { startServerProcess, stopServerProcess, waitReady } from '../tests/server-process.ts';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' } } });
const rows = Number(values.rows);
const SIZES = ['S', 'M', 'L'];

/** The file: one product per 3 rows, its fields on the first. */
function csv(): string {
  const column = (name: string) => CATALOG_CSV_COLUMNS.indexOf(name as (typeof CATALOG_CSV_COLUMNS)[number]);
  const out: string[][] = [[...CATALOG_CSV_COLUMNS]];
  for (let r = 0; r < rows; r++) {
    const p = Math.floor(r / SIZES.length);
    const i = r % SIZES.length;
    const row: string[] = CATALOG_CSV_COLUMNS.map(() => '');
    if (i === 0) {
      row[column('Product Page')] = 'imported';
      row[column('Title')] = `Imported Product ${p}`;
      row[column('Description')] = `<p>Imported during the shoppers benchmark, number ${p}.</p>`;
      row[column('Visible')] = 'Yes';
    }
    row[column('Product URL')] = `imported-${p}`;
    row[column('SKU')] = `IMP-${p}-${SIZES[i]}`;
    row[column('Option Name 1')] = 'Size';
    row[column('Option Value 1')] = SIZES[i];
    row[column('Price')] = `${10 + (p % 90)}.00`;
    row[column('Stock')] = String(p % 50);
    out.push(row);
  }
  return stringify(out);
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const peakRssMiB = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : 0;
};

const dir = mkdtempSync(join(tmpdir(), 'shopwright-bench-import-shoppers-'));
const pg = process.env.DATABASE_URL?.startsWith('postgresql');
const databaseUrl = pg
  ? (() => {
      const u = new URL(process.env.DATABASE_URL as string);
      u.searchParams.set('schema', `bench_${randomBytes(4).toString('hex')}`);
      return u.toString();
    })()
  : `file:${join(dir, 'store.db')}`;
const port = await freePort();
const server = startServerProcess(port, dir, { DATABASE_URL: databaseUrl });
try {
  await waitReady(`${server.url}/readyz`);
  const db = await openDatabase(databaseUrl);
  const { token } = await createOwnerWithToken(db, { websiteId: 'site-demo', email: 'bench@example.com', roleCode: RoleCode.ADMIN });
  await db.$disconnect();
  const body = csv();
  const owner = { authorization: `Bearer ${token}` };

  const latencies: number[] = [];
  let importing = true;
  const shopper = async () => {
    for (let i = 0; importing; i++) {
      const path = i % 2 === 0 ? '/shop?format=json' : '/shop/classic-tee?format=json';
      const started = performance.now();
      const res = await fetch(`${server.url}${path}`);
      await res.arrayBuffer();
      if (importing) latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  const upload = await fetch(`${server.url}/api/commerce/products/import?fileName=catalog.csv`, {
    method: 'POST',
    headers: { ...owner, 'content-type': 'text/csv' },
    body,
  });
  const { jobId } = (await upload.json()) as { jobId: string };
  const shoppers = Array.from({ length: 4 }, shopper);
  let job: { status: string; processedRows?: number; errors?: unknown[] } = { status: 'QUEUED' };
  while (job.status === 'QUEUED' || job.status === 'RUNNING') {
    await new Promise((r) => setTimeout(r, 500));
    job = (await (await fetch(`${server.url}/api/commerce/products/import/${jobId}`, { headers: owner })).json()) as typeof job;
  }
  importing = false;
  await Promise.all(shoppers);
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const ms = (v: number) => `${Math.round(v)} ms`;
  console.log(
    `\nShoppers during a catalog import — ${new Date().toISOString().slice(0, 10)}, ${pg ? 'PostgreSQL' : 'SQLite'}, ` +
      `${rows.toLocaleString('en-US')} rows (${(body.length / 1024 / 1024).toFixed(1)} MB)\n`,
  );
  console.log(`import: ${job.status} in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en-US')} rows/s)`);
  console.log(
    `shoppers' reads meanwhile: ${sorted.length.toLocaleString('en-US')}, p50 ${ms(quantile(sorted, 0.5))}, ` +
      `p99 ${ms(quantile(sorted, 0.99))}, max ${ms(sorted.at(-1) ?? 0)} (budget: p99 under 300 ms)`,
  );
  console.log(`server peak RSS: ${peakRssMiB(server.process.pid as number)} MiB`);
} finally {
  await stopServerProcess(server);
  rmSync(dir, { recursive: true, force: true });
}
