// POST /cart/add: a product page's purchase form, posted by the browser itself (no script): add the line, answer 303
// to the cart; a refusal answers 303 back to the product page with its code (domain/cart-form.ts). The page that
// holds the form is shared by every visitor (server rendering), so it cannot carry a visitor's crumb: the form is
// protected against cross-site posts by the browser's own Sec-Fetch-Site and Origin headers instead, and anything
// else than a same-origin post is refused with nothing changed.
import type { Context, Hono } from 'hono';
import {
  backPath,
  CART_ERROR_PARAM,
  CART_FORM_FIELDS,
  CART_FORM_MAX_FIELDS,
  CART_FORM_PATH,
  CART_PAGE_PATH,
  selectedOptionsOf,
} from '../../domain/cart-form.ts';
import { CROSS_SITE_FORM_MESSAGE, NOT_A_FORM_MESSAGE } from '../../domain/messages.ts';
import { addToCart } from '../services/cart/add-to-cart.ts';
import type { AppEnv } from './app-env.ts';
import { keepCartCookie } from './cart-cookies.ts';
import { publicOrigin } from './public-origin.ts';

/** Whether the browser says the post comes from a page of this origin: Sec-Fetch-Site when it sends it (every current
 * browser does), else Origin; a request with neither is not taken for a same-origin form. */
export function sameOriginPost(c: Context, origin: string): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site) return site === 'same-origin';
  return c.req.header('origin') === origin;
}

export function cartFormRoutes(app: Hono<AppEnv>, opts: { publicUrl: string }) {
  const originOf = publicOrigin(opts.publicUrl);
  app.post(CART_FORM_PATH, async (c) => {
    if (!sameOriginPost(c, originOf(c.req.header('host')))) return c.text(CROSS_SITE_FORM_MESSAGE, 403);
    if (!(c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) return c.text(NOT_A_FORM_MESSAGE, 415);
    const fields = [...new URLSearchParams(await c.req.text())];
    if (fields.length > CART_FORM_MAX_FIELDS) return c.text(NOT_A_FORM_MESSAGE, 400);
    const form = new Map(fields);
    const back = backPath(form.get(CART_FORM_FIELDS.back));
    const ctx = c.get('ctx');
    const result = await addToCart(ctx, {
      itemId: form.get(CART_FORM_FIELDS.itemId) ?? '',
      quantity: form.get(CART_FORM_FIELDS.quantity),
      selectedOptions: selectedOptionsOf(fields),
    });
    if (!result.ok) return c.redirect(`${back}?${CART_ERROR_PARAM}=${encodeURIComponent(result.userErrors[0].code)}`, 303);
    keepCartCookie(ctx, result.cart);
    return c.redirect(CART_PAGE_PATH, 303);
  });
}
