// What owners read (role analytics:read): daily counts summed over a range of days, web vitals from summed
// histogram buckets, and JavaScript errors grouped by message. Every read is a GROUP BY over daily rows (at most
// MAX_RANGE_DAYS days of them), never a scan of raw events.
import { PageType } from '../../../domain/site-structure.ts';
import {
  type BucketCount,
  percentileFromBuckets,
  ratingShares,
  WEB_VITAL_METRICS,
  type WebVitalMetric,
  type WebVitalRating,
  webVitalRating,
} from '../../../domain/web-vitals.ts';
import type { ServiceContext } from '../context.ts';
import { dayIn, daysBefore } from './days.ts';
import { FUNNEL_STEPS, type FunnelStep, Metric } from './records.ts';

export const MAX_RANGE_DAYS = 400;
export const DEFAULT_RANGE_DAYS = 30;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type DayRange = { from: string; to: string };
export type RangeInput = { from?: string | null; to?: string | null };

/** The range asked for (YYYY-MM-DD, both days included), defaulting to the last 30 days in the website's time zone. */
export function dayRange(ctx: ServiceContext, input: RangeInput, now = new Date()): DayRange | { error: string } {
  const today = dayIn(ctx.website.timeZone, now);
  const to = input.to ?? today;
  const from = input.from ?? daysBefore(to, DEFAULT_RANGE_DAYS - 1);
  if (!isDay(from) || !isDay(to)) return { error: 'Days are written YYYY-MM-DD.' };
  if (from > to) return { error: 'The range starts after it ends.' };
  if (daysBefore(to, MAX_RANGE_DAYS - 1) > from) return { error: `A range spans at most ${MAX_RANGE_DAYS} days.` };
  return { from, to };
}

const isDay = (d: string) =>
  DAY.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);

const SERIES = [
  Metric.VISITS,
  Metric.VISITORS,
  Metric.PAGE_VIEWS,
  Metric.PRODUCT_VIEWS,
  Metric.ADD_TO_CARTS,
  Metric.CHECKOUTS,
  Metric.ORDERS,
  Metric.REVENUE_CENTS,
  Metric.TEST_ORDERS,
  Metric.TEST_REVENUE_CENTS,
  Metric.LEADS,
];

export type Totals = {
  visits: number;
  visitors: number;
  pageViews: number;
  productViews: number;
  addToCarts: number;
  checkouts: number;
  orders: number;
  revenueCents: number;
  leads: number;
};
export type KeyCount = { key: string; count: number };
export type FunnelRow = { step: FunnelStep; visitors: number; rateFromPrevious: number | null; rateFromStart: number | null };
export type ProductRow = { productId: string; title: string | null; views: number; addToCarts: number; unitsSold: number };
export type Overview = Totals & {
  range: DayRange;
  conversionRate: number | null;
  days: (Totals & { day: string })[];
  funnel: FunnelRow[];
  pageViewsByPageType: { pageType: number | null; count: number }[];
  topProducts: ProductRow[];
  referrers: KeyCount[];
  devices: KeyCount[];
  events: KeyCount[];
  droppedEvents: KeyCount[];
};

const where = (ctx: ServiceContext, range: DayRange) => ({ websiteId: ctx.website.id, day: { gte: range.from, lte: range.to } });
const num = (v: bigint | number | null | undefined) => Number(v ?? 0);
const TOP = 20;

export async function analyticsOverview(ctx: ServiceContext, range: DayRange, includeTestOrders: boolean): Promise<Overview> {
  const [byDay, byKey] = await Promise.all([
    ctx.db.analyticsDailyCount.groupBy({
      by: ['day', 'metric'],
      where: { ...where(ctx, range), metric: { in: SERIES } },
      _sum: { value: true },
    }),
    ctx.db.analyticsDailyCount.groupBy({
      by: ['metric', 'key'],
      where: {
        ...where(ctx, range),
        metric: { notIn: [Metric.VISITS, Metric.VISITORS, Metric.ORDERS, Metric.REVENUE_CENTS, Metric.LEADS] },
      },
      _sum: { value: true },
    }),
  ]);
  const days = new Map<string, Map<string, number>>();
  for (const row of byDay) {
    const day = days.get(row.day) ?? new Map<string, number>();
    day.set(row.metric, num(row._sum.value));
    days.set(row.day, day);
  }
  const totalsOf = (m: Map<string, number>): Totals => ({
    visits: m.get(Metric.VISITS) ?? 0,
    visitors: m.get(Metric.VISITORS) ?? 0,
    pageViews: m.get(Metric.PAGE_VIEWS) ?? 0,
    productViews: m.get(Metric.PRODUCT_VIEWS) ?? 0,
    addToCarts: m.get(Metric.ADD_TO_CARTS) ?? 0,
    checkouts: m.get(Metric.CHECKOUTS) ?? 0,
    orders: (m.get(Metric.ORDERS) ?? 0) + (includeTestOrders ? (m.get(Metric.TEST_ORDERS) ?? 0) : 0),
    revenueCents: (m.get(Metric.REVENUE_CENTS) ?? 0) + (includeTestOrders ? (m.get(Metric.TEST_REVENUE_CENTS) ?? 0) : 0),
    leads: m.get(Metric.LEADS) ?? 0,
  });
  const series = [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, m]) => ({ day, ...totalsOf(m) }));
  const sum = new Map<string, number>();
  for (const d of days.values()) for (const [metric, value] of d) sum.set(metric, (sum.get(metric) ?? 0) + value);
  const totals = totalsOf(sum);

  const keyed = (metric: string) =>
    byKey
      .filter((r) => r.metric === metric)
      .map((r) => ({ key: r.key, count: num(r._sum.value) }))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  const funnelCounts = new Map(keyed(Metric.FUNNEL).map((r) => [r.key, r.count]));
  if (includeTestOrders) funnelCounts.set('order', (funnelCounts.get('order') ?? 0) + (funnelCounts.get('test-order') ?? 0));
  return {
    range,
    ...totals,
    conversionRate: totals.visits > 0 ? totals.orders / totals.visits : null,
    days: series,
    funnel: funnel(funnelCounts),
    pageViewsByPageType: keyed(Metric.PAGE_VIEWS).map((r) => ({ pageType: r.key === '' ? null : Number(r.key), count: r.count })),
    topProducts: await withTitles(ctx, topProducts(keyed, includeTestOrders)),
    referrers: keyed(Metric.REFERRERS).slice(0, TOP),
    devices: keyed(Metric.DEVICES),
    events: keyed(Metric.EVENTS),
    droppedEvents: keyed(Metric.DROPPED_EVENTS).slice(0, TOP),
  };
}

function funnel(counts: Map<string, number>): FunnelRow[] {
  const start = counts.get('visit') ?? 0;
  return FUNNEL_STEPS.map((step, i) => {
    const visitors = counts.get(step) ?? 0;
    const previous = i === 0 ? null : (counts.get(FUNNEL_STEPS[i - 1]) ?? 0);
    return {
      step,
      visitors,
      rateFromPrevious: previous ? visitors / previous : null,
      rateFromStart: start ? visitors / start : null,
    };
  });
}

async function withTitles(ctx: ServiceContext, rows: ProductRow[]): Promise<ProductRow[]> {
  const items = await ctx.db.item.findMany({
    where: { websiteId: ctx.website.id, id: { in: rows.map((r) => r.productId) } },
    select: { id: true, title: true },
  });
  const titles = new Map(items.map((i) => [i.id, i.title]));
  return rows.map((r) => ({ ...r, title: titles.get(r.productId) ?? null }));
}

function topProducts(keyed: (metric: string) => KeyCount[], includeTestOrders: boolean): ProductRow[] {
  const rows = new Map<string, ProductRow>();
  const row = (productId: string) => {
    const existing = rows.get(productId);
    if (existing) return existing;
    const created: ProductRow = { productId, title: null, views: 0, addToCarts: 0, unitsSold: 0 };
    rows.set(productId, created);
    return created;
  };
  for (const { key, count } of keyed(Metric.PRODUCT_VIEWS)) row(key).views += count;
  for (const { key, count } of keyed(Metric.ADD_TO_CARTS)) if (key) row(key).addToCarts += count;
  for (const { key, count } of keyed(Metric.PRODUCT_UNITS_SOLD)) row(key).unitsSold += count;
  if (includeTestOrders) for (const { key, count } of keyed(`test:${Metric.PRODUCT_UNITS_SOLD}`)) row(key).unitsSold += count;
  return [...rows.values()]
    .sort((a, b) => b.unitsSold - a.unitsSold || b.views - a.views || b.addToCarts - a.addToCarts || a.productId.localeCompare(b.productId))
    .slice(0, TOP);
}

export type WebVitalRow = {
  pageType: number | null;
  path: string | null;
  metric: WebVitalMetric;
  count: number;
  p75: number | null;
  rating: WebVitalRating | null;
  good: number;
  needsImprovement: number;
  poor: number;
};

/** p75 and rating counts per page type (or per page type and path), busiest first; at most `first` groups. */
export async function webVitals(
  ctx: ServiceContext,
  range: DayRange,
  opts: { byPath: boolean; pageType?: number | null; first: number },
): Promise<WebVitalRow[]> {
  const rows = await ctx.db.performanceDailyBucket.groupBy({
    by: opts.byPath ? ['pageType', 'path', 'metric', 'bucket'] : ['pageType', 'metric', 'bucket'],
    where: { ...where(ctx, range), ...(opts.pageType == null ? {} : { pageType: String(opts.pageType) }) },
    _sum: { count: true },
  });
  const groups = new Map<string, { pageType: string; path: string | null; metric: WebVitalMetric; buckets: BucketCount[] }>();
  for (const r of rows) {
    const path = opts.byPath ? (r as { path: string }).path : null;
    const key = [r.pageType, path, r.metric].join('\u0000');
    const group = groups.get(key) ?? { pageType: r.pageType, path, metric: r.metric as WebVitalMetric, buckets: [] };
    group.buckets.push({ bucket: r.bucket, count: num(r._sum.count) });
    groups.set(key, group);
  }
  const result = [...groups.values()]
    .filter((g) => (WEB_VITAL_METRICS as readonly string[]).includes(g.metric))
    .map((g): WebVitalRow => {
      const p75 = percentileFromBuckets(g.metric, g.buckets);
      const shares = ratingShares(g.metric, g.buckets);
      return {
        pageType: g.pageType === '' ? null : Number(g.pageType),
        path: g.path,
        metric: g.metric,
        count: g.buckets.reduce((s, b) => s + b.count, 0),
        p75,
        rating: p75 == null ? null : webVitalRating(g.metric, p75),
        good: shares.good,
        needsImprovement: shares['needs-improvement'],
        poor: shares.poor,
      };
    });
  // Busiest page groups first, their metrics in the order of WEB_VITAL_METRICS.
  const volume = new Map<string, number>();
  for (const r of result) volume.set(`${r.pageType}\u0000${r.path}`, Math.max(volume.get(`${r.pageType}\u0000${r.path}`) ?? 0, r.count));
  const kept = new Set(
    [...volume]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, opts.first)
      .map(([k]) => k),
  );
  return result
    .filter((r) => kept.has(`${r.pageType}\u0000${r.path}`))
    .sort(
      (a, b) =>
        (volume.get(`${b.pageType}\u0000${b.path}`) ?? 0) - (volume.get(`${a.pageType}\u0000${a.path}`) ?? 0) ||
        `${a.pageType}\u0000${a.path}`.localeCompare(`${b.pageType}\u0000${b.path}`) ||
        WEB_VITAL_METRICS.indexOf(a.metric) - WEB_VITAL_METRICS.indexOf(b.metric),
    );
}

export type ErrorGroup = {
  message: string;
  count: number;
  lastSeenAt: Date;
  errorType: string | null;
  url: string | null;
  stack: string | null;
};

/** JavaScript errors grouped by message, most frequent first, each with its latest report as a sample. */
export async function javascriptErrors(ctx: ServiceContext, range: DayRange, first: number): Promise<ErrorGroup[]> {
  const groups = await ctx.db.javascriptErrorDailyCount.groupBy({
    by: ['messageKey'],
    where: where(ctx, range),
    _sum: { count: true },
    _max: { lastSeenAt: true, message: true },
    orderBy: [{ _sum: { count: 'desc' } }, { messageKey: 'asc' }],
    take: first,
  });
  // One indexed read per group (at most `first`): its latest report.
  const samples = await Promise.all(
    groups.map((g) =>
      ctx.db.javascriptError.findFirst({
        where: { websiteId: ctx.website.id, messageKey: g.messageKey },
        orderBy: { createdAt: 'desc' },
        select: { messageKey: true, errorType: true, url: true, stack: true },
      }),
    ),
  );
  const sampleOf = new Map(samples.flatMap((s) => (s ? [[s.messageKey, s] as const] : [])));
  return groups.map((g) => {
    const sample = sampleOf.get(g.messageKey);
    return {
      message: g._max.message ?? '',
      count: num(g._sum.count),
      lastSeenAt: g._max.lastSeenAt ?? new Date(0),
      errorType: sample?.errorType ?? null,
      url: sample?.url ?? null,
      stack: sample?.stack ?? null,
    };
  });
}

/** Page type numbers readers see named (PageType's keys). */
export const pageTypeName = (pageType: number | null) =>
  pageType == null
    ? null
    : (Object.entries(PageType)
        .find(([, n]) => n === pageType)?.[0]
        .toLowerCase()
        .replaceAll('_', ' ') ?? null);
