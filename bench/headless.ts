// Headless-client benchmark: the peer harness's load model and scenarios (bench/headless/load.mjs and shapes.mjs)
// against the built server, on the same catalog as the side-by-side with Vendure (50 products × 3 sizes, made the
// way the harness makes Vendure's), with a public storefront token on every request as a real headless client sends.
// Runs the three scenarios (product by slug, first 20 products with variants, add to cart + read cart) with the
// catalog cache on, then again on a fresh server with it off, and prints requests/s, p50/p99, the server's CPU per
// request and its memory. Usage: npm run bench:headless [-- --duration 10 --rounds 1]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Db } from '../server/db/client.ts';
import { startBenchServer } from './server.ts';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, rounds: { type: 'string', default: '1' } } });

const WEBSITE_ID = 'site-demo';
const PRODUCTS = 50;
const SIZES = ['Small', 'Medium', 'Large'];
const CATEGORIES = ['Electronics', 'Home', 'Outdoor', 'Books', 'Toys'];

/** The harness's catalog: deterministic prices, even products track stock, odd ones are unlimited. */
async function seedBenchCatalog(db: Db): Promise<void> {
  const collection = await db.collection.create({
    data: { websiteId: WEBSITE_ID, title: 'Bench', urlSlug: 'bench', type: 13, position: 9 },
  });
  for (let p = 1; p <= PRODUCTS; p++) {
    const pp = String(p).padStart(3, '0');
    const id = `vb-${p}`;
    const track = p % 2 === 0;
    const excerpt = `Deterministic benchmark product ${pp} in ${CATEGORIES[(p - 1) % CATEGORIES.length]}. A mid-length description so the detail query returns a realistic text field.`;
    await db.item.create({
      data: {
        id,
        websiteId: WEBSITE_ID,
        collectionId: collection.id,
        title: `Bench Product ${pp}`,
        urlSlug: `bench-product-${pp}`,
        excerpt,
      },
    });
    await db.product.create({
      data: { id, websiteId: WEBSITE_ID, collectionId: collection.id, productType: 1, variantOptionOrdering: ['Size'], position: p - 1 },
    });
    await db.productVariant.createMany({
      data: SIZES.map((size, v) => ({
        websiteId: WEBSITE_ID,
        productId: id,
        sku: `BP-${pp}-${size.toUpperCase()}`,
        attributes: { Size: size },
        priceCents: Math.round((5 + ((p * 37) % 190) + v * 2.5 + 0.99) * 100),
        currency: 'USD',
        unlimited: !track,
        qtyInStock: track ? 100 + ((p * 13 + v * 7) % 900) : 0,
        position: v,
      })),
    });
  }
}

type Scenario = { reqPerSec: number; seqPerSec: number; latencyMs: { p50: number; p99: number }; serverCpuMsPerSeq: number };
type Run = { scenarios: Record<string, Scenario> };

/** Runs the load client; its exit code 4 (a scenario disturbed by other processes even after redoing it) still
 * leaves its results, flagged, in the file. */
function runLoad(node: string, args: string[], token: string): void {
  try {
    execFileSync(node, args, { env: { ...process.env, SW_TOKEN: token }, stdio: ['ignore', 'ignore', 'inherit'] });
  } catch (err) {
    if ((err as { status?: number }).status !== 4) throw err;
    console.log('(a scenario was disturbed by other processes on the machine: its figures are flagged in the run file)');
  }
}

const rssMiB = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

async function measure(cache: boolean): Promise<{ run: Run; rssIdle: number; rssAfter: number }> {
  const server = await startBenchServer({
    env: { RATE_LIMIT_STORE: 'off', LOG_LEVEL: 'warn', ...(cache ? {} : { CATALOG_CACHE_TTL_MS: '0' }) },
    prepare: seedBenchCatalog,
  });
  const out = mkdtempSync(join(tmpdir(), 'shopwright-headless-'));
  try {
    const made = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${server.ownerToken}` },
      body: JSON.stringify({ query: 'mutation { createApiToken(name: "bench", kind: STOREFRONT) { token } }' }),
    });
    const token = ((await made.json()) as { data: { createApiToken: { token: string } } }).data.createApiToken.token;
    await new Promise((r) => setTimeout(r, 2000));
    const rssIdle = rssMiB(server.pid);
    const file = join(out, 'run.json');
    const here = new URL('./headless/', import.meta.url).pathname;
    runLoad(
      process.execPath,
      [
        join(here, 'load.mjs'),
        'run',
        ...['--shapes', join(here, 'shapes.mjs'), '--base', `${server.url}/graphql`, '--server-pid', String(server.pid)],
        ...['--duration', String(values.duration), '--out', file, '--redo', '2', '--quiet-wait', '30'],
      ],
      token,
    );
    return { run: JSON.parse(readFileSync(file, 'utf8')) as Run, rssIdle, rssAfter: rssMiB(server.pid) };
  } finally {
    server.stop();
    rmSync(out, { recursive: true, force: true });
  }
}

const line = (name: string, s: Scenario, unit: string) =>
  `${name.padEnd(34)} ${String(Math.round(unit === 'seq/s' ? s.seqPerSec : s.reqPerSec)).padStart(6)} ${unit}  p50 ${s.latencyMs.p50.toFixed(1)} ms  p99 ${s.latencyMs.p99.toFixed(1)} ms  server CPU ${s.serverCpuMsPerSeq.toFixed(2)} ms/${unit === 'seq/s' ? 'seq' : 'req'}`;

console.log(
  `Headless client benchmark — ${new Date().toISOString().slice(0, 10)}, built server, storefront token, 10 clients, ${values.duration} s per scenario`,
);
for (let round = 1; round <= Number(values.rounds); round++)
  for (const cache of [true, false]) {
    const { run, rssIdle, rssAfter } = await measure(cache);
    const s = run.scenarios;
    console.log(`-- catalog cache ${cache ? 'on' : 'off'}${Number(values.rounds) > 1 ? `, round ${round}` : ''}`);
    console.log(line('product detail by slug', s.product, 'req/s'));
    console.log(line('first 20 products with variants', s.list, 'req/s'));
    console.log(line('add to cart + read cart', s.cart, 'seq/s'));
    console.log(`RSS idle ${rssIdle} MiB, after the runs ${rssAfter} MiB`);
  }
