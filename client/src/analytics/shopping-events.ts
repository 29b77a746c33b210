// Shopping events (spec §3 "Analytics event families", §7 RecordEvent): each is recorded the moment it happens and
// leaves with the others of the same page within 1 s (or at once when the page is hidden), naming the page path,
// the website, the signed-in shopper and the locale. Each names the products it is about as analytics items (spec §3).
import type { ANALYTICS_PAGE_TYPES, ShoppingEventName } from '../../../domain/analytics.ts';
import type { AnalyticsItemProductFragment } from '../graphql/generated/documents/AnalyticsItemProductFragment.ts';
import { onPageHidden, postJson } from './send.ts';
import { type AnalyticsSite, memberId, withAnalyticsSite } from './site.ts';
import { trackShoppingEvent } from './trackers.ts';

/** Where a shopping event happens (spec §2): a product listing, a product page, an add-on context (the cart,
 * 'Customers also bought', add-on products) or a product block on a page. */
export type AnalyticsPageType = (typeof ANALYTICS_PAGE_TYPES)[number];

/** An analytics item (spec §3): id, title, product type, collection id and title, isSubscription, sold-out flag. */
export type AnalyticsItem = {
  id: string;
  title: string;
  productType: number;
  collectionId?: string;
  collectionTitle?: string;
  isSubscription: boolean;
  soldOut: boolean;
};

export type ShoppingEvent = {
  name: ShoppingEventName;
  pageType: AnalyticsPageType;
  productId?: string;
  variantId?: string;
  collectionId?: string;
  quantity?: number;
  items?: readonly AnalyticsItem[];
};

export const SHOPPING_EVENTS_PATH = '/api/events/RecordEvent';
export const COALESCE_MS = 1000;
/** Events one request carries at the most, and its body's bytes at the most (the collector takes 64 KB). */
const MAX_EVENTS_PER_SEND = 50;
const MAX_BYTES_PER_SEND = 48 * 1024;
/** Items one event names at the most (a listing's first products). */
export const MAX_ITEMS_PER_EVENT = 20;

/** A product's analytics item, as the storefront's queries read it. */
export function analyticsItem(product: AnalyticsItemProductFragment): AnalyticsItem {
  return {
    id: product.id,
    title: product.title,
    productType: product.productTypeCode,
    collectionId: product.collection.id,
    collectionTitle: product.collection.title,
    isSubscription: product.isSubscribable,
    soldOut: product.availability.soldOut,
  };
}

/** The events of one page in requests of at most 50 events and 48 KB each. */
function sends(events: ShoppingEvent[]): ShoppingEvent[][] {
  const out: ShoppingEvent[][] = [];
  let bytes = 0;
  for (const event of events) {
    const size = new TextEncoder().encode(JSON.stringify(event)).length;
    const last = out.at(-1);
    if (last && last.length < MAX_EVENTS_PER_SEND && bytes + size <= MAX_BYTES_PER_SEND) {
      last.push(event);
      bytes += size;
    } else {
      out.push([event]);
      bytes = size;
    }
  }
  return out;
}

type Pending = { site: AnalyticsSite; pagePath: string; event: ShoppingEvent };

let pending: Pending[] = [];
let timer: number | undefined;
let listening = false;

function flush(): void {
  window.clearTimeout(timer);
  timer = undefined;
  const leaving = pending;
  pending = [];
  const member = memberId();
  const byPage = new Map<string, Pending[]>();
  for (const p of leaving) byPage.set(p.pagePath, [...(byPage.get(p.pagePath) ?? []), p]);
  for (const [pagePath, group] of byPage) {
    const { site } = group[0];
    for (const events of sends(group.map((p) => p.event)))
      postJson(SHOPPING_EVENTS_PATH, { pagePath, siteId: site.websiteId, memberAccountId: member, locale: site.locale, events });
  }
}

/** What is waiting leaves at once when the page is hidden or left. */
function flushWhenHidden(): void {
  if (listening) return;
  listening = true;
  onPageHidden(() => {
    if (pending.length > 0) flush();
  });
}

/** Records a shopping event on the page the shopper is on now (and hands it to the outbound trackers, if on). */
export function recordShoppingEvent(recorded: ShoppingEvent): void {
  const event = recorded.items ? { ...recorded, items: recorded.items.slice(0, MAX_ITEMS_PER_EVENT) } : recorded;
  trackShoppingEvent(event);
  const pagePath = window.location.pathname;
  withAnalyticsSite((site) => {
    flushWhenHidden();
    pending.push({ site, pagePath, event });
    timer ??= window.setTimeout(flush, COALESCE_MS);
  });
}
