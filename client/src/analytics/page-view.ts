// Page views (spec §6, §7 RecordHit): every screen says which page it is (its page type, the number it puts in
// data-page-type, and the ids it shows) once it knows; each new page (path, query, type, ids) sends one census hit.
// Not found, lock screen, member-area access denied and /search are never counted, nor what an authenticated account
// holder sees (analytics/site.ts). The page last entered is also
// what interface events and performance records name as their page type. What a screen says here is also its part of
// the page context page scripts read (lib/page-context.ts).
import { useEffect } from 'react';
import { isSearchPath, UNCOUNTED_PAGE_TYPES } from '../../../domain/analytics.ts';
import type { PageContextProduct } from '../../../domain/page-context.ts';
import { readCookie } from '../lib/cookies.ts';
import { usePageContextScreen } from '../lib/page-context.ts';
import { useLocation } from '../lib/router.tsx';
import { withAnalyticsSite } from './site.ts';

export const VISITOR_COOKIE = 'ss_cvr';

export type PageView = {
  /** The screen's page type (domain/site-structure.ts PageType). */
  pageType: number;
  itemId?: string | null;
  collectionId?: string | null;
  productId?: string | null;
  /** False while the screen is still loading what it shows. */
  ready?: boolean;
};

/** What the page context says besides the page view: the collection's type (with collectionId) and the product. */
type ContextOnly = { collectionType?: number | null; product?: PageContextProduct | null };

/** Calls waiting for the first page to say which it is, at the most. */
const MAX_WAITING = 100;

let current: PageView | null = null;
let lastCounted: string | null = null;
let waitingForPage: (() => void)[] = [];

/** The page type of the page the shopper is on, or null before any screen said. */
export function currentPageType(): number | null {
  return current?.pageType ?? null;
}

/** Runs `run` once the page the shopper is on has said which it is: after the effects of the render in progress (a
 * screen's run after its children's), or, before the first screen has its data, once it has. */
export function onCurrentPage(run: () => void): void {
  if (current) window.setTimeout(run, 0);
  else if (waitingForPage.length < MAX_WAITING) waitingForPage.push(run);
}

/** The visitor cookie ss_cvr as the census calls carry it ('' when absent). */
export function visitorCookie(): string {
  return readCookie(VISITOR_COOKIE) ?? '';
}

/** The hit of a page view: what the page says as the screen enters (its document title is set by then: screens set it
 * first) is read now; the request is built and sent by a module loaded once a hit is due, after the page's own code. */
function recordHit(view: PageView): void {
  const entered = { clientDate: Date.now(), href: window.location.href, search: window.location.search, title: document.title };
  withAnalyticsSite((site) => {
    void import('./record-hit.ts').then(({ sendHit }) => sendHit(site, view, entered, visitorCookie()));
  });
}

/** The screen `view` is showing at `path` (pathname + query): counted once, however often the screen renders. */
export function enterPage(path: string, view: PageView): void {
  current = view;
  for (const run of waitingForPage) window.setTimeout(run, 0);
  waitingForPage = [];
  const key = [path, view.pageType, view.itemId, view.collectionId, view.productId].join('|');
  if (key === lastCounted) return;
  lastCounted = key;
  if (UNCOUNTED_PAGE_TYPES.has(view.pageType) || isSearchPath(path.split('?')[0])) return;
  recordHit(view);
}

/** Called by each screen with its page type and ids; the hit goes once `ready` (the default) is true. */
export function usePageView({
  pageType,
  itemId = null,
  collectionId = null,
  productId = null,
  ready = true,
  collectionType = null,
  product = null,
}: PageView & ContextOnly): void {
  const { pathname, search } = useLocation();
  const collection = collectionId && collectionType !== null ? { id: collectionId, type: collectionType } : null;
  usePageContextScreen({ pageType, collection, product }, ready);
  useEffect(() => {
    if (ready) enterPage(pathname + search, { pageType, itemId, collectionId, productId });
  }, [pathname, search, ready, pageType, itemId, collectionId, productId]);
}
