// What the analytics buffer holds until a flush writes it: one raw row each, with the daily counts it adds. Counts
// under a step are added only when that step is new for the visitor that day (AnalyticsVisitorDay), which is how
// distinct visitors, visits and the funnel are counted without scanning raw events.

export type Count = { metric: string; key: string; value: number };
export type StepCounts = { step: string; counts: Count[] };

type Common = { websiteId: string; day: string; at: Date };

export type EventRecord = Common & {
  type: 'event';
  visitorId: string | null;
  family: 'census' | 'shopping' | 'commerce' | 'interface';
  name: string;
  pageType: string | null;
  path: string | null;
  productId: string | null;
  /** Written as its JSON text. */
  payload: object;
  counts: Count[];
  /** Needs a visitor id: without one no step is recorded. */
  steps: StepCounts[];
};

export type PerformanceBucket = { pageType: string; path: string; metric: string; bucket: number };

export type PerformanceEntry = Common & {
  type: 'performance';
  analyticsId: string | null;
  marketingId: string | null;
  memberId: string | null;
  pageLoadId: string | null;
  event: string;
  version: string | null;
  hostname: string | null;
  pathname: string | null;
  pageType: string | null;
  /** Written as its JSON text. */
  data: object;
  ts: Date;
  buckets: PerformanceBucket[];
};

export type ErrorReport = Common & {
  type: 'error';
  visitorId: string | null;
  messageKey: string;
  message: string;
  errorType: string | null;
  stack: string | null;
  url: string | null;
};

/** What a record that is not stored adds to the daily counts: a shopping event whose name is outside spec §3's list
 * (a beacon never reads its answer, so the drop is counted where the owner sees it instead of refused). */
export type DropRecord = Common & { type: 'drop'; counts: Count[] };

export type AnalyticsRecord = EventRecord | PerformanceEntry | ErrorReport | DropRecord;

/** The daily-count metrics (docs/analytics.md). */
export const Metric = {
  PAGE_VIEWS: 'pageViews',
  VISITORS: 'visitors',
  VISITS: 'visits',
  DEVICES: 'devices',
  REFERRERS: 'referrers',
  PRODUCT_VIEWS: 'productViews',
  ADD_TO_CARTS: 'addToCarts',
  CHECKOUTS: 'checkouts',
  ORDERS: 'orders',
  REVENUE_CENTS: 'revenueCents',
  TEST_ORDERS: 'testOrders',
  TEST_REVENUE_CENTS: 'testRevenueCents',
  PRODUCT_UNITS_SOLD: 'productUnitsSold',
  LEADS: 'leads',
  EVENTS: 'events',
  FUNNEL: 'funnel',
  /** Records not stored, by `family:name` (a client chooses the name: capped like referrers). */
  DROPPED_EVENTS: 'droppedEvents',
} as const;

/** Funnel steps, in order: a visitor counts once per step per day. */
export const FUNNEL_STEPS = ['visit', 'product', 'cart', 'checkout', 'order'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const count = (metric: string, key = '', value = 1): Count => ({ metric, key, value });
/** A funnel step: the visitor's first time at it today adds one to the funnel's count for it. */
export const funnelStep = (step: FunnelStep, extra: Count[] = []): StepCounts => ({
  step,
  counts: [count(Metric.FUNNEL, step), ...extra],
});
