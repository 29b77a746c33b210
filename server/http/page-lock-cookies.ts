// The ss_unlocked cookie: the password-protected pages this browser has unlocked, as `<pageId>.<tag>` pairs. A tag is
// made from the page's stored password hash (services/content/page-locks.ts), so it cannot be forged, and a new
// password turns every old tag away. Session-long, httpOnly, at most MAX_UNLOCKED_PAGES pages.
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { PageLocks } from '../services/context.ts';
import { cookieOptions } from './cookie-options.ts';

export const UNLOCKED_PAGES_COOKIE = 'ss_unlocked';
/** Pages one browser keeps unlocked at once; the oldest is forgotten first. */
export const MAX_UNLOCKED_PAGES = 20;
const PAIR = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{1,64})$/;

function read(value: string | undefined): Map<string, string> {
  const tags = new Map<string, string>();
  for (const pair of (value ?? '').split(',').slice(0, MAX_UNLOCKED_PAGES)) {
    const m = PAIR.exec(pair);
    if (m) tags.set(m[1], m[2]);
  }
  return tags;
}

/** Bearer-token callers have no cookies: nothing is unlocked for them (owners see every page anyway). */
export const NO_PAGE_LOCKS: PageLocks = { tag: () => undefined, remember: () => {} };

export function pageLocksFor(c: Context, secure: boolean): PageLocks {
  const tags = read(getCookie(c, UNLOCKED_PAGES_COOKIE));
  return {
    tag: (pageId) => tags.get(pageId),
    remember(pageId, tag) {
      tags.delete(pageId);
      tags.set(pageId, tag);
      const kept = [...tags].slice(-MAX_UNLOCKED_PAGES);
      setCookie(c, UNLOCKED_PAGES_COOKIE, kept.map(([id, t]) => `${id}.${t}`).join(','), cookieOptions(secure, { httpOnly: true }));
    },
  };
}
