// Headless-client benchmark: the peer harness's load model and scenarios (bench/headless/load.mjs and shapes.mjs)
// against the built server, on the same catalog as the side-by-side with Vendure (50 products × 3 sizes, made the
// way the harness makes Vendure's), with a public storefront token on every request as a real headless client sends.
// Runs the three scenarios (product by slug, first 20 products with variants, add to cart + read cart) with the
// catalog cache on, then again on a fresh server with it off, and prints requests/s, p50/p99, the server's CPU per
// request and its memory. Usage: npm run bench:headless [-- --duration 10 --rounds 1]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type Run, runLoad, type Scenario, seedBenchCatalog } from './headless-load.ts';
import { startBenchServer } from './server.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '1' },
    // For profiling one path: e.g. --scenarios cart --cache on (with NODE_FLAGS="--cpu-prof" for the server).
    scenarios: { type: 'string', default: 'product,list,cart' },
    cache: { type: 'string', default: 'on,off' },
  },
});
const scenarios = values.scenarios.split(',');

const rssMiB = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

async function measure(cache: boolean): Promise<{ run: Run; rssIdle: number; rssAfter: number }> {
  const server = await startBenchServer({
    env: { RATE_LIMIT_STORE: 'off', LOG_LEVEL: 'warn', ...(cache ? {} : { CATALOG_CACHE_TTL_MS: '0' }) },
    prepare: seedBenchCatalog,
  });
  try {
    const made = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${server.ownerToken}` },
      body: JSON.stringify({ query: 'mutation { createApiToken(name: "bench", kind: STOREFRONT) { token } }' }),
    });
    const token = ((await made.json()) as { data: { createApiToken: { token: string } } }).data.createApiToken.token;
    await new Promise((r) => setTimeout(r, 2000));
    const rssIdle = rssMiB(server.pid);
    const options = ['--server-pid', String(server.pid), '--duration', String(values.duration), '--redo', '2', '--quiet-wait', '30'];
    options.push('--scenarios', values.scenarios);
    const run = await runLoad(`${server.url}/graphql`, token, options);
    return { run, rssIdle, rssAfter: rssMiB(server.pid) };
  } finally {
    server.stop();
  }
}

const line = (name: string, s: Scenario, unit: string) =>
  `${name.padEnd(34)} ${String(Math.round(unit === 'seq/s' ? s.seqPerSec : s.reqPerSec)).padStart(6)} ${unit}  p50 ${s.latencyMs.p50.toFixed(1)} ms  p99 ${s.latencyMs.p99.toFixed(1)} ms  server CPU ${s.serverCpuMsPerSeq.toFixed(2)} ms/${unit === 'seq/s' ? 'seq' : 'req'}`;

console.log(
  `Headless client benchmark — ${new Date().toISOString().slice(0, 10)}, built server, storefront token, 10 clients, ${values.duration} s per scenario`,
);
for (let round = 1; round <= Number(values.rounds); round++)
  for (const cache of values.cache.split(',').map((c) => c === 'on')) {
    const { run, rssIdle, rssAfter } = await measure(cache);
    const s = run.scenarios;
    console.log(`-- catalog cache ${cache ? 'on' : 'off'}${Number(values.rounds) > 1 ? `, round ${round}` : ''}`);
    if (scenarios.includes('product')) console.log(line('product detail by slug', s.product, 'req/s'));
    if (scenarios.includes('list')) console.log(line('first 20 products with variants', s.list, 'req/s'));
    if (scenarios.includes('cart')) console.log(line('add to cart + read cart', s.cart, 'seq/s'));
    console.log(`RSS idle ${rssIdle} MiB, after the runs ${rssAfter} MiB`);
  }
