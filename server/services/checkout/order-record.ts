// Recording an order, the one path for checkouts and subscription renewals: in one transaction, stock is taken (a
// guarded decrement per variant, so concurrent orders never oversell), gift card balances are debited, the order is
// numbered and written PENDING with its lines, and the cart it came from is marked purchased (only if it still was
// open, so one cart is never bought twice). The payment is captured afterwards (order-settlement.ts).
import { randomBytes } from 'node:crypto';
import type { Address } from '../../../domain/address.ts';
import type { Db, Prisma } from '../../db/client.ts';
import type { Order } from '../../db/generated/postgresql/client.ts';
import type { OrderContext } from './order-context.ts';

export class OutOfStockError extends Error {}
export class GiftCardBalanceChangedError extends Error {}
export class CartAlreadyPurchasedError extends Error {}

export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];
export type OrderWithLines = Prisma.OrderGetPayload<{ include: { lines: true } }>;

export type OrderLineDraft = {
  itemId: string;
  variantId: string;
  sku: string;
  title: string;
  productType: number;
  quantity: number;
  unitPriceCents: number;
  additionalFields: Prisma.InputJsonValue | null;
  /** Whether the variant's stock is counted (not unlimited, and a product type that tracks stock). */
  takesStock: boolean;
};

export type OrderDraft = {
  idempotencyKey: string;
  /** The cart bought, with what checkout chose for it; null for renewals. */
  cart: { id: string; couponCodes: string[]; shippingLocation: Prisma.InputJsonValue | null; shippingOptionId: string | null } | null;
  /** The subscription a renewal order belongs to. */
  subscriptionId: string | null;
  email: string;
  customerName: string;
  phone: string | null;
  siteUserId: string | null;
  shippingAddress: Address | null;
  billingAddress: Address | null;
  customerNotes: string;
  shippingOptionName: string | null;
  currency: string;
  totals: { subtotalCents: number; taxCents: number; shippingCostCents: number; discountCents: number; grandTotalCents: number };
  lines: OrderLineDraft[];
  giftCards: { id: string; appliedCents: number }[];
  payment: { provider: string; testMode: boolean; authorizationId: string | null; paymentMethodRef: string | null };
};

export const giftCardAppliedCents = (giftCards: { appliedCents: number }[]) => giftCards.reduce((s, g) => s + g.appliedCents, 0);

export async function recordOrder(ctx: OrderContext, d: OrderDraft): Promise<OrderWithLines> {
  const websiteId = ctx.website.id;
  return ctx.db.$transaction(
    async (tx) => {
      for (const line of d.lines) {
        if (!line.takesStock) continue;
        const { count } = await tx.productVariant.updateMany({
          where: { id: line.variantId, websiteId, unlimited: false, qtyInStock: { gte: line.quantity } },
          data: { qtyInStock: { decrement: line.quantity } },
        });
        if (count === 0) throw new OutOfStockError(line.title);
      }
      for (const g of d.giftCards) {
        const { count } = await tx.giftCard.updateMany({
          where: { id: g.id, websiteId, disabled: false, balanceCents: { gte: g.appliedCents } },
          data: { balanceCents: { decrement: g.appliedCents } },
        });
        if (count === 0) throw new GiftCardBalanceChangedError();
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
          purchasedCartId: d.cart?.id ?? null,
          subscriptionId: d.subscriptionId,
          idempotencyKey: d.idempotencyKey,
          statusToken: randomBytes(24).toString('base64url'),
          testMode: d.payment.testMode,
          status: 'PENDING',
          email: d.email,
          siteUserId: d.siteUserId,
          shippingAddress: d.shippingAddress ?? undefined,
          billingAddress: d.billingAddress ?? d.shippingAddress ?? undefined,
          customerNotes: d.customerNotes,
          customerName: d.customerName,
          phone: d.phone,
          shippingOptionName: d.shippingOptionName,
          currency: d.currency,
          ...d.totals,
          giftCardCents: giftCardAppliedCents(d.giftCards),
          paymentProvider: d.payment.provider,
          authorizationId: d.payment.authorizationId,
          paymentMethodRef: d.payment.paymentMethodRef,
          lines: {
            create: d.lines.map((l) => ({
              websiteId,
              itemId: l.itemId,
              variantId: l.variantId,
              sku: l.sku,
              productName: l.title,
              productType: l.productType,
              quantity: l.quantity,
              unitPriceCents: l.unitPriceCents,
              additionalFields: l.additionalFields ?? undefined,
            })),
          },
        },
        include: { lines: true },
      });
      if (d.cart) await purchaseCart(tx, websiteId, d.cart, order);
      for (const g of d.giftCards)
        await tx.giftCardTransaction.create({ data: { websiteId, giftCardId: g.id, orderId: order.id, amountCents: -g.appliedCents } });
      return order;
    },
    { timeout: 30_000, maxWait: 30_000 },
  );
}

async function purchaseCart(tx: Tx, websiteId: string, cart: NonNullable<OrderDraft['cart']>, order: Order) {
  const { count } = await tx.shoppingCart.updateMany({
    where: { id: cart.id, websiteId, isPurchased: false },
    data: {
      isPurchased: true,
      orderId: order.id,
      shippingLocation: cart.shippingLocation ?? undefined,
      selectedShippingOptionId: cart.shippingOptionId,
    },
  });
  if (count === 0) throw new CartAlreadyPurchasedError();
  if (cart.couponCodes.length > 0)
    await tx.coupon.updateMany({ where: { websiteId, code: { in: cart.couponCodes } }, data: { timesUsed: { increment: 1 } } });
}

/** The order a placeOrder or renewal idempotency key made, within the website. */
export const orderByIdempotencyKey = (ctx: OrderContext, idempotencyKey: string) =>
  ctx.db.order.findUnique({ where: { websiteId_idempotencyKey: { websiteId: ctx.website.id, idempotencyKey } }, include: { lines: true } });
