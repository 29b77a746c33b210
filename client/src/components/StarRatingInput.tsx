// The rating of a review as five radio buttons in a fieldset: each a star with its text ('1 star' … '5 stars'),
// so keyboards move between them with the arrow keys and screen readers read the choice.
import { useId } from 'react';
import { RATING_MAX, RATING_MIN } from '../../../domain/reviews.ts';
import { FieldError } from './FieldError.tsx';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);
export const starLabel = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

export type StarRatingInputProps = {
  legend: string;
  value: number | null;
  error?: string | null;
  onChange: (rating: number) => void;
};

export function StarRatingInput({ legend, value, error, onChange }: StarRatingInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="star-input" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className="star-input__choices">
        {RATINGS.map((n) => (
          <label key={n} className={value !== null && n <= value ? 'star-input__choice star-input__choice--on' : 'star-input__choice'}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(n)}
            />
            <span className="star-input__star" aria-hidden="true">
              ★
            </span>
            <span className="star-input__text">{starLabel(n)}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
