// The product page's reviews section (spec §2: loaded only while the store takes reviews, store settings
// reviewsEnabled): the average of the approved reviews with their count, the reviews newest first a page at a time
// ('More reviews'), and the review form for a shopper who bought the product. The page's reviews tab (ReviewsTab.tsx,
// under the title) leads here; its click, not this section coming into view, is the 'reviews tab click'.
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { reviewSummaryText } from '../../../domain/reviews.ts';
import { ProductReviewsDocument, type ProductReviewsQuery } from '../graphql/generated/documents/ProductReviewsQuery.ts';
import { ReviewSettingsDocument } from '../graphql/generated/documents/ReviewSettingsQuery.ts';
import { ReviewForm } from './ReviewForm.tsx';
import { REVIEWS_SECTION_ID } from './ReviewsTab.tsx';
import { StarRating } from './StarRating.tsx';
import '../reviews.css';
import { useSiteDates } from '../lib/use-site-dates.ts';

export const REVIEWS_TEXT = {
  heading: 'Reviews',
  more: 'More reviews',
  loadingMore: 'Loading…',
  loadFailed: 'Unable to load reviews. Try again.',
} as const;

/** Reviews asked for at a time. */
export const REVIEWS_PAGE = 5;

export function ProductReviews({ productId, orderToken }: { productId: string; orderToken: string | null }) {
  const { data } = useQuery(ReviewSettingsDocument);
  if (!data?.website.storeSettings.reviewsEnabled) return null;
  return <ReviewsSection productId={productId} orderToken={orderToken} />;
}

type Reviews = NonNullable<ProductReviewsQuery['product']>['reviews'];

function ReviewsSection({ productId, orderToken }: { productId: string; orderToken: string | null }) {
  const { medium } = useSiteDates();
  const headingId = useId();
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const { data, fetchMore } = useQuery(ProductReviewsDocument, { variables: { id: productId, first: REVIEWS_PAGE } });
  const product = data?.product;
  const summary = product?.reviewSummary;
  const loaded = product !== undefined;

  // A review link (…#reviews) lands here once the section has its content.
  useEffect(() => {
    if (loaded && window.location.hash === `#${REVIEWS_SECTION_ID}`) document.getElementById(REVIEWS_SECTION_ID)?.scrollIntoView();
  }, [loaded]);

  async function loadMore(reviews: Reviews) {
    if (loadingMore) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      // The cache adds the page to the list (client/src/apollo.ts).
      await fetchMore({ variables: { after: reviews.pageInfo.endCursor } });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <section id={REVIEWS_SECTION_ID} className="reviews" aria-labelledby={headingId}>
      <h2 id={headingId}>{REVIEWS_TEXT.heading}</h2>
      {product && summary && (
        <>
          <p className="reviews__summary">
            {summary.average !== null && summary.average !== undefined && <StarRating rating={summary.average} />}
            <span>{reviewSummaryText(summary.average ?? null, summary.count)}</span>
          </p>
          {product.reviews.edges.length > 0 && (
            <ol className="reviews__list">
              {product.reviews.edges.map(({ node }) => (
                <li key={node.id}>
                  <article className="review" aria-label={node.title || node.authorName}>
                    <StarRating rating={node.rating} />
                    {node.title && <h3 className="review__title">{node.title}</h3>}
                    <p className="review__body">{node.body}</p>
                    <p className="review__byline">
                      {node.authorName} · <time dateTime={node.createdAt}>{medium(new Date(node.createdAt))}</time>
                    </p>
                  </article>
                </li>
              ))}
            </ol>
          )}
          {product.reviews.pageInfo.hasNextPage && (
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={loadingMore || undefined}
              onClick={() => void loadMore(product.reviews)}
            >
              {loadingMore ? REVIEWS_TEXT.loadingMore : REVIEWS_TEXT.more}
            </button>
          )}
          {moreFailed && (
            <p role="alert" className="form-alert">
              {REVIEWS_TEXT.loadFailed}
            </p>
          )}
        </>
      )}
      <ReviewForm productId={productId} orderToken={orderToken} />
    </section>
  );
}
