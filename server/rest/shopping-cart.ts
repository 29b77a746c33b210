// Squarespace cart shims (spec §7): add an entry, update an entry's form answers, read the cart, and create a
// subscription cart. Thin: parse what real clients send, call the cart services, answer their shapes.
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { addToCart } from '../services/cart/add-to-cart.ts';
import { NO_CART_MESSAGE, updateAdditionalFields } from '../services/cart/cart-edits.ts';
import { findShopperCart } from '../services/cart/cart-store.ts';
import { cartView } from '../services/cart/cart-view.ts';
import { createSubscriptionCart } from '../services/cart/subscription-cart.ts';
import type { UserError } from '../services/user-errors.ts';
import { cartJson, entryJson } from './cart-json.ts';

type Body = Record<string, unknown>;
const readBody = async (c: Context<AppEnv>): Promise<Body> => {
  const body = await c.req.json().catch(() => null);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
};
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' ? String(v) : null);

/** A refusal as clients read it: `message` (the spec sentence) and `error` (the tracked type); nothing changed. */
const refusal = (c: Context<AppEnv>, errors: UserError[]) => {
  const [first] = errors;
  const status = first.code === 'OUT_OF_STOCK' ? 409 : 400;
  return c.json({ message: first.message, error: first.code, errors: errors.map((e) => ({ field: e.field, message: e.message })) }, status);
};

export function shoppingCartRoutes(app: Hono<AppEnv>) {
  const addEntry = async (c: Context<AppEnv>) => {
    const body = await readBody(c);
    const itemId = text(body.itemId);
    if (!itemId) return c.json({ message: 'itemId is required.', error: 'API_FAILURE' }, 400);
    const result = await addToCart(c.get('ctx'), {
      itemId,
      sku: text(body.sku),
      quantity: body.quantity,
      additionalFields: body.additionalFields,
      addToCartId: c.req.header('add-to-cart-id') ?? null,
    });
    if (!result.ok) return refusal(c, result.userErrors);
    return c.json({ shoppingCart: cartJson(result.cart), newlyAdded: result.entry ? entryJson(result.entry) : null });
  };
  app.post('/api/commerce/shopping-cart/entries', addEntry);
  app.post('/api/commerce/shopping-cart/entries/', addEntry);

  app.put('/api/commerce/shopping-cart/entries/:entryId/additionalFields', async (c) => {
    const body = await readBody(c);
    const result = await updateAdditionalFields(c.get('ctx'), { entryId: c.req.param('entryId'), additionalFields: body.additionalFields });
    if (!result.ok) return refusal(c, result.userErrors);
    return c.json({ shoppingCart: cartJson(result.cart), updatedEntry: result.entry ? entryJson(result.entry) : null });
  });

  // `mock`, `timecode` and `calculateSubtotal` are accepted and change nothing: totals are always calculated.
  const readCart = async (c: Context<AppEnv>) => {
    const ctx = c.get('ctx');
    const cart = await findShopperCart(ctx, c.req.query('cartToken'));
    if (!cart) return c.json({ message: NO_CART_MESSAGE }, 404);
    return c.json(cartJson(await cartView(ctx, cart)));
  };
  app.get('/api/commerce/shopping-cart', readCart);
  app.get('/api/commerce/shopping-cart/', readCart);

  app.post('/api/3/commerce/cart/subscription', async (c) => {
    const body = await readBody(c);
    const itemId = text(body.itemId);
    if (!itemId) return c.json({ message: 'itemId is required.', error: 'SUB_API_FAILURE' }, 400);
    const result = await createSubscriptionCart(c.get('ctx'), {
      itemId,
      sku: text(body.sku),
      quantity: body.qty ?? body.quantity,
      additionalFields: body.additionalFields,
      subscriptionOptionId: text(body.subscriptionOptionId),
    });
    if (!result.ok) return refusal(c, result.userErrors);
    return c.json({ cartToken: result.cartToken });
  });
}
