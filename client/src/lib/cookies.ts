// Reads a cookie that page scripts may see (the crumb, SiteUserInfo, hasCart), decoded; null when absent. Components
// read cookies with useCookie: a page rendered on the server is rendered for no visitor (every cookie absent), and
// hydration renders that too before it reads the browser's cookies, so the two renders match.
import { useSyncExternalStore } from 'react';
import { decodeComponent } from './uri.ts';

export function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return decodeComponent(pair.slice(at + 1).trim());
  }
  return null;
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

/** A cookie's value, rendered again after cookiesChanged(); null on the server. The text is the snapshot: a string
 * compares by value, so an unchanged cookie renders nothing new. */
export function useCookie(name: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readCookie(name),
    () => null,
  );
}
