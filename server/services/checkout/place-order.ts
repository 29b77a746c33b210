// Place order: idempotent per idempotency key (a retried request returns the same order, never two). Checks the
// cart and the contact details, redeems gift cards, authorizes the card for the rest, writes the purchase in one
// transaction (no oversell), then captures. A refusal or a decline leaves the cart as it was.
import type { Address } from '../../../domain/address.ts';
import { normalizeEmail } from '../../../domain/email.ts';
import { applyGiftCard, normalizeGiftCardCode } from '../../../domain/gift-card.ts';
import {
  CHOOSE_SHIPPING_OPTION_MESSAGE,
  checkoutMinimumMessage,
  GIFT_CARD_INVALID_MESSAGE,
  OUT_OF_STOCK_MESSAGE,
  TrackedErrorType,
} from '../../../domain/messages.ts';
import { formatMoney } from '../../../domain/money.ts';
import {
  cartLimitProblem,
  GIFT_CARD_CODES_LIMIT_MESSAGE,
  MAX_GIFT_CARD_CODES,
  orderAmountProblem,
  orderAmountsWithinLimit,
} from '../../../domain/store-limits.ts';
import type { Order } from '../../db/generated/postgresql/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { findShopperCart, linesOf } from '../cart/cart-store.ts';
import { cartView } from '../cart/cart-view.ts';
import type { Card } from '../payments/payment-provider.ts';
import { fail, type Result } from '../user-errors.ts';
import { CARD_REQUIRED_MESSAGE, checkContact, EMPTY_CART_MESSAGE } from './checkout-input.ts';
import { OutOfStockError, writePurchase } from './order-transaction.ts';

export type PlaceOrderInput = {
  cartToken: string;
  idempotencyKey: string;
  email: string;
  shippingAddress?: Address | null;
  billingAddress?: Address | null;
  shippingOptionId?: string | null;
  customerNotes?: string | null;
  card?: Card | null;
  giftCardCodes?: string[] | null;
};

export async function placeOrder(ctx: RequestContext, input: PlaceOrderInput): Promise<Result<{ order: Order }>> {
  const existing = await previousOrder(ctx, input.idempotencyKey);
  if (existing) return { ok: true, order: existing };
  const cartRow = await findShopperCart(ctx, input.cartToken);
  if (!cartRow || cartRow.entries.length === 0) return fail('API_FAILURE', EMPTY_CART_MESSAGE, 'cartToken');
  // The bounds hold for every order however its cart was filled: nothing past them is ever charged or written.
  const limit = cartLimitProblem(await linesOf(ctx, cartRow), cartRow.currency);
  if (limit) return fail(limit.code, limit.message, limit.field);
  let cart = await cartView(ctx, cartRow);
  const contactErrors = checkContact(input, cart.requiresShipping);
  if (contactErrors.length > 0) return { ok: false, userErrors: contactErrors };
  if (cart.requiresShipping && input.shippingAddress) {
    // The destination decides the shipping options and the tax.
    const { country, region, postalCode } = input.shippingAddress;
    await ctx.db.shoppingCart.update({
      where: { id: cart.id },
      data: {
        shippingLocation: { country, region: region ?? null, postalCode: postalCode ?? null },
        selectedShippingOptionId: input.shippingOptionId ?? cartRow.selectedShippingOptionId,
      },
    });
    cart = await cartView(ctx, (await findShopperCart(ctx, input.cartToken)) ?? cartRow);
    if (!cart.selectedShippingOption) return fail('INVALID_SHIPPING_OPTION', CHOOSE_SHIPPING_OPTION_MESSAGE, 'shippingOptionId');
  }
  if (!orderAmountsWithinLimit(cart)) return fail('ORDER_AMOUNT_LIMIT', orderAmountProblem(cart.currency).message, 'cartToken');
  if (!cart.meetsCheckoutMinimum)
    return fail('CHECKOUT_MINIMUM', checkoutMinimumMessage(formatMoney(cart.checkoutMinimumCents, cart.currency)));
  if ((input.giftCardCodes?.length ?? 0) > MAX_GIFT_CARD_CODES)
    return fail('GIFT_CARD_LIMIT', GIFT_CARD_CODES_LIMIT_MESSAGE, 'giftCardCodes');
  const giftCards = await redeemable(ctx, input.giftCardCodes ?? [], cart.grandTotalCents, cart.currency);
  if (!giftCards.ok) return giftCards;
  const due = cart.grandTotalCents - giftCards.cards.reduce((s, g) => s + g.appliedCents, 0);
  let authorizationId: string | null = null;
  let paymentMethodRef: string | null = null;
  if (due > 0) {
    if (!input.card) return fail('CARD_REQUIRED', CARD_REQUIRED_MESSAGE, 'card');
    const auth = await ctx.payments.authorize({
      amountCents: due,
      currency: cart.currency,
      card: input.card,
      idempotencyKey: `${ctx.website.id}:${input.idempotencyKey}`,
    });
    if (!auth.ok) return fail(auth.code, auth.message, 'card');
    authorizationId = auth.authorizationId;
    paymentMethodRef = auth.paymentMethodRef;
  }
  let order: Order;
  try {
    order = await writePurchase(ctx, {
      cart,
      cartRow: { id: cartRow.id, kind: cartRow.kind, subscriptionOptionId: cartRow.subscriptionOptionId },
      idempotencyKey: input.idempotencyKey,
      email: normalizeEmail(input.email),
      siteUserId: ctx.siteUser?.id ?? null,
      shippingAddress: cart.requiresShipping ? (input.shippingAddress ?? null) : null,
      billingAddress: input.billingAddress ?? null,
      customerNotes: input.customerNotes?.trim() ?? '',
      giftCards: giftCards.cards,
      payment: { provider: ctx.payments.name, testMode: ctx.payments.testMode, authorizationId, paymentMethodRef },
    });
  } catch (err) {
    if (authorizationId) await ctx.payments.void(authorizationId);
    if (err instanceof OutOfStockError) return fail(TrackedErrorType.OUT_OF_STOCK, OUT_OF_STOCK_MESSAGE);
    const same = (err as { code?: string }).code === 'P2002' ? await previousOrder(ctx, input.idempotencyKey) : null;
    if (same) return { ok: true, order: same }; // a concurrent retry of the same request won the race
    throw err;
  }
  const paid = await capture(ctx, order, authorizationId, due);
  ctx.events.changed(cart.entries.map((e) => ({ websiteId: ctx.website.id, typename: 'ProductVariant' as const, id: e.variantId })));
  if (cartRow.kind === 'STANDARD' && ctx.cartToken === cartRow.token) ctx.cartCookies.forget();
  return { ok: true, order: paid };
}

const previousOrder = (ctx: RequestContext, idempotencyKey: string) =>
  ctx.db.order.findUnique({ where: { websiteId_idempotencyKey: { websiteId: ctx.website.id, idempotencyKey } } });

/** Gift cards by code, each applied in turn to what is still due; partial use leaves the rest on the card. */
async function redeemable(
  ctx: RequestContext,
  codes: string[],
  dueCents: number,
  currency: string,
): Promise<Result<{ cards: { id: string; appliedCents: number }[] }>> {
  const cards: { id: string; appliedCents: number }[] = [];
  let due = dueCents;
  for (const code of new Set(codes.map(normalizeGiftCardCode).filter(Boolean))) {
    const card = await ctx.db.giftCard.findFirst({ where: { websiteId: ctx.website.id, code, disabled: false, currency } });
    if (!card) return fail('INVALID_GIFT_CARD', GIFT_CARD_INVALID_MESSAGE, 'giftCardCodes');
    const applied = applyGiftCard(card.balanceCents, due);
    if (applied.appliedCents > 0) cards.push({ id: card.id, appliedCents: applied.appliedCents });
    due = applied.remainingDueCents;
  }
  return { ok: true, cards };
}

/** Captures the authorized amount; the order is PAID once captured (fully gift-card-paid orders at once). */
async function capture(ctx: RequestContext, order: Order, authorizationId: string | null, dueCents: number): Promise<Order> {
  if (!authorizationId) return ctx.db.order.update({ where: { id: order.id }, data: { status: 'PAID' } });
  const captured = await ctx.payments.capture(authorizationId, dueCents);
  if (!captured.ok) return order;
  return ctx.db.order.update({ where: { id: order.id }, data: { status: 'PAID', paymentReference: captured.captureId } });
}
