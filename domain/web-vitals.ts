// Web vitals (spec §9 "Performance"): the ratings' thresholds, and the fixed histogram buckets daily rollups count
// values in. Every threshold is a bucket edge, so a rating share read from buckets is exact; p75 is interpolated
// inside its bucket (at most one bucket's width off).

export const WEB_VITAL_METRICS = ['FCP', 'LCP', 'CLS', 'FID', 'INP'] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];
export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

/** Good up to the first number, poor above the second (spec §9). */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalMetric, readonly [good: number, poor: number]> = {
  FCP: [1800, 3000],
  CLS: [0.1, 0.25],
  FID: [100, 300],
  INP: [200, 500],
  LCP: [2500, 4000],
};

/** The performance record's data field (spec §3) each metric is read from. */
export const WEB_VITAL_FIELDS: Record<WebVitalMetric, string> = {
  FCP: 'first_contentful_paint_ms',
  LCP: 'largest_contentful_paint_ms',
  CLS: 'cumulative_layout_shift',
  FID: 'first_input_delay_ms',
  INP: 'interaction_to_next_paint_ms',
};

export function webVitalRating(metric: WebVitalMetric, value: number): WebVitalRating {
  const [good, poor] = WEB_VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

// Upper edges of the buckets (a value v falls in the first bucket whose edge is ≥ v); the last bucket is open.
const MS_EDGES = [
  0, 25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000, 2250, 2500, 2750, 3000, 3250,
  3500, 4000, 4500, 5000, 6000, 7000, 8000, 10000, 12000, 15000, 20000, 30000, 60000,
];
const CLS_EDGES = [0, 0.01, 0.025, 0.05, 0.075, 0.1, 0.125, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3, 5];

export const bucketEdges = (metric: WebVitalMetric): readonly number[] => (metric === 'CLS' ? CLS_EDGES : MS_EDGES);

/** The bucket a value is counted in: 0 … edges.length (the open bucket above the last edge). */
export function bucketOf(metric: WebVitalMetric, value: number): number {
  const edges = bucketEdges(metric);
  const index = edges.findIndex((edge) => value <= edge);
  return index === -1 ? edges.length : index;
}

/** A bucket's value range: (previous edge, edge]; the open bucket reaches twice the last edge for interpolation. */
function bucketRange(metric: WebVitalMetric, bucket: number): [number, number] {
  const edges = bucketEdges(metric);
  const last = edges[edges.length - 1];
  if (bucket >= edges.length) return [last, last * 2];
  return [bucket === 0 ? 0 : edges[bucket - 1], edges[bucket]];
}

export type BucketCount = { bucket: number; count: number };

/** The p-th percentile (0–1) of counted values, interpolated inside its bucket; null without values. */
export function percentileFromBuckets(metric: WebVitalMetric, counts: readonly BucketCount[], p = 0.75): number | null {
  const sorted = [...counts].filter((c) => c.count > 0).sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, c) => sum + c.count, 0);
  if (total === 0) return null;
  const rank = p * total;
  let below = 0;
  for (const { bucket, count } of sorted) {
    if (below + count >= rank) {
      const [low, high] = bucketRange(metric, bucket);
      const value = low + ((rank - below) / count) * (high - low);
      return metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
    }
    below += count;
  }
  return null;
}

/** How many counted values are good, need improvement, and are poor (exact: thresholds are bucket edges). */
export function ratingShares(metric: WebVitalMetric, counts: readonly BucketCount[]): Record<WebVitalRating, number> {
  const shares = { good: 0, 'needs-improvement': 0, poor: 0 };
  for (const { bucket, count } of counts) shares[webVitalRating(metric, bucketRange(metric, bucket)[1])] += count;
  return shares;
}
