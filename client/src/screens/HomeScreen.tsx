// Home: the store's front page is its first products collection, so it redirects there.
import { useQuery } from '@apollo/client/react';
import { Navigate } from 'react-router';
import { CollectionType, PageType } from '../../../domain/site-structure.ts';
import { LoadError, Loading } from '../components/LoadStatus.tsx';
import { HomeCollectionsDocument } from '../graphql/generated/graphql.ts';

export function HomeScreen() {
  const { data, loading, error } = useQuery(HomeCollectionsDocument);
  if (loading) return <Loading />;
  if (error || !data) return <LoadError />;
  const shop = data.collections.find((c) => c.type === CollectionType.PRODUCTS);
  if (shop) return <Navigate to={shop.fullUrl} replace />;
  return (
    <main id="content" className="page" data-page-type={PageType.MAIN_CONTENT}>
      <h1>Welcome</h1>
      <p>This store has no products yet.</p>
    </main>
  );
}
