// Visitor cookies (spec §3 Cookies, §9): ss_cvr (visitor and visit count, 2 years), ss_cvt (visit, 30 minutes),
// SS_ANALYTICS_ID (390 days). A malformed cookie is replaced, never fatal.
import { randomBytes } from 'node:crypto';
import { serialize } from 'cookie';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  ANALYTICS_ID_MAX_AGE_S,
  advanceVisit,
  formatVisitorCookie,
  parseVisitorCookie,
  VISIT_COOKIE_MAX_AGE_S,
  VISITOR_COOKIE_MAX_AGE_S,
  type VisitorRecord,
  visitCookieIsFresh,
} from '../../domain/visitor-cookie.ts';
import { cookieOptions } from './cookie-options.ts';

const newId = () => randomBytes(12).toString('base64url');

const ANALYTICS_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** Reads, advances and (unless set less than a minute ago and unchanged) re-sets the visitor cookies; returns the visitor record. */
export function visitorCookies(c: Context, secure: boolean, now = Date.now()): VisitorRecord {
  const cookies = getCookie(c);
  const existing = parseVisitorCookie(cookies.ss_cvr);
  const visitActive = Boolean(cookies.ss_cvt);
  const record = advanceVisit(existing, visitActive, now, newId);
  const analyticsIdValid = ANALYTICS_ID.test(cookies.SS_ANALYTICS_ID ?? '');
  if (existing && record === existing && analyticsIdValid && visitCookieIsFresh(cookies.ss_cvt, now)) return record;
  const readable = cookieOptions(secure, { httpOnly: false });
  // Two years as the spec says; Hono's helper refuses more than 400 days (browsers cap it there), so serialise here.
  const cvr = serialize('ss_cvr', formatVisitorCookie(record), {
    path: '/',
    secure,
    sameSite: secure ? 'none' : 'lax',
    maxAge: VISITOR_COOKIE_MAX_AGE_S,
    encode: (v) => v,
  });
  c.header('Set-Cookie', cvr, { append: true });
  setCookie(c, 'ss_cvt', String(now), { ...readable, maxAge: VISIT_COOKIE_MAX_AGE_S });
  if (!analyticsIdValid) {
    setCookie(c, 'SS_ANALYTICS_ID', newId(), { ...readable, maxAge: ANALYTICS_ID_MAX_AGE_S });
  }
  return record;
}
