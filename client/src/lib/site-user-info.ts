// The SiteUserInfo cookie the server keeps in step with the session: whether a shopper is signed in, without a request.
import { useSyncExternalStore } from 'react';
import { readCookie } from './cookies.ts';

export const SITE_USER_INFO_COOKIE = 'SiteUserInfo';

export type SiteUserInfo = { authenticated: boolean; siteUserId: string | null; firstName: string | null };

const SIGNED_OUT: SiteUserInfo = { authenticated: false, siteUserId: null, firstName: null };
const listeners = new Set<() => void>();

export function parseSiteUserInfo(raw: string | null): SiteUserInfo {
  try {
    const info = JSON.parse(raw ?? 'null') as Partial<SiteUserInfo> | null;
    if (!info?.authenticated) return SIGNED_OUT;
    return { authenticated: true, siteUserId: info.siteUserId ?? null, firstName: info.firstName ?? null };
  } catch {
    return SIGNED_OUT;
  }
}

/** Call after a request that may have changed the cookie (signing in or out), so readers render again. */
export function siteUserInfoChanged(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSiteUserInfo(): SiteUserInfo {
  // The raw cookie text is the snapshot: a string compares by value, so unchanged cookies render nothing new.
  const raw = useSyncExternalStore(subscribe, () => readCookie(SITE_USER_INFO_COOKIE));
  return parseSiteUserInfo(raw);
}
