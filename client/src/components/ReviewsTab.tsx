// The product page's reviews tab (spec §3 shopping events: 'reviews tab click'): under the product's title, its
// rating and number of reviews as a link to the reviews section below. Following it is the 'reviews tab click', and
// nothing else is: the section scrolled into view, or a page opened at #reviews, records none. Shown while the store
// takes reviews (the product's reviewSummary is null otherwise).
import { NO_REVIEWS_TEXT, reviewCountText } from '../../../domain/reviews.ts';
import type { AnalyticsItem } from '../analytics/shopping-events.ts';
import { useShoppingEvents } from '../analytics/shopping-place.tsx';
import { StarRating } from './StarRating.tsx';

/** The reviews section's id, which the tab (and an order's review link, …#reviews) leads to. */
export const REVIEWS_SECTION_ID = 'reviews';

export type ReviewSummary = { average?: number | null; count: number };

/** `item`: the product's analytics item, which the click names. */
export function ReviewsTab({ summary, item }: { summary: ReviewSummary; item: AnalyticsItem }) {
  const { record } = useShoppingEvents();
  const rated = summary.count > 0 && typeof summary.average === 'number';
  return (
    <a
      href={`#${REVIEWS_SECTION_ID}`}
      className="reviews-tab"
      onClick={() => record('reviews tab click', { productId: item.id, items: [item] })}
    >
      {rated && <StarRating rating={summary.average as number} />}
      <span>{rated ? reviewCountText(summary.count) : NO_REVIEWS_TEXT}</span>
    </a>
  );
}
