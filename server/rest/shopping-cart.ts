// Squarespace cart shims (spec §7): add an entry, update an entry's form answers, read the cart, and create a
// subscription or gift card checkout cart. Thin: parse what real clients send, call the cart services, answer their
// shapes.
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { NO_CART_MESSAGE, TrackedErrorType } from '../../domain/messages.ts';
import type { AppEnv } from '../http/app-env.ts';
import { keepCartCookie } from '../http/cart-cookies.ts';
import { type FieldIssue, parseBody, parseQuery, text } from '../http/input.ts';
import { addToCart } from '../services/cart/add-to-cart.ts';
import { updateAdditionalFields } from '../services/cart/cart-edits.ts';
import { findShopperCart } from '../services/cart/cart-store.ts';
import { cartView } from '../services/cart/cart-view.ts';
import { createDirectCart, type DirectCartKind } from '../services/cart/direct-cart.ts';
import type { UserError } from '../services/user-errors.ts';
import { parseWith } from '../services/validation.ts';
import { cartJson, entryJson } from './cart-json.ts';

const ADD_TO_CART_ID = z.string().max(200).optional();
const AddEntry = z.object({
  itemId: text,
  sku: text.nullish(),
  // The quantity's own rules (and their spec messages) are the cart service's.
  quantity: z.unknown().optional(),
  additionalFields: z.unknown().optional(),
});
const UpdateAnswers = z.object({ itemId: text.nullish(), sku: text.nullish(), additionalFields: z.unknown() });
const CartQuery = z.object({ cartToken: text.optional() });
const GiftCardCart = z.object({
  itemId: text,
  sku: text.nullish(),
  qty: z.unknown().optional(),
  quantity: z.unknown().optional(),
  additionalFields: z.unknown().optional(),
});
const SubscriptionCart = GiftCardCart.extend({ subscriptionOptionId: text.nullish() });
type DirectCartBody = z.output<typeof GiftCardCart> & { subscriptionOptionId?: string | null };

/** Input the schema refused, answered like every cart refusal: `message`, `error` (the tracked type), `errors`. */
const invalid = (c: Context<AppEnv>, issues: FieldIssue[], code: string = TrackedErrorType.API_FAILURE) =>
  c.json({ message: issues[0].message, error: code, errors: issues }, 400);

/** A refusal as clients read it: `message` (the spec sentence) and `error` (the tracked type); nothing changed. */
const refusal = (c: Context<AppEnv>, errors: UserError[]) => {
  const [first] = errors;
  const status = first.code === 'OUT_OF_STOCK' ? 409 : 400;
  return c.json({ message: first.message, error: first.code, errors: errors.map((e) => ({ field: e.field, message: e.message })) }, status);
};

export function shoppingCartRoutes(app: Hono<AppEnv>) {
  const addEntry = async (c: Context<AppEnv>) => {
    const body = await parseBody(c, AddEntry);
    if (!body.ok) return invalid(c, body.issues);
    const addToCartId = parseWith(ADD_TO_CART_ID, c.req.header('add-to-cart-id'));
    if (!addToCartId.ok) return invalid(c, [{ field: 'Add-To-Cart-Id', message: 'Add-To-Cart-Id: at most 200 characters.' }]);
    const result = await addToCart(c.get('ctx'), { ...body.data, addToCartId: addToCartId.data ?? null });
    if (!result.ok) return refusal(c, result.userErrors);
    keepCartCookie(c.get('ctx'), result.cart);
    return c.json({ shoppingCart: cartJson(result.cart), newlyAdded: result.entry ? entryJson(result.entry) : null });
  };
  app.post('/api/commerce/shopping-cart/entries', addEntry);
  app.post('/api/commerce/shopping-cart/entries/', addEntry);

  app.put('/api/commerce/shopping-cart/entries/:entryId/additionalFields', async (c) => {
    const body = await parseBody(c, UpdateAnswers);
    if (!body.ok) return invalid(c, body.issues);
    const result = await updateAdditionalFields(c.get('ctx'), {
      entryId: c.req.param('entryId'),
      additionalFields: body.data.additionalFields,
    });
    if (!result.ok) return refusal(c, result.userErrors);
    keepCartCookie(c.get('ctx'), result.cart);
    return c.json({ shoppingCart: cartJson(result.cart), updatedEntry: result.entry ? entryJson(result.entry) : null });
  });

  // `mock`, `timecode` and `calculateSubtotal` are accepted and change nothing: totals are always calculated.
  const readCart = async (c: Context<AppEnv>) => {
    const ctx = c.get('ctx');
    const query = parseQuery(c, CartQuery);
    if (!query.ok) return invalid(c, query.issues);
    const cart = await findShopperCart(ctx, query.data.cartToken);
    if (!cart) return c.json({ message: NO_CART_MESSAGE }, 404);
    return c.json(cartJson(await cartView(ctx, cart)));
  };
  app.get('/api/commerce/shopping-cart', readCart);
  app.get('/api/commerce/shopping-cart/', readCart);

  /** A direct checkout cart of `kind`: answers {cartToken}; the CART cookie is not touched. */
  const directCart = (kind: DirectCartKind, schema: z.ZodType<DirectCartBody>, invalidCode: string) => async (c: Context<AppEnv>) => {
    const body = await parseBody(c, schema);
    if (!body.ok) return invalid(c, body.issues, invalidCode);
    const { qty, quantity, ...rest } = body.data;
    const result = await createDirectCart(c.get('ctx'), kind, { ...rest, quantity: qty ?? quantity });
    if (!result.ok) return refusal(c, result.userErrors);
    return c.json({ cartToken: result.cartToken });
  };
  app.post('/api/3/commerce/cart/subscription', directCart('SUBSCRIPTION', SubscriptionCart, TrackedErrorType.SUB_API_FAILURE));
  app.post('/api/3/commerce/cart/gift-card', directCart('GIFT_CARD', GiftCardCart, TrackedErrorType.API_FAILURE));
}
