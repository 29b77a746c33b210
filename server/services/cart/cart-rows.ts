// A shopping cart's own rows in one statement, and a product's variants for an add: the cart, its entries in the order
// they were added, and each entry's variant (stock and prices always read fresh), joined; then its coupons in a
// second (Kysely on Prisma's connection: server/db/kysely.ts). Prisma reads the same rows with three statements and
// several times the CPU (a cart is read on every cart request: docs/performance.md).
import type { ExpressionBuilder } from 'kysely';
import type { Prisma } from '../../db/client.ts';
import { prefixed, unprefixed } from '../../db/columns.ts';
import type { CartEntry, Coupon, ProductVariant, ShoppingCart } from '../../db/generated/postgresql/client.ts';
import { type DB, query } from '../../db/kysely.ts';
import { type Param, PreparedStatement } from '../../db/prepared.ts';
import { CART_COLUMNS, COUPON_COLUMNS, ENTRY_COLUMNS, VARIANT_COLUMNS } from '../../db/tables.ts';
import type { ServiceContext } from '../context.ts';

/** Which cart: the request's website always, and these equalities (`ownOrUser`: the visitor's own cart or that
 * signed-in user's). The newest match wins. */
export type CartWhere = {
  id?: string;
  token?: string;
  kind?: ShoppingCart['kind'];
  isPurchased?: boolean;
  siteUserId?: string | null;
  ownOrUser?: string;
};

export type CartRows = ShoppingCart & { entries: (CartEntry & { variant: ProductVariant })[]; coupons: Coupon[] };

/** The same filter for Prisma (the few places that only ask whether such a cart exists, or its id). */
export function prismaCartWhere(websiteId: string, w: CartWhere): Prisma.ShoppingCartWhereInput {
  const { ownOrUser, ...equal } = w;
  return { ...equal, websiteId, ...(ownOrUser !== undefined ? { OR: [{ siteUserId: null }, { siteUserId: ownOrUser }] } : {}) };
}

/** Which conditions a cart read has — what changes its statement's text (server/db/prepared.ts): each equality there or
 * not, whether the user's is `IS NULL`, and the purchased flag's value. */
export type CartWhereShape = {
  id: boolean;
  token: boolean;
  kind: boolean;
  siteUserId: 'value' | 'null' | 'any';
  ownOrUser: boolean;
  isPurchased: boolean | null;
};

export const cartWhereShape = (w: CartWhere): CartWhereShape => ({
  id: w.id !== undefined,
  token: w.token !== undefined,
  kind: w.kind !== undefined,
  siteUserId: w.siteUserId === null ? 'null' : w.siteUserId === undefined ? 'any' : 'value',
  ownOrUser: w.ownOrUser !== undefined,
  isPurchased: w.isPurchased ?? null,
});

/** A cart read's values, by name. */
type CartParams = {
  websiteId: string;
  id?: string;
  token?: string;
  kind?: ShoppingCart['kind'];
  siteUserId?: string | null;
  ownOrUser?: string;
};

/** The same filter for Kysely (the cart's reads here): one meaning, two builders, checked to agree on both databases
 * (tests/api/cart-rows.test.ts). `value(key)` is where the filter's value of `key` goes. */
export function kyselyCartWhere(eb: ExpressionBuilder<DB, 'ShoppingCart'>, w: CartWhereShape, value: (key: keyof CartParams) => string) {
  const parts = [eb('websiteId', '=', value('websiteId'))];
  if (w.id) parts.push(eb('id', '=', value('id')));
  if (w.token) parts.push(eb('token', '=', value('token')));
  if (w.kind) parts.push(eb('kind', '=', value('kind') as ShoppingCart['kind']));
  if (w.isPurchased !== null) parts.push(eb('isPurchased', '=', w.isPurchased));
  if (w.siteUserId === 'null') parts.push(eb('siteUserId', 'is', null));
  else if (w.siteUserId === 'value') parts.push(eb('siteUserId', '=', value('siteUserId')));
  if (w.ownOrUser) parts.push(eb.or([eb('siteUserId', 'is', null), eb('siteUserId', '=', value('ownOrUser'))]));
  return eb.and(parts);
}

const cartRead = new PreparedStatement((db, param: Param<CartParams>, where: CartWhereShape) => {
  const newest = query(db)
    .selectFrom('ShoppingCart')
    .select(CART_COLUMNS)
    .where((eb) => kyselyCartWhere(eb, where, (key) => param(key) as string))
    .orderBy('created', 'desc')
    .limit(1);
  return query(db)
    .selectFrom(newest.as('c'))
    .leftJoin('CartEntry as e', 'e.cartId', 'c.id')
    .leftJoin('ProductVariant as v', 'v.id', 'e.variantId')
    .select([...prefixed('c', 'c_', CART_COLUMNS), ...prefixed('e', 'e_', ENTRY_COLUMNS), ...prefixed('v', 'v_', VARIANT_COLUMNS)])
    .orderBy('e.created', 'asc')
    .orderBy('e.id', 'asc');
});

// A cart only ever holds its website's coupons; the filter keeps it so. Found by their ids (a website may have
// thousands).
const couponsRead = new PreparedStatement((db, param: Param<{ websiteId: string; cartId: string }>) =>
  query(db)
    .selectFrom('Coupon')
    .select(COUPON_COLUMNS)
    .where('websiteId', '=', param('websiteId'))
    .where('id', 'in', query(db).selectFrom('CartCoupon').select('couponId').where('cartId', '=', param('cartId')))
    .orderBy('createdAt')
    .orderBy('id'),
);

/** The newest of the website's carts matching `where`, with its entries, their variants and its coupons; null if none.
 * Two statements whatever the cart's size; one without the coupons (`coupons: false`: they come back empty). */
export async function readCartRows(ctx: ServiceContext, where: CartWhere, opts: { coupons?: boolean } = {}): Promise<CartRows | null> {
  const websiteId = ctx.website.id;
  const { rows } = await cartRead.execute(ctx.db, { ...where, websiteId }, cartWhereShape(where));
  if (rows.length === 0) return null;
  const cart: ShoppingCart = unprefixed(rows[0], 'c_', CART_COLUMNS);
  const entries = rows.flatMap((r) => {
    const entry = unprefixed(r, 'e_', ENTRY_COLUMNS);
    const variant = unprefixed(r, 'v_', VARIANT_COLUMNS);
    return entry.id === null ? [] : [{ ...(entry as CartEntry), variant: variant as ProductVariant }];
  });
  if (opts.coupons === false) return { ...cart, entries, coupons: [] };
  const coupons: Coupon[] = (await couponsRead.execute(ctx.db, { websiteId, cartId: cart.id })).rows;
  return { ...cart, entries, coupons };
}

const variantsRead = new PreparedStatement((db, param: Param<{ productId: string; websiteId: string }>) =>
  query(db)
    .selectFrom('ProductVariant')
    .select(VARIANT_COLUMNS)
    .where('productId', '=', param('productId'))
    .where('websiteId', '=', param('websiteId'))
    .orderBy('position', 'asc')
    .orderBy('id', 'asc'),
);

/** A product's variants as they are now (stock and prices are never memoised), in their order: for an add to cart, and
 * for an owner's merchandising answer. */
export async function readProductVariants(ctx: ServiceContext, productId: string): Promise<ProductVariant[]> {
  return (await variantsRead.execute(ctx.db, { productId, websiteId: ctx.website.id })).rows;
}
