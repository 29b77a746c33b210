// Catalog read benchmark: product detail query, 20-product listing query and `?format=json`, at concurrency 10.
// Starts a real server (child process) on a fresh SQLite database and prints requests/s and p50/p99 latency.
// Usage: npm run bench [-- --duration 10 --connections 10 --no-cache]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { seedDemoStore } from '../prisma/seed.ts';
import { openDatabase } from '../server/db/open.ts';
import { BENCH_COLLECTION, seedBenchCollection } from './catalog-data.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'no-cache': { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

const PRODUCT_QUERY = `query Product($id: ID) { product(id: $id) { id title fullUrl productType showQuantityInput
  availability { soldOut onSale hasMultiplePrices mark fromPrice { formatted } }
  options { name values }
  variants { id sku attributes { name value } price { cents formatted } salePrice { cents formatted } onSale unlimited qtyInStock }
  merchandising { soldOutText saleText scarcityEnabled scarcityThreshold scarcityText }
  mainImage { assetUrl width height altText srcSet } } }`;
const LISTING_QUERY = `query Listing($slug: String) { collection(urlSlug: $slug) { id title products(first: 20) { edges { node {
  id title fullUrl availability { soldOut onSale hasMultiplePrices mark fromPrice { formatted } }
  variants { sku price { cents } salePrice { cents } onSale qtyInStock unlimited }
  mainImage { assetUrl srcSet } } } } } }`;

const dir = mkdtempSync(join(tmpdir(), 'shopwright-bench-'));
const databaseUrl = `file:${join(dir, 'bench.db')}`;
const db = await openDatabase(databaseUrl);
await seedDemoStore(db);
await seedBenchCollection(db, 'site-demo');
await db.$disconnect();

const port = 4500 + Math.floor(Math.random() * 400);
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    ...(values['no-cache'] ? { CATALOG_CACHE_TTL_MS: '0' } : {}),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve) => server.stdout?.on('data', (d: Buffer) => d.toString().includes('listening') && resolve()));

const gqlRequest = (query: string, variables: object) => ({
  method: 'POST' as const,
  path: '/graphql',
  headers: { 'content-type': 'application/json', host: 'localhost' },
  body: JSON.stringify({ query, variables }),
});

const scenarios = [
  { name: 'product detail (GraphQL)', ...gqlRequest(PRODUCT_QUERY, { id: 'prod-classic-tee' }) },
  { name: 'listing, 20 products (GraphQL)', ...gqlRequest(LISTING_QUERY, { slug: BENCH_COLLECTION }) },
  {
    name: 'product ?format=json',
    method: 'GET' as const,
    path: '/shop/classic-tee?format=json',
    headers: { host: 'localhost', cookie: 'crumb=bench' },
  },
];

const cacheNote = values['no-cache'] ? 'public catalog cache off' : 'public catalog cache on';
console.log(
  `\nShopwright catalog benchmark — ${new Date().toISOString().slice(0, 10)}, ${connections} connections, ${duration} s each, ${cacheNote}\n`,
);
console.log('scenario                          req/s     p50 ms   p99 ms   errors');
for (const s of scenarios) {
  const { name: _name, path, ...request } = s;
  const url = `http://127.0.0.1:${port}${path}`;
  await autocannon({ url, connections: 2, duration: 2, ...request }); // warm-up
  const r = await autocannon({ url, connections, duration, ...request });
  const errors = r.errors + r.non2xx;
  console.log(
    `${s.name.padEnd(32)} ${r.requests.average.toFixed(0).padStart(7)} ${String(r.latency.p50).padStart(9)} ${String(r.latency.p99).padStart(8)} ${String(errors).padStart(8)}`,
  );
}
server.kill('SIGTERM');
rmSync(dir, { recursive: true, force: true });
