// Add to cart (spec §5, §7): the item's form answers are validated, the add-to-cart rules run against what the cart
// already holds, and the entry is created or merged (same item + SKU + identical answers) with an atomic increment.
import { type CartProduct, checkAddToCart } from '../../../domain/cart-validation.ts';
import { isValidEmail } from '../../../domain/email.ts';
import { validateAnswers } from '../../../domain/form-validation.ts';
import { canonicalAnswersKey, type FormAnswers, normalizeAnswers } from '../../../domain/form-values.ts';
import { giftCardRecipient } from '../../../domain/gift-card.ts';
import {
  CHARACTER_LIMIT_MESSAGE,
  EMAIL_FORMAT_EXAMPLE,
  siteFormEmailInvalidMessage,
  TrackedErrorType,
  VARIANT_UNAVAILABLE_MESSAGE,
} from '../../../domain/messages.ts';
import { ProductType } from '../../../domain/product-type.ts';
import type { ProductVariant } from '../../db/generated/postgresql/client.ts';
import type { RequestContext } from '../../http/context.ts';
import type { ProductMeta } from '../catalog-memo.ts';
import { fail, type Result, type UserError } from '../user-errors.ts';
import { type CartRow, createCart, findShopperCartId, loadCart } from './cart-store.ts';
import { type CartView, cartView, type EntryView } from './cart-view.ts';

export type AddToCartInput = {
  cartToken?: string | null;
  itemId: string;
  sku?: string | null;
  quantity?: unknown;
  additionalFields?: unknown;
  selectedOptions?: Record<string, string> | null;
  /** Add-To-Cart-Id: a repeated id returns the first result and adds nothing twice. */
  addToCartId?: string | null;
};

export type CartChange = { cart: CartView; entry: EntryView | null };

export type CartProductRow = { meta: ProductMeta; variants: ProductVariant[] };

export const cartProduct = ({ meta, variants }: CartProductRow): CartProduct => ({
  productType: meta.productType,
  optionOrdering: meta.optionOrdering,
  variants: variants.map((v) => ({
    id: v.id,
    sku: v.sku,
    attributes: (v.attributes ?? {}) as Record<string, string>,
    unlimited: v.unlimited,
    qtyInStock: v.qtyInStock,
  })),
});

/** The product's form answers, normalised and validated; errors are keyed by field id. */
export function checkAnswers(
  { meta }: CartProductRow,
  raw: unknown,
): { ok: true; answers: FormAnswers | null; key: string } | { ok: false; userErrors: UserError[] } {
  if (!meta.formFields && meta.productType === ProductType.GIFT_CARD) return giftCardAnswers(raw);
  if (!meta.formFields) return { ok: true, answers: null, key: '' };
  const answers = normalizeAnswers(meta.formFields, raw);
  const errors = Object.entries(validateAnswers(meta.formFields, answers));
  if (errors.length > 0)
    return { ok: false, userErrors: errors.map(([field, message]) => ({ code: 'INVALID_FORM_ANSWER', message, field })) };
  return { ok: true, answers, key: canonicalAnswersKey(answers) };
}

/** A gift card's optional recipient email and message travel with the entry like form answers. */
function giftCardAnswers(raw: unknown): { ok: true; answers: FormAnswers | null; key: string } | { ok: false; userErrors: UserError[] } {
  const recipient = giftCardRecipient(raw, isValidEmail);
  if (!recipient.ok) {
    const message = recipient.reason === 'email' ? siteFormEmailInvalidMessage(EMAIL_FORMAT_EXAMPLE) : CHARACTER_LIMIT_MESSAGE;
    return { ok: false, userErrors: [{ code: 'INVALID_FORM_ANSWER', message, field: recipient.field }] };
  }
  return recipient.value
    ? { ok: true, answers: recipient.value, key: canonicalAnswersKey(recipient.value) }
    : { ok: true, answers: null, key: '' };
}

/** The product (memoised display data) with its variants read fresh: stock and prices are never memoised. */
export async function loadCartProduct(ctx: RequestContext, itemId: string): Promise<CartProductRow | null> {
  const [metas, variants] = await Promise.all([
    ctx.catalog.products(ctx, [itemId]),
    ctx.db.productVariant.findMany({ where: { productId: itemId, websiteId: ctx.website.id }, orderBy: { position: 'asc' } }),
  ]);
  const meta = metas.get(itemId);
  return meta ? { meta, variants } : null;
}

/** How many units of each variant of an item the cart already holds (one statement). */
export async function heldInCart(ctx: RequestContext, cartId: string | null, itemId: string): Promise<(variantId: string) => number> {
  if (!cartId) return () => 0;
  const held = await ctx.db.cartEntry.groupBy({ by: ['variantId'], where: { cartId, itemId }, _sum: { quantity: true } });
  const byVariant = new Map(held.map((h) => [h.variantId, h._sum.quantity ?? 0]));
  return (variantId) => byVariant.get(variantId) ?? 0;
}

export async function addToCart(ctx: RequestContext, input: AddToCartInput): Promise<Result<CartChange>> {
  await ctx.limits.consume('cartWrites', { ip: ctx.visitor.ip, visitorId: ctx.visitor.id });
  const product = await loadCartProduct(ctx, input.itemId);
  if (!product) return fail(TrackedErrorType.VARIANT_UNAVAILABLE, VARIANT_UNAVAILABLE_MESSAGE, 'itemId');
  const answers = checkAnswers(product, input.additionalFields);
  if (!answers.ok) return answers;
  let cartId = await findShopperCartId(ctx, input.cartToken);
  const repeated = input.addToCartId && cartId ? await priorAdd(ctx, input.addToCartId) : null;
  if (repeated && cartId) return { ok: true, ...(await changeOf(ctx, cartId, repeated)) };
  const rules = { ...cartProduct(product), multipleQuantityAllowedForServices: ctx.website.multipleQuantityAllowedForServices };
  const check = checkAddToCart(rules, input, await heldInCart(ctx, cartId, product.meta.id));
  if (!check.ok) return fail(check.error.code, check.error.message, check.error.field ?? undefined);
  cartId ??= await createCart(ctx);
  const entryId = await mergeEntry(ctx, cartId, {
    itemId: product.meta.id,
    variantId: check.variant.id,
    sku: check.variant.sku,
    quantity: check.quantity,
    answers: answers.answers,
    key: answers.key,
  });
  if (input.addToCartId) await recordAdd(ctx, input.addToCartId, cartId, entryId);
  return { ok: true, ...(await changeOf(ctx, cartId, entryId)) };
}

type NewEntry = { itemId: string; variantId: string; sku: string; quantity: number; answers: FormAnswers | null; key: string };

/** Creates the entry, or adds to the one with the same item, SKU and answers; concurrent adds lose nothing. */
async function mergeEntry(ctx: RequestContext, cartId: string, e: NewEntry): Promise<string> {
  const where = { cartId_itemId_sku_additionalFieldsKey: { cartId, itemId: e.itemId, sku: e.sku, additionalFieldsKey: e.key } };
  const increment = () => ctx.db.cartEntry.update({ where, data: { quantity: { increment: e.quantity } }, select: { id: true } });
  const existing = await ctx.db.cartEntry.findUnique({ where, select: { id: true } });
  if (existing) return (await increment()).id;
  try {
    const created = await ctx.db.cartEntry.create({
      data: {
        websiteId: ctx.website.id,
        cartId,
        itemId: e.itemId,
        variantId: e.variantId,
        sku: e.sku,
        quantity: e.quantity,
        additionalFields: e.answers ?? undefined,
        additionalFieldsKey: e.key,
      },
      select: { id: true },
    });
    return created.id;
  } catch (err) {
    if ((err as { code?: string }).code === 'P2002') return (await increment()).id; // a concurrent add created it first
    throw err;
  }
}

async function priorAdd(ctx: RequestContext, addToCartId: string): Promise<string | null> {
  const prior = await ctx.db.cartAddRequest.findUnique({ where: { websiteId_addToCartId: { websiteId: ctx.website.id, addToCartId } } });
  return prior?.entryId ?? null;
}

async function recordAdd(ctx: RequestContext, addToCartId: string, cartId: string, entryId: string): Promise<void> {
  await ctx.db.cartAddRequest.upsert({
    where: { websiteId_addToCartId: { websiteId: ctx.website.id, addToCartId } },
    create: { websiteId: ctx.website.id, addToCartId, cartId, entryId },
    update: {},
  });
}

/** The cart after a change, with the changed entry; the CART cookie follows the cart. */
export async function changeOf(ctx: RequestContext, cartId: string, entryId: string | null): Promise<CartChange> {
  const row = (await loadCart(ctx, { id: cartId })) as CartRow;
  const cart = await cartView(ctx, row);
  ctx.cartCookies.remember(cart.cartToken, cart.entries.length > 0);
  return { cart, entry: cart.entries.find((e) => e.id === entryId) ?? null };
}
