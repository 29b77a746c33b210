// A collection's product listing: loads the collection in the order and with the filters the address asks for
// (domain/product-listing.ts) and lays its products out in a grid under the listing's controls.
import { useQuery } from '@apollo/client/react';
import { isFiltered, listingFromParams } from '../../../domain/product-listing.ts';
import { PageType } from '../../../domain/site-structure.ts';
import { useListingPageLoad } from '../analytics/listing-load.ts';
import { usePageView } from '../analytics/page-view.ts';
import { analyticsItem, MAX_ITEMS_PER_EVENT } from '../analytics/shopping-events.ts';
import { filterInput, LISTING_TEXT, ListingControls } from '../components/ListingControls.tsx';
import { LoadError, Loading } from '../components/LoadStatus.tsx';
import { ProductGrid } from '../components/ProductGrid.tsx';
import { CollectionPageDocument } from '../graphql/generated/documents/CollectionPageQuery.ts';
import { Link, useSearchParams } from '../lib/router.tsx';
import { useSite } from '../lib/site.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { NotFoundScreen } from './NotFoundScreen.tsx';

export function ProductListScreen({ urlSlug }: { urlSlug: string }) {
  const [params] = useSearchParams();
  // Prices in the address are amounts in the store's currency (the layout has read it already).
  const currency = useSite()?.currency;
  const listing = listingFromParams(params, currency ?? 'USD');
  const { data, dataState, previousData, loading, error } = useQuery(CollectionPageDocument, {
    variables: { urlSlug, sort: listing.sort, filter: filterInput(listing.filter) },
    skip: !currency,
  });
  // While another order or filter loads, the listing shown stays (no flash of "Loading…").
  const shown = dataState === 'complete' ? data : previousData;
  useDocumentTitle(shown?.collection?.title);
  const collectionId = shown?.collection?.id ?? null;
  usePageView({ pageType: PageType.MAIN_CONTENT, collectionId, collectionType: shown?.collection?.type, ready: collectionId !== null });
  // On load (spec §2): the listing's performance mark and commerce routine (its visit, naming its first products).
  useListingPageLoad(
    collectionId,
    shown?.collection?.products.edges.slice(0, MAX_ITEMS_PER_EVENT).map((e) => analyticsItem(e.node)),
  );
  if (!shown && (loading || !currency)) return <Loading />;
  if (error || !shown) return <LoadError />;
  if (!shown.collection) return <NotFoundScreen />;

  const { products, productFilters, title } = shown.collection;
  const cards = products.edges.map((edge) => edge.node);
  const filtered = isFiltered(listing);
  return (
    <main id="content" className="page" data-page-type={PageType.MAIN_CONTENT}>
      <h1>{title}</h1>
      {(cards.length > 0 || filtered) && (
        <ListingControls
          path={`/${urlSlug}`}
          listing={listing}
          currency={currency ?? 'USD'}
          options={productFilters}
          count={products.pageInfo.hasNextPage ? null : cards.length}
          busy={loading}
        />
      )}
      {cards.length > 0 ? (
        <ProductGrid products={cards} pageType="plp" />
      ) : filtered ? (
        <p className="listing-empty">
          {LISTING_TEXT.noMatch} <Link href={`/${urlSlug}`}>{LISTING_TEXT.clearAll}</Link>
        </p>
      ) : (
        <p>There are no products here yet.</p>
      )}
    </main>
  );
}
