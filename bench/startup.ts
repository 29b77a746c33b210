// Start-up benchmark: the built server (as `npm run serve` starts it, NODE_ENV=production) on a migrated database:
// time from spawn to /healthz (the process is up) and to /readyz (it can serve), and its resident memory once idle
// (5 s after ready, and again 15 s after, once V8's memory reducer has run: it collects when allocation stops)
// and after a few requests. Prints the median of several starts; budgets live in docs/performance.md.
// Usage: npm run bench:startup [-- --runs 5]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { seedDemoStore } from '../prisma/seed.ts';
import { buildAll } from '../scripts/build.mjs';
import { openDatabase } from '../server/db/open.ts';
import { serveArguments } from '../tests/server-process.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    idle: { type: 'string', default: '5' },
    settled: { type: 'string', default: '15' },
  },
});
const dir = mkdtempSync(join(tmpdir(), 'shopwright-startup-bench-'));
const databaseUrl = `file:${join(dir, 'shop.db')}`;
const db = await openDatabase(databaseUrl);
await seedDemoStore(db);
await db.$disconnect();
await buildAll({ ifStale: true });

const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

async function once() {
  const port = 5000 + Math.floor(Math.random() * 1000);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'test',
    ALLOW_TEST_PAYMENTS: 'true',
    LOG_LEVEL: 'warn',
    OUTBOX_DIR: join(dir, 'outbox'),
  };
  const started = performance.now();
  const child = spawn(process.execPath, serveArguments(), { env, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const until = async (path: string) => {
    for (;;) {
      if (
        await fetch(`${url}${path}`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return performance.now() - started;
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  const healthz = await until('/healthz');
  const readyz = await until('/readyz');
  await new Promise((r) => setTimeout(r, Number(values.idle) * 1000));
  const idle = rssMiB(child.pid as number);
  await new Promise((r) => setTimeout(r, (Number(values.settled) - Number(values.idle)) * 1000));
  const settled = rssMiB(child.pid as number);
  for (const path of ['/shop/classic-tee?format=json', '/shop', '/?format=json']) await fetch(`${url}${path}`).then((r) => r.text());
  await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ collection(urlSlug: "shop") { products(first: 20) { edges { node { title variants { sku } } } } } }',
    }),
  }).then((r) => r.text());
  const busy = rssMiB(child.pid as number);
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  return { healthz, readyz, idle, settled, busy };
}

const runs: Awaited<ReturnType<typeof once>>[] = [];
for (let i = 0; i < Number(values.runs); i++) runs.push(await once());
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const m = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
console.log(
  `Shopwright start-up benchmark — ${new Date().toISOString().slice(0, 10)}, built server, NODE_ENV=production, ${runs.length} starts (medians)`,
);
console.log(
  `spawn → /healthz ${m('healthz').toFixed(0)} ms   spawn → /readyz ${m('readyz').toFixed(0)} ms   idle RSS ${m('idle').toFixed(0)} MiB (${values.idle} s), ${m('settled').toFixed(0)} MiB (${values.settled} s)   after requests ${m('busy').toFixed(0)} MiB`,
);
rmSync(dir, { recursive: true, force: true });
