// Platform size (docs/performance.md "At platform size"): one website with 1,000 products and one with 1,000,000 (in
// 20 collections) beside 10,000 small websites, on PostgreSQL; 1,000 and 100,000 on SQLite. Generates the data with
// SQL (bench/scale-data.ts), checks through the public API that it is live, then times what shoppers do — through
// the built server, by HTTP, as clients send it — with the catalog cache on and off, one request at a time and
// 8 at once, and prints p50 and p99 (ms) per measure and size, against the budgets.
// Usage: npm run bench:scale (PostgreSQL, a throwaway server) | npm run bench:scale -- --sqlite
//        [--products 1000000] [--runs 40] [--only <part of a measure's name>] [--reuse]
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Provider } from '../server/db/migration-files.ts';
import { openDatabase } from '../server/db/open.ts';
import { generateWebsites, hostOf, KIND_WORDS, TITLE_WORDS, type WebsitesPlan } from './scale-data.ts';
import { startServerOn } from './server.ts';

const { values } = parseArgs({
  options: {
    sqlite: { type: 'boolean', default: false },
    products: { type: 'string' },
    runs: { type: 'string', default: '40' },
    only: { type: 'string' },
    // TEST_DATABASE_URL already holds the data (an earlier run's, kept): measure it again without writing it.
    reuse: { type: 'boolean', default: false },
  },
});
const provider: Provider = values.sqlite ? 'sqlite' : 'postgresql';
const RUNS = Number(values.runs);
const CONCURRENCY = 8;
const big = Number(values.products ?? (provider === 'sqlite' ? 100_000 : 1_000_000));

const scratch = mkdtempSync(join(tmpdir(), 'shopwright-scale-'));
const databaseUrl = provider === 'sqlite' ? `file:${join(scratch, 'scale.db')}` : process.env.TEST_DATABASE_URL;
if (!databaseUrl) throw new Error('Run it through scripts/with-postgres.sh (npm run bench:scale), or with --sqlite.');

const small: WebsitesPlan = { prefix: 'scale-1k', websites: 1, productsEach: 1_000, collectionsEach: 1 };
const large: WebsitesPlan = {
  prefix: `scale-${big >= 1_000_000 ? `${big / 1_000_000}m` : `${big / 1_000}k`}`,
  websites: 1,
  productsEach: big,
  collectionsEach: 20,
};
const tenants: WebsitesPlan = { prefix: 'tenant', websites: provider === 'sqlite' ? 1_000 : 10_000, productsEach: 10, collectionsEach: 1 };

/** The slug bench/scale-data.ts gives product n. */
const slugOf = (n: number) =>
  `${TITLE_WORDS[n % TITLE_WORDS.length].toLowerCase()}-${KIND_WORDS[Math.floor(n / TITLE_WORDS.length) % KIND_WORDS.length].toLowerCase()}-${n}`;
/** A product in the `shop` collection (products are dealt round the collections: n ≡ 1 mod collectionsEach). */
const shopProduct = (plan: WebsitesPlan) => 1 + plan.collectionsEach * Math.floor(plan.productsEach / plan.collectionsEach / 2);

console.log(`\nShopwright at platform size — ${new Date().toISOString().slice(0, 10)}, ${provider}`);
const db = await openDatabase(databaseUrl);
const generated = values.reuse && (await db.website.findUnique({ where: { id: large.prefix } })) !== null;
for (const plan of generated ? [] : [small, large, tenants]) {
  const ms = await generateWebsites(db, provider, plan);
  console.log(`generated ${plan.websites} website(s) × ${plan.productsEach} products (${plan.prefix}): ${(ms / 1000).toFixed(1)} s`);
}
await db.$disconnect();

type Request = { method?: string; path: string; body?: unknown; headers?: Record<string, string> };
type Measure = { name: string; request: (site: string) => Promise<Request> | Request };

const graphql = (query: string, variables: Record<string, unknown> = {}): Request => ({
  method: 'POST',
  path: '/graphql',
  body: { query, variables },
});

const LISTING = `query($sort: ProductSort, $after: String) { collection(urlSlug: "shop") { productFilters { productTypes highestPrice { cents } }
  products(first: 100, sort: $sort, after: $after) { edges { node { id title fullUrl availability { soldOut onSale fromPrice { formatted } } } }
  pageInfo { endCursor hasNextPage } } } }`;

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One request to the website's host name (node:http: fetch does not send a Host header of its own choosing). */
function send(base: string, site: string, request: Request): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${request.path}`,
      {
        agent,
        method: request.method ?? 'GET',
        // As the storefront sends them: its crumb as a cookie and a header (mutations made with cookies need it).
        headers: {
          host: hostOf(site),
          'content-type': 'application/json',
          cookie: 'crumb=bench',
          'x-csrf-token': 'bench',
          ...request.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const planOf = (site: string) => (site === small.prefix ? small : large);

function measures(base: string): Measure[] {
  const all: Measure[] = [
    {
      name: 'product by slug (GraphQL)',
      request: (site) =>
        graphql(
          `{ product(collectionSlug: "shop", urlSlug: "${slugOf(shopProduct(planOf(site)))}") { id title variants { sku price { cents } qtyInStock } } }`,
        ),
    },
    { name: "listing's first 100, featured", request: () => graphql(LISTING) },
    { name: 'listing by price', request: () => graphql(LISTING, { sort: 'PRICE_ASCENDING' }) },
    {
      name: 'page 50 by price (cursor)',
      request: async (site) => {
        let after: string | null = null;
        for (let page = 1; page < 50; page++) {
          const answer = JSON.parse((await send(base, site, graphql(LISTING, { sort: 'PRICE_ASCENDING', after }))).body);
          after = answer.data?.collection?.products.pageInfo.endCursor ?? null;
        }
        return graphql(LISTING, { sort: 'PRICE_ASCENDING', after });
      },
    },
    { name: 'rendered /shop', request: () => ({ path: '/shop' }) },
    { name: 'rendered /shop?sort=price-ascending', request: () => ({ path: '/shop?sort=price-ascending' }) },
    { name: 'search, a common word', request: () => graphql('{ search(query: "linen", first: 20) { total results { id title } } }') },
    { name: '/sitemap.xml (an index past 50,000 URLs)', request: () => ({ path: '/sitemap.xml' }) },
    { name: 'a sitemap file (/sitemap.xml?page=shop)', request: () => ({ path: '/sitemap.xml?page=shop' }) },
    {
      name: 'add to cart (a new cart)',
      request: (site) => {
        const n = shopProduct(planOf(site));
        return graphql(`mutation { addToCart(input: { itemId: "${site}-p${n}", sku: "${`${site}-p${n}`.toUpperCase()}-S", quantity: 1 }) {
          cart { id totalQuantity } userErrors { message } } }`);
      },
    },
    {
      name: 'read the cart',
      request: async (site) => {
        const n = shopProduct(planOf(site));
        const made = await send(
          base,
          site,
          graphql(
            `mutation { addToCart(input: { itemId: "${site}-p${n}", sku: "${`${site}-p${n}`.toUpperCase()}-S", quantity: 1 }) { cart { cartToken } userErrors { code message } } }`,
          ),
        );
        const token = JSON.parse(made.body).data?.addToCart.cart?.cartToken;
        if (!token) throw new Error(`${site}: adding to a cart failed: ${made.body.slice(0, 300)}`);
        return graphql(`{ shoppingCart(cartToken: "${token}") { id totalQuantity subtotal { formatted } entries { id title quantity } } }`);
      },
    },
  ];
  return all.filter((m) => !values.only || m.name.includes(values.only));
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** `RUNS` requests one at a time, then `RUNS` from 8 loops at once: p50/p99 of each and the answers that were not 2xx. */
async function time(base: string, site: string, request: Request) {
  let firstFailure = '';
  const once = async () => {
    const r = await send(base, site, request);
    const failed = r.status >= 300 || /"errors"|"userErrors":\[\{|"crumbFail"/.test(r.body);
    if (failed && !firstFailure) firstFailure = `${r.status} ${r.body.slice(0, 200)}`;
    return { ms: r.ms, failed };
  };
  for (let i = 0; i < 3; i++) await once();
  const sequential: number[] = [];
  let failed = 0;
  for (let i = 0; i < RUNS; i++) {
    const r = await once();
    sequential.push(r.ms);
    if (r.failed) failed++;
  }
  const together: number[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = 0; i < Math.ceil(RUNS / CONCURRENCY) * 2; i++) {
        const r = await once();
        together.push(r.ms);
        if (r.failed) failed++;
      }
    }),
  );
  sequential.sort((a, b) => a - b);
  together.sort((a, b) => a - b);
  return {
    p50: percentile(sequential, 50),
    p99: percentile(sequential, 99),
    p50x8: percentile(together, 50),
    p99x8: percentile(together, 99),
    failed,
    firstFailure,
  };
}

const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1)).padStart(8);
for (const cache of ['off', 'on'] as const) {
  // Every request comes from 127.0.0.1: the per-client limits would refuse most of them (RATE_LIMIT_STORE=off is for
  // load tests on loopback).
  const env = { RATE_LIMIT_STORE: 'off', ...(cache === 'off' ? { CATALOG_CACHE_TTL_MS: '0' } : {}) };
  const server = await startServerOn(databaseUrl, env);
  try {
    // The products are live for shoppers: each website's product page answers through the public API.
    for (const site of [small.prefix, large.prefix, `${tenants.prefix}-${tenants.websites - 1}`]) {
      const r = await send(server.url, site, graphql(`{ collection(urlSlug: "shop") { products(first: 1) { edges { node { id } } } } }`));
      if (!JSON.parse(r.body).data?.collection?.products.edges.length) throw new Error(`${site} shows no product: ${r.body.slice(0, 300)}`);
    }
    console.log(
      `\ncatalog cache ${cache}${cache === 'off' ? ' (CATALOG_CACHE_TTL_MS=0)' : ''}; ${RUNS} requests one at a time, then ${CONCURRENCY} at once`,
    );
    console.log(
      `${'measure'.padEnd(40)} ${'products'.padStart(9)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'8× p50'.padStart(8)} ${'8× p99'.padStart(8)}  not 2xx`,
    );
    for (const measure of measures(server.url)) {
      for (const site of [small.prefix, large.prefix]) {
        const r = await time(server.url, site, await measure.request(site));
        console.log(
          `${measure.name.padEnd(40)} ${planOf(site).productsEach.toLocaleString('en-US').padStart(9)} ${fmt(r.p50)} ${fmt(r.p99)} ${fmt(r.p50x8)} ${fmt(r.p99x8)}  ${r.failed}${r.firstFailure ? ` (first: ${r.firstFailure})` : ''}`,
        );
      }
    }
  } finally {
    server.stop();
  }
}
rmSync(scratch, { recursive: true, force: true });
