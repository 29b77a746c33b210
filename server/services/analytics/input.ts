// What analytics calls accept (REST bodies and GraphQL inputs alike): strings are cut to their cap, numbers must be
// finite, unknown fields are dropped, and an optional field of the wrong type is dropped rather than refused — page
// scripts vary, and one odd field must not lose a hit. What a record cannot be without is refused (400).
import { z } from 'zod';
import { ANALYTICS_PAGE_TYPES, shoppingEventName } from '../../../domain/analytics.ts';
import { PERFORMANCE_EVENTS } from '../../../domain/performance-record.ts';
import { isProductType } from '../../../domain/product-type.ts';

/** Per call: events in one RecordEvent, envelopes in one performance beacon, errors in one report; and the analytics
 * items one shopping event keeps (the first 50). */
export const ANALYTICS_BATCH_LIMITS = { events: 50, envelopes: 50, errors: 20, itemsPerEvent: 50 } as const;

const capped = (max: number) =>
  z.preprocess((v) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v), z.string()).transform((s) => s.slice(0, max));
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const optText = (max: number) => optional(capped(max));
const finite = z.coerce.number().refine(Number.isFinite);
const optNumber = optional(finite);
const optFlag = optional(z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]));
/** A JSON object, or the text of one (form fields carry JSON as text). */
const objectOrJson = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z.record(z.string(), z.unknown()),
);

/** RecordHit's data (spec §7). */
export const HitData = z.object({
  userAgent: optText(400),
  clientDate: optNumber,
  viewportInnerWidth: optNumber,
  viewportInnerHeight: optNumber,
  screenWidth: optNumber,
  screenHeight: optNumber,
  websiteId: optText(64),
  templateId: optText(64),
  website_locale: optText(35),
  url: capped(2000),
  title: optText(200),
  itemId: optText(64),
  collectionId: optText(64),
  productId: optText(64),
  permissionType: optText(32),
  localStorageSupported: optFlag,
  queryString: optText(500),
  referrer: optText(2000),
  pageType: optNumber,
});
export type HitData = z.output<typeof HitData>;

export const HitInput = z.object({
  event: optText(32),
  data: objectOrJson.pipe(HitData),
  /** Headless callers name their visitor (browsers are known by the ss_cvr cookie) and the visit's number. */
  visitorId: optText(64),
  visit: optional(z.coerce.number().int().min(1).max(1_000_000)),
});
export type HitInput = z.output<typeof HitInput>;

/** The census interface paths: button-render, button-click, form-render, overlay (page fields beside their own). */
export const InterfaceInput = z.object({
  visitorCookie: optText(200),
  buttonType: optText(32),
  productId: optText(64),
  formId: optText(64),
  overlayType: optText(32),
  url: optText(2000),
  pageType: optNumber,
  websiteId: optText(64),
});
export type InterfaceInput = z.output<typeof InterfaceInput>;

/** An analytics item (spec §3): the product an event is about — id, title, product type (sent as `productType` or
 * `type`: a product type code), its collection's id and title, whether it is a subscription, whether it is sold out. */
export const AnalyticsItem = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !Array.isArray(v) && !('productType' in v) ? { ...v, productType: (v as { type?: unknown }).type } : v,
  z.object({
    id: capped(64).refine((id) => id.trim().length > 0, 'is required.'),
    title: optText(200),
    productType: optional(z.coerce.number().int().refine(isProductType)),
    collectionId: optText(64),
    collectionTitle: optText(200),
    isSubscription: optFlag,
    soldOut: optFlag,
  }),
);
export type AnalyticsItem = z.output<typeof AnalyticsItem>;

/** An event's items: the first 50; an item without an id is left out. */
const items = optional(
  z.array(z.unknown()).transform((list) =>
    list.slice(0, ANALYTICS_BATCH_LIMITS.itemsPerEvent).flatMap((v) => {
      const item = AnalyticsItem.safeParse(v);
      return item.success ? [item.data] : [];
    }),
  ),
);

/** Characters of an event name kept: a name outside spec §3's list is counted as dropped under it. */
export const MAX_EVENT_NAME_LENGTH = 64;

export const ShoppingEvent = z.object({
  /** One of spec §3's names (or its CamelCase); any other is taken here and dropped by the ingest, counted. */
  name: z.preprocess((v) => (typeof v === 'string' ? shoppingEventName(v.trim()).slice(0, MAX_EVENT_NAME_LENGTH) : v), z.string().min(1)),
  /** Where it happened: one of the spec's list (plp, pdp, add-on, product_block); anything else is refused. */
  pageType: z.enum(ANALYTICS_PAGE_TYPES).optional(),
  productId: optText(64),
  variantId: optText(64),
  collectionId: optText(64),
  quantity: optional(z.coerce.number().int().min(1).max(9999)),
  items,
});
export type ShoppingEvent = z.output<typeof ShoppingEvent>;

/** One event as a beacon sends it — form-encoded `event=<name>&data=<JSON>`, or JSON `{"event": name, "data": {…}}`
 * — read as a batch of one; its data's fields are the event's (productId, pageType …) and the page's (pagePath …). */
function oneEventAsBatch(v: unknown): unknown {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  const { event, data, ...rest } = v as Record<string, unknown>;
  if (rest.events !== undefined || typeof event !== 'string') return v;
  const parsed = typeof data === 'string' ? safeJson(data) : data;
  const fields = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  return { ...fields, ...rest, events: [{ ...fields, name: event }] };
}

export const EventsInput = z.preprocess(
  oneEventAsBatch,
  z.object({
    pagePath: optText(2000),
    siteId: optText(64),
    memberAccountId: optText(64),
    locale: optText(35),
    visitorId: optText(64),
    events: z.preprocess(
      (v) => (typeof v === 'string' ? safeJson(v) : v),
      z.array(ShoppingEvent).min(1).max(ANALYTICS_BATCH_LIMITS.events),
    ),
  }),
);
export type EventsInput = z.output<typeof EventsInput>;

export const PerformanceEnvelope = z.object({
  app: optText(32),
  event: z.enum(PERFORMANCE_EVENTS),
  pageLoadId: optText(64),
  ts: optNumber,
  data: z.record(z.string(), z.unknown()),
});
export type PerformanceEnvelope = z.output<typeof PerformanceEnvelope>;
export const PerformanceBatch = z.array(PerformanceEnvelope).min(1).max(ANALYTICS_BATCH_LIMITS.envelopes);

export const JavascriptErrorInput = z.object({
  message: capped(500).refine((m) => m.trim().length > 0, 'is required.'),
  stack: optText(5000),
  url: optText(2000),
  kind: optional(z.enum(['error', 'unhandledrejection', 'tracked'])),
  errorType: optText(64),
});
export type JavascriptErrorInput = z.output<typeof JavascriptErrorInput>;
export const ErrorsInput = z.object({ errors: z.array(JavascriptErrorInput).min(1).max(ANALYTICS_BATCH_LIMITS.errors) });

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
