// Previous / Next for a paged list; a button is absent when there is no page that way. With `page`, the page number
// stands between the buttons, which then stay in place (disabled when there is no page that way).
import './shared.css';

export function Pager({
  label,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  page,
}: {
  label: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  page?: number;
}) {
  if (!hasPrevious && !hasNext) return null;
  const numbered = page !== undefined;
  return (
    <nav aria-label={label} className="console-pager">
      {(hasPrevious || numbered) && (
        <button type="button" onClick={onPrevious} disabled={!hasPrevious}>
          Previous
        </button>
      )}
      {numbered && <span>Page {page}</span>}
      {(hasNext || numbered) && (
        <button type="button" onClick={onNext} disabled={!hasNext}>
          Next
        </button>
      )}
    </nav>
  );
}
