// The census hit of a page view (spec §7 RecordHit), built and sent once a page view is counted (analytics/page-view.ts
// decides which are): the browser's and the page's numbers, the ids the screen shows, and the visitor cookie.

import type { PageView } from './page-view.ts';
import { postForm } from './send.ts';
import type { AnalyticsSite } from './site.ts';

export const TEMPLATE_ID = 'shopwright';

/** What the page was as the screen entered (read then, not when this module arrives). */
export type Entered = { clientDate: number; href: string; search: string; title: string };

function localStorageSupported(): boolean {
  try {
    const probe = '__shopwright_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

export function sendHit(site: AnalyticsSite, view: PageView, entered: Entered, visitor: string): void {
  const data = {
    userAgent: navigator.userAgent,
    clientDate: entered.clientDate,
    viewportInnerWidth: window.innerWidth,
    viewportInnerHeight: window.innerHeight,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    websiteId: site.websiteId,
    templateId: TEMPLATE_ID,
    website_locale: site.locale,
    url: entered.href,
    title: entered.title,
    ...(view.itemId ? { itemId: view.itemId } : {}),
    ...(view.collectionId ? { collectionId: view.collectionId } : {}),
    ...(view.productId ? { productId: view.productId } : {}),
    localStorageSupported: localStorageSupported(),
    queryString: entered.search,
    referrer: document.referrer,
    pageType: view.pageType,
  };
  postForm('/api/census/RecordHit', { event: 'view', data: JSON.stringify(data), ss_cvr: visitor });
}
