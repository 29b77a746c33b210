// The frame's footer under every page: the newsletter sign-up (left out of checkout pages, where a second email field
// would distract from, and be autofilled beside, the order's) and a link to the contact page.

import { deferred } from '../lib/deferred.tsx';
import { Link, useLocation } from '../lib/router.tsx';

const NewsletterBlock = deferred(() => import('./NewsletterBlock.tsx').then((m) => m.NewsletterBlock));

const isCheckoutPath = (path: string) => path === '/checkout' || path.startsWith('/checkout/');

export function SiteFooter() {
  const { pathname } = useLocation();
  return (
    <footer className="site-footer">
      {!isCheckoutPath(pathname) && <NewsletterBlock />}
      <nav aria-label="Site" className="site-footer__links">
        <Link to="/contact">Contact us</Link>
      </nav>
    </footer>
  );
}
