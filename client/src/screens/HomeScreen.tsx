// Home: the first page of the main navigation (a page of blocks, a blog, a product listing…), shown at "/"; a
// website without pages sends visitors to its first product listing.
import { useQuery } from '@apollo/client/react';
import { CollectionType, PageType } from '../../../domain/site-structure.ts';
import { usePageView } from '../analytics/page-view.ts';
import { LoadError, Loading } from '../components/LoadStatus.tsx';
import { HomeCollectionsDocument } from '../graphql/generated/documents/HomeCollectionsQuery.ts';
import { SiteNavigationDocument } from '../graphql/generated/documents/SiteNavigationQuery.ts';
import { Redirect } from '../lib/redirect.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { PageScreen } from './PageRoute.tsx';

/** The URL slug of the home page: the first page of the main navigation that is a page here (not a folder or a link). */
export function homeSlug(navigation: readonly { fullUrl: string; isFolder: boolean }[]): string | null {
  const first = navigation.find((entry) => !entry.isFolder && /^\/[^/]+$/.test(entry.fullUrl));
  return first ? first.fullUrl.slice(1) : null;
}

export function HomeScreen() {
  const navigation = useQuery(SiteNavigationDocument);
  const collections = useQuery(HomeCollectionsDocument, {
    skip: navigation.loading || homeSlug(navigation.data?.navigation ?? []) !== null,
  });
  const shop = collections.data?.collections.find((c) => c.type === CollectionType.PRODUCTS);
  // At "/" the title is the store name alone, whichever page is shown here (also on the way back from another page).
  useDocumentTitle('Welcome');
  // Only the welcome page is this screen's own: a home page of blocks or products is counted as that page.
  usePageView({ pageType: PageType.MAIN_CONTENT, ready: Boolean(collections.data) && !shop });
  if (navigation.loading || collections.loading) return <Loading />;
  if (navigation.error || !navigation.data) return <LoadError />;
  const slug = homeSlug(navigation.data.navigation);
  if (slug) return <PageScreen urlSlug={slug} home />;
  if (shop) return <Redirect to={shop.fullUrl} />;
  return (
    <main id="content" className="page" data-page-type={PageType.MAIN_CONTENT}>
      <h1>Welcome</h1>
      <p>This store has no products yet.</p>
    </main>
  );
}
