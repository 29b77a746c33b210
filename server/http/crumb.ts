// The crumb (CSRF token): issued on storefront GETs when missing, readable by page scripts, and required on every
// state-changing call made with cookies (X-CSRF-Token header, any casing, or ?crumb=). A missing or wrong crumb is
// answered HTTP 200 {crumbFail: true, crumb, error} with a fresh crumb cookie, and nothing changes.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { SESSION_EXPIRED_MESSAGE } from '../../domain/messages.ts';
import type { AppEnv } from './app-env.ts';
import { cookieOptions } from './cookie-options.ts';

export const CRUMB_COOKIE = 'crumb';

export const newCrumb = () => randomBytes(24).toString('base64url');

export const readCrumbCookie = (c: Context) => getCookie(c, CRUMB_COOKIE) ?? null;

export function setCrumbCookie(c: Context, crumb: string, secure: boolean): void {
  setCookie(c, CRUMB_COOKIE, crumb, cookieOptions(secure, { httpOnly: false }));
}

/** The crumb a request presents: the X-CSRF-Token header (headers are case-insensitive) or the ?crumb= parameter. */
export function presentedCrumb(c: Context): string | null {
  return c.req.header('x-csrf-token') ?? c.req.query('crumb') ?? null;
}

export function crumbMatches(presented: string | null, expected: string | null): boolean {
  if (!presented || !expected) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether this call must present a crumb, and does not. */
export function crumbFails(c: Context<AppEnv>): boolean {
  const ctx = c.get('ctx');
  return ctx.credential === 'cookies' && !crumbMatches(presentedCrumb(c), ctx.visitor.expectedCrumb);
}

/** The crumb-failure answer: HTTP 200 with a fresh valid crumb in the body and the cookie. */
export function crumbFailResponse(c: Context<AppEnv>, secure: boolean, extra: object = {}) {
  const ctx = c.get('ctx');
  const crumb = ctx.siteUser || ctx.owner ? (ctx.visitor.expectedCrumb ?? newCrumb()) : newCrumb();
  setCrumbCookie(c, crumb, secure);
  return c.json({ crumbFail: true, crumb, error: SESSION_EXPIRED_MESSAGE, ...extra }, 200);
}
