// Outbound trackers (spec §7 "Other outbound behaviour"): a third-party tracker client for shopping events (Google
// Analytics 4's gtag.js, by measurement id), a social pixel for add to cart, search, lead, view content and
// registration (Meta's pixel, by pixel id) and an internal tracker for interface clicks (posted to the collector the
// owner names). Each is a per-website integration: nothing loads without its id, and nothing before the shopper's
// consent. The Content-Security-Policy of the website's pages names only the hosts an enabled one needs.

export type TrackerSettings = {
  shoppingTrackerId: string | null;
  socialPixelId: string | null;
  clickCollectorUrl: string | null;
};
export type TrackerField = keyof TrackerSettings;

export const NO_TRACKERS: TrackerSettings = { shoppingTrackerId: null, socialPixelId: null, clickCollectorUrl: null };

const SHOPPING_TRACKER_ID = /^G-[A-Z0-9]{4,20}$/;
const SOCIAL_PIXEL_ID = /^[0-9]{5,20}$/;
export const MAX_COLLECTOR_URL_LENGTH = 500;

export const TRACKER_MESSAGES: Record<TrackerField, string> = {
  shoppingTrackerId: 'A shopping tracker id is G- followed by 4 to 20 capital letters and digits (a Google Analytics measurement id).',
  socialPixelId: 'A social pixel id is 5 to 20 digits.',
  clickCollectorUrl: `The click collector is an https:// address of at most ${MAX_COLLECTOR_URL_LENGTH} characters, without a user name or password.`,
};

function collectorUrl(value: string): string | null {
  if (value.length > MAX_COLLECTOR_URL_LENGTH) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

const checks: Record<TrackerField, (value: string) => string | null> = {
  shoppingTrackerId: (v) => (SHOPPING_TRACKER_ID.test(v) ? v : null),
  socialPixelId: (v) => (SOCIAL_PIXEL_ID.test(v) ? v : null),
  clickCollectorUrl: collectorUrl,
};
const FIELDS = Object.keys(checks) as TrackerField[];

/** The settings as stored (a JSON column): anything that is not a valid id reads as not set. */
export function trackerSettings(stored: unknown): TrackerSettings {
  const raw = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const read = (field: TrackerField) => {
    const value = raw[field];
    return typeof value === 'string' ? checks[field](value) : null;
  };
  return {
    shoppingTrackerId: read('shoppingTrackerId'),
    socialPixelId: read('socialPixelId'),
    clickCollectorUrl: read('clickCollectorUrl'),
  };
}

export type TrackerInput = Partial<Record<TrackerField, string | null>>;

/** An owner's change: absent fields stay, null or "" (after trimming) clears one, anything else must be valid. */
export function changedTrackers(
  before: TrackerSettings,
  input: TrackerInput,
): { ok: true; settings: TrackerSettings } | { ok: false; field: TrackerField; message: string } {
  const settings = { ...before };
  for (const field of FIELDS) {
    const given = input[field];
    if (given === undefined) continue;
    const value = given?.trim() || null;
    const valid = value === null ? null : checks[field](value);
    if (value !== null && valid === null) return { ok: false, field, message: TRACKER_MESSAGES[field] };
    settings[field] = valid;
  }
  return { ok: true, settings };
}

export const anyTracker = (t: TrackerSettings) => FIELDS.some((field) => t[field] !== null);

export const shoppingTrackerScript = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
export const SOCIAL_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

/** What each enabled tracker needs from the page's Content-Security-Policy (its vendor's published lists). */
export function trackerCspSources(t: TrackerSettings): { scriptSrc: string[]; connectSrc: string[] } {
  const scriptSrc: string[] = [];
  const connectSrc: string[] = [];
  if (t.shoppingTrackerId) {
    scriptSrc.push('https://www.googletagmanager.com');
    connectSrc.push('https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com');
  }
  if (t.socialPixelId) {
    scriptSrc.push('https://connect.facebook.net');
    connectSrc.push('https://www.facebook.com', 'https://connect.facebook.net');
  }
  if (t.clickCollectorUrl) connectSrc.push(new URL(t.clickCollectorUrl).origin);
  return { scriptSrc, connectSrc };
}

/** The page's policy with the trackers' sources added to script-src and connect-src (other directives unchanged). */
export function withTrackerSources(policy: string, t: TrackerSettings): string {
  const sources = trackerCspSources(t);
  const extra: Record<string, string[]> = { 'script-src': sources.scriptSrc, 'connect-src': sources.connectSrc };
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0];
      const add = extra[name] ?? [];
      return add.length > 0 ? `${directive.trimEnd()} ${add.join(' ')}` : directive;
    })
    .join(';');
}

/** Shopping events the shopping tracker receives, by its own recommended event names. */
export const SHOPPING_TRACKER_EVENTS = {
  'visit product page': 'view_item',
  'visit product list': 'view_item_list',
  'add to cart': 'add_to_cart',
  'view cart': 'view_cart',
  'remove from cart': 'remove_from_cart',
} as const;

/** The social pixel's standard events (spec §7: add to cart, search, lead, view content, registration). */
export const SOCIAL_PIXEL_EVENTS = {
  addToCart: 'AddToCart',
  search: 'Search',
  lead: 'Lead',
  viewContent: 'ViewContent',
  registration: 'CompleteRegistration',
} as const;
export type SocialPixelEvent = keyof typeof SOCIAL_PIXEL_EVENTS;

/** A site form's kind (the schema's FormKind). */
export type SiteFormKind = 'CONTACT' | 'NEWSLETTER' | 'PRODUCT';

/** Whether a form sent is a lead for the social pixel (its `Lead`): a newsletter sign-up, and no other form (spec §4
 * "Newsletter success also triggers a lead tracking event"; the server counts the same sign-ups as its leads). */
export const isLeadForm = (kind: SiteFormKind): boolean => kind === 'NEWSLETTER';

/** Interface clicks one post to the collector carries at the most, and how many wait at the most. */
export const CLICKS_PER_POST = 20;
export const MAX_WAITING_CLICKS = 100;
/** A click's label (the element's text) is cut to this many characters. */
export const CLICK_LABEL_MAX = 100;

/** Adds an interface click to those waiting, unless MAX_WAITING_CLICKS already wait; answers whether it was kept. */
export function keepClick<T>(waiting: T[], click: T): boolean {
  if (waiting.length >= MAX_WAITING_CLICKS) return false;
  waiting.push(click);
  return true;
}

/** The posts waiting clicks leave in, CLICKS_PER_POST at the most in each. */
export function clickPosts<T>(clicks: readonly T[]): { events: T[] }[] {
  const posts: { events: T[] }[] = [];
  for (let at = 0; at < clicks.length; at += CLICKS_PER_POST) posts.push({ events: clicks.slice(at, at + CLICKS_PER_POST) });
  return posts;
}

/** A clicked element's label: its text with white space collapsed, cut to CLICK_LABEL_MAX characters. */
export const clickLabel = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, CLICK_LABEL_MAX);

/** What the shopping tracker is told of a shopping event's products. */
export type TrackedShopping = {
  productId?: string;
  variantId?: string;
  quantity?: number;
  items?: readonly { id: string; title: string; collectionTitle?: string }[];
};

/** The shopping tracker's (gtag's) items of a shopping event: each analytics item with its name and collection, the
 * chosen variant and quantity on the event's own product; without items, the event's product alone. */
export function shoppingTrackerItems(event: TrackedShopping) {
  const own = { item_variant: event.variantId, quantity: event.quantity };
  if (event.items?.length)
    return event.items.map((item) => ({
      item_id: item.id,
      item_name: item.title,
      item_category: item.collectionTitle,
      ...(item.id === event.productId ? own : {}),
    }));
  return event.productId ? [{ item_id: event.productId, ...own }] : [];
}
