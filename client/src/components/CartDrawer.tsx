// The cart drawer: the cart link opens it (once the page's script runs; before, the link leads to /cart). A modal
// dialog from the right with the lines as on the cart page (image, options, unit price, quantity, line total,
// Remove), the subtotal and Checkout, and View cart; or the empty cart's text. Escape, a click outside it, its Close
// button or following one of its links closes it, and the focus goes back to the cart link. Its code comes with the
// first opening.
import { useEffect, useId, useRef } from 'react';
import { CART_TEXT } from '../../../domain/messages.ts';
import { Link, useLocation } from '../lib/router.tsx';
import { useCart } from '../lib/use-cart.ts';
import { CartContents } from './CartContents.tsx';
import { Modal } from './Modal.tsx';
import { CloseIcon } from './theme/icons.tsx';

export function CartDrawer({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const { cart } = useCart();
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);
  // A new page (one of its links followed) closes the drawer.
  useEffect(() => {
    if (pathname !== openedAt.current) onClose();
  }, [pathname, onClose]);
  const entries = cart?.entries ?? [];
  return (
    <Modal labelledBy={titleId} onClose={onClose} closeOnOutsideClick className="drawer drawer--end cart-drawer">
      <div className="drawer__header">
        <h2 id={titleId} className="drawer__title">
          {CART_TEXT.cart}
        </h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={CART_TEXT.closeCart}>
          <CloseIcon />
        </button>
      </div>
      {!cart || entries.length === 0 ? (
        <div className="cart-drawer__empty">
          <p>{CART_TEXT.empty}</p>
        </div>
      ) : (
        <CartContents cart={cart} linesClassName="cart-drawer__lines" asideClassName="cart-drawer__footer">
          <Link to="/cart" className="button button--secondary cart-drawer__view">
            {CART_TEXT.viewCart}
          </Link>
        </CartContents>
      )}
    </Modal>
  );
}
