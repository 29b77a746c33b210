// Catalog read benchmark: product detail query, 20-product listing query and `?format=json`, at concurrency 10.
// Starts a real server (child process) on a fresh SQLite database and prints requests/s and p50/p99 latency.
// Usage: npm run bench [-- --duration 10 --connections 10 --no-cache]
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BENCH_COLLECTION, seedBenchCollection } from './catalog-data.ts';
import { startBenchServer } from './server.ts';

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

const server = await startBenchServer({
  env: values['no-cache'] ? { CATALOG_CACHE_TTL_MS: '0' } : {},
  prepare: (db) => seedBenchCollection(db, 'site-demo'),
});

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
  const url = `${server.url}${path}`;
  await autocannon({ url, connections: 2, duration: 2, ...request }); // warm-up
  const r = await autocannon({ url, connections, duration, ...request });
  const errors = r.errors + r.non2xx;
  console.log(
    `${s.name.padEnd(32)} ${r.requests.average.toFixed(0).padStart(7)} ${String(r.latency.p50).padStart(9)} ${String(r.latency.p99).padStart(8)} ${String(errors).padStart(8)}`,
  );
}
server.stop();
