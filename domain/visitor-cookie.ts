// The visitor cookie ss_cvr (spec §3 Cookies, §9): "<id>|<first visit ms>|<previous visit ms>|<current visit ms>|<visit count>".
// A visit lasts while the ss_cvt cookie (30 minutes, refreshed by requests) is present. ss_cvt holds the time it was
// set; the cookies are written again only when that is a minute old or more (or anything else changed), so page
// scripts' beacons and API calls in a burst do not each rewrite three cookies. A visit then ends 29–30 idle minutes
// after its last request.

export const VISITOR_COOKIE_MAX_AGE_S = 2 * 365 * 24 * 60 * 60;
export const VISIT_COOKIE_MAX_AGE_S = 30 * 60;
export const ANALYTICS_ID_MAX_AGE_S = 390 * 24 * 60 * 60;
/** SS_MID, the marketing id: the spec gives no duration; it lives as long as the visitor cookie. */
export const MARKETING_ID_MAX_AGE_S = VISITOR_COOKIE_MAX_AGE_S;
/** ss_cvt is rewritten when it is this old (or older). */
export const VISIT_COOKIE_REFRESH_MS = 60_000;

/** Whether an ss_cvt value was set less than a minute before `now` (then the visitor cookies need no rewrite). */
export function visitCookieIsFresh(value: string | undefined | null, now: number): boolean {
  if (!value || !/^\d{1,16}$/.test(value)) return false;
  const setAt = Number(value);
  return setAt <= now && now - setAt < VISIT_COOKIE_REFRESH_MS;
}

export type VisitorRecord = { id: string; firstVisit: number; previousVisit: number; currentVisit: number; visitCount: number };

/** The record in an ss_cvr value, or null when the value is malformed (it is then replaced). */
export function parseVisitorCookie(value: string | undefined | null): VisitorRecord | null {
  if (!value) return null;
  const parts = value.split('|');
  if (parts.length !== 5 || !/^[A-Za-z0-9_-]{8,64}$/.test(parts[0])) return null;
  const numbers = parts.slice(1).map((p) => (/^\d{1,16}$/.test(p) ? Number(p) : Number.NaN));
  if (numbers.some((n) => !Number.isSafeInteger(n) || n <= 0)) return null;
  const [firstVisit, previousVisit, currentVisit, visitCount] = numbers;
  return { id: parts[0], firstVisit, previousVisit, currentVisit, visitCount };
}

export function formatVisitorCookie(r: VisitorRecord): string {
  return [r.id, r.firstVisit, r.previousVisit, r.currentVisit, r.visitCount].join('|');
}

/**
 * The record after a request at `now`: a first visit for a new visitor, the same visit while ss_cvt is present,
 * otherwise a new visit (previous ← current, current ← now, count + 1).
 */
export function advanceVisit(existing: VisitorRecord | null, visitActive: boolean, now: number, newId: () => string): VisitorRecord {
  if (!existing) return { id: newId(), firstVisit: now, previousVisit: now, currentVisit: now, visitCount: 1 };
  if (visitActive) return existing;
  return { ...existing, previousVisit: existing.currentVisit, currentVisit: now, visitCount: existing.visitCount + 1 };
}
