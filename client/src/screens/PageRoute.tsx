// What a site path shows: `/:page` is a product listing, a page of blocks, a blog, events or gallery page, or a
// folder (index: its first page; redirect: likewise; none or variation: not a page of its own); `/:page/:item` is a
// product or an item of the page.
import { useQuery } from '@apollo/client/react';
import { isFolderClickable } from '../../../domain/site-structure.ts';
import { LoadError, Loading } from '../components/LoadStatus.tsx';
import { FolderPagesDocument } from '../graphql/generated/documents/FolderPagesQuery.ts';
import { PageKindDocument } from '../graphql/generated/documents/PageKindQuery.ts';
import type { Navigation } from '../graphql/generated/graphql.ts';
import { Redirect } from '../lib/redirect.tsx';
import { lazyScreen } from '../lib/route-chunks.tsx';
import { useParams } from '../lib/router.tsx';
import { NotFoundScreen } from './NotFoundScreen.tsx';

// Each kind of page has its screen's code in a chunk of its own, loaded with its route (a server-rendered page names
// it in its head): a listing never loads the product page's code, nor a blog post the shop's.
const ProductListScreen = lazyScreen('src/screens/ProductListScreen.tsx', () =>
  import('./ProductListScreen.tsx').then((m) => m.ProductListScreen),
);
const ProductScreen = lazyScreen('src/screens/ProductScreen.tsx', () => import('./ProductScreen.tsx').then((m) => m.ProductScreen));
const ContentScreen = lazyScreen('src/screens/ContentScreen.tsx', () => import('./ContentScreen.tsx').then((m) => m.ContentScreen));
const ContentItemScreen = lazyScreen('src/screens/ContentItemScreen.tsx', () =>
  import('./ContentItemScreen.tsx').then((m) => m.ContentItemScreen),
);

function FolderScreen({ folderId, navigation }: { folderId: string; navigation: Navigation }) {
  const { data, loading } = useQuery(FolderPagesDocument, { variables: { which: navigation } });
  if (loading) return <Loading />;
  const first = data?.navigation.find((entry) => entry.id === folderId)?.pages[0];
  return first ? <Redirect to={first.fullUrl} /> : <NotFoundScreen />;
}

/** The screen of one page of the website, by its URL slug; `home` when it is shown at "/" as the home page. */
export function PageScreen({ urlSlug, home = false }: { urlSlug: string; home?: boolean }) {
  const { data, loading, error } = useQuery(PageKindDocument, { variables: { urlSlug } });
  if (loading) return <Loading />;
  if (error || !data) return <LoadError />;
  const page = data.collection;
  if (!page) return <NotFoundScreen />;
  if (page.isFolder)
    return isFolderClickable(page.folderBehavior) ? (
      <FolderScreen folderId={page.id} navigation={page.navigation as Navigation} />
    ) : (
      <NotFoundScreen />
    );
  if (page.typeName === 'products') return <ProductListScreen urlSlug={urlSlug} />;
  return <ContentScreen urlSlug={urlSlug} home={home} />;
}

export function PageRoute() {
  const { collectionSlug = '' } = useParams();
  return <PageScreen key={collectionSlug} urlSlug={collectionSlug} />;
}

export function ItemRoute() {
  const { collectionSlug = '', itemSlug = '' } = useParams();
  const { data, loading, error } = useQuery(PageKindDocument, { variables: { urlSlug: collectionSlug } });
  if (loading) return <Loading />;
  if (error || !data) return <LoadError />;
  const page = data.collection;
  if (!page || page.isFolder) return <NotFoundScreen />;
  if (page.typeName === 'products') return <ProductScreen />;
  return <ContentItemScreen collectionSlug={collectionSlug} itemSlug={itemSlug} />;
}
