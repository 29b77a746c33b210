// A rating shown as five stars filled in proportion (an average of 4.3 fills four stars and a third), read by
// screen readers as '4.3 out of 5 stars'.
import { RATING_MAX, starsText } from '../../../domain/reviews.ts';
import '../star-rating.css';

const STARS = '★'.repeat(RATING_MAX);

export function StarRating({ rating }: { rating: number }) {
  const filled = `${Math.min(Math.max(rating / RATING_MAX, 0), 1) * 100}%`;
  return (
    <span className="star-rating" role="img" aria-label={starsText(rating)}>
      <span className="star-rating__empty" aria-hidden="true">
        {STARS}
      </span>
      <span className="star-rating__filled" aria-hidden="true" style={{ width: filled }}>
        {STARS}
      </span>
    </span>
  );
}
