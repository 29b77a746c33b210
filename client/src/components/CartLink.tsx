// The cart in the header: a link to /cart, always there (a cart icon), which opens the cart drawer once the script
// runs. It holds the cart pill (spec §2, §4): the item count and subtotal, hidden with a zero-quantity class (fading
// out over 0.5 s) while the cart is empty, fading in over 0.2 s and sliding into place over the default tween when it
// has items (lib/motion.ts; at once with reduced motion); marked initialised after the first sync.

import { lazy, Suspense, useCallback, useState } from 'react';
import { isCartPillHidden } from '../../../domain/cart-count.ts';
import { CART_TEXT } from '../../../domain/messages.ts';
import { useMotionStyle } from '../lib/motion.ts';
import { Link, useLocation } from '../lib/router.tsx';
import { useCart } from '../lib/use-cart.ts';
import { CartQuantity } from './CartQuantity.tsx';
import { CartIcon } from './theme/icons.tsx';

/** The drawer's code (the cart lines, their quantity fields) comes when it first opens. */
const CartDrawer = lazy(() => import('./CartDrawer.tsx').then((m) => ({ default: m.CartDrawer })));

export function CartLink() {
  const { cart, synced } = useCart();
  const motion = useMotionStyle();
  const count = cart?.totalQuantity ?? 0;
  const { pathname } = useLocation();
  const [drawer, setDrawer] = useState(false);
  const closeDrawer = useCallback(() => setDrawer(false), []);
  const classes = ['cart-pill', isCartPillHidden(count) && 'cart-pill--zero-quantity', synced && 'cart-pill--initialized'];
  return (
    <>
      <Link
        to="/cart"
        data-cart-link=""
        className="icon-link cart-link"
        aria-busy={cart?.recalculating || undefined}
        aria-haspopup={pathname === '/cart' ? undefined : 'dialog'}
        onClick={(event) => {
          // A plain click opens the drawer; a modified one (new tab…) and one on the cart page itself keep the link.
          if (pathname === '/cart' || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          setDrawer(true);
        }}
      >
        <CartIcon />
        <span className="sr-only">{CART_TEXT.cart}</span>
        <span data-cart-pill="" className={classes.filter(Boolean).join(' ')} style={motion}>
          <CartQuantity count={count} />
          {cart && count > 0 && <span className="cart-pill__subtotal">{cart.subtotal.formatted}</span>}
        </span>
      </Link>
      {drawer && (
        <Suspense fallback={null}>
          <CartDrawer onClose={closeDrawer} />
        </Suspense>
      )}
    </>
  );
}
