// Privacy: no IP address is stored (rate limits count them in memory only); raw records are deleted after the
// website's retention (analyticsRetentionDays) and a visitor's steps after two days (they only make the day's
// distinct counts); one visitor's records are deleted on request. Daily counts keyed by what clients sent
// (referrers, products viewed and added, web vitals' page paths, error messages: key-caps.ts) follow the same
// retention; the other daily counts (totals, devices, page types, the funnel, orders) stay: they name no visitor.
import type { Db } from '../../db/client.ts';
import type { ServiceContext } from '../context.ts';
import { dayIn, daysBefore } from './days.ts';
import { CLIENT_KEYED_METRICS } from './key-caps.ts';

/** Rows deleted per statement, so a cleanup never holds a long lock. */
const DELETE_BATCH = 5_000;
const STEP_DAYS_KEPT = 2;
const WEBSITES_PER_PAGE = 100;

type Deleted = { events: number; performanceRecords: number; errors: number; visitorSteps: number };
type Expired = Deleted & { clientKeyedCounts: number };

/** Deletes what is older than each website's retention, batch by batch; stops between batches when asked. */
export async function deleteExpiredAnalytics(db: Db, now = new Date(), stopping: () => boolean = () => false): Promise<Expired> {
  const deleted: Expired = { events: 0, performanceRecords: 0, errors: 0, visitorSteps: 0, clientKeyedCounts: 0 };
  let cursor: string | undefined;
  for (;;) {
    const websites = await db.website.findMany({
      select: { id: true, timeZone: true, analyticsRetentionDays: true },
      orderBy: { id: 'asc' },
      take: WEBSITES_PER_PAGE,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    for (const w of websites) {
      const today = dayIn(w.timeZone, now);
      const before = daysBefore(today, w.analyticsRetentionDays);
      const cutoff = new Date(now.getTime() - w.analyticsRetentionDays * 86_400_000);
      deleted.events += await inBatches(
        stopping,
        (take) => db.analyticsEvent.findMany({ where: { websiteId: w.id, day: { lt: before } }, select: { id: true }, take }),
        (ids) => db.analyticsEvent.deleteMany({ where: { id: { in: ids } } }),
      );
      deleted.performanceRecords += await inBatches(
        stopping,
        (take) => db.performanceRecord.findMany({ where: { websiteId: w.id, createdAt: { lt: cutoff } }, select: { id: true }, take }),
        (ids) => db.performanceRecord.deleteMany({ where: { id: { in: ids } } }),
      );
      deleted.errors += await inBatches(
        stopping,
        (take) => db.javascriptError.findMany({ where: { websiteId: w.id, day: { lt: before } }, select: { id: true }, take }),
        (ids) => db.javascriptError.deleteMany({ where: { id: { in: ids } } }),
      );
      deleted.visitorSteps += (
        await db.analyticsVisitorDay.deleteMany({ where: { websiteId: w.id, day: { lt: daysBefore(today, STEP_DAYS_KEPT) } } })
      ).count;
      deleted.clientKeyedCounts += await deleteClientKeyedCounts(db, w.id, before);
      if (stopping()) return deleted;
    }
    if (websites.length < WEBSITES_PER_PAGE) return deleted;
    cursor = websites[websites.length - 1].id;
  }
}

/** The website's daily counts keyed by what clients sent, from days before `before` (a bounded number a day). */
async function deleteClientKeyedCounts(db: Db, websiteId: string, before: string): Promise<number> {
  const day = { lt: before };
  const [counts, buckets, errors] = await Promise.all([
    db.analyticsDailyCount.deleteMany({ where: { websiteId, day, metric: { in: [...CLIENT_KEYED_METRICS] }, key: { not: '' } } }),
    db.performanceDailyBucket.deleteMany({ where: { websiteId, day } }),
    db.javascriptErrorDailyCount.deleteMany({ where: { websiteId, day } }),
  ]);
  return counts.count + buckets.count + errors.count;
}

async function inBatches(
  stopping: () => boolean,
  find: (take: number) => Promise<{ id: string }[]>,
  remove: (ids: string[]) => Promise<{ count: number }>,
): Promise<number> {
  let total = 0;
  while (!stopping()) {
    const rows = await find(DELETE_BATCH);
    if (rows.length === 0) break;
    total += (await remove(rows.map((r) => r.id))).count;
    if (rows.length < DELETE_BATCH) break;
  }
  return total;
}

/**
 * Deletes one visitor's records: events, steps and error reports by visitor id (the ss_cvr cookie's first part, or
 * a headless client's visitor id), performance records by analytics id (the SS_ANALYTICS_ID cookie). What is still
 * waiting in the buffer is written first, so it is deleted too.
 */
export async function deleteVisitorAnalytics(
  ctx: ServiceContext & { analytics: { buffer: { flush(): Promise<void> } } },
  visitorId: string,
): Promise<Deleted> {
  await ctx.analytics.buffer.flush();
  const websiteId = ctx.website.id;
  return ctx.db.$transaction(async (tx) => ({
    events: (await tx.analyticsEvent.deleteMany({ where: { websiteId, visitorId } })).count,
    visitorSteps: (await tx.analyticsVisitorDay.deleteMany({ where: { websiteId, visitorId } })).count,
    errors: (await tx.javascriptError.deleteMany({ where: { websiteId, visitorId } })).count,
    performanceRecords: (await tx.performanceRecord.deleteMany({ where: { websiteId, analyticsId: visitorId } })).count,
  }));
}
