// The product page's reviews section (spec §2: loaded only while the store takes reviews, store settings
// reviewsEnabled): the average of the approved reviews with their count, the reviews newest first a page at a time
// ('More reviews'), and the review form for a shopper who bought the product. The shopper bringing the section into
// view opens the reviews (the 'reviews tab click' event: this page has the section where others have a tab).
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { reviewSummaryText } from '../../../domain/reviews.ts';
import type { AnalyticsItem } from '../analytics/shopping-events.ts';
import { useShoppingEventWhenShown } from '../analytics/shopping-place.tsx';
import { ProductReviewsDocument, type ProductReviewsQuery, ReviewSettingsDocument } from '../graphql/generated/graphql.ts';
import { ReviewForm } from './ReviewForm.tsx';
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

/** `item`: the product's analytics item, which the reviews' opening names. */
export function ProductReviews({ item, orderToken }: { item: AnalyticsItem; orderToken: string | null }) {
  const { data } = useQuery(ReviewSettingsDocument);
  if (!data?.website.storeSettings.reviewsEnabled) return null;
  return <ReviewsSection item={item} orderToken={orderToken} />;
}

type Reviews = NonNullable<ProductReviewsQuery['product']>['reviews'];

function ReviewsSection({ item, orderToken }: { item: AnalyticsItem; orderToken: string | null }) {
  const productId = item.id;
  const { medium } = useSiteDates();
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  useShoppingEventWhenShown(sectionRef, 'reviews tab click', { productId, items: [item] });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const { data, fetchMore } = useQuery(ProductReviewsDocument, { variables: { id: productId, first: REVIEWS_PAGE } });
  const product = data?.product;
  const summary = product?.reviewSummary;
  const loaded = product !== undefined;

  // A review link (…#reviews) lands here once the section has its content.
  useEffect(() => {
    if (loaded && window.location.hash === '#reviews') document.getElementById('reviews')?.scrollIntoView();
  }, [loaded]);

  async function loadMore(reviews: Reviews) {
    if (loadingMore) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      await fetchMore({
        variables: { after: reviews.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const before = previous.product;
          const page = fetchMoreResult.product;
          if (!before || !page) return previous;
          return {
            ...previous,
            product: { ...page, reviews: { ...page.reviews, edges: [...before.reviews.edges, ...page.reviews.edges] } },
          };
        },
      });
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <section ref={sectionRef} id="reviews" className="reviews" aria-labelledby={headingId}>
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
