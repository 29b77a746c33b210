// Several nodes on one PostgreSQL: the headless-client scenarios (bench/headless-load.ts: product by slug, first 20
// products with variants, add to cart + read cart; 10 closed-loop clients, storefront token) through nginx against 1, 2
// and 3 built server nodes (tests/cluster/cluster.ts), with the catalog cache on and, on fresh nodes, off; once more
// against the single node without nginx, for the cost of the proxy hop. For each it prints requests/s, p50/p99 and the
// CPU each part used per request, from /proc: the nodes (summed), nginx (master and worker), PostgreSQL (every
// backend and background process) and the load client; "other" is what the rest of the machine used meanwhile.
// Usage: npm run bench:nodes [-- --duration 8 --warmup 2 --nodes 1,2,3]
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildAll } from '../scripts/build.mjs';
import { issueApiToken } from '../server/services/auth/api-tokens.ts';
import { type Cluster, startCluster } from '../tests/cluster/cluster.ts';
import { runLoad, SCENARIOS, seedBenchCatalog, WEBSITE_ID } from './headless-load.ts';
import { CLOCK_TICKS_PER_SECOND, cpuSecondsOf, procStat } from './server.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    nodes: { type: 'string', default: '1,2,3' },
  },
});
const counts = values.nodes.split(',').map(Number);

type Scenario = (typeof SCENARIOS)[number];

/** CPU seconds used so far, per part. */
type Reading = { at: number; nodes: number[]; nginx: number; postgres: number; client: number; bench: number; machine: number };

/** Busy CPU seconds of the whole machine, all cores (user, nice, system, irq, softirq of /proc/stat). */
function machineBusySeconds(): number {
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq) / CLOCK_TICKS_PER_SECOND;
}

/** CPU seconds of process `root` and of its children, running or ended (PostgreSQL's backends, nginx's worker). */
function treeCpuSeconds(root: number): number {
  let seconds = cpuSecondsOf(root, true);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (Number(procStat(Number(entry))[1]) === root) seconds += cpuSecondsOf(Number(entry));
    } catch {
      // ended meanwhile: its time is now its parent's
    }
  }
  return seconds;
}

/** Reads what every part of `cluster` (and the load client, a child of this process once it has ended) used so far. */
async function meter(cluster: Cluster): Promise<() => Reading> {
  const nginx = Number(readFileSync(join(cluster.dir, 'nginx.pid'), 'utf8'));
  const [{ pid }] = await cluster.db.$queryRawUnsafe<{ pid: number }[]>('SELECT pg_backend_pid() AS pid');
  const postmaster = Number(procStat(pid)[1]);
  return () => {
    const own = process.cpuUsage();
    const self = procStat(process.pid).map(Number);
    return {
      at: performance.now() / 1000,
      nodes: cluster.nodes.map((node) => cpuSecondsOf(node.process.pid ?? 0)),
      nginx: treeCpuSeconds(nginx),
      postgres: treeCpuSeconds(postmaster),
      client: (self[13] + self[14]) / CLOCK_TICKS_PER_SECOND,
      bench: (own.user + own.system) / 1e6,
      machine: machineBusySeconds(),
    };
  };
}

type Row = {
  scenario: Scenario;
  cache: boolean;
  count: number;
  direct: boolean;
  perSecond: number;
  p50: number;
  p99: number;
  /** How many sequences failed with each message. */
  errors: Record<string, number>;
  /** CPU ms per request (per sequence for the cart), per part. */
  cpuMs: { nodes: number; perNode: number[]; nginx: number; postgres: number; client: number };
  /** Cores the nodes, nginx, PostgreSQL and the client kept busy between them. */
  cores: number;
  /** % of one core used by every other process meanwhile. */
  otherPct: number;
};

/** A warm-up run, then the measured one with the CPU of every part read before and after it. */
async function measure(graphqlUrl: string, token: string, scenario: Scenario, read: () => Reading) {
  await runLoad(graphqlUrl, token, ['--scenarios', scenario.name, '--duration', values.warmup, '--warmup', '0']);
  const a = read();
  const run = await runLoad(graphqlUrl, token, ['--scenarios', scenario.name, '--duration', values.duration, '--warmup', '0']);
  const b = read();
  const s = run.scenarios[scenario.name];
  // The window also holds the client's start and its one catalog read (discover): a fraction of a second of idle nodes.
  const units = scenario.unit === 'seq' ? s.sequences : Math.round(s.reqPerSec * s.elapsedS);
  const perNode = b.nodes.map((cpu, i) => cpu - a.nodes[i]);
  const seconds = {
    nodes: perNode.reduce((sum, x) => sum + x, 0),
    nginx: b.nginx - a.nginx,
    postgres: b.postgres - a.postgres,
    // The client's own reading covers its measured phase only.
    client: (s.clientCpuPct / 100) * s.elapsedS,
  };
  const ms = (cpu: number) => (cpu * 1000) / Math.max(1, units);
  const known = seconds.nodes + seconds.nginx + seconds.postgres + (b.client - a.client) + (b.bench - a.bench);
  return {
    perSecond: scenario.unit === 'seq' ? s.seqPerSec : s.reqPerSec,
    p50: s.latencyMs.p50,
    p99: s.latencyMs.p99,
    errors: s.errorKinds,
    cpuMs: {
      nodes: ms(seconds.nodes),
      perNode: perNode.map(ms),
      nginx: ms(seconds.nginx),
      postgres: ms(seconds.postgres),
      client: ms(seconds.client),
    },
    cores: (seconds.nodes + seconds.nginx + seconds.postgres + seconds.client) / s.elapsedS,
    otherPct: (Math.max(0, b.machine - a.machine - known) / (b.at - a.at)) * 100,
  };
}

const label = (row: Row) => `${row.scenario.title}${row.scenario.unit === 'req' ? `, cache ${row.cache ? 'on' : 'off'}` : ''}`;
const where = (row: Row) => (row.direct ? '1, no nginx' : String(row.count));
const fixed = (x: number) => x.toFixed(2);

function print(row: Row): void {
  const c = row.cpuMs;
  console.log(
    `${label(row).padEnd(42)} ${where(row).padEnd(11)} ${String(Math.round(row.perSecond)).padStart(6)} ${row.scenario.unit}/s` +
      `  p50 ${row.p50.toFixed(1)} p99 ${row.p99.toFixed(1)} ms  CPU ms/${row.scenario.unit}: nodes ${fixed(c.nodes)}` +
      ` (${c.perNode.map(fixed).join(' + ')}) nginx ${fixed(c.nginx)} PostgreSQL ${fixed(c.postgres)} client ${fixed(c.client)}` +
      `  ${row.cores.toFixed(2)} of ${cpus().length} cores, other ${Math.round(row.otherPct)} % of a core`,
  );
  for (const [message, count] of Object.entries(row.errors)) console.log(`  ${count} × ${message}`);
}

await buildAll({ ifStale: true });
const rows: Row[] = [];
console.log(
  `Nodes on one PostgreSQL behind nginx — ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, storefront token, 10 clients, ${values.duration} s per scenario after ${values.warmup} s`,
);
for (const count of counts)
  for (const cache of [true, false]) {
    const cluster = await startCluster(count, cache ? {} : { CATALOG_CACHE_TTL_MS: '0' });
    try {
      await seedBenchCatalog(cluster.db);
      // Told to every node, as an owner's edit would be (none has read the bench collection yet).
      cluster.events.changed([{ websiteId: WEBSITE_ID, typename: 'Website', id: WEBSITE_ID }]);
      const { token } = await issueApiToken(cluster.db, { websiteId: WEBSITE_ID, kind: 'STOREFRONT', name: 'bench' });
      const read = await meter(cluster);
      // The cart does not go through the catalog cache: measured with it on only.
      const scenarios = SCENARIOS.filter((scenario) => cache || scenario.unit === 'req');
      const targets = [{ url: cluster.lb, direct: false }, ...(count === 1 && cache ? [{ url: cluster.nodes[0].url, direct: true }] : [])];
      for (const { url, direct } of targets)
        for (const scenario of scenarios) {
          const row: Row = { scenario, cache, count, direct, ...(await measure(`${url}/graphql`, token, scenario, read)) };
          print(row);
          rows.push(row);
        }
    } finally {
      await cluster.stop();
    }
  }

const same = (a: Row, b: Row) => a.scenario === b.scenario && a.cache === b.cache;
console.log(
  '\n| scenario | nodes | throughput | vs 1 node | p50 / p99 ms | CPU ms/req: nodes | nginx | PostgreSQL | client | cores used | other |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
const order = (a: Row, b: Row) => SCENARIOS.indexOf(a.scenario) - SCENARIOS.indexOf(b.scenario) || Number(b.cache) - Number(a.cache);
for (const row of [...rows].sort(order)) {
  const one = rows.find((r) => same(r, row) && r.count === 1 && !r.direct);
  const c = row.cpuMs;
  console.log(
    `| ${label(row)} | ${where(row)} | ${Math.round(row.perSecond).toLocaleString('en-US')} ${row.scenario.unit}/s | ${one ? `${(row.perSecond / one.perSecond).toFixed(2)}×` : '—'}` +
      ` | ${row.p50.toFixed(1)} / ${row.p99.toFixed(1)} | ${fixed(c.nodes)} | ${fixed(c.nginx)} | ${fixed(c.postgres)} | ${fixed(c.client)}` +
      ` | ${row.cores.toFixed(2)} | ${Math.round(row.otherPct)} % |`,
  );
}
console.log(
  `CPU per request from /proc (utime + stime), per sequence for the cart; cores used: by the nodes, nginx, PostgreSQL and the client together, of the machine's ${cpus().length}; other: % of one core used by every other process.`,
);
