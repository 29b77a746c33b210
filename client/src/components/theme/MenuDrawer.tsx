// The menu on phones: a modal dialog from the left with the main navigation, search and the account link. It opens
// from the header's Menu button through HTML's own invoker commands (so it works before the page's script runs),
// keeps focus inside while open (a modal dialog makes the page behind it inert), closes on Escape, on a click
// outside it and on its Close button, and closes itself when the shopper follows one of its links.
import { useEffect, useRef } from 'react';
import { ACCOUNT_TEXT, THEME_TEXT } from '../../../../domain/messages.ts';
import { Link, useLocation } from '../../lib/router.tsx';
import { useSiteUserInfo } from '../../lib/site-user-info.ts';
import { SiteNavigation } from '../content/SiteNavigation.tsx';
import { CloseIcon } from './icons.tsx';

export const MENU_DRAWER_ID = 'menu-drawer';

export function MenuDrawer() {
  const dialog = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  const { authenticated } = useSiteUserInfo();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the menu
  useEffect(() => dialog.current?.close(), [pathname]);
  return (
    <dialog ref={dialog} id={MENU_DRAWER_ID} className="drawer drawer--start" aria-labelledby={`${MENU_DRAWER_ID}-title`} closedby="any">
      <div className="drawer__header">
        <h2 id={`${MENU_DRAWER_ID}-title`} className="drawer__title">
          {THEME_TEXT.menu}
        </h2>
        <button type="button" className="icon-button" commandfor={MENU_DRAWER_ID} command="close" aria-label={THEME_TEXT.closeMenu}>
          <CloseIcon />
        </button>
      </div>
      <SiteNavigation label={THEME_TEXT.menu} className="site-nav site-nav--drawer" />
      <ul className="drawer__links">
        <li>
          <Link to="/search">{THEME_TEXT.search}</Link>
        </li>
        <li>
          <Link to="/account">{authenticated ? ACCOUNT_TEXT.account : ACCOUNT_TEXT.signIn}</Link>
        </li>
      </ul>
    </dialog>
  );
}
