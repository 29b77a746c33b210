// Daily counts keyed by what a client sent — a referrer's host, a product id, a page path, an error message — are
// bounded per website and day: a metric keeps its first MAX_DAILY_KEYS distinct keys and counts every later one under
// OTHER_KEY, so that no client can grow the counts (or fill the owner's referrer list) without bound. Checked before
// each batch is written, against what is stored: two reads per table for the whole batch. Nodes writing at the same
// moment may each pass the bound by what their batch brings.
import { OTHER_ERRORS_MESSAGE } from '../../../domain/limit-messages.ts';
import { MAX_DAILY_KEYS } from '../../../domain/store-limits.ts';
import type { Db } from '../../db/client.ts';
import {
  type AnalyticsRecord,
  type Count,
  type DropRecord,
  type ErrorReport,
  type EventRecord,
  Metric,
  type PerformanceEntry,
} from './records.ts';

/** The key past the bound. */
export const OTHER_KEY = '(other)';

/** Metrics whose keys a client chooses (the rest are the server's own few: devices, page types, event names). */
export const CLIENT_KEYED_METRICS: readonly string[] = [Metric.REFERRERS, Metric.PRODUCT_VIEWS, Metric.ADD_TO_CARTS, Metric.DROPPED_EVENTS];

const sep = '\u0000';
/** Keys one look-up names (databases bound a statement's parameters: SQLite's adapter at 999). */
const KEYS_PER_READ = 400;

/** Look-ups of `keys` in parts of KEYS_PER_READ, their rows together. */
async function inParts<K, R>(keys: K[], read: (part: K[]) => Promise<R[]>): Promise<R[]> {
  const parts: K[][] = [];
  for (let i = 0; i < keys.length; i += KEYS_PER_READ) parts.push(keys.slice(i, i + KEYS_PER_READ));
  return (await Promise.all(parts.map(read))).flat();
}

/** The rows of every look-up together. */
const eachLookup = async <R>(all: Lookup[], read: (lookup: Lookup) => Promise<R[]>): Promise<R[]> =>
  (await Promise.all(all.map(read))).flat();

type Lookup = { where: Record<string, string>; keys: string[] };

/** One look-up per group and part of its keys. */
const lookups = (groups: KeyGroups, fields: (group: string) => Record<string, string>) =>
  [...groups.entries()].flatMap(([group, keys]) => {
    const all = [...keys];
    const out: Lookup[] = [];
    for (let i = 0; i < all.length; i += KEYS_PER_READ) out.push({ where: fields(group), keys: all.slice(i, i + KEYS_PER_READ) });
    return out;
  });

/** Distinct keys per group, in the order they came, and what decides which of them are kept. */
class KeyGroups {
  private readonly groups = new Map<string, Set<string>>();

  add(group: string, key: string) {
    const keys = this.groups.get(group) ?? new Set<string>();
    keys.add(key);
    this.groups.set(group, keys);
  }

  get size() {
    return this.groups.size;
  }

  entries() {
    return this.groups.entries();
  }

  /** The keys to keep in each group: those stored already, then new ones while the group has room. */
  kept(stored: Set<string>, counted: Map<string, number>): Set<string> {
    const keep = new Set<string>();
    for (const [group, keys] of this.groups) {
      let room = MAX_DAILY_KEYS - (counted.get(group) ?? 0);
      for (const key of keys) {
        const id = group + sep + key;
        if (stored.has(id)) keep.add(id);
        else if (room > 0) {
          room--;
          keep.add(id);
        }
      }
    }
    return keep;
  }
}

type Counted = EventRecord | DropRecord;
const cappedCounts = (e: Counted): Count[] => (e.type === 'drop' ? e.counts : [...e.counts, ...e.steps.flatMap((s) => s.counts)]);
const isCapped = (c: Count) => CLIENT_KEYED_METRICS.includes(c.metric) && c.key !== '' && c.key !== OTHER_KEY;

async function capDailyCounts(db: Db, events: Counted[]): Promise<void> {
  const groups = new KeyGroups();
  for (const e of events) for (const c of cappedCounts(e)) if (isCapped(c)) groups.add([e.websiteId, e.day, c.metric].join(sep), c.key);
  if (groups.size === 0) return;
  const fields = (group: string) => {
    const [websiteId, day, metric] = group.split(sep);
    return { websiteId, day, metric };
  };
  const [stored, counted] = await Promise.all([
    eachLookup(lookups(groups, fields), ({ where, keys }) =>
      db.analyticsDailyCount.findMany({
        where: { ...where, key: { in: keys } },
        select: { websiteId: true, day: true, metric: true, key: true },
      }),
    ),
    inParts(
      [...groups.entries()].map(([group]) => fields(group)),
      (part) => db.analyticsDailyCount.groupBy({ by: ['websiteId', 'day', 'metric'], where: { OR: part }, _count: { _all: true } }),
    ),
  ]);
  const keep = groups.kept(
    new Set(stored.map((r) => [r.websiteId, r.day, r.metric, r.key].join(sep))),
    new Map(counted.map((r) => [[r.websiteId, r.day, r.metric].join(sep), r._count._all])),
  );
  for (const e of events)
    for (const c of cappedCounts(e)) if (isCapped(c) && !keep.has([e.websiteId, e.day, c.metric, c.key].join(sep))) c.key = OTHER_KEY;
}

const websiteDay = (group: string) => {
  const [websiteId, day] = group.split(sep);
  return { websiteId, day };
};

async function capPerformancePaths(db: Db, entries: PerformanceEntry[]): Promise<void> {
  const groups = new KeyGroups();
  for (const e of entries) for (const b of e.buckets) if (b.path !== OTHER_KEY) groups.add(e.websiteId + sep + e.day, b.path);
  if (groups.size === 0) return;
  const [stored, counted] = await Promise.all([
    eachLookup(lookups(groups, websiteDay), ({ where, keys }) =>
      db.performanceDailyBucket.groupBy({ by: ['websiteId', 'day', 'path'], where: { ...where, path: { in: keys } } }),
    ),
    inParts(
      [...groups.entries()].map(([group]) => websiteDay(group)),
      (part) => db.performanceDailyBucket.groupBy({ by: ['websiteId', 'day', 'path'], where: { OR: part } }),
    ),
  ]);
  const perDay = new Map<string, number>();
  for (const r of counted) perDay.set(r.websiteId + sep + r.day, (perDay.get(r.websiteId + sep + r.day) ?? 0) + 1);
  const keep = groups.kept(new Set(stored.map((r) => [r.websiteId, r.day, r.path].join(sep))), perDay);
  for (const e of entries) for (const b of e.buckets) if (!keep.has([e.websiteId, e.day, b.path].join(sep))) b.path = OTHER_KEY;
}

async function capErrorMessages(db: Db, errors: ErrorReport[]): Promise<void> {
  const groups = new KeyGroups();
  for (const e of errors) if (e.messageKey !== OTHER_KEY) groups.add(e.websiteId + sep + e.day, e.messageKey);
  if (groups.size === 0) return;
  const [stored, counted] = await Promise.all([
    eachLookup(lookups(groups, websiteDay), ({ where, keys }) =>
      db.javascriptErrorDailyCount.findMany({
        where: { ...where, messageKey: { in: keys } },
        select: { websiteId: true, day: true, messageKey: true },
      }),
    ),
    inParts(
      [...groups.entries()].map(([group]) => websiteDay(group)),
      (part) => db.javascriptErrorDailyCount.groupBy({ by: ['websiteId', 'day'], where: { OR: part }, _count: { _all: true } }),
    ),
  ]);
  const keep = groups.kept(
    new Set(stored.map((r) => [r.websiteId, r.day, r.messageKey].join(sep))),
    new Map(counted.map((r) => [r.websiteId + sep + r.day, r._count._all])),
  );
  for (const e of errors)
    if (!keep.has([e.websiteId, e.day, e.messageKey].join(sep))) {
      e.messageKey = OTHER_KEY;
      e.message = OTHER_ERRORS_MESSAGE;
    }
}

/** Rewrites, in place, the keys of `records` past each website's daily bound to OTHER_KEY. */
export async function capClientKeys(db: Db, records: AnalyticsRecord[]): Promise<void> {
  await Promise.all([
    capDailyCounts(
      db,
      records.filter((r): r is Counted => r.type === 'event' || r.type === 'drop'),
    ),
    capPerformancePaths(
      db,
      records.filter((r): r is PerformanceEntry => r.type === 'performance'),
    ),
    capErrorMessages(
      db,
      records.filter((r): r is ErrorReport => r.type === 'error'),
    ),
  ]);
}
