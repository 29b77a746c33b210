// Whether shoppers still need a product or some of its variants, so that deleting them would lose something: a cart
// in use (not checked out, touched in the last OPEN_CART_DAYS days), an order not yet fulfilled (PENDING or PAID:
// its lines, stock returns and downloads still point at the product), or a subscription that still renews. Older
// abandoned carts do not hold a product back: their lines go with it.
import type { Prisma, Tx } from '../../db/client.ts';
import type { ServiceContext } from '../context.ts';

export const OPEN_CART_DAYS = 30;
const UNFINISHED_ORDERS: Prisma.EnumOrderStatusFilter['in'] = ['PENDING', 'PAID'];
const RENEWING: Prisma.EnumSubscriptionStatusFilter['in'] = ['ACTIVE', 'PAUSED', 'PAST_DUE'];

type Target = { productId: string; variantIds?: string[] };

export async function inUse(db: ServiceContext['db'] | Tx, websiteId: string, target: Target, now = new Date()): Promise<boolean> {
  const openSince = new Date(now.getTime() - OPEN_CART_DAYS * 86_400_000);
  const variants = target.variantIds ? { variantId: { in: target.variantIds } } : {};
  const [carts, orders, subscriptions] = await Promise.all([
    db.cartEntry.findFirst({
      where: { websiteId, itemId: target.productId, ...variants, cart: { isPurchased: false, updatedAt: { gte: openSince } } },
      select: { id: true },
    }),
    db.orderLine.findFirst({
      where: { websiteId, itemId: target.productId, ...variants, order: { status: { in: UNFINISHED_ORDERS } } },
      select: { id: true },
    }),
    db.subscription.findFirst({
      where: { websiteId, productId: target.productId, ...variants, status: { in: RENEWING } },
      select: { id: true },
    }),
  ]);
  return Boolean(carts || orders || subscriptions);
}
