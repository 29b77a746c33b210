// The frame around every page: a skip link, the store's name linking home, the main navigation, the search link,
// the account link, the cart pill, the added-to-cart popover, the current screen, and the trackers' consent banner.
// The server's head elements of the first page leave when the shopper moves on (useServerHead).
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { AccountLink } from '../components/AccountLink.tsx';
import { AddedToCartPopover } from '../components/AddedToCartPopover.tsx';
import { CartLink } from '../components/CartLink.tsx';
import { SiteNavigation } from '../components/content/SiteNavigation.tsx';
import { ScreenErrorBoundary } from '../components/ScreenErrorBoundary.tsx';
import { SiteFooter } from '../components/SiteFooter.tsx';
import { Link, useLocation } from '../lib/router.tsx';
import '../content.css';
import { SiteLayoutDocument } from '../graphql/generated/graphql.ts';
import { afterHydration } from '../lib/deferred.tsx';
import { HydrationProbe } from '../lib/hydration-probe.tsx';
import { useServerHead } from '../lib/use-server-head.ts';

// The promo popup and the trackers' consent banner open by themselves later: neither is in the first HTML, and their
// code comes once the page works.
const PromoPopup = afterHydration(() => import('../components/PromoPopup.tsx').then((m) => m.PromoPopup));
const TrackingConsent = afterHydration(() => import('../components/TrackingConsent.tsx').then((m) => m.TrackingConsent));

export function SiteLayout({ children }: { children: ReactNode }) {
  const { data } = useQuery(SiteLayoutDocument);
  const { pathname } = useLocation();
  useServerHead();
  return (
    <>
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <header className="site-header" data-site-header="">
        <Link to="/" className="site-name">
          {data?.website.name ?? 'Shop'}
        </Link>
        <SiteNavigation />
        <nav className="site-header__actions" aria-label="Shopper">
          <Link to="/search" className="search-link">
            Search
          </Link>
          <AccountLink />
          <CartLink />
        </nav>
      </header>
      <AddedToCartPopover />
      <PromoPopup />
      <ScreenErrorBoundary path={pathname}>{children}</ScreenErrorBoundary>
      <SiteFooter />
      <TrackingConsent />
      <HydrationProbe />
    </>
  );
}
