// The promo popup (page type 104, docs/promo-popup.md): the owner's offer with the newsletter sign-up or a button
// link, shown after its delay or scroll point on the pages it is set for, never on the cart, checkout, account or
// order pages. Closed by its Close button or Escape; once closed or submitted, this browser does not see it again for
// the days the owner chose (localStorage). Its opening is counted.
//
// It is a non-modal dialog: it opens by itself while the shopper is doing something else, so it takes no focus and
// leaves the page usable (no backdrop, nothing inert) — an offer must not interrupt typing or reading. Keyboard users
// reach it next in the tab order after the header; focus goes back where it came from when it closes.
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { promoPopupShowsOn, promoPopupSnoozed } from '../../../domain/promo-popup-display.ts';
import { PromoPopupDocument } from '../graphql/generated/documents/PromoPopupQuery.ts';
import { SiteNavigationDocument } from '../graphql/generated/documents/SiteNavigationQuery.ts';
import { deferred } from '../lib/deferred.tsx';
import { FORM_SUCCESS_EVENT } from '../lib/form-success.ts';
import { promoPopupDismissedAt, rememberPromoPopupDismissed } from '../lib/promo-popup-memory.ts';
import { useLocation } from '../lib/router.tsx';
import { homeSlug } from '../screens/HomeScreen.tsx';

type Phase = 'waiting' | 'open' | 'dismissed';

const PromoPopupDialog = deferred(() => import('./PromoPopupDialog.tsx').then((m) => m.PromoPopupDialog));

/** How far down the page the visitor has scrolled, in percent (0 on a page too short to scroll). */
function scrolledPercent(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  return scrollable > 0 ? (window.scrollY / scrollable) * 100 : 0;
}

export function PromoPopup() {
  const { data } = useQuery(PromoPopupDocument);
  const { pathname } = useLocation();
  const websiteId = data?.website.id ?? null;
  const popup = data?.website.promoPopup?.enabled ? data.website.promoPopup : null;
  const homeOnly = popup?.pages === 'HOME';
  // The home page is '/' and its own address (the first page of the main navigation, which the header has loaded).
  const navigation = useQuery(SiteNavigationDocument, { skip: !homeOnly });
  const home = navigation.data ? homeSlug(navigation.data.navigation) : null;
  const [phase, setPhase] = useState<Phase>('waiting');
  const here = popup !== null && promoPopupShowsOn(pathname, homeOnly ? 'home' : 'all', home);

  const trigger = popup?.trigger;
  const delaySeconds = popup?.delaySeconds ?? 0;
  const scrollPercent = popup?.scrollPercent ?? 0;
  const days = popup?.showAgainAfterDays ?? 0;

  // Waits for the delay or the scroll point while the visitor is on a page it shows on, unless it was closed lately.
  useEffect(() => {
    if (!here || !websiteId || phase !== 'waiting') return;
    if (promoPopupSnoozed(promoPopupDismissedAt(websiteId), days, Date.now())) {
      setPhase('dismissed');
      return;
    }
    if (trigger === 'ON_LOAD') {
      const timer = window.setTimeout(() => setPhase('open'), delaySeconds * 1000);
      return () => window.clearTimeout(timer);
    }
    const check = () => {
      if (scrolledPercent() >= scrollPercent) setPhase('open');
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [here, websiteId, phase, trigger, delaySeconds, scrollPercent, days]);

  // Signing up to the newsletter anywhere (this popup's form, the footer's) counts as submitted: it is remembered,
  // and a popup not yet shown stays away. One already open stays, showing its submission message.
  const signsUp = popup?.form === 'NEWSLETTER';
  useEffect(() => {
    if (!signsUp || !websiteId) return;
    const submitted = () => {
      rememberPromoPopupDismissed(websiteId);
      setPhase((current) => (current === 'waiting' ? 'dismissed' : current));
    };
    window.addEventListener(FORM_SUCCESS_EVENT, submitted);
    return () => window.removeEventListener(FORM_SUCCESS_EVENT, submitted);
  }, [signsUp, websiteId]);

  const dismiss = useCallback(() => {
    if (websiteId) rememberPromoPopupDismissed(websiteId);
    setPhase('dismissed');
  }, [websiteId]);

  // Where it stands, on the page's root element (data-promo-popup): `loading` until its settings (and, for the home
  // page only, the navigation) are read, then `off` where it does not show, `waiting`, `open` or `dismissed`.
  const decided = data !== undefined && (!homeOnly || navigation.data !== undefined);
  const state = !decided ? 'loading' : !popup || !here ? 'off' : phase;
  useEffect(() => {
    document.documentElement.dataset.promoPopup = state;
  }, [state]);

  if (!popup || !here || phase !== 'open') return null;
  return <PromoPopupDialog popup={popup} onDismiss={dismiss} />;
}
