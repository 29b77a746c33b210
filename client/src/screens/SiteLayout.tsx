// The frame around every page: a skip link, the header (SiteHeader: the store's name, the navigation and its phone
// drawer, search, account and the cart), the added-to-cart popover, the current screen, and the trackers' consent banner.
// The server's head elements of the first page leave when the shopper moves on (useServerHead), and the web font comes
// in (lib/web-font.ts).
import { type ReactNode, useEffect, useRef } from 'react';
import { AddedToCartPopover } from '../components/AddedToCartPopover.tsx';
import { ScreenErrorBoundary } from '../components/ScreenErrorBoundary.tsx';
import { SiteFooter } from '../components/SiteFooter.tsx';
import { SiteHeader } from '../components/theme/SiteHeader.tsx';
import { useLocation } from '../lib/router.tsx';
import '../content.css';
import { afterHydration } from '../lib/deferred.tsx';
import { HydrationProbe } from '../lib/hydration-probe.tsx';
import { useSite } from '../lib/site.tsx';
import { useServerHead } from '../lib/use-server-head.ts';
import { setInWebFont } from '../lib/web-font.ts';

// The promo popup and the trackers' consent banner open by themselves later: neither is in the first HTML, and their
// code comes once the page works.
const PromoPopup = afterHydration(() => import('../components/PromoPopup.tsx').then((m) => m.PromoPopup));
const TrackingConsent = afterHydration(() => import('../components/TrackingConsent.tsx').then((m) => m.TrackingConsent));

export function SiteLayout({ children }: { children: ReactNode }) {
  const website = useSite();
  const { pathname } = useLocation();
  useServerHead();
  // The page a shopper lands on stays in the font it was painted in; the next one is set in the web font.
  const landing = useRef(pathname);
  useEffect(() => {
    if (pathname !== landing.current) setInWebFont();
  }, [pathname]);
  const storeName = website?.name ?? 'Shop';
  return (
    <>
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <SiteHeader storeName={storeName} />
      <AddedToCartPopover />
      <PromoPopup />
      <ScreenErrorBoundary path={pathname}>{children}</ScreenErrorBoundary>
      <SiteFooter storeName={storeName} />
      <TrackingConsent />
      <HydrationProbe />
    </>
  );
}
