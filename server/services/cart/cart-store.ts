// Finding and creating shopping carts for a shopper: by explicit cart token (headless clients, checkout hand-off),
// by the signed-in site user, or by the visitor's CART cookie. Always within the request's website.
import { randomBytes } from 'node:crypto';
import type { Prisma } from '../../db/client.ts';
import type { RequestContext, ServiceContext } from '../../http/context.ts';

/** Everything a cart view needs, loaded with a fixed number of statements whatever the number of entries. */
export const CART_INCLUDE = {
  entries: {
    orderBy: [{ created: 'asc' }, { id: 'asc' }],
    include: {
      variant: true,
      product: {
        select: {
          id: true,
          productType: true,
          additionalFieldsFormId: true,
          item: { select: { title: true, urlSlug: true } },
          collection: { select: { urlSlug: true } },
          images: { orderBy: { position: 'asc' }, take: 1 },
          additionalFieldsForm: { select: { fields: { orderBy: { position: 'asc' } } } },
        },
      },
    },
  },
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
 * The shopper's open cart: the explicit token first, then the signed-in user's cart, then the CART cookie's.
 * A cart of another user, a purchased cart or another website's cart is never returned.
 */
export async function findShopperCart(ctx: RequestContext, explicitToken?: string | null): Promise<CartRow | null> {
  const open = { isPurchased: false };
  const mine = ctx.siteUser ? { OR: [{ siteUserId: null }, { siteUserId: ctx.siteUser.id }] } : { siteUserId: null };
  if (explicitToken) return loadCart(ctx, { ...open, ...mine, token: explicitToken });
  if (ctx.siteUser) {
    const users = await loadCart(ctx, { ...open, kind: 'STANDARD', siteUserId: ctx.siteUser.id });
    if (users) return users;
  }
  return ctx.cartToken ? loadCart(ctx, { ...open, ...mine, kind: 'STANDARD', token: ctx.cartToken }) : null;
}

export async function createCart(ctx: RequestContext, kind: CartKind = 'STANDARD'): Promise<CartRow> {
  const cart = await ctx.db.shoppingCart.create({
    data: {
      websiteId: ctx.website.id,
      token: newCartToken(),
      kind,
      currency: ctx.website.currency,
      visitorId: ctx.visitor.id,
      siteUserId: ctx.siteUser?.id ?? null,
    },
    include: CART_INCLUDE,
  });
  return cart;
}
