// A product listing's load (spec §2; domain/analytics.ts listingLoad): the listing-page-load performance mark (it goes
// out with the page's performance records), and the listing's commerce routine, called with the website's and the
// collection's ids once both are known: it records the shopper's visit of the listing (the 'visit product list'
// shopping event of that collection, sent for that website, naming the listing's first products as analytics items).
// Inside the editor's configuration frame (the owner console's live preview, framed by a /config page) neither happens.
import { useEffect, useRef } from 'react';
import { listingLoad } from '../../../domain/analytics.ts';
import { useSite } from '../lib/site.tsx';
import { type AnalyticsItem, recordShoppingEvent } from './shopping-events.ts';
import { LISTING_PAGE_LOAD_MARK, markUserTiming } from './web-vitals.ts';

/** The path of the page framing this one, or null in no frame. Only the site's own pages may frame it (CSP
 * frame-ancestors 'self'), so the path can be read; a frame that cannot be read counts as the editor's. */
function framingPath(): string | null {
  if (window.self === window.top) return null;
  try {
    return window.top?.location.pathname ?? null;
  } catch {
    return '/config';
  }
}

/** The listing's commerce routine: the visit of collection `collectionId`, sent with the other shopping events of the
 * website (`websiteId`, the one whose settings analytics wait for). */
function startListingCommerce({ collectionId }: { websiteId: string; collectionId: string }, items: readonly AnalyticsItem[]): void {
  recordShoppingEvent({ name: 'visit product list', pageType: 'plp', collectionId, items });
}

/** Called by the listing with its collection's id once loaded (null before) and the items of the products it shows. */
export function useListingPageLoad(collectionId: string | null, items: readonly AnalyticsItem[] = []): void {
  const websiteId = useSite()?.id ?? null;
  // The products shown when the visit is recorded; another order or filter of the same listing is not another visit.
  const shownItems = useRef(items);
  shownItems.current = items;
  useEffect(() => {
    if (listingLoad(null, collectionId, framingPath()).mark) markUserTiming(LISTING_PAGE_LOAD_MARK);
  }, [collectionId]);
  useEffect(() => {
    const { commerce } = listingLoad(websiteId, collectionId, framingPath());
    if (commerce) startListingCommerce(commerce, shownItems.current);
  }, [websiteId, collectionId]);
}
