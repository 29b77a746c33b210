// The performance record's batches (client/src/analytics/performance-collection.ts; spec §9 "Performance"): the first
// batch leaves 30 s after the load event, metrics count up to 60 s after the navigation started or until the page is
// hidden (what is new by then leaves when it is hidden), and the record's version is the collector's. A failure in
// collecting is a JavaScript error report through the page's error queue (spec §8; web-vitals.ts and
// error-reporting.ts as the storefront runs them). Fake timers, and a stand-in page: its clock, its load state and
// listeners, its navigation entry, navigator.sendBeacon (which takes every body it is given here) and fetch.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collect, PERFORMANCE_PATH } from '../../client/src/analytics/performance-collection.ts';
import { PERFORMANCE_COLLECTOR_VERSION } from '../../domain/performance-record.ts';

type Handler = (metric: { name: string; value: number; attribution: Record<string, unknown> }) => void;
const vitals = vi.hoisted(() => ({ handlers: new Map<string, Handler>() }));
vi.mock('web-vitals/attribution', () => {
  const on = (name: string) => (handler: Handler) => vitals.handlers.set(name, handler);
  return { onCLS: on('CLS'), onFCP: on('FCP'), onFID: on('FID'), onINP: on('INP'), onLCP: on('LCP') };
});

/** ms since the navigation started, as the stand-in page's performance.now() answers. */
let now = 0;
let beacons: Blob[] = [];
let pageListeners: (() => void)[] = [];
let loadListeners: (() => void)[] = [];
/** The page's navigation entry (none: a browser without navigation timing). */
let navigation: { loadEventStart: number } | null = null;
/** The page's cookies, as document.cookie reads them. */
let cookies = '';
/** The requests the page made with fetch: the error reports. */
let fetched: { path: string; init: RequestInit }[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  now = 0;
  beacons = [];
  pageListeners = [];
  loadListeners = [];
  navigation = null;
  cookies = '';
  fetched = [];
  vitals.handlers.clear();
  const listen = (type: string, run: () => void) => {
    if (type === 'pagehide' || type === 'visibilitychange') pageListeners.push(run);
    if (type === 'load') loadListeners.push(run);
  };
  vi.stubGlobal('window', {
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    addEventListener: listen,
    location: { hash: '', hostname: 'shop.example', pathname: '/shop', origin: 'https://shop.example', href: 'https://shop.example/shop' },
    innerWidth: 390,
    innerHeight: 844,
    screen: { width: 390, height: 844 },
    matchMedia: () => ({ matches: false }),
  });
  // A page that has loaded (the collection starts once the website's settings come), unless a test says otherwise.
  vi.stubGlobal('document', {
    get cookie() {
      return cookies;
    },
    visibilityState: 'visible',
    readyState: 'complete',
    addEventListener: listen,
  });
  vi.stubGlobal('navigator', {
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    sendBeacon: (_path: string, body: Blob) => {
      beacons.push(body);
      return true;
    },
  });
  vi.stubGlobal('performance', {
    now: () => now,
    getEntriesByType: (type: string) => (type === 'navigation' && navigation ? [navigation] : []),
  });
  // No entry types to observe: the web vitals come from the library's stand-in alone.
  vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: [] });
  vi.stubGlobal('fetch', (path: string, init: RequestInit) => {
    fetched.push({ path, init });
    return Promise.resolve(new Response(null, { status: 202 }));
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Moves the page's clock and its timers on together. */
function advance(ms: number): void {
  now += ms;
  vi.advanceTimersByTime(ms);
}

function report(name: string, value: number): void {
  vitals.handlers.get(name)?.({ name, value, attribution: {} });
}

/** The batches' tests expect no failure: one reported fails the test where it happens. */
const unexpected = (error: unknown) => {
  throw error;
};

/** The document's load event, at the stand-in page's time now. */
function load(): void {
  (document as { readyState: string }).readyState = 'complete';
  if (navigation) navigation.loadEventStart = now;
  for (const run of loadListeners) run();
}

/** The page being hidden (the shopper switches tabs or leaves). */
function hide(): void {
  (document as { visibilityState: string }).visibilityState = 'hidden';
  for (const run of pageListeners) run();
}

/** The page_speed data each beacon carried so far. */
async function pageSpeed(): Promise<Record<string, unknown>[]> {
  const sent = await Promise.all(
    beacons.map(async (b) => JSON.parse(await b.text()) as { event: string; data: Record<string, unknown> }[]),
  );
  return sent.flat().flatMap((e) => (e.event === 'page_speed' ? [e.data] : []));
}

describe('performance batches (spec §9)', () => {
  it('the first batch is sent 30 s after the load event, not 30 s after the collection started', async () => {
    // Loaded at 1.5 s; the collection starts at 2 s (the website's settings came then).
    navigation = { loadEventStart: 1_500 };
    now = 2_000;
    await collect('load-1', unexpected);
    report('FCP', 812.4);
    advance(29_499);
    expect(beacons).toEqual([]);
    advance(1);
    expect(beacons).toHaveLength(1);
    expect(beacons[0].type).toBe('text/plain');
    expect(await pageSpeed()).toEqual([expect.objectContaining({ first_contentful_paint_ms: 812, pathname: '/shop' })]);
  });

  it('a collection started before the load event waits for it: the first batch 30 s after the load event', async () => {
    navigation = { loadEventStart: 0 };
    (document as { readyState: string }).readyState = 'interactive';
    now = 500;
    await collect('load-1', unexpected);
    report('FCP', 640);
    advance(3_500);
    load(); // at 4 s
    advance(29_999);
    expect(beacons).toEqual([]);
    advance(1); // 34 s: 30 s after the load event, 33.5 s after the collection started
    expect(await pageSpeed()).toEqual([expect.objectContaining({ first_contentful_paint_ms: 640 })]);
  });

  it('the page hidden before its load event sends what it has then, and no batch later', async () => {
    navigation = { loadEventStart: 0 };
    (document as { readyState: string }).readyState = 'loading';
    await collect('load-1', unexpected);
    report('FCP', 900);
    advance(2_000);
    hide();
    expect(beacons).toHaveLength(1);
    load();
    advance(60_000);
    expect(beacons).toHaveLength(1);
  });

  it('metrics are collected up to 60 s after load; what is new leaves when the page is hidden', async () => {
    await collect('load-1', unexpected);
    report('FCP', 900);
    advance(30_000);
    advance(29_000);
    report('LCP', 2_400); // at 59 s: still collected
    advance(2_000);
    report('INP', 350); // at 61 s: too late
    expect(beacons).toHaveLength(1);
    hide();
    expect(beacons).toHaveLength(2);
    const [first, rest] = await pageSpeed();
    expect(first).toMatchObject({ first_contentful_paint_ms: 900 });
    expect(rest).toMatchObject({ largest_contentful_paint_ms: 2_400 });
    expect(rest).not.toHaveProperty('interaction_to_next_paint_ms');
    expect(rest).not.toHaveProperty('first_contentful_paint_ms');
  });

  it('metrics are collected until the page is hidden: it sends them then, and nothing after', async () => {
    await collect('load-1', unexpected);
    report('FCP', 700);
    advance(10_000);
    hide();
    expect(await pageSpeed()).toEqual([expect.objectContaining({ first_contentful_paint_ms: 700 })]);
    report('LCP', 1_500);
    advance(60_000);
    hide();
    expect(beacons).toHaveLength(1);
  });

  it('the record’s version is the collector’s, 4.13.1, not the bundled web-vitals library’s', async () => {
    const library = JSON.parse(readFileSync(new URL('../../node_modules/web-vitals/package.json', import.meta.url), 'utf8')).version;
    expect(library).not.toBe('4.13.1');
    await collect('load-1', unexpected);
    report('FCP', 700);
    advance(30_000);
    const [data] = await pageSpeed();
    expect(data.version).toBe('4.13.1');
    expect(data.version).toBe(PERFORMANCE_COLLECTOR_VERSION);
  });

  it('the batches go to the performance records path', async () => {
    const paths: string[] = [];
    (navigator as { sendBeacon: (path: string) => boolean }).sendBeacon = (path: string) => {
      paths.push(path);
      return true;
    };
    await collect('load-1', unexpected);
    advance(30_000);
    expect(paths).toEqual([PERFORMANCE_PATH]);
    expect(PERFORMANCE_PATH).toBe('/api/1/performance/records');
  });
});

describe('performance collection errors (spec §8)', () => {
  const SETTINGS = { websiteId: 'site-1', locale: 'en-US', analyticsDisabled: false, performanceDisabled: false };

  /** The storefront's own collection start and error reporting, as a page loads them: fresh modules (no settings
   * known yet, an empty error queue), the reporter web-vitals.ts gives the collection, nothing standing in for it. */
  async function storefrontModules() {
    vi.resetModules();
    const { startPerformanceCollection, PERFORMANCE_COLLECTION_ERROR } = await import('../../client/src/analytics/web-vitals.ts');
    const { setAnalyticsSite } = await import('../../client/src/analytics/site.ts');
    const { reportError, ERRORS_PATH } = await import('../../client/src/analytics/error-reporting.ts');
    return { startPerformanceCollection, PERFORMANCE_COLLECTION_ERROR, setAnalyticsSite, reportError, ERRORS_PATH };
  }

  /** The error reports the page posted: the crumb each carried, and its reports. */
  function errorReports(path: string) {
    return fetched
      .filter((f) => f.path === path)
      .map((f) => ({
        crumb: (f.init.headers as Record<string, string>)['X-CSRF-Token'],
        errors: (JSON.parse(String(f.init.body)) as { errors: unknown[] }).errors,
      }));
  }

  it('a failure in collecting performance is reported as a JavaScript error report through the same queue', async () => {
    cookies = 'crumb=crumb-1';
    // The browser refuses a media query the record reads (the visitor's accessibility preferences).
    window.matchMedia = () => {
      throw new Error('matchMedia is not supported');
    };
    const page = await storefrontModules();
    page.startPerformanceCollection();
    page.setAnalyticsSite(SETTINGS);
    await vi.dynamicImportSettled();
    advance(30_000);
    // The batch failed: nothing was sent, and the failure waits in the queue (1 s, debounced) with the page's others.
    expect(beacons).toEqual([]);
    page.reportError(new Error('The cart did not load'), 'API_FAILURE');
    advance(999);
    expect(errorReports(page.ERRORS_PATH)).toEqual([]);
    advance(1);
    expect(errorReports(page.ERRORS_PATH)).toEqual([
      {
        crumb: 'crumb-1',
        errors: [
          {
            message: 'matchMedia is not supported',
            stack: expect.stringContaining('matchMedia is not supported'),
            url: 'https://shop.example/shop',
            kind: 'tracked',
            errorType: 'PERFORMANCE_COLLECTION',
          },
          expect.objectContaining({ message: 'The cart did not load', kind: 'tracked', errorType: 'API_FAILURE' }),
        ],
      },
    ]);
    expect(page.PERFORMANCE_COLLECTION_ERROR).toBe('PERFORMANCE_COLLECTION');
  });

  it('a collection that cannot start (the browser refuses an observer) is reported the same way', async () => {
    cookies = 'crumb=crumb-2';
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['resource'];
        observe() {
          throw new TypeError('The entry type is not supported with buffered: true');
        }
      },
    );
    const page = await storefrontModules();
    page.startPerformanceCollection();
    page.setAnalyticsSite(SETTINGS);
    await vi.dynamicImportSettled();
    advance(1_000);
    expect(errorReports(page.ERRORS_PATH)).toEqual([
      {
        crumb: 'crumb-2',
        errors: [
          expect.objectContaining({
            message: 'The entry type is not supported with buffered: true',
            kind: 'tracked',
            errorType: 'PERFORMANCE_COLLECTION',
          }),
        ],
      },
    ]);
    // It never started: no batch later either.
    advance(60_000);
    expect(beacons).toEqual([]);
  });

  it('nothing is collected, and so nothing reported, while performance records are off', async () => {
    cookies = 'crumb=crumb-3';
    window.matchMedia = () => {
      throw new Error('matchMedia is not supported');
    };
    const page = await storefrontModules();
    page.startPerformanceCollection();
    page.setAnalyticsSite({ ...SETTINGS, performanceDisabled: true });
    await vi.dynamicImportSettled();
    advance(31_000);
    expect(beacons).toEqual([]);
    expect(errorReports(page.ERRORS_PATH)).toEqual([]);
  });
});
