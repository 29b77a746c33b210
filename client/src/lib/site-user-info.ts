// The SiteUserInfo cookie the server keeps in step with the session: whether a shopper is signed in, without a request.
import { cookiesChanged, useCookie } from './cookies.ts';

export const SITE_USER_INFO_COOKIE = 'SiteUserInfo';

export type SiteUserInfo = { authenticated: boolean; siteUserId: string | null; firstName: string | null };

const SIGNED_OUT: SiteUserInfo = { authenticated: false, siteUserId: null, firstName: null };

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
export const siteUserInfoChanged = cookiesChanged;

export function useSiteUserInfo(): SiteUserInfo {
  return parseSiteUserInfo(useCookie(SITE_USER_INFO_COOKIE));
}
