// Analytics read benchmark: what an owner's dashboard asks for over 90 days of a busy store. Generates 1,000,000
// events over 90 days for the demo website through the server's own ingestion (AnalyticsIngest builds each record
// from the input a page sends; its buffer writes them as the server does, on SQLite from its writer thread, 5,000
// per transaction) — page views over 9 page types, product views and add-to-carts of 50 products, referrers,
// devices, orders through the payment path's recordOrderEvent — plus web-vitals records for 30 paths and JavaScript
// error reports. Then times the owner reads (20 runs each after 3 warm-up runs) and prints p50/p95/max, the
// generation time and the database size.
// Usage: npm run bench:analytics-query [-- --events 1000000 --runs 20]
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { orderForAnalytics } from '../domain/order-analytics.ts';
import { PageType } from '../domain/site-structure.ts';
import { seedDemoStore } from '../prisma/seed.ts';
import type { Website } from '../server/db/generated/postgresql/client.ts';
import { openDatabase } from '../server/db/open.ts';
import type { AnalyticsCaller } from '../server/services/analytics/caller.ts';
import { recordOrderEvent } from '../server/services/analytics/commerce-events.ts';
import { dayIn, daysBefore } from '../server/services/analytics/days.ts';
import { AnalyticsIngest, type IngestOutcome } from '../server/services/analytics/ingest.ts';
import { analyticsOverview, type DayRange, javascriptErrors, webVitals } from '../server/services/analytics/reports.ts';
import type { ServiceContext } from '../server/services/context.ts';

const { values } = parseArgs({ options: { events: { type: 'string', default: '1000000' }, runs: { type: 'string', default: '20' } } });
const TOTAL_EVENTS = Number(values.events);
const RUNS = Number(values.runs);
const DAYS = 90;
const TARGET_MS = 200;

const dir = mkdtempSync(join(tmpdir(), 'shopwright-bench-'));
const file = join(dir, 'bench.db');
const db = await openDatabase(`file:${file}`);
await seedDemoStore(db);
const website: Website = await db.website.findUniqueOrThrow({ where: { id: 'site-demo' } });
// The reports read the database and the website only.
const ctx = { db, website } as ServiceContext;

// ── the data set ─────────────────────────────────────────────────────────────────────────────────────────────────

// A fixed seed, so two runs generate the same data set (mulberry32).
let seed = 42;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
/** Rank-weighted choice: the first entries are the most frequent (a long tail, as referrers and products have). */
const zipf = <T>(list: readonly T[]): T => list[Math.min(list.length - 1, Math.floor(list.length ** random()) - 1)];

const productIds = (await db.product.findMany({ where: { websiteId: website.id }, select: { id: true } })).map((p) => p.id);
const seeded = await db.item.findMany({ where: { id: { in: productIds } }, select: { id: true, urlSlug: true } });
const PRODUCTS = [
  ...seeded.map((p) => ({ id: p.id, slug: p.urlSlug })),
  ...Array.from({ length: 50 - seeded.length }, (_, i) => ({ id: `prod-bench-${i + 1}`, slug: `bench-product-${i + 1}` })),
];
const PAGES = [
  { path: '/', pageType: PageType.MAIN_CONTENT, weight: 6 },
  { path: '/shop', pageType: PageType.MAIN_CONTENT, weight: 5 },
  { path: '/journal', pageType: PageType.PAGE, weight: 1 },
  { path: '/about', pageType: PageType.PAGE, weight: 1 },
  { path: '/welcome', pageType: PageType.SPLASH, weight: 1 },
  { path: '/members', pageType: PageType.PROTECTED_CONTENT, weight: 1 },
  { path: '/cart', pageType: PageType.SHOW_CART, weight: 2 },
  { path: '/checkout', pageType: PageType.CHECKOUT, weight: 1 },
  { path: '/order-confirmed', pageType: PageType.ORDER_CONFIRMED, weight: 1 },
  { path: '/order-status', pageType: PageType.ORDER_STATUS, weight: 1 },
  { path: '/journal/post', pageType: PageType.CONTENT_ITEM, weight: 2 },
].flatMap((p) => Array.from({ length: p.weight }, () => p));
const REFERRERS = [
  'https://www.google.com/search',
  'https://www.instagram.com/',
  'https://l.facebook.com/',
  'https://www.bing.com/search',
  'https://www.pinterest.com/',
  'https://duckduckgo.com/',
  'https://t.co/x',
  'https://www.youtube.com/',
  'https://www.reddit.com/r/shop',
  'https://news.ycombinator.com/',
  ...Array.from({ length: 50 }, (_, i) => `https://blog-${i + 1}.example.org/post`),
];
const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/124.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) Version/17.4 Safari/605.1.15',
];
/** Pages whose web vitals are recorded: the store's pages and its 20 most visited products. */
const PERFORMANCE_PAGES = [
  ...new Map(PAGES.map((p) => [p.path, { path: p.path, pageType: p.pageType }])).values(),
  ...PRODUCTS.slice(0, 20).map((p) => ({ path: `/shop/${p.slug}`, pageType: PageType.CONTENT_ITEM })),
].slice(0, 30);
const ERRORS = Array.from({ length: 40 }, (_, i) => ({
  message: `TypeError: Cannot read properties of undefined (reading 'field${i}')`,
  stack: `TypeError: Cannot read properties of undefined\n    at render (https://localhost/assets/index-${i}.js:1:${1000 + i})`,
}));

const VISITOR_POOL = 20_000;
const visitCounts = new Map<number, number>();
const ingest = new AnalyticsIngest(db, pino({ level: 'silent' }), {
  rateLimits: false,
  // Written when this bench flushes, in the server's batches; the timer and the bounds never act here.
  buffer: {
    capacity: Number.MAX_SAFE_INTEGER,
    perWebsite: Number.MAX_SAFE_INTEGER,
    flushAt: Number.MAX_SAFE_INTEGER,
    flushEveryMs: 1e9,
    batchSize: 5_000,
  },
});
const today = dayIn(website.timeZone, new Date());
const counted = { events: 0, performance: 0, errors: 0, orders: 0 };
const take = (outcome: IngestOutcome) => {
  if (!outcome.ok) throw new Error(`ingest refused a generated record: ${JSON.stringify(outcome)}`);
  return outcome.accepted;
};

/** One visitor's day: a landing page (with its referrer), more pages, product views, add-to-carts, maybe an order. */
async function session(dayStart: number, orders: { visitorId: string; at: Date; productIds: string[] }[]) {
  const n = Math.floor(random() ** 1.5 * VISITOR_POOL);
  const visit = (visitCounts.get(n) ?? 0) + 1;
  visitCounts.set(n, visit);
  const visitorId = `visitor-${n.toString(36).padStart(6, '0')}`;
  let at = dayStart + between(0, 86_000_000);
  /** The visitor's next request, 5 s to 90 s after the previous one. */
  const caller = (): AnalyticsCaller => {
    at += between(5_000, 90_000);
    return { website, visitorId, visit, ip: '127.0.0.1', owner: null, at: new Date(at) };
  };
  const userAgent = pick(USER_AGENTS);
  const referrer = random() < 0.4 ? '' : zipf(REFERRERS);
  const pages = 1 + Math.floor(random() ** 2 * 6);
  const carted: string[] = [];
  for (let i = 0; i < pages; i++) {
    const product = random() < 0.35 ? zipf(PRODUCTS) : null;
    const page = product ? { path: `/shop/${product.slug}`, pageType: PageType.CONTENT_ITEM } : pick(PAGES);
    const data = {
      userAgent,
      url: `https://localhost${page.path}`,
      referrer: i === 0 ? referrer : 'https://localhost/shop',
      pageType: page.pageType,
      title: page.path,
      productId: product?.id,
      website_locale: 'en-US',
      screenWidth: 390,
      screenHeight: 844,
    };
    counted.events += take(await ingest.recordHit(caller(), { event: 'view', data }));
    if (product) {
      const events: object[] = [{ name: 'visit product page', pageType: 'pdp', productId: product.id }];
      if (random() < 0.18) {
        events.push({ name: 'add to cart', pageType: 'pdp', productId: product.id, quantity: between(1, 2) });
        carted.push(product.id);
      }
      if (random() < 0.3) events.push({ name: 'related product display', pageType: 'pdp', productId: zipf(PRODUCTS).id });
      counted.events += take(await ingest.recordShoppingEvents(caller(), { pagePath: page.path, locale: 'en-US', events }));
    }
    // Web vitals of a page load now and then (LCP, FCP at load; CLS, INP as the page is hidden).
    if (random() < 0.15) {
      const measured = PERFORMANCE_PAGES.find((p) => p.path === page.path) ?? pick(PERFORMANCE_PAGES);
      const common = { pathname: measured.path, pageType: measured.pageType, hostname: 'localhost', version: '4.13.1' };
      const pageLoadId = `load-${at.toString(36)}-${n}`;
      const fcp = Math.round(300 + random() ** 2 * 4_000);
      const c = caller();
      const envelopes = [
        {
          event: 'page_speed',
          pageLoadId,
          ts: c.at.getTime(),
          data: { ...common, first_contentful_paint_ms: fcp, largest_contentful_paint_ms: fcp + Math.round(random() ** 2 * 3_000) },
        },
        {
          event: 'page_speed',
          pageLoadId,
          ts: c.at.getTime(),
          data: {
            ...common,
            cumulative_layout_shift: Math.round(random() ** 3 * 400) / 1000,
            interaction_to_next_paint_ms: between(16, 600),
          },
        },
      ];
      counted.performance += take(await ingest.recordPerformance(c, envelopes));
    }
  }
  if (carted.length && random() < 0.45) {
    counted.events += take(
      await ingest.recordHit(caller(), { data: { url: 'https://localhost/checkout', pageType: PageType.CHECKOUT, userAgent } }),
    );
    if (random() < 0.6) orders.push({ visitorId, at: caller().at, productIds: carted });
  }
  if (random() < 0.01) {
    const e = zipf(ERRORS);
    counted.errors += take(
      await ingest.recordJavascriptErrors(caller(), { errors: [{ ...e, url: 'https://localhost/shop', kind: 'error' }] }),
    );
  }
}

/** Orders as a paid purchase writes them (in a transaction of their own; some in test mode). */
async function writeOrders(orders: { visitorId: string; at: Date; productIds: string[] }[]) {
  await db.$transaction(async (tx) => {
    for (const o of orders) {
      const testMode = random() < 0.05;
      const lines = o.productIds.map((id) => ({ sku: id, productName: id, quantity: 1, unitPriceCents: between(900, 9_900) }));
      const grandTotalCents = lines.reduce((s, l) => s + l.unitPriceCents, 0) + 500;
      const order = orderForAnalytics(
        {
          id: `order-${counted.orders}`,
          purchasedCartId: null,
          testMode,
          websiteId: website.id,
          currency: 'USD',
          grandTotalCents,
          shippingCostCents: 500,
          taxCents: 0,
        },
        lines,
      );
      const units = o.productIds.map((productId) => ({ productId, quantity: 1 }));
      await recordOrderEvent(tx, website, { order, grandTotalCents, visitorId: o.visitorId, units }, o.at);
      counted.orders++;
      counted.events++;
    }
  });
}

async function flush() {
  await ingest.buffer.flush();
  if (ingest.buffer.size > 0) throw new Error('a batch was not written (see the error above)');
}

console.log(`\nGenerating ${TOTAL_EVENTS.toLocaleString('en-US')} events over ${DAYS} days…`);
const generationStart = performance.now();
// Weekends are busier, and the store grows a little over the 90 days; a day ends when its share is written.
const dayList = Array.from({ length: DAYS }, (_, i) => daysBefore(today, DAYS - 1 - i));
const weights = dayList.map((day, i) => ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) ? 1.3 : 1) * (0.8 + (0.4 * i) / DAYS));
const weightSum = weights.reduce((a, b) => a + b, 0);
let cumulative = 0;
for (const [i, day] of dayList.entries()) {
  const d = DAYS - 1 - i;
  const dayStart = Date.parse(`${day}T00:00:00Z`);
  cumulative += weights[i];
  const dayTarget = i === DAYS - 1 ? TOTAL_EVENTS : Math.round((TOTAL_EVENTS * cumulative) / weightSum);
  const orders: { visitorId: string; at: Date; productIds: string[] }[] = [];
  while (counted.events + orders.length < dayTarget) await session(dayStart, orders);
  await flush();
  await writeOrders(orders);
  if (d % 10 === 0)
    process.stdout.write(
      `  ${day}: ${counted.events.toLocaleString('en-US')} events, ${((performance.now() - generationStart) / 1000).toFixed(0)} s\n`,
    );
}
await ingest.buffer.stop();
const generationS = (performance.now() - generationStart) / 1000;

// ── the reads ────────────────────────────────────────────────────────────────────────────────────────────────────

const range: DayRange = { from: daysBefore(today, DAYS - 1), to: today };
const last30: DayRange = { from: daysBefore(today, 29), to: today };
const queries: [string, () => Promise<unknown>][] = [
  ['analyticsOverview, 90 days', () => analyticsOverview(ctx, range, false)],
  ['analyticsOverview, 90 days, test orders', () => analyticsOverview(ctx, range, true)],
  ['analyticsOverview, 30 days (default)', () => analyticsOverview(ctx, last30, false)],
  ['webVitals by page type, 90 days', () => webVitals(ctx, range, { byPath: false, first: 20 })],
  ['webVitals by path, 90 days', () => webVitals(ctx, range, { byPath: true, first: 20 })],
  ['javascriptErrors, 90 days', () => javascriptErrors(ctx, range, 20)],
];

const rows = async (table: string) =>
  Number((await db.$queryRawUnsafe<{ n: bigint | number }[]>(`SELECT COUNT(*) AS n FROM "${table}"`))[0].n);
const tableBytes = async (table: string) =>
  Number(
    (
      await db.$queryRawUnsafe<{ bytes: bigint | number | null }[]>(
        'SELECT SUM(pgsize) AS bytes FROM dbstat WHERE name IN (SELECT name FROM sqlite_master WHERE tbl_name = ?)',
        table,
      )
    )[0].bytes ?? 0,
  );
await db.$queryRawUnsafe('PRAGMA wal_checkpoint(TRUNCATE)');
const mib = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MiB`;
const fileBytes = statSync(file).size;

console.log(
  `\nShopwright analytics read benchmark — ${new Date().toISOString().slice(0, 10)}, SQLite, ${DAYS} days, ${RUNS} runs per query after 3 warm-up runs\n`,
);
console.log(
  `generated ${counted.events.toLocaleString('en-US')} events (${counted.orders.toLocaleString('en-US')} orders), ${counted.performance.toLocaleString('en-US')} performance records, ${counted.errors.toLocaleString('en-US')} error reports in ${generationS.toFixed(0)} s (${Math.round((counted.events + counted.performance + counted.errors) / generationS).toLocaleString('en-US')} records/s through the write path)`,
);
console.log(`database ${mib(fileBytes)} after a checkpoint`);
for (const table of [
  'AnalyticsEvent',
  'AnalyticsDailyCount',
  'AnalyticsVisitorDay',
  'PerformanceRecord',
  'PerformanceDailyBucket',
  'JavascriptError',
  'JavascriptErrorDailyCount',
])
  console.log(
    `  ${table.padEnd(26)} ${(await rows(table)).toLocaleString('en-US').padStart(10)} rows ${mib(await tableBytes(table)).padStart(11)}`,
  );

const overview = await analyticsOverview(ctx, range, false);
const perDayOf = (n: number) => Math.round(n / DAYS).toLocaleString('en-US');
console.log(
  `what the reads see: ${perDayOf(overview.visitors)} visitors/day, ${perDayOf(overview.pageViews)} page views/day, ${perDayOf(overview.productViews)} product views/day, ${perDayOf(overview.addToCarts)} add-to-carts/day, ${perDayOf(overview.orders)} orders/day; ${overview.referrers.length} top referrers, ${overview.topProducts.length} top products; ${(await webVitals(ctx, range, { byPath: true, first: 100 })).length} web-vitals rows by path`,
);

console.log(`\nquery                                      p50 ms   p95 ms   max ms   (target ≤ ${TARGET_MS} ms)`);
for (const [name, query] of queries) {
  for (let i = 0; i < 3; i++) await query();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await query();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.max(0, Math.ceil(times.length * p) - 1)].toFixed(1);
  console.log(`${name.padEnd(42)} ${at(0.5).padStart(7)} ${at(0.95).padStart(8)} ${times[times.length - 1].toFixed(1).padStart(8)}`);
}

await db.$disconnect();
rmSync(dir, { recursive: true, force: true });
