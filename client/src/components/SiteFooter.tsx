// The frame's footer under every page, on the same page width as the header and the content: the store's name and
// its links, and the newsletter sign-up (left out of checkout pages, where a second email field
// would distract from, and be autofilled beside, the order's) and a link to the contact page.

import { deferred } from '../lib/deferred.tsx';
import { Link, useLocation } from '../lib/router.tsx';

const NewsletterBlock = deferred(() => import('./NewsletterBlock.tsx').then((m) => m.NewsletterBlock));

const isCheckoutPath = (path: string) => path === '/checkout' || path.startsWith('/checkout/');

export function SiteFooter({ storeName }: { storeName: string }) {
  const { pathname } = useLocation();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner page-width">
        <div className="site-footer__store">
          <p className="site-footer__name">{storeName}</p>
          <nav aria-label="Site" className="site-footer__links">
            <ul>
              <li>
                <Link to="/contact">Contact us</Link>
              </li>
              <li>
                <Link to="/account">Account</Link>
              </li>
            </ul>
          </nav>
        </div>
        {!isCheckoutPath(pathname) && <NewsletterBlock />}
      </div>
      <p className="site-footer__legal page-width">© {storeName}</p>
    </footer>
  );
}
