// Writes a batch of analytics records in the caller's transaction: the raw rows, then the daily counts they add.
// Statements are multi-row and their number is constant in the batch size (chunks of CHUNK rows); counts are summed
// in memory first, so one batch touches each daily row once (ON CONFLICT … DO UPDATE adds to it).
import { join, sqltag } from '@prisma/client/runtime/client';
import type { Prisma, Tx } from '../../db/client.ts';
import type { AnalyticsRecord, Count, ErrorReport, EventRecord, PerformanceEntry } from './records.ts';

const CHUNK = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

const sep = '\u0000';

export async function writeRecords(tx: Tx, records: readonly AnalyticsRecord[]): Promise<void> {
  const events = records.filter((r): r is EventRecord => r.type === 'event');
  const performance = records.filter((r): r is PerformanceEntry => r.type === 'performance');
  const errors = records.filter((r): r is ErrorReport => r.type === 'error');
  if (events.length) await writeEvents(tx, events);
  if (performance.length) await writePerformance(tx, performance);
  if (errors.length) await writeErrors(tx, errors);
}

async function writeEvents(tx: Tx, events: EventRecord[]) {
  await tx.analyticsEvent.createMany({
    data: events.map((e) => ({
      websiteId: e.websiteId,
      visitorId: e.visitorId,
      family: e.family,
      name: e.name,
      pageType: e.pageType,
      path: e.path,
      productId: e.productId,
      day: e.day,
      payload: e.payload,
      createdAt: e.at,
    })),
  });
  const totals = new Map<string, number>();
  const add = (websiteId: string, day: string, c: Count) => {
    const key = [websiteId, day, c.metric, c.key].join(sep);
    totals.set(key, (totals.get(key) ?? 0) + c.value);
  };
  for (const e of events) for (const c of e.counts) add(e.websiteId, e.day, c);
  for (const [websiteId, day, counts] of await newSteps(tx, events)) for (const c of counts) add(websiteId, day, c);
  const rows = [...totals].map(([key, value]) => [...key.split(sep), value] as const);
  for (const chunk of chunks(rows)) {
    const values = join(chunk.map(([w, d, m, k, v]) => sqltag`(${w}, ${d}, ${m}, ${k}, ${v})`));
    await tx.$executeRaw`INSERT INTO "AnalyticsDailyCount" ("websiteId", "day", "metric", "key", "value") VALUES ${values}
      ON CONFLICT ("websiteId", "day", "metric", "key") DO UPDATE SET "value" = "AnalyticsDailyCount"."value" + excluded."value"`;
  }
}

/** Inserts each (visitor, day, step) once; answers the counts of the steps that were new. */
async function newSteps(tx: Tx, events: EventRecord[]): Promise<[string, string, Count[]][]> {
  const wanted = new Map<string, { websiteId: string; day: string; visitorId: string; step: string; counts: Count[] }>();
  for (const e of events) {
    if (!e.visitorId) continue;
    for (const s of e.steps) {
      const key = [e.websiteId, e.day, e.visitorId, s.step].join(sep);
      if (!wanted.has(key)) wanted.set(key, { websiteId: e.websiteId, day: e.day, visitorId: e.visitorId, step: s.step, counts: s.counts });
    }
  }
  const added: [string, string, Count[]][] = [];
  for (const chunk of chunks([...wanted.values()])) {
    const values = join(chunk.map((s) => sqltag`(${s.websiteId}, ${s.day}, ${s.visitorId}, ${s.step})`));
    const inserted = await tx.$queryRaw<{ websiteId: string; day: string; visitorId: string; step: string }[]>`
      INSERT INTO "AnalyticsVisitorDay" ("websiteId", "day", "visitorId", "step") VALUES ${values}
      ON CONFLICT DO NOTHING RETURNING "websiteId", "day", "visitorId", "step"`;
    for (const row of inserted) {
      const step = wanted.get([row.websiteId, row.day, row.visitorId, row.step].join(sep));
      if (step) added.push([row.websiteId, row.day, step.counts]);
    }
  }
  return added;
}

async function writePerformance(tx: Tx, entries: PerformanceEntry[]) {
  await tx.performanceRecord.createMany({
    data: entries.map(({ type: _type, at, buckets: _buckets, ...row }) => ({ ...row, createdAt: at })),
  });
  const totals = new Map<string, number>();
  for (const e of entries)
    for (const b of e.buckets) {
      const key = [e.websiteId, e.day, b.pageType, b.path, b.metric, b.bucket].join(sep);
      totals.set(key, (totals.get(key) ?? 0) + 1);
    }
  const rows = [...totals].map(([key, n]) => [...key.split(sep), n] as const);
  for (const chunk of chunks(rows)) {
    const values = join(chunk.map(([w, d, p, path, m, b, n]) => sqltag`(${w}, ${d}, ${p}, ${path}, ${m}, ${Number(b)}, ${n})`));
    await tx.$executeRaw`INSERT INTO "PerformanceDailyBucket" ("websiteId", "day", "pageType", "path", "metric", "bucket", "count")
      VALUES ${values} ON CONFLICT ("websiteId", "day", "pageType", "path", "metric", "bucket")
      DO UPDATE SET "count" = "PerformanceDailyBucket"."count" + excluded."count"`;
  }
}

async function writeErrors(tx: Tx, errors: ErrorReport[]) {
  await tx.javascriptError.createMany({
    data: errors.map(({ type: _type, at, ...row }) => ({ ...row, createdAt: at }) satisfies Prisma.JavascriptErrorCreateManyInput),
  });
  // Error reports are few (10 per page at most): one upsert per message and day.
  const groups = new Map<string, { e: ErrorReport; n: number; last: Date }>();
  for (const e of errors) {
    const key = [e.websiteId, e.day, e.messageKey].join(sep);
    const group = groups.get(key);
    if (group) {
      group.n += 1;
      if (e.at > group.last) group.last = e.at;
    } else groups.set(key, { e, n: 1, last: e.at });
  }
  for (const { e, n, last } of groups.values()) {
    await tx.javascriptErrorDailyCount.upsert({
      where: { websiteId_day_messageKey: { websiteId: e.websiteId, day: e.day, messageKey: e.messageKey } },
      create: { websiteId: e.websiteId, day: e.day, messageKey: e.messageKey, message: e.message, count: n, lastSeenAt: last },
      update: { count: { increment: n }, lastSeenAt: last },
    });
  }
}
