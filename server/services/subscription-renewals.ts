// Subscription renewals: each due subscription is claimed with a lease (a node that dies mid-renewal gives it back
// when the lease runs out), then renewed like a checkout: its saved card authorized, the order recorded through the
// same transaction as checkout (order-record.ts: stock taken, tax and shipping worked out for the subscription's
// address by the cart's rules) and captured (order-settlement.ts: the paid order bills the cycle and releases the
// claim). Every step is keyed by subscription, cycle and attempt, so a renewal resumed after a crash charges once.
// A failed attempt is retried a bounded number of times (domain/subscription-schedule.ts), then the subscription is
// PAST_DUE.
import { randomBytes } from 'node:crypto';
import type { Address } from '../../domain/address.ts';
import { cartTotals, requiresShipping, type ShippingLocation, shippingApplies, type TaxRuleInput } from '../../domain/cart-totals.ts';
import { tracksStock } from '../../domain/product-type.ts';
import { orderAmountsWithinLimit } from '../../domain/store-limits.ts';
import { isLastCycle, renewalRetryAt } from '../../domain/subscription-schedule.ts';
import type { Subscription } from '../db/generated/postgresql/client.ts';
import { type BackgroundServices, orderContextFor } from './background.ts';
import { asShippingRule } from './cart/cart-view.ts';
import type { OrderContext } from './checkout/order-context.ts';
import { type OrderDraft, type OrderWithLines, OutOfStockError, orderByIdempotencyKey, recordOrder } from './checkout/order-record.ts';
import { settleOrder } from './checkout/order-settlement.ts';

export type RenewalOutcome = { subscriptionId: string; outcome: 'renewed' | 'ended' | 'retry' | 'failed' | 'skipped' | 'interrupted' };

/** How long a node holds a subscription it is renewing. */
export const RENEWAL_LEASE_MS = 10 * 60_000;
/** Subscriptions renewed per run (the next run takes the rest). */
const RENEWALS_PER_RUN = 100;

/** Renews every subscription due at `now` (all websites), one at a time, until `stopping()`; safe on several nodes. */
export async function runRenewals(services: BackgroundServices, now = new Date(), stopping = () => false): Promise<RenewalOutcome[]> {
  const due = await services.db.subscription.findMany({
    where: {
      status: 'ACTIVE',
      nextBillingAt: { lte: now },
      OR: [{ renewalClaimedAt: null }, { renewalClaimedAt: { lt: new Date(now.getTime() - RENEWAL_LEASE_MS) } }],
    },
    take: RENEWALS_PER_RUN,
    orderBy: { nextBillingAt: 'asc' },
  });
  const worker = randomBytes(6).toString('hex');
  const outcomes: RenewalOutcome[] = [];
  for (const sub of due) {
    if (stopping()) break;
    try {
      outcomes.push({ subscriptionId: sub.id, outcome: await renewOne(services, sub, worker, now) });
    } catch (err) {
      // The claim stays until its lease runs out; the renewal is resumed then, with the same keys.
      services.log.error({ err, subscriptionId: sub.id }, 'renewal interrupted; resumed when its lease runs out');
      outcomes.push({ subscriptionId: sub.id, outcome: 'interrupted' });
    }
  }
  return outcomes;
}

async function renewOne(services: BackgroundServices, sub: Subscription, worker: string, now: Date): Promise<RenewalOutcome['outcome']> {
  const { count } = await services.db.subscription.updateMany({
    where: { id: sub.id, status: 'ACTIVE', nextBillingAt: sub.nextBillingAt, renewalClaimedAt: sub.renewalClaimedAt },
    data: { renewalClaimedAt: now, renewalClaimedBy: worker },
  });
  if (count === 0) return 'skipped';
  const ctx = await orderContextFor(services, sub.websiteId);
  const cycle = sub.cyclesBilled + 1;
  const key = `renewal:${sub.id}:${cycle}:${sub.failedAttempts}`;
  const order = (await orderByIdempotencyKey(ctx, key)) ?? (await placeRenewalOrder(ctx, sub, key));
  if (!order) return failedAttempt(ctx, sub, now);
  const settled = await settleOrder(ctx, order);
  if (!settled.ok) return failedAttempt(ctx, sub, now);
  return isLastCycle(cycle, sub.numBillingCycles) ? 'ended' : 'renewed';
}

/** Authorizes the saved card and records the cycle's order; null when either is refused (the card, the stock). */
async function placeRenewalOrder(ctx: OrderContext, sub: Subscription, key: string): Promise<OrderWithLines | null> {
  const draft = await renewalDraft(ctx, sub, key);
  if (!draft || !sub.paymentMethodRef) return null;
  const due = draft.totals.grandTotalCents;
  const auth = await ctx.payments.authorizeSaved({
    paymentMethodRef: sub.paymentMethodRef,
    amountCents: due,
    currency: sub.currency,
    idempotencyKey: key,
  });
  if (!auth.ok) return null;
  try {
    return await recordOrder(ctx, {
      ...draft,
      payment: { ...draft.payment, authorizationId: auth.authorizationId, paymentMethodRef: sub.paymentMethodRef },
    });
  } catch (err) {
    // Out of stock is this attempt's end: the authorization is released. Anything else (the transaction failed, the
    // node is going down) leaves it for the resumed renewal, which authorizes with the same key and gets it back.
    if (!(err instanceof OutOfStockError)) throw err;
    await ctx.payments.void({ authorizationId: auth.authorizationId, idempotencyKey: `void:${key}` });
    return null;
  }
}

/** The cycle's order: the subscribed variant and quantity at the subscription's price, with the tax and shipping the
 * cart's rules give for its address (its shipping option, or the first that still reaches it). */
async function renewalDraft(ctx: OrderContext, sub: Subscription, key: string): Promise<OrderDraft | null> {
  const [products, variant, rules] = await Promise.all([
    ctx.catalog.products(ctx, [sub.productId]),
    ctx.db.productVariant.findFirst({ where: { id: sub.variantId, websiteId: sub.websiteId } }),
    ctx.catalog.checkoutRules(ctx),
  ]);
  const product = products.get(sub.productId);
  if (!product || !variant) return null;
  const entries = [
    { quantity: sub.quantity, unitPriceCents: sub.priceCents, productType: product.productType, weightGrams: variant.weightGrams },
  ];
  const address = (sub.shippingAddress as Address | null) ?? null;
  const location: ShippingLocation | null = address
    ? { country: address.country, region: address.region, postalCode: address.postalCode }
    : null;
  const reaching = rules.shippingOptions.map(asShippingRule).filter((o) => shippingApplies(o, location));
  const option = requiresShipping(entries) ? (reaching.find((o) => o.id === sub.shippingOptionId) ?? reaching[0] ?? null) : null;
  if (requiresShipping(entries) && (!address || !option)) return null;
  const totals = cartTotals({
    entries,
    coupons: [],
    shippingOption: option,
    shippingLocation: location,
    taxRules: rules.taxRules as TaxRuleInput[],
    now: new Date(),
  });
  if (!orderAmountsWithinLimit(totals)) return null;
  return {
    idempotencyKey: key,
    cart: null,
    subscriptionId: sub.id,
    email: sub.email,
    customerName: sub.customerName,
    phone: sub.phone,
    siteUserId: sub.siteUserId,
    shippingAddress: option ? address : null,
    billingAddress: address,
    customerNotes: '',
    shippingOptionName: option?.name ?? null,
    currency: sub.currency,
    totals: {
      subtotalCents: totals.subtotalCents,
      taxCents: totals.taxCents,
      shippingCostCents: totals.shippingCostCents,
      discountCents: totals.discountCents,
      grandTotalCents: totals.grandTotalCents,
    },
    lines: [
      {
        itemId: sub.productId,
        variantId: variant.id,
        sku: variant.sku,
        title: product.title,
        productType: product.productType,
        quantity: sub.quantity,
        unitPriceCents: sub.priceCents,
        additionalFields: null,
        takesStock: !variant.unlimited && tracksStock(product.productType),
      },
    ],
    giftCards: [],
    payment: { provider: ctx.payments.name, testMode: ctx.payments.testMode, authorizationId: null, paymentMethodRef: null },
  };
}

/** A refused attempt: retried later (bounded), else PAST_DUE; the claim is released either way. */
async function failedAttempt(ctx: OrderContext, sub: Subscription, now: Date): Promise<'retry' | 'failed'> {
  const retryAt = renewalRetryAt(sub.failedAttempts + 1, now);
  await ctx.db.subscription.update({
    where: { id: sub.id },
    data: {
      failedAttempts: { increment: 1 },
      nextBillingAt: retryAt,
      status: retryAt ? 'ACTIVE' : 'PAST_DUE',
      renewalClaimedAt: null,
      renewalClaimedBy: null,
    },
  });
  return retryAt ? 'retry' : 'failed';
}
