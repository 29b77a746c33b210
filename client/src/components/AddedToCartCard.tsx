// The added-to-cart popover's card (AddedToCartPopover.tsx holds its live region): the message with its close control,
// the line added and View cart / Checkout; removes itself after 3 s and follows the cart on scroll. Its code comes with
// the first add.
import { useEffect, useState } from 'react';
import { addedToCartMessage, CART_ACTION_TEXT, CART_TEXT } from '../../../domain/messages.ts';
import { type AddedNotice, dismissAddedNotice } from '../lib/added-to-cart.ts';
import { useMotionStyle } from '../lib/motion.ts';
import { measurePlacement, throttle } from '../lib/popover-placement.ts';
import { checkoutUrl } from '../lib/purchasable.ts';
import { Link } from '../lib/router.tsx';
import { POPOVER_MS, POPOVER_SCROLL_THROTTLE_MS } from '../lib/storefront-timings.ts';
import { useCart } from '../lib/use-cart.ts';
import { CloseIcon } from './theme/icons.tsx';

export function AddedToCartCard({ notice }: { notice: AddedNotice }) {
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

  const { cart } = useCart();
  const entry = notice.variantId ? cart?.entries.find((e) => e.chosenVariant.variantId === notice.variantId) : undefined;
  const variant = entry?.chosenVariant.attributes.map((a) => a.value).join(' / ');
  return (
    <div className="added-to-cart-popover" style={{ ...motion, top: placement.top, right: placement.right }}>
      <div className="added-to-cart-popover__head">
        <p>{addedToCartMessage(notice.productName)}</p>
        <button
          type="button"
          className="added-to-cart-popover__close"
          aria-label={CART_ACTION_TEXT.close}
          onClick={() => dismissAddedNotice(notice.id)}
        >
          <CloseIcon />
        </button>
      </div>
      {entry && (
        <div className="added-to-cart-popover__item">
          {entry.imageUrl && <img src={entry.imageUrl} width={56} height={56} alt="" />}
          <div>
            <p className="added-to-cart-popover__title">{entry.title}</p>
            {variant && <p className="added-to-cart-popover__variant">{variant}</p>}
            <p className="added-to-cart-popover__price">{entry.chosenVariant.price.formatted}</p>
          </div>
        </div>
      )}
      {cart && (
        <div className="added-to-cart-popover__actions">
          <Link to="/cart" className="button button--secondary">
            {CART_TEXT.viewCart}
          </Link>
          {cart.meetsCheckoutMinimum && (
            <Link to={checkoutUrl(cart.cartToken)} className="button">
              {CART_TEXT.checkout}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
