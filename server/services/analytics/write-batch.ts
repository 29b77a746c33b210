// The SQL that writes a batch of analytics records: the raw rows, then the daily counts they add. Statements are
// multi-row and their number is constant in the batch size (chunks of CHUNK rows); counts are summed in memory first,
// so one statement touches each daily row once (ON CONFLICT … DO UPDATE adds to it). The statements are values —
// PostgreSQL runs them in a Prisma transaction (writeRecords), SQLite on its writer thread (db/sqlite-writer.ts) —
// and none reads another's result, so both run them the same way. Raw rows go in as plain multi-row INSERTs: ten
// times faster than createMany for thousands of rows (docs/performance.md#analytics).
import { randomUUID } from 'node:crypto';
import { join, raw, type Sql, sqltag } from '@prisma/client/runtime/client';
import type { Tx } from '../../db/client.ts';
import type { AnalyticsRecord, Count, ErrorReport, EventRecord, PerformanceEntry } from './records.ts';

const CHUNK = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

const sep = '\u0000';

/** The statements that write `records`, in order, for one transaction. */
export function analyticsStatements(records: readonly AnalyticsRecord[]): Sql[] {
  const events = records.filter((r): r is EventRecord => r.type === 'event');
  const performance = records.filter((r): r is PerformanceEntry => r.type === 'performance');
  const errors = records.filter((r): r is ErrorReport => r.type === 'error');
  return [...eventStatements(events), ...performanceStatements(performance), ...errorStatements(errors)];
}

/** Writes `records` in the caller's transaction. */
export async function writeRecords(tx: Tx, records: readonly AnalyticsRecord[]): Promise<void> {
  for (const statement of analyticsStatements(records)) await tx.$executeRaw(statement);
}

type Value = string | number | boolean | Date | null;

/** Multi-row INSERTs of `rows` (values in `columns` order), CHUNK rows per statement; ids are made here. */
function insertRows(table: string, columns: string[], rows: Value[][]): Sql[] {
  const head = raw(`INSERT INTO "${table}" ("id", ${columns.map((c) => `"${c}"`).join(', ')}) VALUES `);
  return chunks(rows).map((chunk) => sqltag`${head}${join(chunk.map((row) => sqltag`(${join([randomUUID(), ...row])})`))}`);
}

/** Upserts of summed daily counts: `key` is the row's key columns joined by `sep`, `value` what to add. */
function addToCounts(totals: Map<string, number>): Sql[] {
  const rows = [...totals].map(([key, value]) => [...key.split(sep), value] as const);
  return chunks(rows).map(
    (chunk) => sqltag`INSERT INTO "AnalyticsDailyCount" ("websiteId", "day", "metric", "key", "value")
      VALUES ${join(chunk.map(([w, d, m, k, v]) => sqltag`(${w}, ${d}, ${m}, ${k}, ${v})`))}
      ON CONFLICT ("websiteId", "day", "metric", "key") DO UPDATE SET "value" = "AnalyticsDailyCount"."value" + excluded."value"`,
  );
}

const json = (value: object) => JSON.stringify(value);

function eventStatements(events: EventRecord[]): Sql[] {
  if (events.length === 0) return [];
  const rows = insertRows(
    'AnalyticsEvent',
    ['websiteId', 'visitorId', 'family', 'name', 'pageType', 'path', 'productId', 'day', 'payload', 'createdAt'],
    events.map((e) => [e.websiteId, e.visitorId, e.family, e.name, e.pageType, e.path, e.productId, e.day, json(e.payload), e.at]),
  );
  const totals = new Map<string, number>();
  for (const e of events)
    for (const c of e.counts) {
      const key = [e.websiteId, e.day, c.metric, c.key].join(sep);
      totals.set(key, (totals.get(key) ?? 0) + c.value);
    }
  return [...rows, ...addToCounts(totals), ...stepStatements(events)];
}

type Step = { websiteId: string; day: string; visitorId: string; step: string; counts: Count[] };

/**
 * Each (website, day, visitor, step) counts once: first the counts of the steps not yet recorded are added (a step's
 * counts are summed over the visitors new to it), then the steps are recorded (ON CONFLICT DO NOTHING).
 */
function stepStatements(events: EventRecord[]): Sql[] {
  const wanted = new Map<string, Step>();
  for (const e of events) {
    if (!e.visitorId) continue;
    for (const s of e.steps) {
      const key = [e.websiteId, e.day, e.visitorId, s.step].join(sep);
      if (!wanted.has(key)) wanted.set(key, { websiteId: e.websiteId, day: e.day, visitorId: e.visitorId, step: s.step, counts: s.counts });
    }
  }
  const steps = [...wanted.values()];
  const counted = steps.flatMap((s) => s.counts.map((c) => ({ ...s, ...c })));
  return [
    ...chunks(counted).map(
      (chunk) => sqltag`WITH "step"("websiteId", "day", "visitorId", "step", "metric", "key", "value") AS (
        VALUES ${join(chunk.map((s) => sqltag`(${s.websiteId}, ${s.day}, ${s.visitorId}, ${s.step}, ${s.metric}, ${s.key}, CAST(${s.value} AS BIGINT))`))})
      INSERT INTO "AnalyticsDailyCount" ("websiteId", "day", "metric", "key", "value")
      SELECT "websiteId", "day", "metric", "key", SUM("value") FROM "step"
      WHERE NOT EXISTS (SELECT 1 FROM "AnalyticsVisitorDay" AS "seen" WHERE "seen"."websiteId" = "step"."websiteId"
        AND "seen"."day" = "step"."day" AND "seen"."visitorId" = "step"."visitorId" AND "seen"."step" = "step"."step")
      GROUP BY "websiteId", "day", "metric", "key"
      ON CONFLICT ("websiteId", "day", "metric", "key") DO UPDATE SET "value" = "AnalyticsDailyCount"."value" + excluded."value"`,
    ),
    ...chunks(steps).map(
      (chunk) => sqltag`INSERT INTO "AnalyticsVisitorDay" ("websiteId", "day", "visitorId", "step")
        VALUES ${join(chunk.map((s) => sqltag`(${s.websiteId}, ${s.day}, ${s.visitorId}, ${s.step})`))} ON CONFLICT DO NOTHING`,
    ),
  ];
}

function performanceStatements(entries: PerformanceEntry[]): Sql[] {
  if (entries.length === 0) return [];
  const columns = [
    'websiteId',
    'analyticsId',
    'marketingId',
    'memberId',
    'pageLoadId',
    'event',
    'version',
    'hostname',
    'pathname',
    'pageType',
    'day',
    'data',
    'ts',
    'createdAt',
  ];
  const rows = insertRows(
    'PerformanceRecord',
    columns,
    entries.map((e) => [
      e.websiteId,
      e.analyticsId,
      e.marketingId,
      e.memberId,
      e.pageLoadId,
      e.event,
      e.version,
      e.hostname,
      e.pathname,
      e.pageType,
      e.day,
      json(e.data),
      e.ts,
      e.at,
    ]),
  );
  const totals = new Map<string, number>();
  for (const e of entries)
    for (const b of e.buckets) {
      const key = [e.websiteId, e.day, b.pageType, b.path, b.metric, b.bucket].join(sep);
      totals.set(key, (totals.get(key) ?? 0) + 1);
    }
  const buckets = [...totals].map(([key, n]) => [...key.split(sep), n] as const);
  return [
    ...rows,
    ...chunks(buckets).map(
      (chunk) => sqltag`INSERT INTO "PerformanceDailyBucket" ("websiteId", "day", "pageType", "path", "metric", "bucket", "count")
        VALUES ${join(chunk.map(([w, d, p, path, m, b, n]) => sqltag`(${w}, ${d}, ${p}, ${path}, ${m}, ${Number(b)}, ${n})`))}
        ON CONFLICT ("websiteId", "day", "pageType", "path", "metric", "bucket")
        DO UPDATE SET "count" = "PerformanceDailyBucket"."count" + excluded."count"`,
    ),
  ];
}

function errorStatements(errors: ErrorReport[]): Sql[] {
  if (errors.length === 0) return [];
  const rows = insertRows(
    'JavascriptError',
    ['websiteId', 'visitorId', 'messageKey', 'message', 'errorType', 'stack', 'url', 'day', 'createdAt'],
    errors.map((e) => [e.websiteId, e.visitorId, e.messageKey, e.message, e.errorType, e.stack, e.url, e.day, e.at]),
  );
  const groups = new Map<string, { e: ErrorReport; n: number; last: Date }>();
  for (const e of errors) {
    const key = [e.websiteId, e.day, e.messageKey].join(sep);
    const group = groups.get(key);
    if (group) {
      group.n += 1;
      if (e.at > group.last) group.last = e.at;
    } else groups.set(key, { e, n: 1, last: e.at });
  }
  return [
    ...rows,
    ...chunks([...groups.values()]).map(
      (chunk) => sqltag`INSERT INTO "JavascriptErrorDailyCount" ("websiteId", "day", "messageKey", "message", "count", "lastSeenAt")
        VALUES ${join(chunk.map(({ e, n, last }) => sqltag`(${e.websiteId}, ${e.day}, ${e.messageKey}, ${e.message}, ${n}, ${last})`))}
        ON CONFLICT ("websiteId", "day", "messageKey") DO UPDATE SET "count" = "JavascriptErrorDailyCount"."count" + excluded."count",
        "lastSeenAt" = CASE WHEN excluded."lastSeenAt" > "JavascriptErrorDailyCount"."lastSeenAt"
          THEN excluded."lastSeenAt" ELSE "JavascriptErrorDailyCount"."lastSeenAt" END`,
    ),
  ];
}
