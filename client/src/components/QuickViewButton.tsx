// The listing's 'Quick View' button (spec §2, §9): opens the product's quick-view overlay without leaving the list.
// The card owns the overlay, which its add-to-cart button opens too for a product that needs a choice.
import { DEFAULT_TEXT } from '../../../domain/messages.ts';
import { deferred } from '../lib/deferred.tsx';

/** The quick-view overlay, whose code comes when it first opens. */
export const QuickView = deferred(() => import('./QuickView.tsx').then((m) => m.QuickView));

export function QuickViewButton({ describedBy, onOpen }: { describedBy: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      className="button button--secondary quick-view-button"
      aria-haspopup="dialog"
      aria-describedby={describedBy}
      onClick={onOpen}
    >
      {DEFAULT_TEXT.quickView}
    </button>
  );
}
