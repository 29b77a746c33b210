// The catalog as CSV from the command line, against DATABASE_URL (docs/catalog-csv.md):
//   npm run catalog:import -- file.csv [--website <id>]   checks, then writes the file (a progress bar on stderr);
//                                                           prints each error and exits 1 when the import fails
//   npm run catalog:export -- out.csv [--website <id>]    writes the catalog ('-' for standard output)
// Without --website: DEFAULT_WEBSITE_ID, else the database's only website. Changes are recorded as the command line's.
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { basename } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import pino from 'pino';
import { ConfigError, readConfig } from './config.ts';
import type { Db } from './db/client.ts';
import { DatabaseConfigError, DatabaseConnectionError } from './db/database-url.ts';
import { openDatabase } from './db/open.ts';
import { CatalogEvents } from './services/catalog-events.ts';
import { catalogCsv } from './services/catalog-io/export.ts';
import { type ImportProgress, newWorkerId, runCatalogImport } from './services/catalog-io/import.ts';
import { createImportJob, importJobView } from './services/catalog-io/import-jobs.ts';
import { relayChanges } from './services/change-relay.ts';
import { LocalDiskStorage } from './services/media/storage.ts';

const USAGE = [
  'Usage: npm run catalog:import -- <file.csv> [--website <website id>]',
  '       npm run catalog:export -- <out.csv | -> [--website <website id>]',
].join('\n');

class Refusal extends Error {}

async function websiteOf(db: Db, id: string | undefined) {
  if (id) {
    const website = await db.website.findUnique({ where: { id } });
    if (!website) throw new Refusal(`No website ${id}.`);
    return website;
  }
  const sites = await db.website.findMany({ take: 2, orderBy: { createdAt: 'asc' } });
  if (sites.length === 1) return sites[0];
  throw new Refusal(
    sites.length === 0 ? 'The database has no website.' : 'The database has several websites: name one with --website <id>.',
  );
}

async function importFile(db: Db, events: CatalogEvents, mediaDir: string, websiteId: string | undefined, path: string): Promise<number> {
  const website = await websiteOf(db, websiteId);
  const size = statSync(path, { throwIfNoEntry: false });
  if (!size?.isFile()) throw new Refusal(`No file ${path}.`);
  const services = { db, storage: new LocalDiskStorage(mediaDir), events };
  const worker = newWorkerId();
  const created = await createImportJob(
    services,
    { website, owner: null },
    { name: basename(path), body: createReadStream(path), declaredBytes: size.size },
    { claimedBy: worker },
  );
  if (!created.ok) throw new Refusal(created.userErrors[0].message);
  const bar = new cliProgress.SingleBar(
    { stream: process.stderr, format: '{phase} [{bar}] {value}/{total} rows', hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  let phase: ImportProgress['phase'] | null = null;
  const onProgress = (p: ImportProgress) => {
    if (p.phase !== phase) {
      if (phase) bar.stop();
      phase = p.phase;
      bar.start(p.phase === 'checking' ? p.rows : p.totalRows, 0, { phase: p.phase === 'checking' ? 'Checking' : 'Writing ' });
    }
    if (p.phase === 'checking') bar.setTotal(p.rows);
    bar.update(p.phase === 'checking' ? p.rows : p.processedRows);
  };
  const ended = await runCatalogImport(services, created.job.id, { worker, onProgress });
  if (phase) bar.stop();
  if (!ended) throw new Refusal('Another process took this import over.');
  const job = importJobView(ended);
  const line = (p: { row: number; column: string; message: string }) => `  row ${p.row}${p.column ? `, ${p.column}` : ''}: ${p.message}`;
  if (job.warnings.length > 0) process.stderr.write(`Warnings:\n${job.warnings.map(line).join('\n')}\n`);
  if (job.status !== 'SUCCEEDED') {
    const written = job.processedRows > 0 ? `${job.processedRows} rows were written before it stopped` : 'nothing was written';
    process.stderr.write(`The import of ${job.fileName} failed; ${written}.\n${job.errors.map(line).join('\n')}\n`);
    return 1;
  }
  process.stdout.write(
    `Imported ${job.fileName} into ${website.name}: ${job.productsCreated} products created, ${job.productsUpdated} updated, ` +
      `${job.variantsWritten} variants written (${job.totalRows} rows).\n`,
  );
  return 0;
}

async function exportFile(db: Db, websiteId: string | undefined, path: string): Promise<number> {
  const website = await websiteOf(db, websiteId);
  await pipeline(catalogCsv({ db, website }), path === '-' ? process.stdout : createWriteStream(path));
  if (path !== '-') process.stdout.write(`Exported the catalog of ${website.name} to ${path}.\n`);
  return 0;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { website: { type: 'string' } } });
  const [command, path] = positionals;
  if (!path || (command !== 'import' && command !== 'export')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = readConfig();
  const db = await openDatabase(config.databaseUrl);
  const events = new CatalogEvents();
  // Running nodes on the same PostgreSQL drop what an import changed at once (change-relay.ts).
  const relay = command === 'import' ? await relayChanges(config.databaseUrl, events, pino({ level: 'silent' })) : null;
  try {
    return command === 'import'
      ? await importFile(db, events, config.mediaDir, values.website, path)
      : await exportFile(db, values.website, path);
  } finally {
    await relay?.close();
    await db.$disconnect();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    const known =
      err instanceof Refusal || err instanceof ConfigError || err instanceof DatabaseConfigError || err instanceof DatabaseConnectionError;
    process.stderr.write(`${known ? err.message : (err?.stack ?? String(err))}\n`);
    process.exit(1);
  },
);
