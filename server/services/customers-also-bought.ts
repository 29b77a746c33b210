// 'Customers also bought': the products most often bought in the same orders as a product (its latest
// ALSO_BOUGHT_ORDERS orders), then other products of its collection, live ones only and none sold out (nothing a
// shopper could not add), never the product itself.
import { ProductType } from '../../domain/product-type.ts';
import { MAX_BLOCK_PRODUCTS } from '../../domain/store-limits.ts';
import { productListingOrder } from './catalog.ts';
import type { ServiceContext } from './context.ts';
import { liveProductWhere } from './live-rows.ts';

/** Products a shopper can add: of a kind without stock (domain/product-type.ts tracksStock), or with a variant left. */
const NOT_SOLD_OUT = {
  OR: [
    { productType: { notIn: [ProductType.PHYSICAL, ProductType.SERVICE] } },
    { variants: { some: { OR: [{ unlimited: true }, { qtyInStock: { gt: 0 } }] } } },
  ],
};

/** How many of a product's latest orders are looked at. */
export const ALSO_BOUGHT_ORDERS = 200;

/** The ids of up to `limit` products to offer beside `productId` (at most MAX_BLOCK_PRODUCTS). */
export async function customersAlsoBought(ctx: ServiceContext, productId: string, limit: number): Promise<string[]> {
  const take = Math.min(Math.max(limit, 1), MAX_BLOCK_PRODUCTS);
  const websiteId = ctx.website.id;
  const product = await ctx.db.product.findFirst({ where: { id: productId, websiteId }, select: { collectionId: true } });
  if (!product) return [];
  const orders = await ctx.db.orderLine.findMany({
    where: { websiteId, itemId: productId },
    select: { orderId: true },
    orderBy: { id: 'desc' },
    take: ALSO_BOUGHT_ORDERS,
  });
  const counts = new Map<string, number>();
  if (orders.length) {
    const lines = await ctx.db.orderLine.findMany({
      where: { websiteId, orderId: { in: [...new Set(orders.map((o) => o.orderId))] }, itemId: { not: productId } },
      select: { itemId: true },
    });
    for (const line of lines) counts.set(line.itemId, (counts.get(line.itemId) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([id]) => id);
  const bought = ranked.length
    ? (
        await ctx.db.product.findMany({
          where: { websiteId, id: { in: ranked }, ...liveProductWhere(), AND: [NOT_SOLD_OUT] },
          select: { id: true },
        })
      ).map((p) => p.id)
    : [];
  const chosen = ranked.filter((id) => bought.includes(id)).slice(0, take);
  if (chosen.length < take) {
    const more = await ctx.db.product.findMany({
      where: {
        websiteId,
        collectionId: product.collectionId,
        id: { notIn: [productId, ...chosen] },
        ...liveProductWhere(),
        AND: [NOT_SOLD_OUT],
      },
      orderBy: productListingOrder,
      select: { id: true },
      take: take - chosen.length,
    });
    chosen.push(...more.map((p) => p.id));
  }
  return chosen;
}
