// Previous / Next for a paged list; a button is absent when there is no page that way.
import './shared.css';

export function Pager({
  label,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  label: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav aria-label={label} className="console-pager">
      {hasPrevious && (
        <button type="button" onClick={onPrevious}>
          Previous
        </button>
      )}
      {hasNext && (
        <button type="button" onClick={onNext}>
          Next
        </button>
      )}
    </nav>
  );
}
