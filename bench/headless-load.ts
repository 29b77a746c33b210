// The headless-client benchmark's catalog and load runs, shared by bench/headless.ts (one node on SQLite) and
// bench/nodes.ts (several nodes on PostgreSQL behind nginx): the peer harness's catalog (50 products × 3 sizes, made
// the way the harness makes Vendure's) and its load client (bench/headless/load.mjs with bench/headless/shapes.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../server/db/client.ts';

export const WEBSITE_ID = 'site-demo';
const PRODUCTS = 50;
const SIZES = ['Small', 'Medium', 'Large'];
const CATEGORIES = ['Electronics', 'Home', 'Outdoor', 'Books', 'Toys'];

/** The harness's catalog: deterministic prices, even products track stock, odd ones are unlimited. */
export async function seedBenchCatalog(db: Db): Promise<void> {
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

/** One scenario of a load.mjs run file (the fields the benches read). */
export type Scenario = {
  elapsedS: number;
  sequences: number;
  /** How many sequences failed with each message. */
  errorKinds: Record<string, number>;
  reqPerSec: number;
  seqPerSec: number;
  latencyMs: { p50: number; p99: number };
  /** The load client's own CPU during the measured phase, % of one core. */
  clientCpuPct: number;
  /** Only when load.mjs was given --server-pid. */
  serverCpuMsPerSeq: number;
};
export type Run = { scenarios: Record<string, Scenario> };

/** The shapes' scenarios, their names in the output, and the unit each is counted in. */
export const SCENARIOS = [
  { name: 'product', title: 'product detail by slug', unit: 'req' },
  { name: 'list', title: 'first 20 products with variants', unit: 'req' },
  { name: 'cart', title: 'add to cart + read cart', unit: 'seq' },
] as const;

/**
 * Runs the load client (`load.mjs run`) against `graphqlUrl` with the storefront token and `options` (--duration,
 * --scenarios, --server-pid, ...) and returns its run file. Its exit code 4 (a scenario disturbed by other processes
 * even after redoing it) still leaves its results, flagged, in the file.
 */
export async function runLoad(graphqlUrl: string, token: string, options: string[]): Promise<Run> {
  const here = new URL('./headless/', import.meta.url).pathname;
  const out = mkdtempSync(join(tmpdir(), 'shopwright-headless-'));
  const file = join(out, 'run.json');
  try {
    const args = [join(here, 'load.mjs'), 'run', '--shapes', join(here, 'shapes.mjs'), '--base', graphqlUrl, ...options, '--out', file];
    // Spawned, not run synchronously: the servers this process started keep writing to its pipes meanwhile.
    const child = spawn(process.execPath, args, { env: { ...process.env, SW_TOKEN: token }, stdio: ['ignore', 'ignore', 'inherit'] });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', resolve);
    });
    if (code === 4) console.log('(a scenario was disturbed by other processes on the machine: its figures are flagged in the run file)');
    else if (code !== 0) throw new Error(`The load client exited with ${code}.`);
    return JSON.parse(readFileSync(file, 'utf8')) as Run;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
