// Place order: authorize → record → capture. Everything is checked first (the cart's bounds, the contact details, the
// destination's shipping and tax worked out in memory, the minimum, gift cards) and nothing is written for a
// refusal. The card is authorized for what gift cards leave due, the order is recorded in one transaction
// (order-record.ts), then captured and completed (order-settlement.ts); an authorization whose order could not be
// recorded is voided, and a failed capture gives everything back.
//
// Idempotency keys belong to the cart they bought (and so to whoever holds its token): a retry of the same request
// returns the same order, never two, while a key presented with any other cart is refused, never answered.
import type { Address } from '../../../domain/address.ts';
import { storedPhone } from '../../../domain/customer-contact.ts';
import { normalizeEmail } from '../../../domain/email.ts';
import { applyGiftCard, normalizeGiftCardCode } from '../../../domain/gift-card.ts';
import {
  CARD_REQUIRED_MESSAGE,
  CHOOSE_SHIPPING_OPTION_MESSAGE,
  checkoutMinimumMessage,
  EMPTY_CART_MESSAGE,
  GIFT_CARD_BALANCE_CHANGED_MESSAGE,
  GIFT_CARD_INVALID_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  OUT_OF_STOCK_MESSAGE,
  TrackedErrorType,
} from '../../../domain/messages.ts';
import { formatMoney } from '../../../domain/money.ts';
import { tracksStock } from '../../../domain/product-type.ts';
import {
  cartLimitProblem,
  GIFT_CARD_CODES_LIMIT_MESSAGE,
  MAX_GIFT_CARD_CODES,
  orderAmountProblem,
  orderAmountsWithinLimit,
} from '../../../domain/store-limits.ts';
import type { Prisma } from '../../db/client.ts';
import type { Order } from '../../db/generated/postgresql/client.ts';
import { type CartRow, findShopperCart, linesOf } from '../cart/cart-store.ts';
import { type CartView, cartView } from '../cart/cart-view.ts';
import type { RequestContext } from '../context.ts';
import type { Card } from '../payments/payment-provider.ts';
import { fail, type Result, type UserError } from '../user-errors.ts';
import { checkContact } from './checkout-input.ts';
import {
  CartAlreadyPurchasedError,
  GiftCardBalanceChangedError,
  type OrderDraft,
  type OrderWithLines,
  OutOfStockError,
  orderByIdempotencyKey,
  recordOrder,
} from './order-record.ts';
import { settleOrder } from './order-settlement.ts';

export type PlaceOrderInput = {
  cartToken: string;
  idempotencyKey: string;
  email: string;
  /** The customer's full name (required: a blank one is refused) and a phone number (optional). */
  name: string;
  phone?: string | null;
  shippingAddress?: Address | null;
  billingAddress?: Address | null;
  shippingOptionId?: string | null;
  customerNotes?: string | null;
  card?: Card | null;
  /** A payment method the provider's form made in the browser (Stripe), instead of card details. */
  paymentMethodId?: string | null;
  giftCardCodes?: string[] | null;
  /** What the gift cards paid when the shopper last saw the order: less now (another order spent some) is refused. */
  expectedGiftCardCents?: number | null;
};

/** The order, and the cart it bought (the door forgets the CART cookie when it was the visitor's cart). */
export type Placed = { order: Order; cart: { kind: CartRow['kind']; token: string } };

export async function placeOrder(ctx: RequestContext, input: PlaceOrderInput): Promise<Result<Placed>> {
  if ((input.giftCardCodes?.length ?? 0) > MAX_GIFT_CARD_CODES)
    return fail('GIFT_CARD_LIMIT', GIFT_CARD_CODES_LIMIT_MESSAGE, 'giftCardCodes');
  const cartRow = await findShopperCart(ctx, input.cartToken, { purchased: true });
  if (!cartRow) return fail('API_FAILURE', EMPTY_CART_MESSAGE, 'cartToken');
  const existing = await orderByIdempotencyKey(ctx, input.idempotencyKey);
  if (existing) return resume(ctx, existing, cartRow);
  if (cartRow.isPurchased || cartRow.entries.length === 0) return fail('API_FAILURE', EMPTY_CART_MESSAGE, 'cartToken');
  // The bounds hold for every order however its cart was filled: nothing past them is ever charged or written.
  const limit = cartLimitProblem(await linesOf(ctx, cartRow), cartRow.currency);
  if (limit) return fail(limit.code, limit.message, limit.field);
  const cart = await checkoutView(ctx, cartRow, input);
  const contactErrors = checkContact(input, cart.requiresShipping);
  if (contactErrors.length > 0) return { ok: false, userErrors: contactErrors };
  if (cart.requiresShipping && !cart.selectedShippingOption)
    return fail('INVALID_SHIPPING_OPTION', CHOOSE_SHIPPING_OPTION_MESSAGE, 'shippingOptionId');
  if (!orderAmountsWithinLimit(cart)) return fail('ORDER_AMOUNT_LIMIT', orderAmountProblem(cart.currency).message, 'cartToken');
  if (!cart.meetsCheckoutMinimum)
    return fail('CHECKOUT_MINIMUM', checkoutMinimumMessage(formatMoney(cart.checkoutMinimumCents, cart.currency)));
  const giftCards = await redeemable(ctx, input.giftCardCodes ?? [], cart.grandTotalCents, cart.currency);
  if (!giftCards.ok) return giftCards;
  const giftCardCents = giftCards.cards.reduce((s, g) => s + g.appliedCents, 0);
  // Nothing is charged when a gift card pays less than the shopper was shown: the shopper decides again.
  if (giftCards.drained || giftCardCents < (input.expectedGiftCardCents ?? 0))
    return fail('GIFT_CARD_BALANCE_CHANGED', GIFT_CARD_BALANCE_CHANGED_MESSAGE, 'giftCardCodes');
  const due = cart.grandTotalCents - giftCardCents;
  let payment: OrderDraft['payment'] = {
    provider: ctx.payments.name,
    testMode: ctx.payments.testMode,
    authorizationId: null,
    paymentMethodRef: null,
  };
  if (due > 0) {
    const method = input.paymentMethodId ? { paymentMethodId: input.paymentMethodId } : input.card ? { card: input.card } : null;
    if (!method) return fail('CARD_REQUIRED', CARD_REQUIRED_MESSAGE, 'card');
    const auth = await ctx.payments.authorize({
      amountCents: due,
      currency: cart.currency,
      payment: method,
      email: normalizeEmail(input.email),
      idempotencyKey: `order:${cartRow.id}:${input.idempotencyKey}`,
    });
    if (!auth.ok) return fail(auth.code, auth.message, 'card');
    payment = { ...payment, authorizationId: auth.authorizationId, paymentMethodRef: auth.paymentMethodRef };
  }
  let order: OrderWithLines;
  try {
    order = await recordOrder(ctx, draftOf(ctx, input, cartRow, cart, giftCards.cards, payment));
  } catch (err) {
    // A concurrent retry of this very request recorded it first (with this same authorization): answer that order.
    const same = await orderByIdempotencyKey(ctx, input.idempotencyKey);
    if (same) return resume(ctx, same, cartRow);
    const refusal = refusalOf(err);
    // Refused for good: the authorization is released (the shopper's next attempt comes with a new key). Anything
    // else leaves it for a retry of this request, which authorizes with the same key and gets it back.
    if (!refusal) throw err;
    if (payment.authorizationId)
      await ctx.payments.void({ authorizationId: payment.authorizationId, idempotencyKey: `void:${cartRow.id}:${input.idempotencyKey}` });
    return refusal;
  }
  return resume(ctx, order, cartRow);
}

function refusalOf(err: unknown): { ok: false; userErrors: UserError[] } | null {
  if (err instanceof OutOfStockError) return fail(TrackedErrorType.OUT_OF_STOCK, OUT_OF_STOCK_MESSAGE);
  if (err instanceof GiftCardBalanceChangedError)
    return fail('GIFT_CARD_BALANCE_CHANGED', GIFT_CARD_BALANCE_CHANGED_MESSAGE, 'giftCardCodes');
  if (err instanceof CartAlreadyPurchasedError) return fail('API_FAILURE', EMPTY_CART_MESSAGE, 'cartToken');
  return null;
}

/** The answer for a recorded order of this key: settled now if it is still PENDING; refused if the key is another
 * cart's. */
async function resume(ctx: RequestContext, order: OrderWithLines, cartRow: CartRow): Promise<Result<Placed>> {
  if (order.purchasedCartId !== cartRow.id) return fail('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED_MESSAGE, 'idempotencyKey');
  const settled = await settleOrder(ctx, order);
  if (!settled.ok) return fail('PAYMENT_FAILED', settled.decline.message, 'card');
  return { ok: true, order: settled.order, cart: { kind: cartRow.kind, token: cartRow.token } };
}

/** The cart as it would be bought: with the shipping destination and option of this checkout, worked out in memory
 * (the cart itself is only changed when the order is recorded). */
async function checkoutView(ctx: RequestContext, cartRow: CartRow, input: PlaceOrderInput): Promise<CartView> {
  const view = await cartView(ctx, cartRow);
  if (!view.requiresShipping || !input.shippingAddress) return view;
  const { country, region, postalCode } = input.shippingAddress;
  const optionId = input.shippingOptionId ?? cartRow.selectedShippingOptionId;
  return cartView(ctx, {
    ...cartRow,
    shippingLocation: { country, region: region ?? null, postalCode: postalCode ?? null },
    selectedShippingOptionId: optionId ?? null,
  });
}

function draftOf(
  ctx: RequestContext,
  input: PlaceOrderInput,
  cartRow: CartRow,
  cart: CartView,
  giftCards: { id: string; appliedCents: number }[],
  payment: OrderDraft['payment'],
): OrderDraft {
  return {
    idempotencyKey: input.idempotencyKey,
    cart: {
      id: cartRow.id,
      couponCodes: cart.coupons.filter((c) => c.valid).map((c) => c.code),
      shippingLocation: (cart.shippingLocation as Prisma.InputJsonValue | null) ?? null,
      shippingOptionId: cart.selectedShippingOption?.id ?? null,
    },
    subscriptionId: null,
    email: normalizeEmail(input.email),
    customerName: input.name.trim(),
    phone: storedPhone(input.phone),
    siteUserId: ctx.siteUser?.id ?? null,
    shippingAddress: cart.requiresShipping ? (input.shippingAddress ?? null) : null,
    billingAddress: input.billingAddress ?? null,
    customerNotes: input.customerNotes?.trim() ?? '',
    shippingOptionName: cart.selectedShippingOption?.name ?? null,
    currency: cart.currency,
    totals: {
      subtotalCents: cart.subtotalCents,
      taxCents: cart.taxCents,
      shippingCostCents: cart.shippingCostCents,
      discountCents: cart.discountCents,
      grandTotalCents: cart.grandTotalCents,
    },
    lines: cart.entries.map((e) => ({
      itemId: e.itemId,
      variantId: e.variantId,
      sku: e.sku,
      title: e.title,
      productType: e.productType,
      quantity: e.quantity,
      unitPriceCents: e.unitPriceCents,
      additionalFields: (e.additionalFields as Prisma.InputJsonValue | null) ?? null,
      takesStock: !e.unlimited && tracksStock(e.productType),
    })),
    giftCards,
    payment,
  };
}

/** Gift cards by code, each applied in turn to what is still due; partial use leaves the rest on the card.
 * `drained`: a card the shopper named has nothing left while something is still due (the checkout only takes cards
 * with a balance, so another order spent it meanwhile). */
async function redeemable(
  ctx: RequestContext,
  codes: string[],
  dueCents: number,
  currency: string,
): Promise<Result<{ cards: { id: string; appliedCents: number }[]; drained: boolean }>> {
  const cards: { id: string; appliedCents: number }[] = [];
  let due = dueCents;
  let drained = false;
  for (const code of new Set(codes.map(normalizeGiftCardCode).filter(Boolean))) {
    const card = await ctx.db.giftCard.findFirst({ where: { websiteId: ctx.website.id, code, disabled: false, currency } });
    if (!card) return fail('INVALID_GIFT_CARD', GIFT_CARD_INVALID_MESSAGE, 'giftCardCodes');
    if (card.balanceCents <= 0 && due > 0) drained = true;
    const applied = applyGiftCard(card.balanceCents, due);
    if (applied.appliedCents > 0) cards.push({ id: card.id, appliedCents: applied.appliedCents });
    due = applied.remainingDueCents;
  }
  return { ok: true, cards, drained };
}
