// Session cookies: the site user's (with the SiteUserInfo cookie kept in step for page scripts) and the owner's (with
// the OwnerInfo cookie kept in step for page scripts: domain/owner-info.ts).
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { OWNER_INFO_COOKIE, type OwnerInfo, ownerInfoValue } from '../../domain/owner-info.ts';
import type { Db } from '../db/client.ts';
import type { SiteUser } from '../db/generated/postgresql/client.ts';
import { findOwnerSession, findSession, type NewSession } from '../services/auth/sessions.ts';
import type { OwnerIdentity, SiteUserIdentity } from '../services/context.ts';
import { cookieOptions } from './cookie-options.ts';
import { setCrumbCookie } from './crumb.ts';

export const SITE_USER_SESSION_COOKIE = 'sw_session';
export const OWNER_SESSION_COOKIE = 'sw_owner_session';
export const SITE_USER_INFO_COOKIE = 'SiteUserInfo';

type SessionIdentities = { siteUser: SiteUserIdentity | null; owner: OwnerIdentity | null; sessionCrumb: string | null };

/** The site user and owner signed in on this website by cookie, keeping SiteUserInfo and OwnerInfo in step with the
 * sessions. */
export async function sessionIdentities(c: Context, db: Db, websiteId: string, secure: boolean): Promise<SessionIdentities> {
  const result: SessionIdentities = { siteUser: null, owner: null, sessionCrumb: null };
  const userToken = getCookie(c, SITE_USER_SESSION_COOKIE);
  const userSession = userToken ? await findSession(db, websiteId, 'SITE_USER', userToken) : null;
  if (userSession?.siteUser && userToken) {
    const u = userSession.siteUser;
    result.siteUser = { id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, sessionToken: userToken };
    result.sessionCrumb = userSession.crumb;
  } else if (userToken || readSiteUserInfo(c)?.authenticated) {
    clearSiteUserCookies(c, secure);
  }
  const ownerToken = getCookie(c, OWNER_SESSION_COOKIE);
  const ownerSession = ownerToken ? await findOwnerSession(db, websiteId, ownerToken) : null;
  if (ownerSession) {
    const { owner, roleCode, crumb } = ownerSession;
    result.owner = { id: owner.id, email: owner.email, roleCode, via: 'session', sessionToken: ownerToken };
    result.sessionCrumb ??= crumb;
  }
  keepOwnerInfo(c, ownerSession && { id: ownerSession.owner.id, roleCode: ownerSession.roleCode }, ownerSession?.expiresAt, secure);
  return result;
}

/** OwnerInfo says the owner signed in by session and their role now (a role changed or taken away since sign-in is
 * rewritten or cleared); it is written only when it says something else. */
function keepOwnerInfo(c: Context, owner: OwnerInfo | null, expires: Date | undefined, secure: boolean): void {
  const held = getCookie(c, OWNER_INFO_COOKIE);
  if (owner && held !== ownerInfoValue(owner)) setOwnerInfoCookie(c, owner, expires, secure);
  else if (!owner && held !== undefined) clearOwnerInfoCookie(c, secure);
}

function setOwnerInfoCookie(c: Context, owner: OwnerInfo, expires: Date | undefined, secure: boolean): void {
  setCookie(c, OWNER_INFO_COOKIE, ownerInfoValue(owner), { ...cookieOptions(secure, { httpOnly: false }), expires });
}

function clearOwnerInfoCookie(c: Context, secure: boolean): void {
  deleteCookie(c, OWNER_INFO_COOKIE, cookieOptions(secure, { httpOnly: false }));
}

function readSiteUserInfo(c: Context): { authenticated?: boolean } | null {
  try {
    return JSON.parse(getCookie(c, SITE_USER_INFO_COOKIE) ?? 'null');
  } catch {
    return null;
  }
}

/** After sign-up or log-in: the session cookie, SiteUserInfo and the session's crumb. */
export function setSiteUserCookies(c: Context, siteUser: SiteUser, session: NewSession, secure: boolean): void {
  setCookie(c, SITE_USER_SESSION_COOKIE, session.token, { ...cookieOptions(secure, { httpOnly: true }), expires: session.expiresAt });
  const info = { authenticated: true, siteUserId: siteUser.id, firstName: siteUser.firstName };
  setCookie(c, SITE_USER_INFO_COOKIE, JSON.stringify(info), { ...cookieOptions(secure, { httpOnly: false }), expires: session.expiresAt });
  setCrumbCookie(c, session.crumb, secure);
}

export function clearSiteUserCookies(c: Context, secure: boolean): void {
  deleteCookie(c, SITE_USER_SESSION_COOKIE, cookieOptions(secure, { httpOnly: true }));
  setCookie(
    c,
    SITE_USER_INFO_COOKIE,
    JSON.stringify({ authenticated: false, siteUserId: null }),
    cookieOptions(secure, { httpOnly: false }),
  );
}

/** After an owner's log-in: the session cookie, OwnerInfo and the session's crumb. */
export function setOwnerSessionCookies(c: Context, owner: OwnerInfo, session: NewSession, secure: boolean): void {
  setCookie(c, OWNER_SESSION_COOKIE, session.token, { ...cookieOptions(secure, { httpOnly: true }), expires: session.expiresAt });
  setOwnerInfoCookie(c, owner, session.expiresAt, secure);
  setCrumbCookie(c, session.crumb, secure);
}

export function clearOwnerSessionCookies(c: Context, secure: boolean): void {
  deleteCookie(c, OWNER_SESSION_COOKIE, cookieOptions(secure, { httpOnly: true }));
  clearOwnerInfoCookie(c, secure);
}
