// The performance record's batches (client/src/analytics/performance-collection.ts; spec §9 "Performance"): the first
// batch leaves 30 s after load, metrics count up to 60 s after load or until the page is hidden (what is new by then
// leaves when it is hidden), and the record's version is the collector's. Fake timers, and a stand-in page: its clock,
// its listeners and navigator.sendBeacon, which takes every body it is given here.
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

beforeEach(() => {
  vi.useFakeTimers();
  now = 0;
  beacons = [];
  pageListeners = [];
  vitals.handlers.clear();
  const listen = (type: string, run: () => void) => {
    if (type === 'pagehide' || type === 'visibilitychange') pageListeners.push(run);
  };
  vi.stubGlobal('window', {
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    addEventListener: listen,
    location: { hash: '', hostname: 'shop.example', pathname: '/shop', origin: 'https://shop.example' },
    innerWidth: 390,
    innerHeight: 844,
    screen: { width: 390, height: 844 },
    matchMedia: () => ({ matches: false }),
  });
  vi.stubGlobal('document', { cookie: '', visibilityState: 'visible', addEventListener: listen });
  vi.stubGlobal('navigator', {
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    sendBeacon: (_path: string, body: Blob) => {
      beacons.push(body);
      return true;
    },
  });
  vi.stubGlobal('performance', { now: () => now, getEntriesByType: () => [] });
  // No entry types to observe: the web vitals come from the library's stand-in alone.
  vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: [] });
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
  it('the first batch is sent 30 s after load, whenever the collection started', async () => {
    now = 2_000;
    await collect('load-1', () => {});
    report('FCP', 812.4);
    advance(27_999);
    expect(beacons).toEqual([]);
    advance(1);
    expect(beacons).toHaveLength(1);
    expect(beacons[0].type).toBe('text/plain');
    expect(await pageSpeed()).toEqual([expect.objectContaining({ first_contentful_paint_ms: 812, pathname: '/shop' })]);
  });

  it('metrics are collected up to 60 s after load; what is new leaves when the page is hidden', async () => {
    await collect('load-1', () => {});
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
    await collect('load-1', () => {});
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
    await collect('load-1', () => {});
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
    await collect('load-1', () => {});
    advance(30_000);
    expect(paths).toEqual([PERFORMANCE_PATH]);
    expect(PERFORMANCE_PATH).toBe('/api/1/performance/records');
  });
});
