// A collection's product listing: loads the collection and lays its products out in a grid.
import { useQuery } from '@apollo/client/react';
import { PageType } from '../../../domain/site-structure.ts';
import { useListingPageLoad } from '../analytics/listing-load.ts';
import { usePageView } from '../analytics/page-view.ts';
import { LoadError, Loading } from '../components/LoadStatus.tsx';
import { ProductGrid } from '../components/ProductGrid.tsx';
import { CollectionPageDocument } from '../graphql/generated/graphql.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { NotFoundScreen } from './NotFoundScreen.tsx';

export function ProductListScreen({ urlSlug }: { urlSlug: string }) {
  const { data, loading, error } = useQuery(CollectionPageDocument, { variables: { urlSlug } });
  useDocumentTitle(data?.collection?.title);
  const collectionId = data?.collection?.id ?? null;
  usePageView({ pageType: PageType.MAIN_CONTENT, collectionId, collectionType: data?.collection?.type, ready: collectionId !== null });
  // On load (spec §2): the listing's performance mark and commerce routine (its visit).
  useListingPageLoad(collectionId);
  if (loading) return <Loading />;
  if (error || !data) return <LoadError />;
  if (!data.collection) return <NotFoundScreen />;

  const products = data.collection.products.edges.map((edge) => edge.node);
  return (
    <main id="content" className="page" data-page-type={PageType.MAIN_CONTENT}>
      <h1>{data.collection.title}</h1>
      {products.length === 0 ? <p>There are no products here yet.</p> : <ProductGrid products={products} pageType="plp" />}
    </main>
  );
}
