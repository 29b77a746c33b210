// What a paid order brings, written in the transaction that marks it PAID (after the capture): its emails (one
// outbox batch: the confirmation first), a gift card per gift-card unit, a download link per digital line, the
// subscription a subscription checkout starts or the cycle a renewal bills, and the analytics Order.
import { randomBytes } from 'node:crypto';
import { giftCardCodeFrom } from '../../../domain/gift-card.ts';
import { orderForAnalytics } from '../../../domain/order-analytics.ts';
import { ProductType } from '../../../domain/product-type.ts';
import { billingDateAt, isLastCycle } from '../../../domain/subscription-schedule.ts';
import { recordOrderEvent } from '../analytics/commerce-events.ts';
import { outboxBatch } from '../outbox.ts';
import type { OrderContext } from './order-context.ts';
import type { OrderWithLines, Tx } from './order-record.ts';

const DOWNLOAD_DAYS = 7;
const DOWNLOADS_PER_LINK = 5;
type Queue = ReturnType<typeof outboxBatch>;

export async function completePaidOrder(tx: Tx, ctx: OrderContext, order: OrderWithLines): Promise<void> {
  const queue = outboxBatch(tx, order.websiteId);
  await queue('email.orderConfirmation', { orderId: order.id });
  await issueGiftCards(tx, order, queue);
  await issueDownloads(tx, order, queue);
  if (order.subscriptionId) await billRenewalCycle(tx, ctx, order.subscriptionId);
  else await startSubscription(tx, ctx, order, queue);
  const cart = order.purchasedCartId
    ? await tx.shoppingCart.findUnique({ where: { id: order.purchasedCartId }, select: { visitorId: true } })
    : null;
  await recordOrderEvent(tx, ctx.website, {
    order: orderForAnalytics(order, order.lines),
    grandTotalCents: order.grandTotalCents,
    visitorId: cart?.visitorId ?? null,
    units: order.lines.map((line) => ({ productId: line.itemId, quantity: line.quantity })),
  });
}

/** One card per gift-card unit bought, worth its price, its code sent by email. */
async function issueGiftCards(tx: Tx, order: OrderWithLines, queue: Queue) {
  for (const line of order.lines.filter((l) => l.productType === ProductType.GIFT_CARD)) {
    const recipient = (line.additionalFields ?? {}) as { recipientEmail?: string; message?: string };
    for (let i = 0; i < line.quantity; i++) {
      const card = await tx.giftCard.create({
        data: {
          websiteId: order.websiteId,
          code: giftCardCodeFrom(randomBytes(16)),
          initialCents: line.unitPriceCents,
          balanceCents: line.unitPriceCents,
          currency: order.currency,
          orderId: order.id,
          recipientEmail: recipient.recipientEmail ?? order.email,
          message: recipient.message ?? null,
        },
      });
      await queue('email.giftCard', { giftCardId: card.id, orderId: order.id });
    }
  }
}

/** A signed, expiring download link with limited downloads per digital line. */
async function issueDownloads(tx: Tx, order: OrderWithLines, queue: Queue) {
  for (const line of order.lines.filter((l) => l.productType === ProductType.DIGITAL)) {
    const download = await tx.digitalDownload.create({
      data: {
        websiteId: order.websiteId,
        orderId: order.id,
        orderLineId: line.id,
        token: randomBytes(24).toString('base64url'),
        downloadsLeft: DOWNLOADS_PER_LINK,
        expiresAt: new Date(Date.now() + DOWNLOAD_DAYS * 86_400_000),
      },
    });
    await queue('email.digitalDownload', { downloadId: download.id, orderId: order.id });
  }
}

/** A subscription checkout's order starts the subscription: billed again per its plan, to the same address. */
async function startSubscription(tx: Tx, ctx: OrderContext, order: OrderWithLines, queue: Queue) {
  const cart = order.purchasedCartId
    ? await tx.shoppingCart.findUnique({
        where: { id: order.purchasedCartId },
        select: { kind: true, subscriptionOptionId: true, selectedShippingOptionId: true },
      })
    : null;
  const line = order.lines[0];
  if (cart?.kind !== 'SUBSCRIPTION' || !cart.subscriptionOptionId || !line) return;
  const option = await tx.productSubscriptionOption.findFirst({
    where: { id: cart.subscriptionOptionId, websiteId: order.websiteId },
    include: { plan: true },
  });
  if (!option) return;
  const period = { value: option.plan.billingPeriodValue, unit: option.plan.billingPeriodUnit };
  const once = option.plan.numBillingCycles === 1;
  const subscription = await tx.subscription.create({
    data: {
      websiteId: order.websiteId,
      siteUserId: order.siteUserId,
      email: order.email,
      customerName: order.customerName,
      phone: order.phone,
      productId: line.itemId,
      variantId: line.variantId ?? '',
      subscriptionPlanId: option.plan.id,
      billingPeriodValue: period.value,
      billingPeriodUnit: period.unit,
      numBillingCycles: option.plan.numBillingCycles,
      cyclesBilled: 1,
      status: once ? 'ENDED' : 'ACTIVE',
      priceCents: line.unitPriceCents,
      quantity: line.quantity,
      currency: order.currency,
      shippingAddress: order.shippingAddress ?? undefined,
      shippingOptionId: cart.selectedShippingOptionId,
      nextBillingAt: once ? null : billingDateAt(order.createdAt, period, 1, ctx.website.timeZone),
      paymentMethodRef: order.paymentMethodRef,
    },
  });
  await tx.order.update({ where: { id: order.id }, data: { subscriptionId: subscription.id } });
  await queue('email.subscriptionConfirmation', { subscriptionId: subscription.id, orderId: order.id });
}

/** A renewal's order is paid: the cycle is billed, the next date set (or the subscription ends), the claim released. */
async function billRenewalCycle(tx: Tx, ctx: OrderContext, subscriptionId: string) {
  const sub = await tx.subscription.findUniqueOrThrow({ where: { id: subscriptionId } });
  const cycle = sub.cyclesBilled + 1;
  const last = isLastCycle(cycle, sub.numBillingCycles);
  const period = { value: sub.billingPeriodValue, unit: sub.billingPeriodUnit };
  const stillActive = sub.status === 'ACTIVE' && !last;
  await tx.subscription.update({
    where: { id: sub.id },
    data: {
      cyclesBilled: cycle,
      failedAttempts: 0,
      status: last && sub.status === 'ACTIVE' ? 'ENDED' : sub.status,
      nextBillingAt: stillActive ? billingDateAt(sub.createdAt, period, cycle, ctx.website.timeZone) : null,
      renewalClaimedAt: null,
      renewalClaimedBy: null,
    },
  });
}
