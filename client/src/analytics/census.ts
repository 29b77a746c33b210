// Interface census (spec §7): an add-to-cart button shown and pressed, a site form shown, the promo popup opened, a
// quick view opened. Each names the visitor (ss_cvr) and the page; a component reports its render once per mount.
import { useEffect, useRef } from 'react';
import { currentPageType, onCurrentPage, visitorCookie } from './page-view.ts';
import { postJson } from './send.ts';
import { withAnalyticsSite } from './site.ts';

export const ADD_TO_CART_BUTTON = 'add-to-cart';
export const PROMO_POPUP_OVERLAY = 'promo-popup';

/** Sends once the website's settings allow it and the page has said which it is. */
function census(path: string, body: (site: { websiteId: string }) => Record<string, unknown>): void {
  withAnalyticsSite((site) => onCurrentPage(() => postJson(path, body(site))));
}

/** The visitor and page fields every census post carries; a site form's submission carries them too. */
export const pageFields = () => ({ visitorCookie: visitorCookie(), url: window.location.href, pageType: currentPageType() });

function recordButton(kind: 'button-render' | 'button-click', productId: string): void {
  census(`/api/census/${kind}`, (site) => ({ ...pageFields(), buttonType: ADD_TO_CART_BUTTON, productId, websiteId: site.websiteId }));
}

/** Runs `report` once per mount of the calling component (and again when `key` changes). */
function useOnce(report: () => void, key: string): void {
  const reported = useRef<string | null>(null);
  const latest = useRef(report);
  latest.current = report;
  useEffect(() => {
    if (reported.current === key) return;
    reported.current = key;
    latest.current();
  }, [key]);
}

/** An add-to-cart button for `productId`: its render is counted on mount; call the answer when it is pressed. */
export function useAddToCartButtonCensus(productId: string): () => void {
  useOnce(() => recordButton('button-render', productId), productId);
  return () => recordButton('button-click', productId);
}

/** A site form (form block, newsletter sign-up, contact form) shown. */
export function useFormRenderCensus(formId: string): void {
  useOnce(() => census('/api/census/form-render', () => ({ formId, ...pageFields() })), formId);
}

/** The promo popup opened. */
export function usePromoPopupCensus(): void {
  useOnce(() => census('/api/census/overlay', () => ({ ...pageFields(), overlayType: PROMO_POPUP_OVERLAY })), PROMO_POPUP_OVERLAY);
}

/** A product's quick view opened (the product is in the path; the page fields go along). */
export function useQuickViewCensus(productId: string): void {
  useOnce(() => census(`/api/census/RecordQuickView/${encodeURIComponent(productId)}`, pageFields), productId);
}
