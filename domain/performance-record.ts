// The performance record a page sends (spec §3 "Performance record", §4 "Performance collection", §9 "Performance"):
// envelopes { app, data, event, pageLoadId, ts } of four kinds, the navigation timings read from the page's
// PerformanceNavigationTiming entry under the record's names, element paths cut at 200 characters, and which timings
// are still to send after the first batch. The timing of the batches: the first 30 s after the load event, metrics collected
// for 60 s or until the page is hidden, the remainder sent when it is hidden. The web vitals' names in the record are
// WEB_VITAL_FIELDS of web-vitals.ts.
import type { WebVitalMetric } from './web-vitals.ts';

export const PERFORMANCE_COLLECTOR_VERSION = '4.13.1';
export const PERFORMANCE_APP = 'storefront';
export const FIRST_BATCH_DELAY_MS = 30_000;
export const COLLECTION_WINDOW_MS = 60_000;
export const ELEMENT_PATH_MAX_CHARS = 200;
/** Our own bounds: image and user timings one page load sends at the most (a long listing has many images). */
export const MAX_IMAGE_TIMINGS = 50;
export const MAX_USER_TIMINGS = 50;
/** Envelopes one request carries at the most (the server takes 50 a call); more leave in further requests. */
export const MAX_ENVELOPES_PER_SEND = 50;

export const PERFORMANCE_EVENTS = ['page_speed', 'image', 'user', 'a11y'] as const;
export type PerformanceEvent = (typeof PERFORMANCE_EVENTS)[number];

export type PerformanceEnvelope = {
  app: typeof PERFORMANCE_APP;
  data: Record<string, unknown>;
  event: PerformanceEvent;
  pageLoadId: string;
  ts: number;
};

export function envelope(event: PerformanceEvent, data: Record<string, unknown>, pageLoadId: string, ts: number): PerformanceEnvelope {
  return { app: PERFORMANCE_APP, data, event, pageLoadId, ts };
}

/** The fields of a PerformanceNavigationTiming entry the record reads (times in ms from the navigation's start). */
export type NavigationTimingFields = {
  domainLookupStart: number;
  domainLookupEnd: number;
  connectStart: number;
  connectEnd: number;
  secureConnectionStart: number;
  responseStart: number;
  domContentLoadedEventStart: number;
  domContentLoadedEventEnd: number;
  loadEventStart: number;
  loadEventEnd: number;
  encodedBodySize: number;
  decodedBodySize: number;
};

export type Timings = Record<string, number>;

const ms = (value: number) => Math.round(value);

/**
 * The record's navigation timings. Durations (DNS lookup, TCP connection, TLS negotiation) are differences; the
 * moments are ms from the navigation's start. A moment the page has not reached yet (0 in the entry: the load event
 * before it fired) is left out, to come with the remainder.
 */
export function navigationTimings(nav: NavigationTimingFields): Timings {
  const timings: Timings = {
    domain_lookup_ms: ms(Math.max(0, nav.domainLookupEnd - nav.domainLookupStart)),
    tcp_connection_ms: ms(Math.max(0, nav.connectEnd - nav.connectStart)),
    tls_negotiation_ms: nav.secureConnectionStart > 0 ? ms(Math.max(0, nav.connectEnd - nav.secureConnectionStart)) : 0,
    encoded_body_size_bytes: nav.encodedBodySize,
    decoded_body_size_bytes: nav.decodedBodySize,
  };
  const moments: [string, number][] = [
    ['response_start_ms', nav.responseStart],
    ['dom_content_loaded_event_start_ms', nav.domContentLoadedEventStart],
    ['dom_content_loaded_event_end_ms', nav.domContentLoadedEventEnd],
    ['load_event_start_ms', nav.loadEventStart],
    ['load_event_end_ms', nav.loadEventEnd],
  ];
  for (const [name, at] of moments) if (at > 0) timings[name] = ms(at);
  return timings;
}

/** A metric's value as recorded: layout shift to 4 decimals, times in whole ms. */
export function webVitalValue(metric: WebVitalMetric, value: number): number {
  return metric === 'CLS' ? Math.round(value * 10_000) / 10_000 : ms(value);
}

/** The element a metric names (LCP's element, CLS's largest shift target, INP's interaction target): a path of at
 * most 200 characters, or null. */
export function elementPath(path: string | null | undefined): string | null {
  return path ? path.slice(0, ELEMENT_PATH_MAX_CHARS) : null;
}

/** What changed since the last send: the values that are new or different (the remainder to send). */
export function changedSince<T extends string | number | null>(
  sent: Readonly<Record<string, T>>,
  now: Readonly<Record<string, T>>,
): Record<string, T> {
  const changed: Record<string, T> = {};
  for (const [name, value] of Object.entries(now)) if (sent[name] !== value) changed[name] = value;
  return changed;
}

/** Image timings are kept only for images from the platform's own image host: this origin's /media/ paths. */
export function isPlatformImage(url: string, origin: string): boolean {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  return parsed.origin === origin && parsed.pathname.startsWith('/media/');
}

/** How long to wait, `now` ms after the navigation started, before the first batch of a page whose load event came
 * `loadedAt` ms after it: the batch leaves 30 s after the load event, whenever the collection started (at once when
 * that is past). */
export function firstBatchDelay(now: number, loadedAt: number): number {
  return Math.max(0, loadedAt + FIRST_BATCH_DELAY_MS - now);
}

/** Whether a measurement taken `at` ms after the navigation started still counts (the 60 s window). */
export function withinCollectionWindow(at: number): boolean {
  return at <= COLLECTION_WINDOW_MS;
}
