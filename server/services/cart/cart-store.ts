// Finding and creating shopping carts for a shopper: by explicit cart token (headless clients, checkout hand-off),
// by the signed-in site user, or by the visitor's CART cookie. Always within the request's website.
import { randomBytes } from 'node:crypto';
import type { Prisma } from '../../db/client.ts';
import type { RequestContext, ServiceContext } from '../../http/context.ts';

/** The cart's own rows: entries with their variants (stock and prices are always read fresh), coupons, shipping
 * choice. Product display data comes from the CatalogMemo. A fixed number of statements whatever the size. */
export const CART_INCLUDE = {
  entries: { orderBy: [{ created: 'asc' }, { id: 'asc' }], include: { variant: true } },
  coupons: { include: { coupon: true } },
  selectedShippingOption: true,
} satisfies Prisma.ShoppingCartInclude;

export type CartRow = Prisma.ShoppingCartGetPayload<{ include: typeof CART_INCLUDE }>;
export type CartKind = 'STANDARD' | 'SUBSCRIPTION';

export const newCartToken = () => randomBytes(18).toString('base64url');

export function loadCart(ctx: ServiceContext, where: Prisma.ShoppingCartWhereInput): Promise<CartRow | null> {
  return ctx.db.shoppingCart.findFirst({
    where: { ...where, websiteId: ctx.website.id },
    include: CART_INCLUDE,
    orderBy: { created: 'desc' },
  });
}

/**
 * Where the shopper's open cart is: the explicit token first, then the signed-in user's cart, then the CART cookie's.
 * A cart of another user, a purchased cart or another website's cart never matches.
 */
async function shopperCartWhere(ctx: RequestContext, explicitToken?: string | null): Promise<Prisma.ShoppingCartWhereInput | null> {
  const open = { isPurchased: false, websiteId: ctx.website.id };
  const mine = ctx.siteUser ? { OR: [{ siteUserId: null }, { siteUserId: ctx.siteUser.id }] } : { siteUserId: null };
  if (explicitToken) return { ...open, ...mine, token: explicitToken };
  if (ctx.siteUser) {
    const users = { ...open, kind: 'STANDARD' as const, siteUserId: ctx.siteUser.id };
    if (await ctx.db.shoppingCart.findFirst({ where: users, select: { id: true } })) return users;
  }
  return ctx.cartToken ? { ...open, ...mine, kind: 'STANDARD', token: ctx.cartToken } : null;
}

/** The shopper's open cart with everything its view needs. */
export async function findShopperCart(ctx: RequestContext, explicitToken?: string | null): Promise<CartRow | null> {
  const where = await shopperCartWhere(ctx, explicitToken);
  return where ? loadCart(ctx, where) : null;
}

/** Just the id of the shopper's open cart: for writes that reload the cart afterwards anyway. */
export async function findShopperCartId(ctx: RequestContext, explicitToken?: string | null): Promise<string | null> {
  const where = await shopperCartWhere(ctx, explicitToken);
  const cart = where ? await ctx.db.shoppingCart.findFirst({ where, select: { id: true }, orderBy: { created: 'desc' } }) : null;
  return cart?.id ?? null;
}

export async function createCart(ctx: RequestContext, kind: CartKind = 'STANDARD'): Promise<string> {
  const cart = await ctx.db.shoppingCart.create({
    data: {
      websiteId: ctx.website.id,
      token: newCartToken(),
      kind,
      currency: ctx.website.currency,
      visitorId: ctx.visitor.id,
      siteUserId: ctx.siteUser?.id ?? null,
    },
    select: { id: true },
  });
  return cart.id;
}
