// On log-in, the visitor's anonymous cart joins the site user's: entries move over (identical ones add up, to at most
// LINE_QUANTITY_MAX; lines past MAX_CART_LINES stay behind), or the anonymous cart simply becomes the user's when
// they have none. Answers the token of the cart the shopper now has, for the door to remember.
import { LINE_QUANTITY_MAX, MAX_CART_LINES } from '../../../domain/store-limits.ts';
import type { RequestContext } from '../context.ts';
import { loadCart } from './cart-store.ts';

export async function adoptVisitorCart(ctx: RequestContext, siteUserId: string): Promise<{ cartToken: string } | null> {
  if (!ctx.cartToken) return null;
  const visitorCart = await loadCart(ctx, { token: ctx.cartToken, kind: 'STANDARD', isPurchased: false, siteUserId: null });
  if (!visitorCart) return null;
  const userCart = await loadCart(ctx, { kind: 'STANDARD', isPurchased: false, siteUserId });
  if (!userCart) {
    await ctx.db.shoppingCart.update({ where: { id: visitorCart.id }, data: { siteUserId } });
    return { cartToken: visitorCart.token };
  }
  await ctx.db.$transaction(async (tx) => {
    let lines = userCart.entries.length;
    for (const entry of visitorCart.entries) {
      const twin = userCart.entries.find(
        (e) => e.itemId === entry.itemId && e.sku === entry.sku && e.additionalFieldsKey === entry.additionalFieldsKey,
      );
      if (twin) {
        const quantity = Math.min(LINE_QUANTITY_MAX, twin.quantity + entry.quantity);
        await tx.cartEntry.update({ where: { id: twin.id }, data: { quantity } });
      } else if (lines < MAX_CART_LINES) {
        await tx.cartEntry.update({ where: { id: entry.id }, data: { cartId: userCart.id } });
        lines++;
      }
    }
    await tx.shoppingCart.delete({ where: { id: visitorCart.id } });
  });
  return { cartToken: userCart.token };
}
