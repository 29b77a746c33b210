// Direct checkout carts (spec §2, §4, §7): a separate one-item cart for one purchase, handed back as a cart token. The
// CART cookie never holds it and the visitor's own cart is left alone. A subscription checkout
// (POST /api/3/commerce/cart/subscription) takes a subscribable product on one of its plans; a gift card checkout (the
// gift card page, POST /api/3/commerce/cart/gift-card) takes a gift card: its denomination and optional recipient.
import { effectivePriceCents } from '../../../domain/availability.ts';
import { checkAddToCart } from '../../../domain/cart-validation.ts';
import { NOT_A_GIFT_CARD_MESSAGE, NOT_SUBSCRIBABLE_MESSAGE, TrackedErrorType } from '../../../domain/messages.ts';
import { ProductType } from '../../../domain/product-type.ts';
import { cartLimitProblem } from '../../../domain/store-limits.ts';
import type { ProductVariant } from '../../db/generated/postgresql/client.ts';
import type { ProductMeta } from '../catalog-memo.ts';
import type { RequestContext } from '../context.ts';
import { fail, type Result, type UserError, type UserErrorCode } from '../user-errors.ts';
import { type CartProductRow, cartProduct, checkAnswers, loadCartProduct } from './add-to-cart.ts';
import { type CartKind, newCartRow } from './cart-store.ts';

export type DirectCartInput = {
  itemId: string;
  sku?: string | null;
  quantity?: unknown;
  additionalFields?: unknown;
  /** Subscriptions: the plan bought (else the product's first). */
  subscriptionOptionId?: string | null;
};

export type DirectCartKind = Exclude<CartKind, 'STANDARD'>;

/** What the kind adds to the entry: the subscription plan and the price it is bought at, or nothing. */
type Terms = { subscriptionOptionId: string | null; purchasePriceCents: number | null };
type TermsResult = Result<{ terms: Terms }>;

type DirectKindRules = {
  /** Whether a cart of this kind sells the product at all. */
  sells: (meta: ProductMeta) => boolean;
  /** The refusal of a product the kind does not sell (or of an unknown one). */
  notSold: UserError;
  terms: (ctx: RequestContext, product: CartProductRow, input: DirectCartInput) => Promise<TermsResult>;
  /** The code refused answers carry, when the kind has its own. */
  answersCode: UserErrorCode | null;
};

const NO_TERMS: TermsResult = { ok: true, terms: { subscriptionOptionId: null, purchasePriceCents: null } };

/** The plan asked for, else the product's first, at its own price (else the variant's). */
async function subscriptionTerms(ctx: RequestContext, product: CartProductRow, input: DirectCartInput): Promise<TermsResult> {
  const options = await ctx.db.productSubscriptionOption.findMany({
    where: { productId: product.meta.id, websiteId: ctx.website.id },
    orderBy: { position: 'asc' },
  });
  const option = input.subscriptionOptionId ? options.find((o) => o.id === input.subscriptionOptionId) : options[0];
  if (!option) return fail(TrackedErrorType.SUB_API_FAILURE, NOT_SUBSCRIBABLE_MESSAGE, 'subscriptionOptionId');
  return { ok: true, terms: { subscriptionOptionId: option.id, purchasePriceCents: option.priceCents } };
}

const RULES: Record<DirectCartKind, DirectKindRules> = {
  SUBSCRIPTION: {
    sells: (meta) => meta.isSubscribable,
    notSold: { code: TrackedErrorType.SUB_API_FAILURE, message: NOT_SUBSCRIBABLE_MESSAGE, field: 'itemId' },
    terms: subscriptionTerms,
    answersCode: TrackedErrorType.SUB_WITH_FORM_FAILURE,
  },
  GIFT_CARD: {
    sells: (meta) => meta.productType === ProductType.GIFT_CARD,
    notSold: { code: 'NOT_A_GIFT_CARD', message: NOT_A_GIFT_CARD_MESSAGE, field: 'itemId' },
    terms: async () => NO_TERMS,
    answersCode: null,
  },
};

/**
 * A new one-item cart of `kind` for the product: the kind's checks, the product's answers (a form's, or a gift card's
 * recipient), the add-to-cart rules (quantity, variant or denomination, stock) and the cart's bounds, then one write.
 */
export async function createDirectCart(
  ctx: RequestContext,
  kind: DirectCartKind,
  input: DirectCartInput,
): Promise<Result<{ cartToken: string }>> {
  await ctx.limits.consume('cartWrites', { ip: ctx.visitor.ip, visitorId: ctx.visitor.id });
  const rules = RULES[kind];
  const product = await loadCartProduct(ctx, input.itemId);
  if (!product || !rules.sells(product.meta)) return { ok: false, userErrors: [rules.notSold] };
  const terms = await rules.terms(ctx, product, input);
  if (!terms.ok) return terms;
  const answers = checkAnswers(product, input.additionalFields);
  if (!answers.ok) {
    const code = rules.answersCode;
    return code ? { ok: false, userErrors: answers.userErrors.map((e) => ({ ...e, code })) } : answers;
  }
  const check = checkAddToCart(
    {
      ...cartProduct(product),
      subscription: kind === 'SUBSCRIPTION',
      multipleQuantityAllowedForServices: ctx.website.multipleQuantityAllowedForServices,
    },
    input,
    () => 0,
  );
  if (!check.ok) return fail(check.error.code, check.error.message, check.error.field ?? undefined);
  const { subscriptionOptionId, purchasePriceCents } = terms.terms;
  const variant = product.variants.find((v) => v.id === check.variant.id) as ProductVariant;
  const unitPriceCents = purchasePriceCents ?? effectivePriceCents(variant);
  const line = { quantity: check.quantity, unitPriceCents, giftCard: product.meta.productType === ProductType.GIFT_CARD };
  const limit = cartLimitProblem([line], ctx.website.currency);
  if (limit) return fail(limit.code, limit.message, limit.field);
  const cart = await ctx.db.shoppingCart.create({
    data: {
      ...newCartRow(ctx, kind),
      subscriptionOptionId,
      entries: {
        create: {
          websiteId: ctx.website.id,
          itemId: product.meta.id,
          variantId: variant.id,
          sku: variant.sku,
          quantity: check.quantity,
          additionalFields: answers.answers ?? undefined,
          additionalFieldsKey: answers.key,
          purchasePriceCents: purchasePriceCents ?? undefined,
        },
      },
    },
    select: { token: true },
  });
  return { ok: true, cartToken: cart.token };
}

/** A subscription checkout cart (spec §7 POST /api/3/commerce/cart/subscription). */
export const createSubscriptionCart = (ctx: RequestContext, input: DirectCartInput) => createDirectCart(ctx, 'SUBSCRIPTION', input);

/** A gift card checkout cart: the one gift card the gift card page sells. */
export const createGiftCardCart = (ctx: RequestContext, input: DirectCartInput) => createDirectCart(ctx, 'GIFT_CARD', input);
