// The statements that write a batch of analytics records: the raw rows, then the daily counts they add. Statements are
// multi-row and their number is constant in the batch size (chunks of CHUNK rows); counts are summed in memory first,
// so one statement touches each daily row once (ON CONFLICT … DO UPDATE adds to it). They are Kysely's, compiled for
// the database in use (server/db/kysely.ts) — PostgreSQL runs them in a transaction (writeRecords), SQLite on its
// writer thread (db/sqlite-writer.ts) — and none reads another's result, so both run them the same way. Raw rows go in
// as plain multi-row INSERTs: ten times faster than createMany for thousands of rows (docs/performance.md#analytics).
import { randomUUID } from 'node:crypto';
import { type CompiledQuery, expressionBuilder } from 'kysely';
import type { Db, Tx } from '../../db/client.ts';
import { compilerFor, type DB, executeIn, type Query, transaction, valuesList } from '../../db/kysely.ts';
import type { AnalyticsRecord, Count, DropRecord, ErrorReport, EventRecord, PerformanceEntry } from './records.ts';

const CHUNK = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

const sep = '\u0000';

/** The statements that write `records`, in order, for one transaction, compiled for the database of `db` (a client or
 * a transaction's). */
export function analyticsStatements(db: Db | Tx, records: readonly AnalyticsRecord[]): CompiledQuery[] {
  const k = compilerFor(db);
  const events = records.filter((r): r is EventRecord => r.type === 'event');
  const performance = records.filter((r): r is PerformanceEntry => r.type === 'performance');
  const errors = records.filter((r): r is ErrorReport => r.type === 'error');
  const drops = records.filter((r): r is DropRecord => r.type === 'drop');
  return [
    ...eventStatements(k, events),
    ...performanceStatements(k, performance),
    ...errorStatements(k, errors),
    ...addToCounts(k, summedCounts(drops)),
  ];
}

/** Writes `records` in one transaction of their own (PostgreSQL's batches). */
export function writeBatch(db: Db, records: readonly AnalyticsRecord[]): Promise<void> {
  const statements = analyticsStatements(db, records);
  return transaction(db, async (trx) => {
    for (const statement of statements) await trx.executeQuery(statement);
  });
}

/** Writes `records` in the caller's Prisma transaction. */
export async function writeRecords(tx: Tx, records: readonly AnalyticsRecord[]): Promise<void> {
  for (const statement of analyticsStatements(tx, records)) await executeIn(tx, statement);
}

/** Upserts of summed daily counts: `key` is the row's key columns joined by `sep`, `value` what to add. */
function addToCounts(k: Query, totals: Map<string, number>): CompiledQuery[] {
  const rows = [...totals].map(([key, value]) => {
    const [websiteId, day, metric, countKey] = key.split(sep);
    return { websiteId, day, metric, key: countKey, value };
  });
  return chunks(rows).map((chunk) =>
    k
      .insertInto('AnalyticsDailyCount')
      .values(chunk)
      .onConflict((oc) =>
        oc
          .columns(['websiteId', 'day', 'metric', 'key'])
          .doUpdateSet((eb) => ({ value: eb('AnalyticsDailyCount.value', '+', eb.ref('excluded.value')) })),
      )
      .compile(),
  );
}

/** The counts of `records`, summed per daily row (website, day, metric and key joined by `sep`). */
function summedCounts(records: readonly { websiteId: string; day: string; counts: Count[] }[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const r of records)
    for (const c of r.counts) {
      const key = [r.websiteId, r.day, c.metric, c.key].join(sep);
      totals.set(key, (totals.get(key) ?? 0) + c.value);
    }
  return totals;
}

const json = (value: object) => JSON.stringify(value);
const bigint = expressionBuilder<DB, never>();

function eventStatements(k: Query, events: EventRecord[]): CompiledQuery[] {
  if (events.length === 0) return [];
  const rows = chunks(events).map((chunk) =>
    k
      .insertInto('AnalyticsEvent')
      .values(
        chunk.map((e) => ({
          id: randomUUID(),
          websiteId: e.websiteId,
          visitorId: e.visitorId,
          family: e.family,
          name: e.name,
          pageType: e.pageType,
          path: e.path,
          productId: e.productId,
          day: e.day,
          payload: json(e.payload),
          createdAt: e.at,
        })),
      )
      .compile(),
  );
  return [...rows, ...addToCounts(k, summedCounts(events)), ...stepStatements(k, events)];
}

type Step = { websiteId: string; day: string; visitorId: string; step: string; counts: Count[] };

/**
 * Each (website, day, visitor, step) counts once: first the counts of the steps not yet recorded are added (a step's
 * counts are summed over the visitors new to it), then the steps are recorded (ON CONFLICT DO NOTHING).
 */
function stepStatements(k: Query, events: EventRecord[]): CompiledQuery[] {
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
    ...chunks(counted).map((chunk) =>
      k
        .with('step(websiteId, day, visitorId, step, metric, key, value)', () =>
          valuesList(
            chunk.map((s) => ({
              websiteId: s.websiteId,
              day: s.day,
              visitorId: s.visitorId,
              step: s.step,
              metric: s.metric,
              key: s.key,
              // A number, which PostgreSQL would otherwise take for text in a VALUES list.
              value: bigint.cast<number>(bigint.val(s.value), 'bigint'),
            })),
          ),
        )
        .insertInto('AnalyticsDailyCount')
        .columns(['websiteId', 'day', 'metric', 'key', 'value'])
        .expression((k) =>
          k
            .selectFrom('step')
            .select((eb) => ['step.websiteId', 'step.day', 'step.metric', 'step.key', eb.fn.sum<number>('step.value').as('value')])
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom('AnalyticsVisitorDay as seen')
                    .select('seen.step')
                    .whereRef('seen.websiteId', '=', 'step.websiteId')
                    .whereRef('seen.day', '=', 'step.day')
                    .whereRef('seen.visitorId', '=', 'step.visitorId')
                    .whereRef('seen.step', '=', 'step.step'),
                ),
              ),
            )
            .groupBy(['step.websiteId', 'step.day', 'step.metric', 'step.key']),
        )
        .onConflict((oc) =>
          oc
            .columns(['websiteId', 'day', 'metric', 'key'])
            .doUpdateSet((eb) => ({ value: eb('AnalyticsDailyCount.value', '+', eb.ref('excluded.value')) })),
        )
        .compile(),
    ),
    ...chunks(steps).map((chunk) =>
      k
        .insertInto('AnalyticsVisitorDay')
        .values(chunk.map((s) => ({ websiteId: s.websiteId, day: s.day, visitorId: s.visitorId, step: s.step })))
        .onConflict((oc) => oc.doNothing())
        .compile(),
    ),
  ];
}

function performanceStatements(k: Query, entries: PerformanceEntry[]): CompiledQuery[] {
  if (entries.length === 0) return [];
  const rows = chunks(entries).map((chunk) =>
    k
      .insertInto('PerformanceRecord')
      .values(
        chunk.map((e) => ({
          id: randomUUID(),
          websiteId: e.websiteId,
          analyticsId: e.analyticsId,
          marketingId: e.marketingId,
          memberId: e.memberId,
          pageLoadId: e.pageLoadId,
          event: e.event,
          version: e.version,
          hostname: e.hostname,
          pathname: e.pathname,
          pageType: e.pageType,
          day: e.day,
          data: json(e.data),
          ts: e.ts,
          createdAt: e.at,
        })),
      )
      .compile(),
  );
  const totals = new Map<string, number>();
  for (const e of entries)
    for (const b of e.buckets) {
      const key = [e.websiteId, e.day, b.pageType, b.path, b.metric, b.bucket].join(sep);
      totals.set(key, (totals.get(key) ?? 0) + 1);
    }
  const buckets = [...totals].map(([key, count]) => {
    const [websiteId, day, pageType, path, metric, bucket] = key.split(sep);
    return { websiteId, day, pageType, path, metric, bucket: Number(bucket), count };
  });
  return [
    ...rows,
    ...chunks(buckets).map((chunk) =>
      k
        .insertInto('PerformanceDailyBucket')
        .values(chunk)
        .onConflict((oc) =>
          oc
            .columns(['websiteId', 'day', 'pageType', 'path', 'metric', 'bucket'])
            .doUpdateSet((eb) => ({ count: eb('PerformanceDailyBucket.count', '+', eb.ref('excluded.count')) })),
        )
        .compile(),
    ),
  ];
}

function errorStatements(k: Query, errors: ErrorReport[]): CompiledQuery[] {
  if (errors.length === 0) return [];
  const rows = chunks(errors).map((chunk) =>
    k
      .insertInto('JavascriptError')
      .values(
        chunk.map((e) => ({
          id: randomUUID(),
          websiteId: e.websiteId,
          visitorId: e.visitorId,
          messageKey: e.messageKey,
          message: e.message,
          errorType: e.errorType,
          stack: e.stack,
          url: e.url,
          day: e.day,
          createdAt: e.at,
        })),
      )
      .compile(),
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
    ...chunks([...groups.values()]).map((chunk) =>
      k
        .insertInto('JavascriptErrorDailyCount')
        .values(
          chunk.map(({ e, n, last }) => ({
            websiteId: e.websiteId,
            day: e.day,
            messageKey: e.messageKey,
            message: e.message,
            count: n,
            lastSeenAt: last,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['websiteId', 'day', 'messageKey']).doUpdateSet((eb) => ({
            count: eb('JavascriptErrorDailyCount.count', '+', eb.ref('excluded.count')),
            lastSeenAt: eb
              .case()
              .when('excluded.lastSeenAt', '>', eb.ref('JavascriptErrorDailyCount.lastSeenAt'))
              .then(eb.ref('excluded.lastSeenAt'))
              .else(eb.ref('JavascriptErrorDailyCount.lastSeenAt'))
              .end(),
          })),
        )
        .compile(),
    ),
  ];
}
