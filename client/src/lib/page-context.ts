// The page context in the browser (domain/page-context.ts, docs/api.md "For page scripts"): read at start from the
// element the server wrote into the page, then changed as the layout learns the website and each screen says what it
// shows, with the account holder signed in read again each time (lib/owner-info.ts) — each change rewrites the element,
// is what window.Shopwright.pageContext answers, and is announced on `document` with the PAGE_CONTEXT_EVENT. On the
// server, screens note their part instead (ServerPageContext, provided by entry-server.tsx), and the server writes the
// element.
import { createContext, useContext, useEffect } from 'react';
import {
  accountPart,
  EMPTY_PAGE_CONTEXT,
  PAGE_CONTEXT_EVENT,
  PAGE_CONTEXT_ID,
  type PageContext,
  parsePageContext,
  type ScreenOfPage,
  screenPart,
  sitePart,
} from '../../../domain/page-context.ts';
import { useScreenHydrated } from './deferred.tsx';
import { signedInOwner } from './owner-info.ts';
import { useSite } from './site.tsx';

/** The screen's part of the page rendered on the server, noted by the last screen that knew what it shows. */
export type PageContextNote = { screen: ScreenOfPage | null };

export const ServerPageContext = createContext<PageContextNote | null>(null);

let current: PageContext = EMPTY_PAGE_CONTEXT;

/** The page context now (a copy: page scripts cannot change what the storefront knows). */
export function currentPageContext(): PageContext {
  return JSON.parse(JSON.stringify(current)) as PageContext;
}

/** Starts from the page context the server wrote into the page, when it rendered the page. */
export function startPageContext(): void {
  const element = document.getElementById(PAGE_CONTEXT_ID);
  if (element) current = parsePageContext(element.textContent);
}

function contextElement(): HTMLElement {
  const found = document.getElementById(PAGE_CONTEXT_ID);
  if (found) return found;
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_CONTEXT_ID;
  document.body.append(element);
  return element;
}

function update(part: Partial<PageContext>): void {
  const next = { ...current, ...part, ...accountPart(signedInOwner()?.id ?? null) };
  const json = JSON.stringify(next);
  if (json === JSON.stringify(current) && document.getElementById(PAGE_CONTEXT_ID)) return;
  current = next;
  contextElement().textContent = json;
  document.dispatchEvent(new CustomEvent(PAGE_CONTEXT_EVENT, { detail: currentPageContext() }));
}

/** Called by each screen (through usePageView) with what it shows, once `ready` (it has loaded it). */
export function usePageContextScreen(screen: ScreenOfPage, ready: boolean): void {
  const note = useContext(ServerPageContext);
  if (note && ready) note.screen = screen;
  const key = ready ? JSON.stringify(screenPart(screen)) : null;
  useScreenHydrated();
  useEffect(() => {
    if (key !== null) update(JSON.parse(key) as Partial<PageContext>);
  }, [key]);
}

/** The website's part (and the visitor's, read with it), for the whole app (App.tsx). */
export function usePageContextSite(): void {
  const website = useSite();
  useEffect(() => {
    if (website) update(sitePart({ id: website.id, timeZone: website.timeZone, expressCheckout: website.storeSettings.expressCheckout }));
    else update({});
  }, [website]);
}
