// Visitor cookies (spec §3 Cookies, §9): ss_cvr (visitor and visit count, 2 years), ss_cvt (visit, 30 minutes),
// SS_ANALYTICS_ID (390 days), and SS_MID (the marketing id, 2 years) once the browser joins the mailing list. A
// malformed cookie, or one whose visitor id the server did not mint (services/visitor-ids.ts), is replaced, never
// fatal; a browser whose address may mint no more visitors for now gets none.
import { randomBytes } from 'node:crypto';
import { serialize } from 'cookie';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
  ANALYTICS_ID_MAX_AGE_S,
  advanceVisit,
  formatVisitorCookie,
  MARKETING_ID_MAX_AGE_S,
  parseVisitorCookie,
  VISIT_COOKIE_MAX_AGE_S,
  VISITOR_COOKIE_MAX_AGE_S,
  type VisitorRecord,
  visitCookieIsFresh,
} from '../../domain/visitor-cookie.ts';
import type { MarketingCookie } from '../services/context.ts';
import type { VisitorIds } from '../services/visitor-ids.ts';
import { cookieOptions } from './cookie-options.ts';

/** The marketing id cookie (spec §3 Cookies). */
export const MARKETING_ID_COOKIE = 'SS_MID';

const newId = () => randomBytes(12).toString('base64url');

const ANALYTICS_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Reads, advances and (unless set less than a minute ago and unchanged) re-sets the visitor cookies; returns the
 * visitor record, or null for a new visitor when `mayMint` says its address may mint no more visitors for now.
 */
export async function visitorCookies(
  c: Context,
  secure: boolean,
  ids: VisitorIds,
  mayMint: () => Promise<boolean>,
  now = Date.now(),
): Promise<VisitorRecord | null> {
  const cookies = getCookie(c);
  const parsed = parseVisitorCookie(cookies.ss_cvr);
  const existing = parsed && ids.isMinted(parsed.id) ? parsed : null;
  if (!existing && !(await mayMint())) return null;
  const visitActive = Boolean(existing && cookies.ss_cvt);
  const record = advanceVisit(existing, visitActive, now, ids.mint);
  const analyticsIdValid = ANALYTICS_ID.test(cookies.SS_ANALYTICS_ID ?? '');
  if (existing && record === existing && analyticsIdValid && visitCookieIsFresh(cookies.ss_cvt, now)) return record;
  const readable = cookieOptions(secure, { httpOnly: false });
  setLongLivedCookie(c, 'ss_cvr', formatVisitorCookie(record), secure, VISITOR_COOKIE_MAX_AGE_S);
  setCookie(c, 'ss_cvt', String(now), { ...readable, maxAge: VISIT_COOKIE_MAX_AGE_S });
  if (!analyticsIdValid) {
    setCookie(c, 'SS_ANALYTICS_ID', newId(), { ...readable, maxAge: ANALYTICS_ID_MAX_AGE_S });
  }
  return record;
}

/** A cookie readable by page scripts that outlives Hono's 400-day cap (browsers cap it there): serialised here. */
function setLongLivedCookie(c: Context, name: string, value: string, secure: boolean, maxAge: number): void {
  const cookie = serialize(name, value, { path: '/', secure, sameSite: secure ? 'none' : 'lax', maxAge, encode: (v) => v });
  c.header('Set-Cookie', cookie, { append: true });
}

const MARKETING_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** SS_MID: the browser's marketing id, the id of the mailing-list address it signed up with (set again only when it
 * changes; an id that is not one is never written). */
export function marketingCookieFor(c: Context, secure: boolean): MarketingCookie {
  return {
    remember(marketingId) {
      if (!MARKETING_ID.test(marketingId) || getCookie(c, MARKETING_ID_COOKIE) === marketingId) return;
      setLongLivedCookie(c, MARKETING_ID_COOKIE, marketingId, secure, MARKETING_ID_MAX_AGE_S);
    },
  };
}

/** After a mailing-list sign-up (a restock sign-up that joined the list, a newsletter form): the browser keeps the
 * marketing id the service answered in SS_MID. */
export function keepMarketingCookie(ctx: { marketingCookie: MarketingCookie }, marketingId: string | null): void {
  if (marketingId) ctx.marketingCookie.remember(marketingId);
}
