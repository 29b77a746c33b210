// Analytics over GraphQL (docs/analytics.md): the record mutations headless clients send (the same door as the REST
// paths of spec §7), and what owners with analytics:read see — the overview (visitors, the funnel, revenue, top
// products, referrers, devices), web vitals per page type or path, and JavaScript errors grouped by message.
import { GraphQLError } from 'graphql';
import { SHOPPING_EVENTS } from '../domain/analytics.ts';
import { PERFORMANCE_EVENTS } from '../domain/performance-record.ts';
import { WEB_VITAL_METRICS } from '../domain/web-vitals.ts';
import { analyticsCaller } from '../server/services/analytics/caller.ts';
import type { IngestOutcome } from '../server/services/analytics/ingest.ts';
import { deleteVisitorAnalytics } from '../server/services/analytics/privacy.ts';
import {
  analyticsOverview,
  dayRange,
  type ErrorGroup,
  javascriptErrors,
  type Overview,
  pageTypeName,
  type WebVitalRow,
  webVitals,
} from '../server/services/analytics/reports.ts';
import { RateLimitedError } from '../server/services/rate-limits.ts';
import type { UserError } from '../server/services/user-errors.ts';
import { builder, UserErrorRef } from './builder.ts';
import { Money, money } from './money.ts';

const enumName = (name: string) => name.toUpperCase().replace(/[^A-Z]+/g, '_');

const ShoppingEventName = builder.enumType('ShoppingEventName', {
  description: 'The shopping event families of spec §3.',
  values: Object.fromEntries(SHOPPING_EVENTS.map((name) => [enumName(name), { value: name, description: `“${name}”` }])),
});
const PerformanceEventKind = builder.enumType('PerformanceEventKind', {
  values: Object.fromEntries(PERFORMANCE_EVENTS.map((e) => [e.toUpperCase(), { value: e }])),
});
const WebVitalMetricEnum = builder.enumType('WebVitalMetric', {
  description: 'FCP, LCP, CLS, FID and INP, rated by the thresholds of spec §9.',
  values: WEB_VITAL_METRICS,
});
const WebVitalRatingEnum = builder.enumType('WebVitalRating', {
  values: { GOOD: { value: 'good' }, NEEDS_IMPROVEMENT: { value: 'needs-improvement' }, POOR: { value: 'poor' } },
});

type Payload = { accepted: number; skipped: number; userErrors: UserError[]; visitorId?: string | null };

const AnalyticsPayload = builder.objectRef<Payload>('AnalyticsPayload').implement({
  description: 'How many records were taken; records the skip rules drop count as skipped (docs/analytics.md).',
  fields: (t) => ({
    accepted: t.exposeInt('accepted'),
    skipped: t.exposeInt('skipped'),
    visitorId: t.string({
      nullable: true,
      description:
        'recordHit from a headless client: the visitor id the hit was counted under — the one it sent, if the server minted it, else a new one minted now (null once its address has minted its share for now). Send it with later records.',
      resolve: (p) => p.visitorId ?? null,
    }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (p) => p.userErrors }),
  }),
});

function payload(outcome: IngestOutcome, visitorId?: string | null): Payload {
  if (outcome.ok) return { accepted: outcome.accepted, skipped: outcome.skipped, userErrors: [], visitorId };
  if (outcome.reason === 'rate-limited') throw new RateLimitedError(outcome.retryAfterSeconds);
  if (outcome.reason === 'busy')
    throw new GraphQLError(outcome.message, { extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 1 } });
  return { accepted: 0, skipped: 0, userErrors: [{ code: 'INVALID_INPUT' as const, message: outcome.message }] };
}

const RecordHitInput = builder.inputType('RecordHitInput', {
  fields: (t) => ({
    event: t.string({ description: 'The census event; view unless given.' }),
    data: t.field({
      type: 'JSON',
      required: true,
      description: 'As RecordHit’s data (spec §7): url is required; pageType a page type number.',
    }),
    visitorId: t.string({
      description:
        'Headless clients: the visitor id an earlier recordHit answered (minted by the server); a made-up one is not taken. Browsers are known by their ss_cvr cookie.',
    }),
    visit: t.int({ description: "The visitor's visit number (1 for the first visit)." }),
  }),
});
const AnalyticsItemInput = builder.inputType('AnalyticsItemInput', {
  description: 'An analytics item (spec §3): the product an event is about. Titles are cut at 200 characters.',
  fields: (t) => ({
    id: t.id({ required: true }),
    title: t.string(),
    productType: t.int({ description: 'A product type code (1 physical, 2 digital, 3 service, 4 gift card, 5 paywall).' }),
    collectionId: t.id(),
    collectionTitle: t.string(),
    isSubscription: t.boolean(),
    soldOut: t.boolean(),
  }),
});
const ShoppingEventInput = builder.inputType('ShoppingEventInput', {
  fields: (t) => ({
    name: t.field({ type: ShoppingEventName, required: true }),
    pageType: t.string({ description: 'plp, pdp, add-on or product_block (spec §2).' }),
    productId: t.id(),
    variantId: t.id(),
    collectionId: t.id(),
    quantity: t.int(),
    items: t.field({ type: [AnalyticsItemInput], description: 'The products the event is about; the first 50 are kept.' }),
  }),
});
const RecordEventsInput = builder.inputType('RecordEventsInput', {
  fields: (t) => ({
    pagePath: t.string(),
    locale: t.string(),
    memberAccountId: t.string(),
    visitorId: t.string({ description: 'Headless clients: the visitor id recordHit answered (a made-up one counts as none).' }),
    events: t.field({ type: [ShoppingEventInput], required: true, description: '1 to 50 events.' }),
  }),
});
const PerformanceEnvelopeInput = builder.inputType('PerformanceEnvelopeInput', {
  fields: (t) => ({
    app: t.string(),
    event: t.field({ type: PerformanceEventKind, required: true }),
    pageLoadId: t.string(),
    ts: t.float({ description: 'Milliseconds since 1970.' }),
    data: t.field({ type: 'JSON', required: true, description: 'The performance record of spec §3 (unknown fields are dropped).' }),
  }),
});
const JavascriptErrorInput = builder.inputType('JavascriptErrorInput', {
  fields: (t) => ({
    message: t.string({ required: true }),
    stack: t.string(),
    url: t.string(),
    kind: t.string({ description: 'error, unhandledrejection or tracked.' }),
    errorType: t.string({ description: 'A tracked error type of spec §8, when the page reported one.' }),
  }),
});

builder.mutationFields((t) => ({
  recordHit: t.field({
    type: AnalyticsPayload,
    description: 'A page view (the census hit of spec §7).',
    args: { input: t.arg({ type: RecordHitInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      // A headless client without an id the server minted gets one now (browsers have theirs in the ss_cvr cookie).
      const sent = ctx.visitor.ids?.isMinted(input.visitorId) ? input.visitorId : null;
      const visitorId = ctx.visitor.id ? undefined : (sent ?? (await ctx.visitor.ids?.mint()) ?? undefined);
      const caller = analyticsCaller(ctx, { visitorId, visit: visitorId && visitorId === sent ? (input.visit ?? undefined) : 1 });
      return payload(await ctx.analytics.recordHit(caller, input), ctx.visitor.id ? null : (visitorId ?? null));
    },
  }),
  recordEvents: t.field({
    type: AnalyticsPayload,
    description: 'Shopping events (spec §3).',
    args: { input: t.arg({ type: RecordEventsInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      payload(await ctx.analytics.recordShoppingEvents(analyticsCaller(ctx, { visitorId: input.visitorId ?? undefined }), input)),
  }),
  recordPerformance: t.field({
    type: AnalyticsPayload,
    description: 'Web-vitals performance records: 1 to 50 envelopes.',
    args: { envelopes: t.arg({ type: [PerformanceEnvelopeInput], required: true }), visitorId: t.arg.string() },
    resolve: async (_root, { envelopes, visitorId }, ctx) =>
      payload(await ctx.analytics.recordPerformance(analyticsCaller(ctx, { visitorId: visitorId ?? undefined }), envelopes)),
  }),
  recordJavascriptErrors: t.field({
    type: AnalyticsPayload,
    description: 'JavaScript error reports: 1 to 20.',
    args: { errors: t.arg({ type: [JavascriptErrorInput], required: true }), visitorId: t.arg.string() },
    resolve: async (_root, { errors, visitorId }, ctx) =>
      payload(await ctx.analytics.recordJavascriptErrors(analyticsCaller(ctx, { visitorId: visitorId ?? undefined }), { errors })),
  }),
  deleteVisitorAnalytics: t.field({
    type: builder
      .objectRef<{ events: number; performanceRecords: number; errors: number; visitorSteps: number }>('DeletedVisitorAnalytics')
      .implement({
        fields: (f) => ({
          events: f.exposeInt('events'),
          performanceRecords: f.exposeInt('performanceRecords'),
          errors: f.exposeInt('errors'),
          visitorSteps: f.exposeInt('visitorSteps'),
        }),
      }),
    description: "Deletes one visitor's raw analytics records: by visitor id (ss_cvr) or analytics id (SS_ANALYTICS_ID).",
    authScopes: { can: 'settings:write' },
    args: { visitorId: t.arg.string({ required: true }) },
    resolve: (_root, { visitorId }, ctx) => deleteVisitorAnalytics(ctx, visitorId.slice(0, 64)),
  }),
}));

const KeyCount = builder.objectRef<{ key: string; count: number }>('AnalyticsKeyCount').implement({
  fields: (t) => ({ key: t.exposeString('key'), count: t.exposeInt('count') }),
});

type Totals = Omit<Overview['days'][number], 'day'> & { day: string | null; currency: string };

const AnalyticsTotals = builder.objectRef<Totals>('AnalyticsTotals').implement({
  description: 'Counts over a range (day: null) or of one day.',
  fields: (t) => ({
    day: t.exposeString('day', { nullable: true }),
    visits: t.exposeInt('visits'),
    visitors: t.exposeInt('visitors', { description: 'Distinct visitors per day, summed over the days.' }),
    pageViews: t.exposeInt('pageViews'),
    productViews: t.exposeInt('productViews'),
    addToCarts: t.exposeInt('addToCarts'),
    checkouts: t.exposeInt('checkouts', { description: 'Checkout page views.' }),
    orders: t.exposeInt('orders'),
    revenue: t.field({ type: Money, resolve: (o) => money(o.revenueCents, o.currency) }),
    leads: t.exposeInt('leads', { description: 'Newsletter sign-ups.' }),
  }),
});

const FunnelStepRef = builder.objectRef<Overview['funnel'][number]>('AnalyticsFunnelStep').implement({
  fields: (t) => ({
    step: t.exposeString('step', { description: 'visit, product, cart, checkout, order.' }),
    visitors: t.exposeInt('visitors'),
    rateFromPrevious: t.exposeFloat('rateFromPrevious', { nullable: true }),
    rateFromStart: t.exposeFloat('rateFromStart', { nullable: true }),
  }),
});

const ProductAnalytics = builder.objectRef<Overview['topProducts'][number]>('ProductAnalytics').implement({
  fields: (t) => ({
    productId: t.exposeID('productId'),
    title: t.exposeString('title', { nullable: true, description: 'Null when the product was deleted.' }),
    views: t.exposeInt('views'),
    addToCarts: t.exposeInt('addToCarts'),
    unitsSold: t.exposeInt('unitsSold'),
  }),
});

const PageTypeCount = builder.objectRef<{ pageType: number | null; count: number }>('PageTypeCount').implement({
  fields: (t) => ({
    pageType: t.exposeInt('pageType', { nullable: true }),
    name: t.string({ nullable: true, resolve: (r) => pageTypeName(r.pageType) }),
    count: t.exposeInt('count'),
  }),
});

const AnalyticsOverview = builder.objectRef<Overview & { currency: string }>('AnalyticsOverview').implement({
  fields: (t) => ({
    from: t.string({ resolve: (o) => o.range.from }),
    to: t.string({ resolve: (o) => o.range.to }),
    totals: t.field({
      type: AnalyticsTotals,
      resolve: ({
        days: _days,
        range: _range,
        funnel: _f,
        pageViewsByPageType: _p,
        topProducts: _t,
        referrers: _r,
        devices: _d,
        events: _e,
        droppedEvents: _dropped,
        ...totals
      }) => ({
        ...totals,
        day: null,
      }),
    }),
    conversionRate: t.exposeFloat('conversionRate', { nullable: true, description: 'Orders per visit.' }),
    days: t.field({ type: [AnalyticsTotals], resolve: (o) => o.days.map((d) => ({ ...d, currency: o.currency })) }),
    funnel: t.field({ type: [FunnelStepRef], resolve: (o) => o.funnel }),
    pageViewsByPageType: t.field({ type: [PageTypeCount], resolve: (o) => o.pageViewsByPageType }),
    topProducts: t.field({ type: [ProductAnalytics], resolve: (o) => o.topProducts }),
    referrers: t.field({
      type: [KeyCount],
      description: 'Referring hosts of visits ("direct" without one); top 20.',
      resolve: (o) => o.referrers,
    }),
    devices: t.field({ type: [KeyCount], description: 'Visits by device: mobile, tablet, desktop.', resolve: (o) => o.devices }),
    events: t.field({ type: [KeyCount], description: 'Every event by family:name.', resolve: (o) => o.events }),
    droppedEvents: t.field({
      type: [KeyCount],
      description:
        'Collection problems: events pages sent that were not stored, by family:name (a shopping event whose name is outside spec §3’s list, answered 202 so a beacon loses nothing silently); top 20. Names are kept like referrers: 1,000 a day, the rest as "(other)".',
      resolve: (o) => o.droppedEvents,
    }),
  }),
});

const WebVitalSummary = builder.objectRef<WebVitalRow>('WebVitalSummary').implement({
  fields: (t) => ({
    pageType: t.exposeInt('pageType', { nullable: true }),
    pageTypeName: t.string({ nullable: true, resolve: (r) => pageTypeName(r.pageType) }),
    path: t.exposeString('path', { nullable: true, description: 'Null when grouped by page type.' }),
    metric: t.field({ type: WebVitalMetricEnum, resolve: (r) => r.metric }),
    count: t.exposeInt('count'),
    p75: t.exposeFloat('p75', { nullable: true, description: 'Milliseconds (CLS: unitless).' }),
    rating: t.field({ type: WebVitalRatingEnum, nullable: true, resolve: (r) => r.rating }),
    good: t.exposeInt('good'),
    needsImprovement: t.exposeInt('needsImprovement'),
    poor: t.exposeInt('poor'),
  }),
});

const JavascriptErrorGroup = builder.objectRef<ErrorGroup>('JavascriptErrorGroup').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    count: t.exposeInt('count'),
    lastSeenAt: t.expose('lastSeenAt', { type: 'DateTime' }),
    errorType: t.exposeString('errorType', { nullable: true }),
    url: t.exposeString('url', { nullable: true }),
    stack: t.exposeString('stack', { nullable: true, description: 'Of the latest report; at most 5000 characters.' }),
  }),
});

const FROM = 'First day, YYYY-MM-DD in the website’s time zone (default: 29 days before `to`).';
const TO = 'Last day (default: today). A range spans at most 400 days.';

function rangeOf(ctx: Parameters<typeof dayRange>[0], args: { from?: string | null; to?: string | null }) {
  const range = dayRange(ctx, args);
  if ('error' in range) throw new GraphQLError(range.error, { extensions: { code: 'BAD_USER_INPUT' } });
  return range;
}
const firstOf = (first: number | null | undefined, fallback: number) => Math.max(1, Math.min(first ?? fallback, 100));

builder.queryFields((t) => ({
  analyticsOverview: t.field({
    type: AnalyticsOverview,
    authScopes: { can: 'analytics:read' },
    args: {
      from: t.arg.string({ description: FROM }),
      to: t.arg.string({ description: TO }),
      includeTestOrders: t.arg.boolean({ description: 'Count test-mode orders too (default false).' }),
    },
    resolve: async (_root, args, ctx) => ({
      ...(await analyticsOverview(ctx, rangeOf(ctx, args), args.includeTestOrders ?? false)),
      currency: ctx.website.currency,
    }),
  }),
  webVitals: t.field({
    type: [WebVitalSummary],
    authScopes: { can: 'analytics:read' },
    description: 'p75 and rating counts per page type (byPath: per page type and path), busiest first.',
    args: {
      from: t.arg.string({ description: FROM }),
      to: t.arg.string({ description: TO }),
      byPath: t.arg.boolean(),
      pageType: t.arg.int(),
      first: t.arg.int({ description: 'Page groups, 1 to 100 (default 20).' }),
    },
    resolve: (_root, args, ctx) =>
      webVitals(ctx, rangeOf(ctx, args), { byPath: args.byPath ?? false, pageType: args.pageType, first: firstOf(args.first, 20) }),
  }),
  javascriptErrors: t.field({
    type: [JavascriptErrorGroup],
    authScopes: { can: 'analytics:read' },
    description: 'Errors grouped by message, most frequent first.',
    args: {
      from: t.arg.string({ description: FROM }),
      to: t.arg.string({ description: TO }),
      first: t.arg.int({ description: '1 to 100 (default 20).' }),
    },
    resolve: (_root, args, ctx) => javascriptErrors(ctx, rangeOf(ctx, args), firstOf(args.first, 20)),
  }),
}));
