// `npm run bench:pages`: what server-rendered storefront pages cost — the built server in production mode, autocannon
// at 10 connections for 10 s a page after a 2 s warm-up, first with rendered pages kept (the default), then rendered
// on every request (CATALOG_CACHE_TTL_MS=0). Each request is a new visitor (no cookie), as crawlers and first visits
// are. Prints requests/s, p50/p99, the server's CPU per page and the page's size.
import autocannon from 'autocannon';
import { startBenchServer } from './server.ts';

const PAGES = ['/shop/classic-tee', '/shop', '/journal/why-organic-cotton'];

console.log('| pages | page | req/s | p50 / p99 | server CPU per page | bytes |');
console.log('|---|---|---|---|---|---|');
for (const [label, ttl] of [
  ['kept', '5000'],
  ['rendered every time', '0'],
] as const) {
  const server = await startBenchServer({ env: { CATALOG_CACHE_TTL_MS: ttl } });
  try {
    for (const path of PAGES) {
      await autocannon({ url: `${server.url}${path}`, connections: 10, duration: 2 });
      const cpuBefore = server.cpuSeconds();
      const run = await autocannon({ url: `${server.url}${path}`, connections: 10, duration: 10 });
      const cpuMs = ((server.cpuSeconds() - cpuBefore) * 1000) / Math.max(1, run.requests.total);
      const bytes = Math.round(run.throughput.total / Math.max(1, run.requests.total));
      console.log(
        `| ${label} | ${path} | ${Math.round(run.requests.average).toLocaleString('en-US')} | ${run.latency.p50} / ${run.latency.p99} ms | ${cpuMs.toFixed(2)} ms | ${bytes.toLocaleString('en-US')} |`,
      );
    }
  } finally {
    server.stop();
  }
}
