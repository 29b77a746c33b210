// Added-to-cart popover (spec §4, §8, §9): '{productName} was added to your cart.' with a close control; removes
// itself after 3 s and follows the cart on scroll. It appears over the default tween and glides to its new place over
// the scroll animation's duration (lib/motion.ts), neither with reduced motion. The live region stays in the page so
// the text is announced.
import { useEffect, useState } from 'react';
import { addedToCartMessage, CART_ACTION_TEXT } from '../../../domain/messages.ts';
import { type AddedNotice, dismissAddedNotice, useAddedNotice } from '../lib/added-to-cart.ts';
import { useMotionStyle } from '../lib/motion.ts';
import { measurePlacement, throttle } from '../lib/popover-placement.ts';
import { POPOVER_MS, POPOVER_SCROLL_THROTTLE_MS } from '../lib/storefront-timings.ts';

export function AddedToCartPopover() {
  const notice = useAddedNotice();
  return (
    <div role="status" className="added-to-cart-region">
      {notice && <Popover key={notice.id} notice={notice} />}
    </div>
  );
}

function Popover({ notice }: { notice: AddedNotice }) {
  const [placement, setPlacement] = useState(measurePlacement);
  const motion = useMotionStyle();

  useEffect(() => {
    const timer = window.setTimeout(() => dismissAddedNotice(notice.id), POPOVER_MS);
    return () => window.clearTimeout(timer);
  }, [notice.id]);

  useEffect(() => {
    const follow = throttle(() => setPlacement(measurePlacement()), POPOVER_SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', follow.run, { passive: true });
    window.addEventListener('resize', follow.run);
    return () => {
      follow.cancel();
      window.removeEventListener('scroll', follow.run);
      window.removeEventListener('resize', follow.run);
    };
  }, []);

  return (
    <div className="added-to-cart-popover" style={{ ...motion, top: placement.top, right: placement.right }}>
      <p>{addedToCartMessage(notice.productName)}</p>
      <button
        type="button"
        className="added-to-cart-popover__close"
        aria-label={CART_ACTION_TEXT.close}
        onClick={() => dismissAddedNotice(notice.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
