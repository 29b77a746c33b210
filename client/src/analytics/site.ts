// What every analytics send needs to know about the website: its id, its locale, and whether the owner turned
// analytics (everything: census, shopping events, performance) or only performance records off. Sends wait for it
// (the layout's query brings it) and are dropped when it says no. A page shown inside a frame is the site's own
// editor (the storefront may only be framed by its own origin): it is not a visit and counts nothing. Nor is a page
// seen by an authenticated account holder (the page context's authenticatedAccount), by the rule the server applies
// (domain/analytics.ts skipsAccountHolder: a viewer is counted outside the console). Error reports do not go through
// here: they are sent whatever the settings.
import { useEffect } from 'react';
import { skipsAccountHolder } from '../../../domain/analytics.ts';
import { readCookie } from '../lib/cookies.ts';
import { signedInOwner } from '../lib/owner-info.ts';
import { useSite } from '../lib/site.tsx';
import { parseSiteUserInfo, SITE_USER_INFO_COOKIE } from '../lib/site-user-info.ts';

export type AnalyticsSite = { websiteId: string; locale: string; analyticsDisabled: boolean; performanceDisabled: boolean };
type Waiting = { run: (site: AnalyticsSite) => void; performance: boolean };

/** Sends waiting for the settings at the most; a page whose settings never come does not grow without bound. */
const MAX_WAITING = 100;

let known: AnalyticsSite | null = null;
let waiting: Waiting[] = [];

/** Whether the page is shown inside a frame (the site's editor): analytics and trackers count nothing there. */
export function inFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

function allowed(site: AnalyticsSite, performance: boolean): boolean {
  return (
    !site.analyticsDisabled &&
    !(performance && site.performanceDisabled) &&
    !inFrame() &&
    !skipsAccountHolder(signedInOwner()?.roleCode ?? null, window.location.pathname)
  );
}

/** Runs `run` with the website's settings once they are known, unless analytics (or, for `performance`, performance
 * records) are off. */
export function withAnalyticsSite(run: (site: AnalyticsSite) => void, { performance = false } = {}): void {
  if (!known) {
    if (waiting.length < MAX_WAITING) waiting.push({ run, performance });
    return;
  }
  if (allowed(known, performance)) run(known);
}

export function setAnalyticsSite(site: AnalyticsSite): void {
  known = site;
  const ready = waiting;
  waiting = [];
  for (const { run, performance } of ready) if (allowed(site, performance)) run(site);
}

/** The signed-in shopper's id (SiteUserInfo), or null. */
export function memberId(): string | null {
  return parseSiteUserInfo(readCookie(SITE_USER_INFO_COOKIE)).siteUserId;
}

/** Hands the website's settings to analytics once the layout's query has them (one query, shared with the header). */
export function useAnalyticsSite(): void {
  const website = useSite();
  useEffect(() => {
    if (!website) return;
    setAnalyticsSite({
      websiteId: website.id,
      locale: website.language,
      analyticsDisabled: website.storeSettings.analyticsDisabled,
      performanceDisabled: website.storeSettings.performanceDisabled,
    });
  }, [website]);
}
