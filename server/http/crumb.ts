// The crumb (CSRF token) cookie: issued on storefront GETs when missing, readable by page scripts.
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

export const CRUMB_COOKIE = 'crumb';

export const newCrumb = () => randomBytes(24).toString('base64url');

/** The visitor's crumb, issuing one (cookie, not HttpOnly) when the visitor has none. */
export function ensureCrumb(c: Context, secure: boolean): string {
  const existing = getCookie(c, CRUMB_COOKIE);
  if (existing) return existing;
  const crumb = newCrumb();
  setCookie(c, CRUMB_COOKIE, crumb, { path: '/', httpOnly: false, sameSite: secure ? 'None' : 'Lax', secure });
  return crumb;
}
