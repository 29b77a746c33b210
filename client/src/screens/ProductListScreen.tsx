// A collection's product listing: loads the collection and lays its products out in a grid.
import { useQuery } from '@apollo/client/react';
import { PageType } from '../../../domain/site-structure.ts';
import { LoadError, Loading } from '../components/LoadStatus.tsx';
import { ProductCard } from '../components/ProductCard.tsx';
import { CollectionPageDocument } from '../graphql/generated/graphql.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { NotFoundScreen } from './NotFoundScreen.tsx';

export function ProductListScreen({ urlSlug }: { urlSlug: string }) {
  const { data, loading, error } = useQuery(CollectionPageDocument, { variables: { urlSlug } });
  useDocumentTitle(data?.collection?.title);
  if (loading) return <Loading />;
  if (error || !data) return <LoadError />;
  if (!data.collection) return <NotFoundScreen />;

  const products = data.collection.products.edges.map((edge) => edge.node);
  return (
    <main id="content" className="page" data-page-type={PageType.MAIN_CONTENT}>
      <h1>{data.collection.title}</h1>
      {products.length === 0 ? (
        <p>There are no products here yet.</p>
      ) : (
        <ul className="product-grid">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
