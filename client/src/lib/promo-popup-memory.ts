// When this browser last closed the website's promo popup or signed up in it, kept in localStorage (no cookie: the
// server never needs it). Storage that is full, off or refused counts as never closed.

const key = (websiteId: string) => `shopwright:promo-popup:${websiteId}`;

/** The time (ms) the popup was last closed or submitted in this browser, or null. */
export function promoPopupDismissedAt(websiteId: string): number | null {
  try {
    const stored = Number(window.localStorage.getItem(key(websiteId)));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

/** Remembers that the popup was closed or submitted now. */
export function rememberPromoPopupDismissed(websiteId: string, now = Date.now()): void {
  try {
    window.localStorage.setItem(key(websiteId), String(now));
  } catch {
    // Not remembered: it shows again on the next visit.
  }
}
