// The performance record (spec §3, §9 "Performance"): navigation timings under the record's names, element paths
// capped at 200 characters, image timings only for the platform's image host, batch timing, and the remainder.
import { describe, expect, it } from 'vitest';
import {
  changedSince,
  elementPath,
  envelope,
  firstBatchDelay,
  isPlatformImage,
  type NavigationTimingFields,
  navigationTimings,
  PERFORMANCE_COLLECTOR_VERSION,
  webVitalValue,
  withinCollectionWindow,
} from '../../domain/performance-record.ts';

const NAV: NavigationTimingFields = {
  domainLookupStart: 10,
  domainLookupEnd: 25.4,
  connectStart: 25.4,
  connectEnd: 80.2,
  secureConnectionStart: 40.1,
  responseStart: 120.6,
  domContentLoadedEventStart: 400.2,
  domContentLoadedEventEnd: 410.7,
  loadEventStart: 900,
  loadEventEnd: 905.5,
  encodedBodySize: 1200,
  decodedBodySize: 3400,
};

describe('performance record', () => {
  it('collector version 4.13.1', () => {
    expect(PERFORMANCE_COLLECTOR_VERSION).toBe('4.13.1');
  });

  it('an envelope carries app, data, event, pageLoadId and ts', () => {
    expect(envelope('a11y', { forcedColors: false }, 'load-1', 1_700_000_000_000)).toEqual({
      app: 'storefront',
      data: { forcedColors: false },
      event: 'a11y',
      pageLoadId: 'load-1',
      ts: 1_700_000_000_000,
    });
  });

  it('navigation timings are read from the navigation entry under the record names', () => {
    expect(navigationTimings(NAV)).toEqual({
      domain_lookup_ms: 15,
      tcp_connection_ms: 55,
      tls_negotiation_ms: 40,
      response_start_ms: 121,
      dom_content_loaded_event_start_ms: 400,
      dom_content_loaded_event_end_ms: 411,
      load_event_start_ms: 900,
      load_event_end_ms: 906,
      encoded_body_size_bytes: 1200,
      decoded_body_size_bytes: 3400,
    });
  });

  it('a plain http connection has no TLS negotiation, and a load event not reached yet comes with the remainder', () => {
    const timings = navigationTimings({ ...NAV, secureConnectionStart: 0, loadEventStart: 0, loadEventEnd: 0 });
    expect(timings.tls_negotiation_ms).toBe(0);
    expect(timings).not.toHaveProperty('load_event_start_ms');
    expect(timings).not.toHaveProperty('load_event_end_ms');
  });

  it('layout shift keeps 4 decimals; times are whole milliseconds', () => {
    expect(webVitalValue('CLS', 0.123456)).toBe(0.1235);
    expect(webVitalValue('LCP', 2500.6)).toBe(2501);
    expect(webVitalValue('INP', 199.4)).toBe(199);
  });

  it('element path strings are capped at 200 characters', () => {
    expect(elementPath(`html>body>${'div>'.repeat(100)}img`)).toHaveLength(200);
    expect(elementPath('main>img.product__image')).toBe('main>img.product__image');
    expect(elementPath(undefined)).toBeNull();
    expect(elementPath('')).toBeNull();
  });

  it('image timing only for platform image hosts', () => {
    const origin = 'https://shop.example';
    expect(isPlatformImage('https://shop.example/media/w1/images/i1/tote.jpg?format=500w', origin)).toBe(true);
    expect(isPlatformImage('https://cdn.example/media/w1/images/i1/tote.jpg', origin)).toBe(false);
    expect(isPlatformImage('https://shop.example/assets/logo.svg', origin)).toBe(false);
    expect(isPlatformImage('not a url', origin)).toBe(false);
  });

  it('batch sent 30 s after load: after the load event, whenever the collection started', () => {
    expect(firstBatchDelay(0, 0)).toBe(30_000);
    // Loaded at 2 s, asked at 12 s: 20 s more.
    expect(firstBatchDelay(12_000, 2_000)).toBe(20_000);
    // A slow page, loaded at 8 s and asked as it loads: 30 s from then, not 22 s.
    expect(firstBatchDelay(8_000, 8_000)).toBe(30_000);
    // Collection started late (the settings came late): the batch leaves at once.
    expect(firstBatchDelay(45_000, 3_000)).toBe(0);
  });

  it('metrics collected up to 60 s', () => {
    expect(withinCollectionWindow(59_999)).toBe(true);
    expect(withinCollectionWindow(60_000)).toBe(true);
    expect(withinCollectionWindow(60_001)).toBe(false);
  });

  it('the remainder is what is new or changed since the last send', () => {
    const sent = { first_contentful_paint_ms: 800, cumulative_layout_shift: 0.01 };
    const now = { first_contentful_paint_ms: 800, cumulative_layout_shift: 0.05, interaction_to_next_paint_ms: 120 };
    expect(changedSince(sent, now)).toEqual({ cumulative_layout_shift: 0.05, interaction_to_next_paint_ms: 120 });
    expect(changedSince(now, now)).toEqual({});
  });
});
