// The writes of a purchase, all in one transaction: stock taken atomically (a guarded decrement per variant, so
// concurrent checkouts never oversell), gift card balances, the order number, the order and its lines, the cart
// marked purchased, coupons counted, gift cards and download links issued, a subscription started, and the outbox
// rows (emails) and the analytics Order written beside them.
import { randomBytes } from 'node:crypto';
import type { Address } from '../../../domain/address.ts';
import { giftCardCodeFrom } from '../../../domain/gift-card.ts';
import { orderForAnalytics } from '../../../domain/order-analytics.ts';
import { ProductType, tracksStock } from '../../../domain/product-type.ts';
import { billingDateAt } from '../../../domain/subscription-schedule.ts';
import type { Db, Prisma } from '../../db/client.ts';
import type { ServiceContext } from '../../http/context.ts';
import type { CartView } from '../cart/cart-view.ts';
import { outboxBatch } from '../outbox.ts';

export class OutOfStockError extends Error {}

export type Purchase = {
  cart: CartView;
  cartRow: { id: string; kind: 'STANDARD' | 'SUBSCRIPTION'; subscriptionOptionId: string | null };
  idempotencyKey: string;
  email: string;
  siteUserId: string | null;
  shippingAddress: Address | null;
  billingAddress: Address | null;
  customerNotes: string;
  giftCards: { id: string; appliedCents: number }[];
  payment: { provider: string; testMode: boolean; authorizationId: string | null; paymentMethodRef: string | null };
};

const DOWNLOAD_DAYS = 7;
const DOWNLOADS_PER_LINK = 5;
const giftCardAppliedCents = (p: Purchase) => p.giftCards.reduce((s, g) => s + g.appliedCents, 0);

export async function writePurchase(ctx: ServiceContext, p: Purchase) {
  const websiteId = ctx.website.id;
  return ctx.db.$transaction(
    async (tx) => {
      for (const e of p.cart.entries) {
        if (e.unlimited || !tracksStock(e.productType)) continue;
        const { count } = await tx.productVariant.updateMany({
          where: { id: e.variantId, websiteId, unlimited: false, qtyInStock: { gte: e.quantity } },
          data: { qtyInStock: { decrement: e.quantity } },
        });
        if (count === 0) throw new OutOfStockError(e.title);
      }
      for (const g of p.giftCards) {
        const { count } = await tx.giftCard.updateMany({
          where: { id: g.id, websiteId, disabled: false, balanceCents: { gte: g.appliedCents } },
          data: { balanceCents: { decrement: g.appliedCents } },
        });
        if (count === 0) throw new Error('A gift card balance changed during checkout.');
      }
      const { orderSequence } = await tx.website.update({
        where: { id: websiteId },
        data: { orderSequence: { increment: 1 } },
        select: { orderSequence: true },
      });
      const order = await tx.order.create({
        data: {
          websiteId,
          orderNumber: orderSequence,
          purchasedCartId: p.cart.id,
          idempotencyKey: p.idempotencyKey,
          statusToken: randomBytes(24).toString('base64url'),
          testMode: p.payment.testMode,
          status: 'PENDING',
          email: p.email,
          siteUserId: p.siteUserId,
          shippingAddress: p.shippingAddress ?? undefined,
          billingAddress: p.billingAddress ?? p.shippingAddress ?? undefined,
          customerNotes: p.customerNotes,
          shippingOptionName: p.cart.selectedShippingOption?.name ?? null,
          currency: p.cart.currency,
          subtotalCents: p.cart.subtotalCents,
          taxCents: p.cart.taxCents,
          shippingCostCents: p.cart.shippingCostCents,
          discountCents: p.cart.discountCents,
          giftCardCents: giftCardAppliedCents(p),
          grandTotalCents: p.cart.grandTotalCents,
          paymentProvider: p.payment.provider,
          paymentReference: p.payment.authorizationId,
          lines: {
            create: p.cart.entries.map((e) => ({
              websiteId,
              itemId: e.itemId,
              variantId: e.variantId,
              sku: e.sku,
              productName: e.title,
              productType: e.productType,
              quantity: e.quantity,
              unitPriceCents: e.unitPriceCents,
              additionalFields: e.additionalFields ?? undefined,
            })),
          },
        },
        include: { lines: true },
      });
      await tx.shoppingCart.update({ where: { id: p.cart.id }, data: { isPurchased: true, orderId: order.id } });
      const validCodes = p.cart.coupons.filter((c) => c.valid).map((c) => c.code);
      if (validCodes.length > 0)
        await tx.coupon.updateMany({ where: { websiteId, code: { in: validCodes } }, data: { timesUsed: { increment: 1 } } });
      for (const g of p.giftCards)
        await tx.giftCardTransaction.create({ data: { websiteId, giftCardId: g.id, orderId: order.id, amountCents: -g.appliedCents } });
      const queue = outboxBatch(tx, websiteId);
      await queue('email.orderConfirmation', { orderId: order.id });
      await issueGiftCards(tx, websiteId, order, queue);
      await issueDownloads(tx, websiteId, order, queue);
      if (p.cartRow.kind === 'SUBSCRIPTION') await startSubscription(tx, ctx, p, order, queue);
      await tx.analyticsEvent.create({
        data: {
          websiteId,
          family: 'commerce',
          name: 'order',
          payload: orderForAnalytics(order, order.lines) as unknown as Prisma.InputJsonValue,
        },
      });
      return order;
    },
    { timeout: 30_000, maxWait: 30_000 },
  );
}

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];
type OrderWithLines = Prisma.OrderGetPayload<{ include: { lines: true } }>;
type Queue = ReturnType<typeof outboxBatch>;

/** One card per gift-card unit bought, worth its price, its code sent by email after payment. */
async function issueGiftCards(tx: Tx, websiteId: string, order: OrderWithLines, queue: Queue) {
  for (const line of order.lines.filter((l) => l.productType === ProductType.GIFT_CARD)) {
    const recipient = (line.additionalFields ?? {}) as { recipientEmail?: string; message?: string };
    for (let i = 0; i < line.quantity; i++) {
      const card = await tx.giftCard.create({
        data: {
          websiteId,
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
async function issueDownloads(tx: Tx, websiteId: string, order: OrderWithLines, queue: Queue) {
  for (const line of order.lines.filter((l) => l.productType === ProductType.DIGITAL)) {
    const download = await tx.digitalDownload.create({
      data: {
        websiteId,
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

async function startSubscription(tx: Tx, ctx: ServiceContext, p: Purchase, order: OrderWithLines, queue: Queue) {
  const option = p.cartRow.subscriptionOptionId
    ? await tx.productSubscriptionOption.findFirst({
        where: { id: p.cartRow.subscriptionOptionId, websiteId: ctx.website.id },
        include: { plan: true },
      })
    : null;
  const line = order.lines[0];
  if (!option || !line) return;
  const period = { value: option.plan.billingPeriodValue, unit: option.plan.billingPeriodUnit };
  const subscription = await tx.subscription.create({
    data: {
      websiteId: ctx.website.id,
      siteUserId: p.siteUserId,
      email: p.email,
      productId: line.itemId,
      variantId: line.variantId ?? '',
      subscriptionPlanId: option.plan.id,
      billingPeriodValue: period.value,
      billingPeriodUnit: period.unit,
      numBillingCycles: option.plan.numBillingCycles,
      cyclesBilled: 1,
      status: option.plan.numBillingCycles === 1 ? 'ENDED' : 'ACTIVE',
      priceCents: p.cart.grandTotalCents,
      currency: order.currency,
      nextBillingAt: option.plan.numBillingCycles === 1 ? null : billingDateAt(order.createdAt, period, 1, ctx.website.timeZone),
      paymentMethodRef: p.payment.paymentMethodRef,
    },
  });
  await tx.order.update({ where: { id: order.id }, data: { subscriptionId: subscription.id } });
  await queue('email.subscriptionConfirmation', { subscriptionId: subscription.id, orderId: order.id });
}
