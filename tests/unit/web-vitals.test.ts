// Web-vitals ratings (spec §9: good up to / poor above) and the histogram buckets p75 is read from.
import { describe, expect, it } from 'vitest';
import { bucketEdges, bucketOf, percentileFromBuckets, ratingShares, WEB_VITAL_METRICS, webVitalRating } from '../../domain/web-vitals.ts';

describe('web-vitals ratings (spec §9)', () => {
  it.each([
    ['FCP', 1800, 1801, 3000, 3001],
    ['CLS', 0.1, 0.11, 0.25, 0.26],
    ['FID', 100, 101, 300, 301],
    ['INP', 200, 201, 500, 501],
    ['LCP', 2500, 2501, 4000, 4001],
  ] as const)('%s is good up to %s, needs improvement to %s, poor above it', (metric, good, ni, niTop, poor) => {
    expect(webVitalRating(metric, good)).toBe('good');
    expect(webVitalRating(metric, ni)).toBe('needs-improvement');
    expect(webVitalRating(metric, niTop)).toBe('needs-improvement');
    expect(webVitalRating(metric, poor)).toBe('poor');
  });

  it('every threshold is a bucket edge, so rating shares read from buckets are exact', () => {
    const thresholds = { FCP: [1800, 3000], CLS: [0.1, 0.25], FID: [100, 300], INP: [200, 500], LCP: [2500, 4000] };
    for (const metric of WEB_VITAL_METRICS) for (const t of thresholds[metric]) expect(bucketEdges(metric)).toContain(t);
    const values = [100, 1800, 1900, 2999, 3000, 3001, 90_000];
    const counts = new Map<number, number>();
    for (const v of values) counts.set(bucketOf('FCP', v), (counts.get(bucketOf('FCP', v)) ?? 0) + 1);
    const shares = ratingShares(
      'FCP',
      [...counts].map(([bucket, count]) => ({ bucket, count })),
    );
    expect(shares).toEqual({ good: 2, 'needs-improvement': 3, poor: 2 });
  });

  it('p75 is interpolated inside its bucket and lies in the bucket of the true p75', () => {
    const values = Array.from({ length: 100 }, (_, i) => 1000 + i * 20); // 1000 … 2980; true p75 = 2500
    const counts = new Map<number, number>();
    for (const v of values) counts.set(bucketOf('LCP', v), (counts.get(bucketOf('LCP', v)) ?? 0) + 1);
    const p75 = percentileFromBuckets(
      'LCP',
      [...counts].map(([bucket, count]) => ({ bucket, count })),
    );
    expect(p75).toBeGreaterThan(2250);
    expect(p75).toBeLessThanOrEqual(2500);
    expect(percentileFromBuckets('LCP', [])).toBeNull();
  });

  it('values above the last edge fall in an open bucket', () => {
    const edges = bucketEdges('INP');
    expect(bucketOf('INP', edges[edges.length - 1] + 1)).toBe(edges.length);
    expect(bucketOf('INP', 0)).toBe(0);
  });
});
