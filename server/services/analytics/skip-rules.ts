// Who and what is not counted (spec §6), enforced here whatever the page script did: nothing while analytics is
// off for the website (performance records also when they alone are off); nothing from signed-in account holders
// (owners and their team, by session or personal token), except users whose only role is viewer, outside the console
// (/config) — domain/analytics.ts skipsAccountHolder, the rule the storefront applies before sending; no hits of
// not-found, lock-screen and member-area-denied pages; no page views of the site search.
import { isSearchPath, skipsAccountHolder, UNCOUNTED_PAGE_TYPES } from '../../../domain/analytics.ts';
import type { AnalyticsCaller } from './caller.ts';

export type SkipReason = 'analytics disabled' | 'performance disabled' | 'account holder' | 'uncounted page' | 'search page view';

type Where = { path: string | null; pageType?: number | null; pageView?: boolean; performance?: boolean };

export function skipReason(caller: AnalyticsCaller, where: Where): SkipReason | null {
  if (caller.website.analyticsDisabled) return 'analytics disabled';
  if (where.performance && caller.website.performanceDisabled) return 'performance disabled';
  const path = where.path ?? '';
  if (skipsAccountHolder(caller.owner?.roleCode ?? null, path)) return 'account holder';
  if (where.pageType != null && UNCOUNTED_PAGE_TYPES.has(where.pageType)) return 'uncounted page';
  if (where.pageView && isSearchPath(path)) return 'search page view';
  return null;
}
