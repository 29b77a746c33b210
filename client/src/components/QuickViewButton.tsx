// The listing's 'Quick View' button (spec §2, §9): opens the product's quick-view overlay without leaving the list.
import { useState } from 'react';
import { DEFAULT_TEXT } from '../../../domain/messages.ts';
import { deferred } from '../lib/deferred.tsx';

const QuickView = deferred(() => import('./QuickView.tsx').then((m) => m.QuickView));

export function QuickViewButton({ productId, describedBy }: { productId: string; describedBy: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary quick-view-button"
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        {DEFAULT_TEXT.quickView}
      </button>
      {open && <QuickView productId={productId} onClose={() => setOpen(false)} />}
    </>
  );
}
