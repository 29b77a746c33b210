// Finding and creating shopping carts for a shopper: by explicit cart token (headless clients, checkout hand-off),
// by the signed-in site user, or by the visitor's CART cookie. Always within the request's website.
import { randomBytes } from 'node:crypto';
import { effectivePriceCents } from '../../../domain/availability.ts';
import { ProductType } from '../../../domain/product-type.ts';
import type { BoundedLine } from '../../../domain/store-limits.ts';
import type { RequestContext, ServiceContext } from '../context.ts';
import { type CartRows, type CartWhere, prismaCartWhere, readCartRows } from './cart-rows.ts';

/** The cart's own rows: entries with their variants (stock and prices are always read fresh) in one statement, its
 * coupons in a second (cart-rows.ts). Product display data and the chosen shipping option (one of the website's active
 * ones) come from the CatalogMemo. Two statements whatever the size. */
export type CartRow = CartRows;
/** STANDARD: the shopper's cart; SUBSCRIPTION and GIFT_CARD: one-item direct checkout carts (direct-cart.ts). */
export type CartKind = 'STANDARD' | 'SUBSCRIPTION' | 'GIFT_CARD';

export const newCartToken = () => randomBytes(18).toString('base64url');

/** The newest of the website's carts matching `where`, with everything its view needs. */
export function loadCart(ctx: ServiceContext, where: CartWhere): Promise<CartRow | null> {
  return readCartRows(ctx, where);
}

/**
 * Where the shopper's open cart is: the explicit token first, then the signed-in user's cart, then the CART cookie's.
 * A cart of another user, a purchased cart (unless `purchased` is asked for: a checkout retried after it succeeded) or
 * another website's cart never matches.
 */
async function shopperCartWhere(
  ctx: RequestContext,
  explicitToken?: string | null,
  opts: { purchased?: boolean } = {},
): Promise<CartWhere | null> {
  const open = opts.purchased ? {} : { isPurchased: false };
  const mine = ctx.siteUser ? { ownOrUser: ctx.siteUser.id } : { siteUserId: null };
  if (explicitToken) return { ...open, ...mine, token: explicitToken };
  if (ctx.siteUser) {
    const users: CartWhere = { ...open, kind: 'STANDARD', siteUserId: ctx.siteUser.id };
    if (await ctx.db.shoppingCart.findFirst({ where: prismaCartWhere(ctx.website.id, users), select: { id: true } })) return users;
  }
  return ctx.cartToken ? { ...open, ...mine, kind: 'STANDARD', token: ctx.cartToken } : null;
}

/** The shopper's open cart (or, with `purchased`, their cart even once bought) with everything its view needs. */
export async function findShopperCart(
  ctx: RequestContext,
  explicitToken?: string | null,
  opts: { purchased?: boolean } = {},
): Promise<CartRow | null> {
  const where = await shopperCartWhere(ctx, explicitToken, opts);
  return where ? loadCart(ctx, where) : null;
}

/** The id and lines of the shopper's open cart (one statement, its coupons left out): what an add checks against
 * before it writes. */
export async function shopperCartLines(
  ctx: RequestContext,
  explicitToken?: string | null,
): Promise<{ cartId: string | null; lines: CartLine[] }> {
  const where = await shopperCartWhere(ctx, explicitToken);
  const cart = where ? await readCartRows(ctx, where, { coupons: false }) : null;
  return cart ? { cartId: cart.id, lines: await linesOf(ctx, cart) } : { cartId: null, lines: [] };
}

/** A new cart's own row for the shopper: a fresh token, the website's currency, the visitor and signed-in user. */
export const newCartRow = (ctx: RequestContext, kind: CartKind) => ({
  websiteId: ctx.website.id,
  token: newCartToken(),
  kind,
  currency: ctx.website.currency,
  visitorId: ctx.visitor.id,
  siteUserId: ctx.siteUser?.id ?? null,
});

/** A cart line as the add-to-cart rules and the cart's bounds see it. */
export type CartLine = BoundedLine & { itemId: string; variantId: string; sku: string; additionalFieldsKey: string };

/** The lines of a loaded cart with their prices (read fresh) and whether they are gift cards. */
export const linesOf = (ctx: ServiceContext, cart: CartRow): Promise<CartLine[]> => withFacts(ctx, cart.entries);

type LineRow = Omit<CartLine, 'unitPriceCents' | 'giftCard'> & {
  purchasePriceCents: number | null;
  variant: { priceCents: number; salePriceCents: number; onSale: boolean };
};

async function withFacts(ctx: ServiceContext, rows: LineRow[]): Promise<CartLine[]> {
  const products = await ctx.catalog.products(ctx, [...new Set(rows.map((r) => r.itemId))]);
  return rows.map((r) => ({
    itemId: r.itemId,
    variantId: r.variantId,
    sku: r.sku,
    additionalFieldsKey: r.additionalFieldsKey,
    quantity: r.quantity,
    unitPriceCents: r.purchasePriceCents ?? effectivePriceCents(r.variant),
    giftCard: products.get(r.itemId)?.productType === ProductType.GIFT_CARD,
  }));
}
