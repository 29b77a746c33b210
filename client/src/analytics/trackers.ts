// Outbound trackers (spec §7 "Other outbound behaviour", domain/trackers.ts): the shopping tracker (gtag.js), the
// social pixel (Meta's fbevents.js) and the interface-click collector, each only when the owner set its id and only
// once the shopper consented (TrackingConsent.tsx). Before that nothing loads and events are dropped, not kept.
// Failures are silent: a script that does not load leaves its queue unread, a collector that does not answer is
// not retried. Pages inside a frame (the site's editor) load nothing.

import type { ShoppingEventName } from '../../../domain/analytics.ts';
import {
  clickLabel,
  clickPosts,
  keepClick,
  SHOPPING_TRACKER_EVENTS,
  SOCIAL_PIXEL_EVENTS,
  SOCIAL_PIXEL_SCRIPT,
  type SocialPixelEvent,
  shoppingTrackerItems,
  shoppingTrackerScript,
  type TrackerSettings,
} from '../../../domain/trackers.ts';
import { beacon, onPageHidden } from './send.ts';
import { inFrame } from './site.ts';

type ShoppingEvent = { name: ShoppingEventName; productId?: string; variantId?: string; collectionId?: string; quantity?: number };

type Queue = ((...args: unknown[]) => void) & { queue?: unknown[]; callMethod?: (...args: unknown[]) => void };
type TrackerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void; fbq?: Queue; _fbq?: Queue };

export const CONSENT_KEY = 'shopwright:tracking-consent';
export type Consent = 'granted' | 'denied';
/** Interface clicks wait this long for others before they leave together. */
export const CLICK_COALESCE_MS = 1000;

let settings: TrackerSettings | null = null;
let started = false;
let clicks: Record<string, unknown>[] = [];
let clickTimer: number | undefined;
/** Events of a shopper who consented earlier, made before the website's settings arrived (a page's first render). */
let early: (() => void)[] = [];
const MAX_EARLY_EVENTS = 20;

/** Whether an event goes now; one made before the settings are known is kept (when consent was given) and replayed. */
function ready(replay: () => void): boolean {
  if (started) return true;
  if (settings === null && early.length < MAX_EARLY_EVENTS && storedConsent() === 'granted') early.push(replay);
  return false;
}

export function storedConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

function loadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.onerror = () => script.remove();
  document.head.appendChild(script);
}

function startShoppingTracker(w: TrackerWindow, id: string): void {
  w.dataLayer = w.dataLayer ?? [];
  // gtag.js reads the arguments objects its documented snippet pushes.
  w.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: the queue format gtag.js reads
    w.dataLayer?.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', id);
  loadScript(shoppingTrackerScript(id));
}

function startSocialPixel(w: TrackerWindow, id: string): void {
  const fbq: Queue = (...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue?.push(args));
  Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
  w.fbq = fbq;
  w._fbq = fbq;
  fbq('init', id);
  fbq('track', 'PageView');
  loadScript(SOCIAL_PIXEL_SCRIPT);
}

function flushClicks(): void {
  window.clearTimeout(clickTimer);
  clickTimer = undefined;
  const url = settings?.clickCollectorUrl;
  const leaving = clicks;
  clicks = [];
  if (!url) return;
  for (const post of clickPosts(leaving)) beacon(url, JSON.stringify(post));
}

/** An interface click: the link or button pressed, its text, where it leads and the page it was on. */
function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest('a, button, [role="button"], input[type="submit"]') : null;
  if (!target) return;
  const click = {
    event: 'click',
    element: target.tagName.toLowerCase(),
    label: clickLabel(target.getAttribute('aria-label') ?? target.textContent ?? ''),
    href: target instanceof HTMLAnchorElement ? target.href : null,
    page: window.location.pathname,
    at: new Date().toISOString(),
  };
  if (keepClick(clicks, click)) clickTimer ??= window.setTimeout(flushClicks, CLICK_COALESCE_MS);
}

function startClickTracker(): void {
  document.addEventListener('click', onClick, { capture: true });
  onPageHidden(() => {
    if (clicks.length > 0) flushClicks();
  });
}

/** Starts what the settings name, once: when both the settings are known and the shopper has consented. */
function startIfAllowed(): void {
  if (started || !settings || storedConsent() !== 'granted' || inFrame()) return;
  started = true;
  const w = window as TrackerWindow;
  if (settings.shoppingTrackerId) startShoppingTracker(w, settings.shoppingTrackerId);
  if (settings.socialPixelId) startSocialPixel(w, settings.socialPixelId);
  if (settings.clickCollectorUrl) startClickTracker();
  const replay = early;
  early = [];
  for (const event of replay) event();
}

/** The website's trackers, from the layout's query. */
export function setTrackerSettings(next: TrackerSettings): void {
  settings = next;
  startIfAllowed();
  early = [];
}

/** The shopper's answer to the consent banner: kept in this browser; 'granted' starts the trackers at once. */
export function decideConsent(consent: Consent): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, consent);
  } catch {
    // Storage off: the answer holds for this page only.
  }
  if (consent === 'granted') startIfAllowed();
}

/** A shopping event for the shopping tracker (and, for a product view or a cart add, the social pixel). */
export function trackShoppingEvent(event: ShoppingEvent): void {
  if (!ready(() => trackShoppingEvent(event))) return;
  const name = SHOPPING_TRACKER_EVENTS[event.name as keyof typeof SHOPPING_TRACKER_EVENTS];
  const w = window as TrackerWindow;
  if (name && settings?.shoppingTrackerId)
    w.gtag?.('event', name, { items: shoppingTrackerItems(event), item_list_id: event.collectionId });
  if (event.name === 'visit product page') trackSocialEvent('viewContent', { content_ids: [event.productId], content_type: 'product' });
  if (event.name === 'add to cart') trackSocialEvent('addToCart', { content_ids: [event.productId], content_type: 'product' });
}

/** One of the social pixel's standard events (spec §7: add to cart, search, lead, view content, registration). */
export function trackSocialEvent(event: SocialPixelEvent, details: Record<string, unknown> = {}): void {
  if (!ready(() => trackSocialEvent(event, details)) || !settings?.socialPixelId) return;
  (window as TrackerWindow).fbq?.('track', SOCIAL_PIXEL_EVENTS[event], details);
}
