// Analytics ingestion benchmark: what storefront pages send — census hits (form-encoded), shopping events (JSON, 1–3
// per call) and web-vitals beacons (text/plain, 2–5 envelopes) — from a few thousand simulated visitors (each its own
// ss_cvr cookie), by autocannon at concurrency 10 against a real server on a fresh SQLite database, rate limits off.
// Prints requests/s, accepted events/s, p50/p99 per path, non-2xx answers; then waits for the buffer to be written
// and checks that every accepted event is stored, and prints the bytes the database grew by per stored event.
// The load is measured in runs of a fixed number of requests (about `duration` seconds' worth at the rate measured
// so far), each to its last answer, so that the count of accepted events is exact.
// Usage: npm run bench:analytics [-- --duration 10 --connections 10]
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { PageType } from '../domain/site-structure.ts';
import { sqliteNativeBinding } from '../server/db/sqlite-binding.mjs';
import { storeVisitorIds } from '../server/services/visitor-ids.ts';
import { startBenchServer } from './server.ts';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } } });
const duration = Number(values.duration);
const connections = Number(values.connections);
const TARGET = { eventsPerSecond: 5_000, beaconP99Ms: 50 };

let dbFile = '';
/** Visitor ids as the server mints them (a browser's ss_cvr holds one it was given). */
let mintVisitorId = () => '';
// One loopback address sends everything: the per-IP and per-visitor limits would throttle it (measured elsewhere).
const server = await startBenchServer({
  env: { RATE_LIMIT_STORE: 'off' },
  prepare: async (db) => {
    const [main] = await db.$queryRawUnsafe<{ file: string }[]>('PRAGMA database_list');
    dbFile = main.file;
    mintVisitorId = (await storeVisitorIds(db)).mint;
  },
});
const sqlite = new Database(dbFile, { nativeBinding: sqliteNativeBinding() });
sqlite.pragma('busy_timeout = 5000');

// ── what pages send ──────────────────────────────────────────────────────────────────────────────────────────────

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const id = (bytes = 12) => randomBytes(bytes).toString('base64url');

const PRODUCTS = ['classic-tee', 'canvas-tote', 'wool-beanie', 'digital-lookbook', 'engraved-mug', 'matcha-set', 'furoshiki'];
const PAGES: { path: string; title: string; pageType: number; productId?: string }[] = [
  { path: '/', title: 'Home', pageType: PageType.MAIN_CONTENT },
  { path: '/shop', title: 'Shop', pageType: PageType.MAIN_CONTENT },
  ...PRODUCTS.map((p) => ({ path: `/shop/${p}`, title: p, pageType: PageType.CONTENT_ITEM, productId: `prod-${p}` })),
  { path: '/journal', title: 'Journal', pageType: PageType.MAIN_CONTENT },
  { path: '/journal/spring-lookbook', title: 'Spring lookbook', pageType: PageType.CONTENT_ITEM },
  { path: '/about', title: 'About', pageType: PageType.PAGE },
  { path: '/contact', title: 'Contact', pageType: PageType.PAGE },
  { path: '/cart', title: 'Cart', pageType: PageType.SHOW_CART },
  { path: '/checkout', title: 'Checkout', pageType: PageType.CHECKOUT },
  { path: '/order-confirmed', title: 'Thank you', pageType: PageType.ORDER_CONFIRMED },
];
const REFERRERS = [
  '',
  '',
  '',
  'https://www.google.com/search?q=tote',
  'https://www.bing.com/search?q=beanie',
  'https://duckduckgo.com/',
  'https://www.instagram.com/',
  'https://l.facebook.com/l.php?u=x',
  'https://www.pinterest.com/pin/123',
  'https://news.ycombinator.com/',
  'https://newsletter.example.org/issue/42',
  'http://localhost/shop',
];
const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
];
const SCREENS = [
  [390, 844],
  [412, 915],
  [820, 1180],
  [1920, 1080],
  [1440, 900],
  [2560, 1440],
];

type Visitor = { cookies: string; visitSetAt: number; analyticsId: string; userAgent: string; screen: number[]; referrer: string };
const now = Date.now();
/** Returning and new visitors, each with the cookies a browser holds after its first page (ss_cvr as the server writes it). */
const visitors: Visitor[] = Array.from({ length: 5_000 }, () => {
  const first = now - between(0, 90) * 86_400_000;
  const visits = first === now ? 1 : between(1, 6);
  const current = now - between(0, 20) * 60_000;
  const ssCvr = `${mintVisitorId()}|${first}|${visits > 1 ? current - 86_400_000 : first}|${current}|${visits}`;
  const analyticsId = id();
  return {
    cookies: `crumb=${id(16)}; ss_cvr=${ssCvr}; SS_ANALYTICS_ID=${analyticsId}`,
    visitSetAt: current,
    analyticsId,
    userAgent: pick(USER_AGENTS),
    screen: pick(SCREENS),
    referrer: pick(REFERRERS),
  };
});

function hit(v: Visitor) {
  const page = pick(PAGES);
  const data = {
    userAgent: v.userAgent,
    clientDate: Date.now(),
    viewportInnerWidth: v.screen[0],
    viewportInnerHeight: v.screen[1] - 120,
    screenWidth: v.screen[0],
    screenHeight: v.screen[1],
    websiteId: 'site-demo',
    templateId: 'shopwright',
    website_locale: 'en-US',
    url: `http://localhost${page.path}${Math.random() < 0.1 ? '?utm_source=newsletter' : ''}`,
    title: page.title,
    productId: page.productId,
    referrer: v.referrer,
    pageType: page.pageType,
    localStorageSupported: true,
  };
  return {
    events: 1,
    contentType: 'application/x-www-form-urlencoded',
    body: new URLSearchParams({ event: 'view', data: JSON.stringify(data), ss_cvr: '' }).toString(),
  };
}

function shoppingEvents() {
  const product = pick(PRODUCTS);
  const productId = `prod-${product}`;
  const all = [
    { name: 'visit product page', pageType: 'pdp', productId },
    { name: 'add to cart', pageType: 'pdp', productId, variantId: `var-${product}-1`, quantity: between(1, 3) },
    { name: 'related product display', pageType: 'pdp', productId: `prod-${pick(PRODUCTS)}` },
    { name: 'reviews tab click', pageType: 'pdp', productId },
    { name: 'visit product list', pageType: 'plp', collectionId: 'col-shop' },
  ];
  const events = all.slice(0, between(1, 3));
  return {
    events: events.length,
    contentType: 'application/json',
    body: JSON.stringify({ pagePath: `/shop/${product}`, siteId: 'site-demo', locale: 'en-US', events }),
  };
}

const PAGE_LOAD = '@PAGE_LOAD@';
/** A page's beacon: its first page_speed envelope (timings), later ones (CLS, INP) and resource timings (image). */
function beacon(v: Visitor) {
  const page = pick(PAGES);
  const common = {
    analyticsId: v.analyticsId,
    version: '4.13.1',
    hostname: 'localhost',
    pathname: page.path,
    pageType: page.pageType,
    deviceType: v.screen[0] < 800 ? 'mobile' : 'desktop',
    connectionType: pick(['4g', 'wifi', '3g']),
    viewportWidth: v.screen[0],
    viewportHeight: v.screen[1] - 120,
  };
  const fcp = between(300, 3500);
  const envelopes: object[] = [
    {
      app: 'storefront',
      event: 'page_speed',
      pageLoadId: PAGE_LOAD,
      ts: 0,
      data: {
        ...common,
        response_start_ms: between(20, 600),
        domain_lookup_ms: between(0, 80),
        tcp_connection_ms: between(0, 120),
        first_contentful_paint_ms: fcp,
        largest_contentful_paint_ms: fcp + between(0, 2500),
        dom_content_loaded_event_end_ms: fcp + between(0, 800),
        load_event_end_ms: fcp + between(100, 3000),
        transfer_size_bytes: between(20_000, 900_000),
      },
    },
  ];
  const more = between(1, 4);
  for (let i = 0; i < more; i++) {
    const kind = pick(['vitals', 'image', 'image']);
    envelopes.push(
      kind === 'vitals'
        ? {
            app: 'storefront',
            event: 'page_speed',
            pageLoadId: PAGE_LOAD,
            ts: 0,
            data: {
              ...common,
              cumulative_layout_shift: Math.round(Math.random() * 0.4 * 1000) / 1000,
              interaction_to_next_paint_ms: between(16, 700),
              first_input_delay_ms: between(1, 250),
            },
          }
        : {
            app: 'storefront',
            event: 'image',
            pageLoadId: PAGE_LOAD,
            ts: 0,
            data: {
              ...common,
              name: `https://images.example.com/${id(6)}.jpg?format=750w`,
              start_ms: between(100, 2000),
              duration_ms: between(10, 1500),
              encoded_body_size_bytes: between(5_000, 400_000),
            },
          },
    );
  }
  return { events: envelopes.length, contentType: 'text/plain;charset=UTF-8', body: JSON.stringify(envelopes) };
}

type Kind = 'hit' | 'events' | 'beacon';
const PATHS: Record<Kind, string> = {
  hit: '/api/census/RecordHit',
  events: '/api/events/RecordEvent',
  beacon: '/api/1/performance/records',
};
// Per page a browser sends one hit and, as it is hidden, one beacon; product pages send shopping events too.
const MIX: Kind[] = ['hit', 'hit', 'events', 'beacon', 'beacon'];
type Prepared = { visitor: Visitor; events: number; contentType: string; body: string };
const pool: Record<Kind, Prepared[]> = { hit: [], events: [], beacon: [] };
for (let i = 0; i < 3_000; i++) {
  const v = pick(visitors);
  pool.hit.push({ visitor: v, ...hit(v) });
  pool.events.push({ visitor: v, ...shoppingEvents() });
  pool.beacon.push({ visitor: v, ...beacon(v) });
}

// ── the run ──────────────────────────────────────────────────────────────────────────────────────────────────────

type Tally = {
  requests: number;
  accepted: number;
  statuses: Map<number, number>;
  latencies: Record<Kind, number[]>;
  socketErrors: number;
  timeouts: number;
};
const newTally = (): Tally => ({
  requests: 0,
  accepted: 0,
  statuses: new Map(),
  latencies: { hit: [], events: [], beacon: [] },
  socketErrors: 0,
  timeouts: 0,
});
/** Events the server accepted since the start (warm-up included): what must be stored. */
let acceptedTotal = 0;
let pageLoads = 0;

type Context = { kind?: Kind; events?: number };
/**
 * The Cookie header a browser sends: its ss_cvt is the time the server last set it, and the server sets it again
 * (visitor-cookies.ts) when that is a minute old — as a browser would store it.
 */
function cookieOf(v: Visitor): string {
  const now = Date.now();
  if (now - v.visitSetAt >= 60_000) v.visitSetAt = now;
  return `${v.cookies}; ss_cvt=${v.visitSetAt}`;
}

/** A request of the mix, with a fresh page-load id and timestamps where beacons carry them. */
function nextRequest(req: autocannon.Request, context: Context): autocannon.Request {
  const kind = pick(MIX);
  const p = pick(pool[kind]);
  context.kind = kind;
  context.events = p.events;
  const body =
    kind === 'beacon'
      ? p.body.replaceAll(PAGE_LOAD, `${id(6)}-${(pageLoads++).toString(36)}`).replaceAll('"ts":0', `"ts":${Date.now()}`)
      : p.body;
  return {
    ...req,
    method: 'POST',
    path: PATHS[kind],
    headers: { host: 'localhost', 'content-type': p.contentType, cookie: cookieOf(p.visitor) },
    body,
  };
}

/**
 * A closed loop of `amount` requests, counted into `tally`; answers the seconds from its start to its last answer. It
 * ends once each connection has its last answer: a timed autocannon run would cut requests in flight, which the
 * server may or may not have taken.
 */
async function run(amount: number, tally: Tally): Promise<number> {
  const start = performance.now();
  let lastAnswer = start;
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: server.url,
        connections,
        amount,
        requests: [
          {
            setupRequest: (req, context) => nextRequest(req, context as Context),
            onResponse: (status, body, context) => {
              lastAnswer = performance.now();
              const { kind, events = 0 } = context as Context;
              tally.requests++;
              tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
              if (status < 200 || status > 299) return;
              const accepted = kind === 'events' ? (JSON.parse(body) as { accepted: number }).accepted : events;
              tally.accepted += accepted;
              acceptedTotal += accepted;
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
  // Emitted after onResponse and before the connection's next request is set up: the context is still this one's.
  instance?.on('response', (client: unknown, _status: number, _bytes: number, ms: number) => {
    const { kind } = (client as { requestIterator: { context: Context } }).requestIterator.context;
    if (kind) tally.latencies[kind].push(ms);
  });
  const result = await finished;
  tally.socketErrors += result.errors;
  tally.timeouts += result.timeouts;
  // autocannon reports the end on its next 1 s tick: the run's time is up to its last answer.
  return (lastAnswer - start) / 1000;
}

/** As many requests as `seconds` take at `perSecond`, a whole number per connection. */
const requestsFor = (seconds: number, perSecond: number) => Math.max(1, Math.round((seconds * perSecond) / connections)) * connections;

const TABLES = ['AnalyticsEvent', 'AnalyticsDailyCount', 'AnalyticsVisitorDay', 'PerformanceRecord', 'PerformanceDailyBucket'];
const stored = () =>
  (
    sqlite.prepare('SELECT (SELECT COUNT(*) FROM "AnalyticsEvent") + (SELECT COUNT(*) FROM "PerformanceRecord") AS n').get() as {
      n: number;
    }
  ).n;
/** The database's size on disk after the log is folded in, and the pages of the analytics tables and their indexes. */
function sizes() {
  const checkpoint = sqlite.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
  const wal = (() => {
    try {
      return statSync(`${dbFile}-wal`).size;
    } catch {
      return 0;
    }
  })();
  const placeholders = TABLES.map(() => '?').join(', ');
  const analyticsBytes = (
    sqlite
      .prepare(`SELECT SUM(pgsize) AS bytes FROM dbstat WHERE name IN (SELECT name FROM sqlite_master WHERE tbl_name IN (${placeholders}))`)
      .get(...TABLES) as { bytes: number | null }
  ).bytes;
  return { file: statSync(dbFile).size + wal, analyticsBytes: analyticsBytes ?? 0, busy: checkpoint[0]?.busy ?? 0 };
}

const before = { rows: stored(), ...sizes() };

// One of each, checked, before the load: a wrong shape would otherwise show only as non-2xx counts.
for (const kind of ['hit', 'events', 'beacon'] as const) {
  const p = pool[kind][0];
  const res = await fetch(`${server.url}${PATHS[kind]}`, {
    method: 'POST',
    headers: { 'content-type': p.contentType, cookie: cookieOf(p.visitor), host: 'localhost' },
    body: p.body.replaceAll(PAGE_LOAD, 'check').replaceAll('"ts":0', `"ts":${Date.now()}`),
  });
  if (!res.ok) throw new Error(`${PATHS[kind]} answered ${res.status}: ${await res.text()}`);
  acceptedTotal += p.events;
}

// Warm-up (2,000 requests), then 2 s more to measure the rate that sizes the measured run to about `duration` seconds.
const warmUp = newTally();
const firstSeconds = await run(connections * 200, warmUp);
const calibration = newTally();
const calibrationSeconds = await run(requestsFor(2, warmUp.requests / firstSeconds), calibration);
// When a run ends early (the rate still climbing), another takes the time left at the rate measured so far.
const tally = newTally();
let seconds = 0;
const cpuBefore = { server: server.cpuSeconds(), client: process.cpuUsage() };
while (seconds < duration * 0.95)
  seconds += await run(
    requestsFor(duration - seconds, seconds ? tally.requests / seconds : calibration.requests / calibrationSeconds),
    tally,
  );

const clientCpu = process.cpuUsage(cpuBefore.client);
const cpu = { server: server.cpuSeconds() - cpuBefore.server, client: (clientCpu.user + clientCpu.system) / 1e6 };

// Wait for the buffer to be written (a flush each second): until every accepted event is stored, or nothing changes for 3 s.
const drainStart = Date.now();
let rows = stored();
for (let still = 0; rows - before.rows < acceptedTotal && still < 6 && Date.now() - drainStart < 60_000; ) {
  await new Promise((r) => setTimeout(r, 500));
  const n = stored();
  still = n === rows ? still + 1 : 0;
  rows = n;
}
const drainedMs = Date.now() - drainStart;
const after = sizes();
const storedEvents = rows - before.rows;

const pct = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.max(0, Math.ceil((sorted.length * p) / 100) - 1)].toFixed(1) : '-';
};
const all = [...tally.latencies.hit, ...tally.latencies.events, ...tally.latencies.beacon];
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const reqPerSecond = tally.requests / seconds;
const eventsPerSecond = tally.accepted / seconds;
const non2xx = [...tally.statuses].filter(([s]) => s < 200 || s > 299);

console.log(
  `\nShopwright analytics ingestion benchmark — ${new Date().toISOString().slice(0, 10)}, ${connections} connections, ${fmt(tally.requests)} requests in ${seconds.toFixed(1)} s, SQLite, rate limits off`,
);
console.log(
  'mix per page: hit (form-encoded) ×2 · RecordEvent (JSON, 1–3 events) ×1 · beacon (text/plain, 2–5 envelopes) ×2; 5,000 visitors\n',
);
console.log(`requests/s        ${fmt(reqPerSecond)}`);
console.log(`accepted events/s ${fmt(eventsPerSecond)}   target ≥ ${fmt(TARGET.eventsPerSecond)}`);
console.log(
  `server CPU        ${(cpu.server / seconds).toFixed(2)} cores busy · ${((cpu.server * 1000) / tally.requests).toFixed(2)} ms per request · ${((cpu.server * 1e6) / tally.accepted).toFixed(0)} µs per event   (load generator ${(cpu.client / seconds).toFixed(2)} cores; this machine has ${availableParallelism()})`,
);
console.log('\npath                              requests    p50 ms   p99 ms');
for (const kind of ['hit', 'events', 'beacon'] as const)
  console.log(
    `${PATHS[kind].padEnd(32)} ${String(tally.latencies[kind].length).padStart(9)} ${pct(tally.latencies[kind], 50).padStart(9)} ${pct(tally.latencies[kind], 99).padStart(8)}${kind === 'beacon' ? `   target p99 < ${TARGET.beaconP99Ms} ms` : ''}`,
  );
console.log(`${'all'.padEnd(32)} ${String(all.length).padStart(9)} ${pct(all, 50).padStart(9)} ${pct(all, 99).padStart(8)}`);
console.log(
  `\nnon-2xx: ${non2xx.length ? non2xx.map(([s, n]) => `${s} × ${n}`).join(', ') : 'none'}   (503 = buffer full: ${tally.statuses.get(503) ?? 0})   socket errors ${tally.socketErrors}   timeouts ${tally.timeouts}`,
);
console.log(
  `\naccepted events (warm-up and checks included) ${fmt(acceptedTotal)}   stored rows ${fmt(storedEvents)}   ${storedEvents === acceptedTotal ? 'all stored' : `MISMATCH: ${fmt(acceptedTotal - storedEvents)} missing`}   (written ${(drainedMs / 1000).toFixed(1)} s after the load)`,
);
console.log(
  `bytes per stored event: ${fmt((after.file - before.file) / storedEvents)} (database file growth after a checkpoint${after.busy ? ', checkpoint busy' : ''}, ${((after.file - before.file) / 1024 / 1024).toFixed(1)} MiB)   ${fmt((after.analyticsBytes - before.analyticsBytes) / storedEvents)} (pages of the analytics tables and indexes, dbstat)`,
);
sqlite.close();
server.stop();
