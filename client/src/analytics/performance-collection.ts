// The performance record's collection (web-vitals.ts starts it): observers of the page's resources, marks and web
// vitals, and the batches they leave in. Its code (and the web-vitals library's) comes once the website's settings
// allow records; the observers read the entries the browser buffered before.
import type { CLSMetricWithAttribution, INPMetricWithAttribution, LCPMetricWithAttribution, Metric } from 'web-vitals/attribution';
import { deviceTypeOf } from '../../../domain/analytics.ts';
import {
  changedSince,
  elementPath,
  envelope,
  firstBatchDelay,
  isPlatformImage,
  MAX_ENVELOPES_PER_SEND,
  MAX_IMAGE_TIMINGS,
  MAX_USER_TIMINGS,
  navigationTimings,
  PERFORMANCE_COLLECTOR_VERSION,
  type PerformanceEnvelope,
  type Timings,
  webVitalValue,
  withinCollectionWindow,
} from '../../../domain/performance-record.ts';
import { WEB_VITAL_FIELDS, type WebVitalMetric } from '../../../domain/web-vitals.ts';
import { readCookie } from '../lib/cookies.ts';
import { currentPageType } from './page-view.ts';
import { beacon, onPageHidden } from './send.ts';
import { memberId } from './site.ts';

export const PERFORMANCE_PATH = '/api/1/performance/records';
export const ANALYTICS_ID_COOKIE = 'SS_ANALYTICS_ID';
export const MARKETING_ID_COOKIE = 'SS_MID';

type Elements = Record<string, string | null>;
type Collected = {
  timings: Timings;
  elements: Elements;
  images: Record<string, unknown>[];
  user: Record<string, unknown>[];
};

/** The device details of the record, each only when the browser tells it. */
function deviceDetails(): Record<string, unknown> {
  const nav = navigator as Navigator & { deviceMemory?: number; connection?: { effectiveType?: string } };
  return {
    deviceType: deviceTypeOf(nav.userAgent),
    ...(nav.deviceMemory !== undefined ? { deviceMemory: nav.deviceMemory } : {}),
    ...(nav.hardwareConcurrency ? { hardwareConcurrency: nav.hardwareConcurrency } : {}),
    ...(nav.connection?.effectiveType ? { connectionType: nav.connection.effectiveType } : {}),
  };
}

/** What a page_speed record says about the page besides its timings (read once, at its first batch). */
function pageDetails(): Record<string, unknown> {
  const marketingId = readCookie(MARKETING_ID_COOKIE);
  return {
    analyticsId: readCookie(ANALYTICS_ID_COOKIE),
    ...(marketingId ? { marketingId } : {}),
    memberId: memberId(),
    version: PERFORMANCE_COLLECTOR_VERSION,
    ...deviceDetails(),
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    hash: window.location.hash,
    hostname: window.location.hostname,
    pathname: window.location.pathname,
    pageType: currentPageType(),
  };
}

function accessibilityPreferences(): Record<string, unknown> {
  const matches = (query: string) => window.matchMedia(query).matches;
  const scheme = matches('(prefers-color-scheme: dark)') ? 'dark' : matches('(prefers-color-scheme: light)') ? 'light' : 'no-preference';
  return {
    prefersReducedMotion: matches('(prefers-reduced-motion: reduce)'),
    prefersColorScheme: scheme,
    forcedColors: matches('(forced-colors: active)'),
  };
}

function navigationEntry(): PerformanceNavigationTiming | undefined {
  return performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
}

/** Runs `run` with the time the document's load event came (ms after the navigation started): its navigation entry's
 * loadEventStart once it has come, else when it comes; a browser without navigation timing that has loaded already
 * gives the time now. */
function afterLoadEvent(run: (loadedAt: number) => void): void {
  const nav = navigationEntry();
  if (nav && nav.loadEventStart > 0) run(nav.loadEventStart);
  else if (!nav && document.readyState === 'complete') run(performance.now());
  else window.addEventListener('load', () => run(performance.now()), { once: true });
}

function observe(type: string, take: (entry: PerformanceEntry) => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) take(entry);
  }).observe({ type, buffered: true });
}

/** What the page has sent so far, so each batch carries only what is new. */
class Batches {
  private details: Record<string, unknown> | null = null;
  private sentTimings: Timings = {};
  private sentElements: Elements = {};
  private sentImages = 0;
  private sentUser = 0;

  constructor(private readonly pageLoadId: string) {}

  send(collected: Collected): void {
    const nav = navigationEntry();
    const timings = { ...(nav ? navigationTimings(nav) : {}), ...collected.timings };
    const newTimings = changedSince(this.sentTimings, timings);
    const newElements = changedSince(this.sentElements, collected.elements);
    const ts = Date.now();
    const envelopes: PerformanceEnvelope[] = [];
    if (this.details === null) {
      this.details = pageDetails();
      envelopes.push(envelope('a11y', accessibilityPreferences(), this.pageLoadId, ts));
    }
    if (Object.keys(newTimings).length > 0 || Object.keys(newElements).length > 0)
      envelopes.push(envelope('page_speed', { ...this.details, ...newTimings, ...newElements }, this.pageLoadId, ts));
    for (const data of collected.images.slice(this.sentImages)) envelopes.push(envelope('image', data, this.pageLoadId, ts));
    for (const data of collected.user.slice(this.sentUser)) envelopes.push(envelope('user', data, this.pageLoadId, ts));
    this.sentTimings = timings;
    this.sentElements = { ...collected.elements };
    this.sentImages = collected.images.length;
    this.sentUser = collected.user.length;
    for (let at = 0; at < envelopes.length; at += MAX_ENVELOPES_PER_SEND)
      beacon(PERFORMANCE_PATH, JSON.stringify(envelopes.slice(at, at + MAX_ENVELOPES_PER_SEND)));
  }
}

/** Collects this document load's records and sends them in batches; `report` hears of a failure to send. */
export async function collect(pageLoadId: string, report: (error: unknown) => void): Promise<void> {
  const collected: Collected = { timings: {}, elements: {}, images: [], user: [] };
  let closed = false;
  const open = () => !closed && withinCollectionWindow(performance.now());

  observe('resource', (entry) => {
    const resource = entry as PerformanceResourceTiming;
    if (!open() || collected.images.length >= MAX_IMAGE_TIMINGS || !isPlatformImage(resource.name, window.location.origin)) return;
    const url = new URL(resource.name);
    collected.images.push({
      name: url.pathname + url.search,
      duration_ms: Math.round(resource.duration),
      transfer_size_bytes: resource.transferSize,
      decoded_body_size_bytes: resource.decodedBodySize,
      pathname: window.location.pathname,
    });
  });
  const userTiming = (entry: PerformanceEntry) => {
    if (!open() || collected.user.length >= MAX_USER_TIMINGS) return;
    collected.user.push({ name: entry.name, start_ms: Math.round(entry.startTime), duration_ms: Math.round(entry.duration) });
  };
  observe('mark', userTiming);
  observe('measure', userTiming);

  const vitals = await import('web-vitals/attribution');
  const take = (metric: Metric, element?: [name: string, path: string | undefined]) => {
    if (!open()) return;
    const name = metric.name as WebVitalMetric;
    collected.timings[WEB_VITAL_FIELDS[name]] = webVitalValue(name, metric.value);
    if (element) collected.elements[element[0]] = elementPath(element[1]);
  };
  const allChanges = { reportAllChanges: true };
  vitals.onCLS((m: CLSMetricWithAttribution) => take(m, ['cumulative_layout_shift_element', m.attribution.largestShiftTarget]), allChanges);
  vitals.onFCP(take, allChanges);
  vitals.onFID(take, allChanges);
  vitals.onINP(
    (m: INPMetricWithAttribution) => take(m, ['interaction_to_next_paint_element', m.attribution.interactionTarget]),
    allChanges,
  );
  vitals.onLCP((m: LCPMetricWithAttribution) => take(m, ['largest_contentful_paint_element', m.attribution.element]), allChanges);

  const batches = new Batches(pageLoadId);
  const send = () => {
    try {
      batches.send(collected);
    } catch (error) {
      report(error);
    }
  };
  // The first batch: 30 s after the load event, not after this script started.
  afterLoadEvent((loadedAt) => {
    window.setTimeout(
      () => {
        if (!closed) send();
      },
      firstBatchDelay(performance.now(), loadedAt),
    );
  });
  // Registered after the library's own listeners: its last values are in when this runs.
  onPageHidden(() => {
    if (closed) return;
    send();
    closed = true;
  });
}
