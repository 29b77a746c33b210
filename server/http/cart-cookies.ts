// The cart cookies: CART holds the visitor's cart token for 2 weeks; hasCart=true (readable by page scripts) says
// the cart has entries, and is cleared when it is empty.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CartCookies } from '../services/context.ts';
import { cookieOptions } from './cookie-options.ts';

export const CART_COOKIE = 'CART';
export const HAS_CART_COOKIE = 'hasCart';
const TWO_WEEKS_S = 14 * 24 * 60 * 60;

export const readCartCookie = (c: Context) => getCookie(c, CART_COOKIE) ?? null;

export function cartCookiesFor(c: Context, secure: boolean): CartCookies {
  return {
    remember(cartToken, hasEntries) {
      if (getCookie(c, CART_COOKIE) !== cartToken)
        setCookie(c, CART_COOKIE, cartToken, { ...cookieOptions(secure, { httpOnly: true }), maxAge: TWO_WEEKS_S });
      if (hasEntries) setCookie(c, HAS_CART_COOKIE, 'true', { ...cookieOptions(secure, { httpOnly: false }), maxAge: TWO_WEEKS_S });
      else if (getCookie(c, HAS_CART_COOKIE)) deleteCookie(c, HAS_CART_COOKIE, cookieOptions(secure, { httpOnly: false }));
    },
    forget() {
      deleteCookie(c, CART_COOKIE, cookieOptions(secure, { httpOnly: true }));
      deleteCookie(c, HAS_CART_COOKIE, cookieOptions(secure, { httpOnly: false }));
    },
  };
}

/** After a cart change: the CART cookie follows the shopper's standard cart (a direct checkout cart, subscription or
 * gift card, is handed around by its token instead). */
export function keepCartCookie(ctx: { cartCookies: CartCookies }, cart: { kind: string; cartToken: string; entries: unknown[] }): void {
  if (cart.kind === 'STANDARD') ctx.cartCookies.remember(cart.cartToken, cart.entries.length > 0);
}
