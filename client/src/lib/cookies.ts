// Reads a cookie that page scripts may see (the crumb, SiteUserInfo, hasCart), decoded; null when absent. Components
// read cookies with useCookie. A public page is rendered on the server for no visitor (every cookie absent: its HTML is
// shared); a shopper's own page (cart, checkout, account …) is rendered for the request's visitor, with the cookies it
// came with (RenderedCookies, written into the page as #rendered-cookies). Hydration renders with the same cookies the
// server did, then reads the browser's, so the two renders match.
import { createContext, useContext, useSyncExternalStore } from 'react';
import { RENDERED_COOKIES_ID, type RenderedCookieValues } from '../../../domain/rendered-page.ts';
import { pageData } from './page-data.ts';
import { decodeComponent } from './uri.ts';

export function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return decodeComponent(pair.slice(at + 1).trim());
  }
  return null;
}

/** The cookies a page was rendered with on the server: the request's, for a shopper's own page; null for a page
 * rendered for no visitor (or not rendered at all). */
export const RenderedCookies = createContext<RenderedCookieValues | null>(null);

/** In the browser: the cookies the server rendered this page with (#rendered-cookies), or null. */
export function renderedCookiesOfPage(): RenderedCookieValues | null {
  return pageData<RenderedCookieValues>(RENDERED_COOKIES_ID);
}

const listeners = new Set<() => void>();

/** Call after a request that may have changed a cookie readers care about (signing in or out), so they render again. */
export function cookiesChanged(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A cookie's value, rendered again after cookiesChanged(); on the server (and while hydrating), the value the page
 * was rendered with. The text is the snapshot: a string compares by value, so an unchanged cookie renders nothing new. */
export function useCookie(name: string): string | null {
  const rendered = useContext(RenderedCookies);
  return useSyncExternalStore(
    subscribe,
    () => readCookie(name),
    () => (rendered as Record<string, string | undefined> | null)?.[name] ?? null,
  );
}
