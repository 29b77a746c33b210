// The header on every page, sticky at the top: on phones a Menu button (the drawer), the store's name, search and
// the cart; from 990 px the name, the main navigation with its folders, search, the account link and the cart.
// The cart link is always there (its count badge, the spec's pill, is hidden at zero), so nothing moves when the
// first item is added.
import { THEME_TEXT } from '../../../../domain/messages.ts';
import { Link } from '../../lib/router.tsx';
import { AccountLink } from '../AccountLink.tsx';
import { CartLink } from '../CartLink.tsx';
import { SiteNavigation } from '../content/SiteNavigation.tsx';
import { MenuIcon, SearchIcon } from './icons.tsx';
import { MENU_DRAWER_ID, MenuDrawer } from './MenuDrawer.tsx';

export function SiteHeader({ storeName }: { storeName: string }) {
  return (
    <header className="site-header" data-site-header="">
      <div className="site-header__inner page-width">
        <button
          type="button"
          className="icon-button site-header__menu"
          commandfor={MENU_DRAWER_ID}
          command="show-modal"
          aria-label={THEME_TEXT.menu}
        >
          <MenuIcon />
        </button>
        <Link to="/" className="site-name">
          {storeName}
        </Link>
        <SiteNavigation label="Main" className="site-nav site-nav--header" />
        <nav className="site-header__actions" aria-label="Shopper">
          <Link to="/search" className="icon-link search-link">
            <SearchIcon />
            <span className="icon-link__text">{THEME_TEXT.search}</span>
          </Link>
          <AccountLink />
          <CartLink />
        </nav>
      </div>
      <MenuDrawer />
    </header>
  );
}
