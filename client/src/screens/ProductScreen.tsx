// The product detail page (page type content item): loads the product with all its variants and shows its details,
// then the reviews section while the store takes reviews, with the reviews tab under the title leading to it.
import { useQuery } from '@apollo/client/react';
import { PageType } from '../../../domain/site-structure.ts';
import { usePageView } from '../analytics/page-view.ts';
import { analyticsItem } from '../analytics/shopping-events.ts';
import { ShoppingPlace, useShoppingEventOnce } from '../analytics/shopping-place.tsx';
import { LoadError, Loading } from '../components/LoadStatus.tsx';
import { ProductDetails } from '../components/ProductDetails.tsx';
import { ReviewsTab } from '../components/ReviewsTab.tsx';
import { ProductPageDocument } from '../graphql/generated/documents/ProductPageQuery.ts';
import { deferred } from '../lib/deferred.tsx';
import { Link, useParams, useSearchParams } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { NotFoundScreen } from './NotFoundScreen.tsx';

// Reviews sit below the product: their code (and the review form's) comes after the page's.
const ProductReviews = deferred(() => import('../components/ProductReviews.tsx').then((m) => m.ProductReviews));

export function ProductScreen() {
  const { collectionSlug = '', itemSlug = '' } = useParams();
  // ?order={token}: the order status page's review link, proving the purchase for the review form.
  const [search] = useSearchParams();
  const { data, loading, error } = useQuery(ProductPageDocument, { variables: { collectionSlug, urlSlug: itemSlug } });
  useDocumentTitle(data?.product?.title);
  const shown = data?.product;
  const ids = shown ? { productId: shown.id, collectionId: shown.collection.id } : null;
  usePageView({
    pageType: PageType.CONTENT_ITEM,
    itemId: ids?.productId,
    ...ids,
    collectionType: shown?.collection.type,
    product: shown && { id: shown.id, title: shown.title, productType: shown.productTypeCode, isSubscribable: shown.isSubscribable },
    ready: ids !== null,
  });
  useShoppingEventOnce('visit product page', shown && ids ? { pageType: 'pdp', ...ids, items: [analyticsItem(shown)] } : null);
  if (loading) return <Loading />;
  if (error || !data) return <LoadError />;
  if (!data.product) return <NotFoundScreen />;

  const { product } = data;
  return (
    <main id="content" className="page" data-page-type={PageType.CONTENT_ITEM}>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={product.collection.fullUrl}>{product.collection.title}</Link>
      </nav>
      <ShoppingPlace pageType="pdp">
        <ProductDetails
          key={product.id}
          product={product}
          underTitle={product.reviewSummary && <ReviewsTab summary={product.reviewSummary} item={analyticsItem(product)} />}
        />
        <ProductReviews key={product.id} productId={product.id} orderToken={search.get('order')} />
      </ShoppingPlace>
    </main>
  );
}
