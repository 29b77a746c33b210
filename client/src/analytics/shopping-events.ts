// Shopping events (spec §3 "Analytics event families", §7 RecordEvent): each is recorded the moment it happens and
// leaves with the others of the same page within 1 s (or at once when the page is hidden), naming the page path,
// the website, the signed-in shopper and the locale.
import type { ANALYTICS_PAGE_TYPES, ShoppingEventName } from '../../../domain/analytics.ts';
import { onPageHidden, postJson } from './send.ts';
import { type AnalyticsSite, memberId, withAnalyticsSite } from './site.ts';
import { trackShoppingEvent } from './trackers.ts';

/** Where a shopping event happens (spec §2): a product listing, a product page, an add-on context (the cart,
 * 'Customers also bought', add-on products) or a product block on a page. */
export type AnalyticsPageType = (typeof ANALYTICS_PAGE_TYPES)[number];

export type ShoppingEvent = {
  name: ShoppingEventName;
  pageType: AnalyticsPageType;
  productId?: string;
  variantId?: string;
  collectionId?: string;
  quantity?: number;
};

export const SHOPPING_EVENTS_PATH = '/api/events/RecordEvent';
export const COALESCE_MS = 1000;
/** Events one request carries at the most. */
const MAX_EVENTS_PER_SEND = 50;

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
    for (let at = 0; at < group.length; at += MAX_EVENTS_PER_SEND) {
      const events = group.slice(at, at + MAX_EVENTS_PER_SEND).map((p) => p.event);
      postJson(SHOPPING_EVENTS_PATH, { pagePath, siteId: site.websiteId, memberAccountId: member, locale: site.locale, events });
    }
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
export function recordShoppingEvent(event: ShoppingEvent): void {
  trackShoppingEvent(event);
  const pagePath = window.location.pathname;
  withAnalyticsSite((site) => {
    flushWhenHidden();
    pending.push({ site, pagePath, event });
    timer ??= window.setTimeout(flush, COALESCE_MS);
  });
}
