// How analytics records are kept (docs/analytics.md): the bounded buffer (503 when full, a website holds at most its
// share, everything accepted is written at stop), retention, and deleting one visitor's records.
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { OTHER_ERRORS_MESSAGE } from '../../domain/limit-messages.ts';
import { MAX_DAILY_KEYS, MAX_VISITS_PER_VISITOR_DAY } from '../../domain/store-limits.ts';
import { ANALYTICS_BUFFER_LIMITS, AnalyticsBuffer } from '../../server/services/analytics/buffer.ts';
import { analyticsCaller } from '../../server/services/analytics/caller.ts';
import { AnalyticsIngest } from '../../server/services/analytics/ingest.ts';
import { OTHER_KEY } from '../../server/services/analytics/key-caps.ts';
import { deleteExpiredAnalytics } from '../../server/services/analytics/privacy.ts';
import type { AnalyticsRecord } from '../../server/services/analytics/records.ts';
import { startTestApp } from './harness.ts';

const t = await startTestApp();
afterAll(() => t.close());
const log = pino({ level: 'silent' });
const website = await t.db.website.findUniqueOrThrow({ where: { id: 'site-demo' } });
const admin = { headers: { authorization: `Bearer ${t.owner.token}` } };

const record = (websiteId = 'site-demo', visitorId = 'v-1', day = '2026-11-20'): AnalyticsRecord => ({
  type: 'event',
  websiteId,
  day,
  at: new Date(`${day}T12:00:00Z`),
  visitorId,
  family: 'shopping',
  name: 'view cart',
  pageType: null,
  path: '/cart',
  productId: null,
  payload: {},
  counts: [{ metric: 'events', key: 'shopping:view cart', value: 1 }],
  steps: [{ step: 'visit', counts: [{ metric: 'visitors', key: '', value: 1 }] }],
});

describe('the analytics buffer', () => {
  const limits = { capacity: 10, perWebsite: 6, flushAt: 1000, flushEveryMs: 60_000, batchSize: 4 };

  it('refuses a request when full, rather than growing, and a website may fill only its share', async () => {
    const buffer = new AnalyticsBuffer(t.db, log, limits);
    expect(buffer.offer(Array.from({ length: 6 }, () => record()))).toBe(true);
    expect(buffer.offer([record()])).toBe(false); // site-demo holds its 6
    await t.db.website.create({ data: { id: 'site-b', name: 'B' } });
    expect(buffer.offer(Array.from({ length: 4 }, () => record('site-b')))).toBe(true);
    expect(buffer.offer([record('site-b')])).toBe(false); // 10 of 10
    expect(buffer.size).toBe(10);
    await buffer.stop();
  });

  it('writes everything it accepted when stopped, in batches, and takes nothing after', async () => {
    await t.db.analyticsEvent.deleteMany({});
    const buffer = new AnalyticsBuffer(t.db, log, limits);
    expect(buffer.offer(Array.from({ length: 6 }, (_, i) => record('site-demo', `visitor-${i}`)))).toBe(true);
    await buffer.stop();
    expect(buffer.size).toBe(0);
    expect(await t.db.analyticsEvent.count()).toBe(6);
    expect(buffer.offer([record()])).toBe(false);
  });

  it('answers 503 with Retry-After when the buffer is full', async () => {
    const ingest = new AnalyticsIngest(t.db, log, { rateLimits: false, buffer: { ...limits, capacity: 2, perWebsite: 2 } });
    const caller = analyticsCaller({ website, visitor: { id: 'v-9', ip: '10.0.0.1' }, owner: null });
    const events = { events: [{ name: 'view cart' }, { name: 'view cart' }] };
    expect(await ingest.recordShoppingEvents(caller, events)).toEqual({ ok: true, accepted: 2, skipped: 0 });
    expect(await ingest.recordShoppingEvents(caller, events)).toMatchObject({ ok: false, reason: 'busy', retryAfterSeconds: 1 });
    await ingest.buffer.stop();
  });

  it('adds to daily counts once per batch row, and counts a visitor once per day across batches', async () => {
    await t.db.analyticsDailyCount.deleteMany({});
    const buffer = new AnalyticsBuffer(t.db, log, limits);
    buffer.offer([record('site-demo', 'same'), record('site-demo', 'same'), record('site-demo', 'other')]);
    await buffer.flush();
    buffer.offer([record('site-demo', 'same')]);
    await buffer.stop();
    const counts = await t.db.analyticsDailyCount.findMany({
      where: { websiteId: 'site-demo', day: '2026-11-20' },
      orderBy: { metric: 'asc' },
    });
    expect(counts.map((c) => [c.metric, Number(c.value)])).toEqual([
      ['events', 4],
      ['visitors', 2],
    ]);
  });
});

describe('keys clients choose are bounded per website and day', () => {
  const caller = (visitorId: string) =>
    analyticsCaller(
      { website, visitor: { id: visitorId, ip: '10.0.0.9', visitCount: 1 }, owner: null },
      {},
      new Date('2026-11-20T12:00:00Z'),
    );
  const rows = (where: object) => t.db.analyticsDailyCount.findMany({ where: { websiteId: 'site-demo', day: '2026-11-20', ...where } });

  it('a referrer flood: the first 1,000 referrers of the day are kept, the rest counted as (other); nothing is lost from the totals', async () => {
    await t.db.website.update({ where: { id: 'site-demo' }, data: { timeZone: 'UTC' } });
    await t.db.analyticsDailyCount.deleteMany({});
    await t.db.analyticsVisitorDay.deleteMany({});
    const ingest = new AnalyticsIngest(t.db, log, { rateLimits: false, buffer: { ...ANALYTICS_BUFFER_LIMITS, batchSize: 500 } });
    const hit = (i: number) =>
      ingest.recordHit(caller(`visitor-${i}`), { data: { url: 'https://localhost/shop', referrer: `https://spam-${i}.example/` } });
    for (let i = 0; i < 1_200; i++) expect((await hit(i)).ok).toBe(true);
    await ingest.buffer.flush();
    // A later batch with new referrers: all of them past the bound.
    for (let i = 1_200; i < 1_210; i++) await hit(i);
    await ingest.buffer.stop();
    const referrers = await rows({ metric: 'referrers' });
    expect(referrers).toHaveLength(MAX_DAILY_KEYS + 1);
    expect(Number(referrers.find((r) => r.key === OTHER_KEY)?.value)).toBe(210);
    expect(referrers.reduce((sum, r) => sum + Number(r.value), 0)).toBe(1_210);
    expect(Number((await rows({ metric: 'visits' }))[0].value)).toBe(1_210);
  });

  it('error messages past 1,000 a day are counted as one other message', async () => {
    await t.db.javascriptErrorDailyCount.deleteMany({});
    const ingest = new AnalyticsIngest(t.db, log, { rateLimits: false });
    for (let i = 0; i < 1_050; i += 20) {
      const errors = Array.from({ length: 20 }, (_, j) => ({ message: `boom ${i + j}` }));
      expect((await ingest.recordJavascriptErrors(caller('v-err'), { errors })).ok).toBe(true);
    }
    await ingest.buffer.stop();
    const counts = await t.db.javascriptErrorDailyCount.findMany({ where: { websiteId: 'site-demo', day: '2026-11-20' } });
    expect(counts).toHaveLength(MAX_DAILY_KEYS + 1);
    expect(counts.find((c) => c.messageKey === OTHER_KEY)).toMatchObject({ message: OTHER_ERRORS_MESSAGE, count: 60 });
  });

  it('web vitals of more than 1,000 page paths a day: the rest under (other)', async () => {
    await t.db.performanceDailyBucket.deleteMany({});
    const ingest = new AnalyticsIngest(t.db, log, { rateLimits: false });
    for (let i = 0; i < 1_040; i += 40) {
      const envelopes = Array.from({ length: 40 }, (_, j) => ({
        event: 'page_speed',
        data: { pathname: `/junk/${i + j}`, pageType: 2, largest_contentful_paint_ms: 900 },
      }));
      expect(await ingest.recordPerformance(caller('v-perf'), envelopes)).toEqual({ ok: true, accepted: 40, skipped: 0 });
    }
    await ingest.buffer.stop();
    const paths = await t.db.performanceDailyBucket.groupBy({ by: ['path'], where: { websiteId: 'site-demo', day: '2026-11-20' } });
    expect(paths).toHaveLength(MAX_DAILY_KEYS + 1);
    expect(paths.some((p) => p.path === OTHER_KEY)).toBe(true);
  });
});

describe('privacy', () => {
  it('deletes raw records past the retention and visitor steps after two days; daily counts stay', async () => {
    await t.db.website.update({ where: { id: 'site-demo' }, data: { analyticsRetentionDays: 30, timeZone: 'UTC' } });
    await t.db.analyticsEvent.deleteMany({});
    await t.db.analyticsVisitorDay.deleteMany({});
    const buffer = new AnalyticsBuffer(t.db, log);
    buffer.offer([
      record('site-demo', 'old', '2026-09-01'),
      record('site-demo', 'recent', '2026-11-20'),
      record('site-demo', 'today', '2026-11-22'),
    ]);
    await buffer.stop();
    await t.db.performanceRecord.create({
      data: { websiteId: 'site-demo', event: 'page_speed', data: {}, ts: new Date('2026-09-01'), createdAt: new Date('2026-09-01') },
    });
    const deleted = await deleteExpiredAnalytics(t.db, new Date('2026-11-22T12:00:00Z'));
    expect(deleted).toMatchObject({ events: 1, performanceRecords: 1 });
    expect((await t.db.analyticsEvent.findMany({ select: { visitorId: true }, orderBy: { day: 'asc' } })).map((e) => e.visitorId)).toEqual([
      'recent',
      'today',
    ]);
    expect((await t.db.analyticsVisitorDay.findMany({ select: { visitorId: true } })).map((s) => s.visitorId).sort()).toEqual([
      'recent',
      'today',
    ]);
    expect(await t.db.analyticsDailyCount.count({ where: { day: '2026-09-01' } })).toBeGreaterThan(0);
  });

  it('daily counts keyed by what clients sent follow the retention; totals, devices and the funnel stay', async () => {
    await t.db.website.update({ where: { id: 'site-demo' }, data: { analyticsRetentionDays: 30, timeZone: 'UTC' } });
    await t.db.analyticsDailyCount.deleteMany({});
    const day = { websiteId: 'site-demo', day: '2026-09-01' };
    await t.db.analyticsDailyCount.createMany({
      data: [
        { ...day, metric: 'referrers', key: 'spam.example', value: 1 },
        { ...day, metric: 'productViews', key: 'prod-x', value: 1 },
        { ...day, metric: 'visits', key: '', value: 1 },
        { ...day, metric: 'devices', key: 'mobile', value: 1 },
        { ...day, metric: 'funnel', key: 'visit', value: 1 },
        { ...day, day: '2026-11-20', metric: 'referrers', key: 'recent.example', value: 1 },
      ],
    });
    await t.db.javascriptErrorDailyCount.create({
      data: { ...day, messageKey: 'k', message: 'old', count: 1, lastSeenAt: new Date('2026-09-01') },
    });
    await t.db.performanceDailyBucket.create({ data: { ...day, pageType: '2', path: '/old', metric: 'lcp', bucket: 0, count: 1 } });
    const deleted = await deleteExpiredAnalytics(t.db, new Date('2026-11-22T12:00:00Z'));
    expect(deleted.clientKeyedCounts).toBe(4);
    const left = await t.db.analyticsDailyCount.findMany({ orderBy: [{ day: 'asc' }, { metric: 'asc' }] });
    expect(left.map((r) => `${r.day} ${r.metric} ${r.key}`)).toEqual([
      '2026-09-01 devices mobile',
      '2026-09-01 funnel visit',
      '2026-09-01 visits ',
      '2026-11-20 referrers recent.example',
    ]);
  });

  it('the retention is a whole number of days from 1 to 3650', async () => {
    const res = await t.gql<any>(
      'mutation { updateStoreSettings(input: { analyticsRetentionDays: 0 }) { ok userErrors { code message } } }',
      {},
      admin,
    );
    expect(res.data.updateStoreSettings).toEqual({
      ok: false,
      userErrors: [{ code: 'INVALID_RETENTION', message: 'Keep analytics records from 1 to 3650 days.' }],
    });
  });

  it("deletes one visitor's records on an owner's request, including what still waits in the buffer", async () => {
    await t.analytics.buffer.flush();
    t.analytics.buffer.offer([record('site-demo', 'forget-me'), record('site-demo', 'keep-me')]);
    await t.db.performanceRecord.create({
      data: { websiteId: 'site-demo', analyticsId: 'forget-me', event: 'page_speed', data: {}, ts: new Date() },
    });
    const res = await t.gql<any>(
      'mutation { deleteVisitorAnalytics(visitorId: "forget-me") { events performanceRecords errors visitorSteps } }',
      {},
      admin,
    );
    expect(res.data.deleteVisitorAnalytics).toEqual({ events: 1, performanceRecords: 1, errors: 0, visitorSteps: 1 });
    expect(await t.db.analyticsEvent.count({ where: { visitorId: 'forget-me' } })).toBe(0);
    expect(await t.db.analyticsEvent.count({ where: { visitorId: 'keep-me' } })).toBe(1);
  });
});

describe('visits', () => {
  it('one visitor counts at most 48 different visits a day, whatever visit count its cookie claims', async () => {
    await t.db.analyticsDailyCount.deleteMany({});
    await t.db.analyticsVisitorDay.deleteMany({});
    const ingest = new AnalyticsIngest(t.db, log, { rateLimits: false });
    const at = new Date('2026-11-21T12:00:00Z');
    for (let visit = 1; visit <= 100; visit++) {
      const caller = analyticsCaller({ website, visitor: { id: 'visit-bumper', ip: '10.0.0.7', visitCount: visit }, owner: null }, {}, at);
      await ingest.recordHit(caller, { data: { url: 'https://localhost/shop' } });
    }
    await ingest.buffer.stop();
    const visits = await t.db.analyticsDailyCount.findMany({ where: { metric: 'visits' } });
    expect(visits.map((v) => Number(v.value))).toEqual([MAX_VISITS_PER_VISITOR_DAY]);
    expect(await t.db.analyticsEvent.count({ where: { visitorId: 'visit-bumper' } })).toBe(100);
  });
});
