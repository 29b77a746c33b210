// The one door analytics comes in by (REST paths of spec §7 and the GraphQL mutations alike): parse, drop what the
// skip rules drop, count the caller against the per-visitor and per-IP limits, turn each input into a record with the
// daily counts it adds, and hand the lot to the buffer. Nothing here waits for the database.
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { countedPath, deviceTypeOf, type InterfaceEventName, isShoppingEventName, referrerHost } from '../../../domain/analytics.ts';
import { ANALYTICS_RECORDS_WAITING_MESSAGE, rateLimitedMessage } from '../../../domain/messages.ts';
import { PageType } from '../../../domain/site-structure.ts';
import { MAX_VISITS_PER_VISITOR_DAY } from '../../../domain/store-limits.ts';
import { bucketOf, WEB_VITAL_FIELDS, WEB_VITAL_METRICS } from '../../../domain/web-vitals.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../logging.ts';
import { parseWith } from '../validation.ts';
import { ANALYTICS_BUFFER_LIMITS, AnalyticsBuffer, type AnalyticsBufferLimits } from './buffer.ts';
import type { AnalyticsCaller } from './caller.ts';
import { dayIn } from './days.ts';
import { ErrorsInput, EventsInput, HitInput, InterfaceInput, PerformanceBatch, type PerformanceEnvelope } from './input.ts';
import { performanceData } from './performance-data.ts';
import {
  type AnalyticsRecord,
  count,
  type DropRecord,
  type EventRecord,
  funnelStep,
  Metric,
  type PerformanceBucket,
  type StepCounts,
} from './records.ts';
import { skipReason } from './skip-rules.ts';

/** Events one visitor, and one IP address, may send per minute (each event, envelope or error report counts one). */
export const ANALYTICS_RATE_LIMITS = { perVisitorPerMinute: 300, perIpPerMinute: 3_000 } as const;
/** Page loads whose web vitals are remembered, so a metric sent twice for one page load is counted once. */
const PAGE_LOADS_REMEMBERED = 50_000;
/** Visitor-days whose visit numbers are remembered (per node), to bound the visits one visitor counts a day. */
const VISITOR_DAYS_REMEMBERED = 50_000;

/** What became of the records: taken (and how many the skip rules dropped), or refused — their input is invalid, the
 * caller sent too many this minute, or too many records wait for the database — with when to try again. The doors
 * choose the answer (REST statuses, GraphQL errors). */
export type IngestOutcome =
  | { ok: true; accepted: number; skipped: number; dropped?: number }
  | { ok: false; reason: 'invalid'; message: string }
  | { ok: false; reason: 'rate-limited' | 'busy'; message: string; retryAfterSeconds: number };

export type AnalyticsIngestOptions = { rateLimits?: boolean; buffer?: AnalyticsBufferLimits };

export class AnalyticsIngest {
  readonly buffer: AnalyticsBuffer;
  private readonly limiters: { key: (c: AnalyticsCaller) => string | null; limiter: RateLimiterMemory }[];
  private readonly pageLoadMetrics = new Map<string, Set<string>>();
  private readonly visitorDayVisits = new Map<string, Set<number>>();

  constructor(db: Db, log: Logger, options: AnalyticsIngestOptions = {}) {
    this.buffer = new AnalyticsBuffer(db, log, options.buffer ?? ANALYTICS_BUFFER_LIMITS);
    const minute = (keyPrefix: string, points: number) => new RateLimiterMemory({ keyPrefix, points, duration: 60 });
    this.limiters =
      options.rateLimits === false
        ? []
        : [
            { key: (c) => c.visitorId, limiter: minute('analytics:visitor', ANALYTICS_RATE_LIMITS.perVisitorPerMinute) },
            { key: (c) => c.ip, limiter: minute('analytics:ip', ANALYTICS_RATE_LIMITS.perIpPerMinute) },
          ];
  }

  recordHit(caller: AnalyticsCaller, body: unknown): Promise<IngestOutcome> {
    const parsed = parseWith(HitInput, body);
    if (!parsed.ok) return refused(parsed.issues);
    const { data, event } = parsed.data;
    const path = countedPath(data.url);
    const pageType = data.pageType == null ? null : Math.trunc(data.pageType);
    if (skipReason(caller, { path, pageType, pageView: true })) return skipped(1);
    const device = deviceTypeOf(data.userAgent ?? '');
    const ownHost = URL.canParse(data.url) ? new URL(data.url).hostname : null;
    const referrer = referrerHost(data.referrer ?? '', ownHost) ?? 'direct';
    const counts = [count(Metric.PAGE_VIEWS, pageType == null ? '' : String(pageType)), count(Metric.EVENTS, 'census:page view')];
    const steps: StepCounts[] = [funnelStep('visit', [count(Metric.VISITORS)])];
    const visit = caller.visit ?? 1;
    if (this.mayCountVisit(caller, visit))
      steps.push({
        step: `visit:${visit}`,
        counts: [count(Metric.VISITS), count(Metric.DEVICES, device), count(Metric.REFERRERS, referrer)],
      });
    if (pageType === PageType.CHECKOUT) {
      counts.push(count(Metric.CHECKOUTS));
      steps.push(funnelStep('checkout'));
    }
    const payload = {
      event: event ?? 'view',
      title: data.title,
      itemId: data.itemId,
      collectionId: data.collectionId,
      locale: data.website_locale,
      templateId: data.templateId,
      permissionType: data.permissionType,
      device,
      referrer,
      viewport: data.viewportInnerWidth && data.viewportInnerHeight ? `${data.viewportInnerWidth}x${data.viewportInnerHeight}` : undefined,
      screen: data.screenWidth && data.screenHeight ? `${data.screenWidth}x${data.screenHeight}` : undefined,
    };
    const record = this.event(
      caller,
      { family: 'census', name: 'page view', path, pageType: pageType == null ? null : String(pageType) },
      {
        productId: data.productId ?? null,
        payload: defined(payload),
        counts,
        steps,
      },
    );
    return this.admit(caller, [record]);
  }

  recordInterfaceEvent(caller: AnalyticsCaller, name: InterfaceEventName, body: unknown): Promise<IngestOutcome> {
    const parsed = parseWith(InterfaceInput, body);
    if (!parsed.ok) return refused(parsed.issues);
    const input = parsed.data;
    const path = input.url ? countedPath(input.url) : null;
    if (skipReason(caller, { path, pageType: input.pageType })) return skipped(1);
    const { buttonType, productId, formId, overlayType } = input;
    const record = this.event(
      caller,
      { family: 'interface', name, path, pageType: input.pageType == null ? null : String(input.pageType) },
      {
        productId: productId ?? null,
        payload: defined({ buttonType, formId, overlayType }),
        counts: [count(Metric.EVENTS, `interface:${name}`)],
        steps: [],
      },
    );
    return this.admit(caller, [record]);
  }

  recordShoppingEvents(caller: AnalyticsCaller, body: unknown): Promise<IngestOutcome> {
    const parsed = parseWith(EventsInput, body);
    if (!parsed.ok) return refused(parsed.issues);
    const { pagePath, locale, memberAccountId } = parsed.data;
    const path = pagePath ? countedPath(pagePath) : null;
    if (skipReason(caller, { path })) return skipped(parsed.data.events.length);
    // A name outside spec §3's list is stored nowhere; it is counted, by name, where the owner sees collection problems.
    const events = parsed.data.events.filter((e) => isShoppingEventName(e.name));
    const drops = parsed.data.events.filter((e) => !isShoppingEventName(e.name)).map((e) => this.drop(caller, `shopping:${e.name}`));
    const records: AnalyticsRecord[] = events.map((e) => {
      const counts = [count(Metric.EVENTS, `shopping:${e.name}`)];
      const steps: StepCounts[] = [];
      if (e.name === 'visit product page' && e.productId) {
        counts.push(count(Metric.PRODUCT_VIEWS, e.productId));
        steps.push(funnelStep('product'));
      }
      if (e.name === 'add to cart') {
        counts.push(count(Metric.ADD_TO_CARTS, e.productId ?? ''));
        steps.push(funnelStep('cart'));
      }
      const { variantId, collectionId, quantity, items } = e;
      const payload = defined({ variantId, collectionId, quantity, locale, memberAccountId });
      return this.event(
        caller,
        { family: 'shopping', name: e.name, path, pageType: e.pageType ?? null },
        {
          productId: e.productId ?? null,
          payload: items?.length ? { ...payload, items: items.map(defined) } : payload,
          counts,
          steps,
        },
      );
    });
    return this.admit(caller, [...records, ...drops], 0, drops.length);
  }

  recordPerformance(caller: AnalyticsCaller, body: unknown): Promise<IngestOutcome> {
    const parsed = parseWith(PerformanceBatch, body);
    if (!parsed.ok) return refused(parsed.issues);
    const kept = parsed.data.filter((envelope) => {
      const pageType = typeof envelope.data.pageType === 'number' ? envelope.data.pageType : null;
      const path = typeof envelope.data.pathname === 'string' ? countedPath(envelope.data.pathname) : null;
      return !skipReason(caller, { path, pageType, performance: true });
    });
    if (kept.length === 0) return skipped(parsed.data.length);
    return this.admit(
      caller,
      kept.map((envelope) => this.performanceEntry(caller, envelope)),
      parsed.data.length - kept.length,
    );
  }

  recordJavascriptErrors(caller: AnalyticsCaller, body: unknown): Promise<IngestOutcome> {
    const parsed = parseWith(ErrorsInput, body);
    if (!parsed.ok) return refused(parsed.issues);
    const day = dayIn(caller.website.timeZone, caller.at);
    const records: AnalyticsRecord[] = parsed.data.errors.map((e) => ({
      type: 'error',
      websiteId: caller.website.id,
      day,
      at: caller.at,
      visitorId: caller.visitorId,
      messageKey: createHash('sha256').update(e.message).digest('hex').slice(0, 32),
      message: e.message,
      errorType: e.errorType ?? (e.kind === 'tracked' ? 'tracked' : (e.kind ?? null)),
      stack: e.stack ?? null,
      url: e.url ? pageAddress(e.url) : null,
    }));
    return this.admit(caller, records);
  }

  private event(
    caller: AnalyticsCaller,
    what: Pick<EventRecord, 'family' | 'name' | 'path' | 'pageType'>,
    rest: Pick<EventRecord, 'productId' | 'payload' | 'counts' | 'steps'>,
  ): EventRecord {
    const at = caller.at;
    return {
      type: 'event',
      websiteId: caller.website.id,
      day: dayIn(caller.website.timeZone, at),
      at,
      visitorId: caller.visitorId,
      ...what,
      ...rest,
    };
  }

  private drop(caller: AnalyticsCaller, key: string): DropRecord {
    const at = caller.at;
    return {
      type: 'drop',
      websiteId: caller.website.id,
      day: dayIn(caller.website.timeZone, at),
      at,
      counts: [count(Metric.DROPPED_EVENTS, key)],
    };
  }

  private performanceEntry(caller: AnalyticsCaller, envelope: PerformanceEnvelope): AnalyticsRecord {
    const data = performanceData(envelope.data);
    if (typeof data.pathname === 'string') data.pathname = countedPath(data.pathname);
    const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : null);
    const pageType = typeof data.pageType === 'number' ? String(data.pageType) : null;
    const pathname = text('pathname');
    const ts = envelope.ts && Math.abs(envelope.ts - caller.at.getTime()) < 86_400_000 ? new Date(envelope.ts) : caller.at;
    const buckets: PerformanceBucket[] = [];
    if (envelope.event === 'page_speed') {
      for (const metric of WEB_VITAL_METRICS) {
        const value = data[WEB_VITAL_FIELDS[metric]];
        if (typeof value !== 'number' || !this.firstReport(envelope.pageLoadId, metric)) continue;
        buckets.push({ pageType: pageType ?? '', path: countedPath(pathname ?? '/'), metric, bucket: bucketOf(metric, value) });
      }
    }
    return {
      type: 'performance',
      websiteId: caller.website.id,
      day: dayIn(caller.website.timeZone, caller.at),
      at: caller.at,
      analyticsId: text('analyticsId'),
      marketingId: text('marketingId'),
      memberId: text('memberId'),
      pageLoadId: envelope.pageLoadId ?? null,
      event: envelope.event,
      version: text('version'),
      hostname: text('hostname'),
      pathname,
      pageType,
      data,
      ts,
      buckets,
    };
  }

  /** Whether a visit number may count for the visitor today: at most MAX_VISITS_PER_VISITOR_DAY different ones (a
   * visit ends after 30 idle minutes, so no one makes more), whatever visit count a cookie claims. */
  private mayCountVisit(caller: AnalyticsCaller, visit: number): boolean {
    if (!caller.visitorId) return true;
    const key = `${caller.website.id}\n${caller.visitorId}\n${dayIn(caller.website.timeZone, caller.at)}`;
    const visits = rememberedSet(this.visitorDayVisits, key, VISITOR_DAYS_REMEMBERED);
    if (visits.has(visit)) return true;
    if (visits.size >= MAX_VISITS_PER_VISITOR_DAY) return false;
    visits.add(visit);
    return true;
  }

  /** Whether this is the first value of a metric for a page load (without a page load id, every value counts). */
  private firstReport(pageLoadId: string | undefined, metric: string): boolean {
    if (!pageLoadId) return true;
    const seen = rememberedSet(this.pageLoadMetrics, pageLoadId, PAGE_LOADS_REMEMBERED);
    if (seen.has(metric)) return false;
    seen.add(metric);
    return true;
  }

  private async admit(caller: AnalyticsCaller, records: AnalyticsRecord[], skippedCount = 0, dropped = 0): Promise<IngestOutcome> {
    for (const { key, limiter } of this.limiters) {
      const k = key(caller);
      if (!k) continue;
      try {
        await limiter.consume(k, records.length);
      } catch (res) {
        if (!(res instanceof RateLimiterRes)) throw res;
        const retryAfterSeconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
        return {
          ok: false,
          reason: 'rate-limited',
          message: `Too many analytics events. ${rateLimitedMessage(retryAfterSeconds)}`,
          retryAfterSeconds,
        };
      }
    }
    if (!this.buffer.offer(records)) return { ok: false, reason: 'busy', message: ANALYTICS_RECORDS_WAITING_MESSAGE, retryAfterSeconds: 1 };
    return dropped
      ? { ok: true, accepted: records.length - dropped, skipped: skippedCount, dropped }
      : { ok: true, accepted: records.length, skipped: skippedCount };
  }
}

/** The set kept under `key`, made when missing; past `limit` keys the oldest is forgotten. */
function rememberedSet<T>(map: Map<string, Set<T>>, key: string, limit: number): Set<T> {
  let set = map.get(key);
  if (!set) {
    if (map.size >= limit) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
    set = new Set();
    map.set(key, set);
  }
  return set;
}

const skipped = async (n: number): Promise<IngestOutcome> => ({ ok: true, accepted: 0, skipped: n });
const refused = async (issues: { field: string; message: string }[]): Promise<IngestOutcome> => ({
  ok: false,
  reason: 'invalid',
  // Each issue's sentence names its field already (validation.ts).
  message: issues
    .map((i) => i.message)
    .join(' ')
    .slice(0, 300),
});

/** An error's page address without its query or fragment (they may carry personal data). */
function pageAddress(url: string): string {
  return URL.canParse(url) ? `${new URL(url).origin}${countedPath(url)}` : countedPath(url);
}

function defined(o: Record<string, string | number | boolean | undefined | null>): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as Record<
    string,
    string | number | boolean
  >;
}
