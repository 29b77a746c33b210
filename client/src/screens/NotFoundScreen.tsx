// The not-found page (page type 100): a clear heading and a way home.

import { PageType } from '../../../domain/site-structure.ts';
import { usePageView } from '../analytics/page-view.ts';
import { Link } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export const NOT_FOUND_TITLE = 'Page not found';

export function NotFoundScreen() {
  useDocumentTitle(NOT_FOUND_TITLE);
  usePageView({ pageType: PageType.NOT_FOUND });
  return (
    <main id="content" className="page not-found" data-page-type={PageType.NOT_FOUND}>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </main>
  );
}
