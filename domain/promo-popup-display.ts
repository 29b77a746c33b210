// Where and when the storefront shows the promo popup (domain/promo-popup.ts has its settings): rules the storefront
// runs, kept apart from the settings' validation so that the storefront's code carries no schema library.
import type { PROMO_POPUP_PAGES } from './promo-popup.ts';

/** The captcha action of the popup's sign-up form (spec §7). */
export const PROMO_POPUP_CAPTCHA_ACTION = 'PROMO_POPUP_SUBMISSION';

const NEVER_ON = ['/cart', '/checkout', '/account', '/orders'];

/**
 * Whether the popup may show on a storefront path: never on the cart, checkout, account or order pages; with pages
 * 'home', only on the home page — '/' and the home page's own address (`homeSlug`: the first page of the main
 * navigation, '/home' in the demo).
 */
export function promoPopupShowsOn(pathname: string, pages: (typeof PROMO_POPUP_PAGES)[number], homeSlug: string | null = null): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (NEVER_ON.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  return pages === 'all' || path === '/' || (homeSlug !== null && path === `/${homeSlug}`);
}

const DAY_MS = 86_400_000;

/** Whether a popup closed or submitted at `dismissedAt` (ms) still stays away at `now` for `days`. */
export function promoPopupSnoozed(dismissedAt: number | null, days: number, now: number): boolean {
  if (dismissedAt === null || !Number.isFinite(dismissedAt) || days <= 0) return false;
  return now < dismissedAt + days * DAY_MS;
}
