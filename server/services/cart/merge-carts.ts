// On log-in, the visitor's anonymous cart joins the site user's: entries move over (identical ones add up), or the
// anonymous cart simply becomes the user's when they have none.
import type { RequestContext } from '../../http/context.ts';
import { loadCart } from './cart-store.ts';

export async function adoptVisitorCart(ctx: RequestContext, siteUserId: string): Promise<void> {
  if (!ctx.cartToken) return;
  const visitorCart = await loadCart(ctx, { token: ctx.cartToken, kind: 'STANDARD', isPurchased: false, siteUserId: null });
  if (!visitorCart) return;
  const userCart = await loadCart(ctx, { kind: 'STANDARD', isPurchased: false, siteUserId });
  if (!userCart) {
    await ctx.db.shoppingCart.update({ where: { id: visitorCart.id }, data: { siteUserId } });
    return;
  }
  await ctx.db.$transaction(async (tx) => {
    for (const entry of visitorCart.entries) {
      const twin = userCart.entries.find(
        (e) => e.itemId === entry.itemId && e.sku === entry.sku && e.additionalFieldsKey === entry.additionalFieldsKey,
      );
      if (twin) await tx.cartEntry.update({ where: { id: twin.id }, data: { quantity: { increment: entry.quantity } } });
      else await tx.cartEntry.update({ where: { id: entry.id }, data: { cartId: userCart.id } });
    }
    await tx.shoppingCart.delete({ where: { id: visitorCart.id } });
  });
  ctx.cartCookies.remember(userCart.token, true);
}
