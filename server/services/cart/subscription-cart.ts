// Subscription checkout carts (spec §7 POST /api/3/commerce/cart/subscription): a separate one-item cart per
// subscription checkout, handed back as a cart token; the visitor's own cart is left alone.
import { checkAddToCart } from '../../../domain/cart-validation.ts';
import { TrackedErrorType } from '../../../domain/messages.ts';
import type { RequestContext } from '../../http/context.ts';
import { fail, type Result } from '../user-errors.ts';
import { cartProduct, checkAnswers, loadCartProduct } from './add-to-cart.ts';
import { newCartToken } from './cart-store.ts';

export const NOT_SUBSCRIBABLE_MESSAGE = 'This product cannot be bought as a subscription.';

export type SubscriptionCartInput = {
  itemId: string;
  sku?: string | null;
  quantity?: unknown;
  additionalFields?: unknown;
  subscriptionOptionId?: string | null;
};

export async function createSubscriptionCart(ctx: RequestContext, input: SubscriptionCartInput): Promise<Result<{ cartToken: string }>> {
  await ctx.limits.consume('cartWrites', { ip: ctx.visitor.ip, visitorId: ctx.visitor.id });
  const product = await loadCartProduct(ctx, input.itemId);
  if (!product?.meta.isSubscribable) return fail(TrackedErrorType.SUB_API_FAILURE, NOT_SUBSCRIBABLE_MESSAGE, 'itemId');
  const options = await ctx.db.productSubscriptionOption.findMany({
    where: { productId: product.meta.id, websiteId: ctx.website.id },
    orderBy: { position: 'asc' },
  });
  const option = input.subscriptionOptionId ? options.find((o) => o.id === input.subscriptionOptionId) : options[0];
  if (!option) return fail(TrackedErrorType.SUB_API_FAILURE, NOT_SUBSCRIBABLE_MESSAGE, 'subscriptionOptionId');
  const answers = checkAnswers(product, input.additionalFields);
  if (!answers.ok)
    return { ok: false, userErrors: answers.userErrors.map((e) => ({ ...e, code: TrackedErrorType.SUB_WITH_FORM_FAILURE })) };
  const check = checkAddToCart({ ...cartProduct(product), subscription: true }, input, () => 0);
  if (!check.ok) return fail(check.error.code, check.error.message, check.error.field ?? undefined);
  const cart = await ctx.db.shoppingCart.create({
    data: {
      websiteId: ctx.website.id,
      token: newCartToken(),
      kind: 'SUBSCRIPTION',
      currency: ctx.website.currency,
      visitorId: ctx.visitor.id,
      siteUserId: ctx.siteUser?.id ?? null,
      subscriptionOptionId: option.id,
      entries: {
        create: {
          websiteId: ctx.website.id,
          itemId: product.meta.id,
          variantId: check.variant.id,
          sku: check.variant.sku,
          quantity: check.quantity,
          additionalFields: answers.answers ?? undefined,
          additionalFieldsKey: answers.key,
          purchasePriceCents: option.priceCents ?? undefined,
        },
      },
    },
    select: { token: true },
  });
  return { ok: true, cartToken: cart.token };
}
