// A shopping cart's own rows in one statement, and a product's variants for an add: the cart, its entries in the order
// they were added, and each entry's variant (stock and prices always read fresh), joined; then its coupons in a
// second (Kysely on Prisma's connection: server/db/kysely.ts). Prisma reads the same rows with three statements and
// several times the CPU (a cart is read on every cart request: docs/performance.md).
import type { ExpressionBuilder } from 'kysely';
import type { Prisma } from '../../db/client.ts';
import { prefixed, unprefixed } from '../../db/columns.ts';
import type { CartEntry, Coupon, ProductVariant, ShoppingCart } from '../../db/generated/postgresql/client.ts';
import { type DB, query } from '../../db/kysely.ts';
import { PreparedStatement } from '../../db/prepared.ts';
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

/** The same filter for Kysely (the cart's reads here): one meaning, two builders, checked to agree on both databases
 * (tests/api/cart-rows.test.ts). `value(key)` is where the filter's value of `key` goes. */
export function kyselyCartWhere(
  eb: ExpressionBuilder<DB, 'ShoppingCart'>,
  w: CartWhere,
  value: (key: 'websiteId' | 'id' | 'token' | 'kind' | 'siteUserId' | 'ownOrUser') => string,
) {
  const parts = [eb('websiteId', '=', value('websiteId'))];
  if (w.id !== undefined) parts.push(eb('id', '=', value('id')));
  if (w.token !== undefined) parts.push(eb('token', '=', value('token')));
  if (w.kind !== undefined) parts.push(eb('kind', '=', value('kind') as ShoppingCart['kind']));
  if (w.isPurchased !== undefined) parts.push(eb('isPurchased', '=', w.isPurchased));
  if (w.siteUserId === null) parts.push(eb('siteUserId', 'is', null));
  else if (w.siteUserId !== undefined) parts.push(eb('siteUserId', '=', value('siteUserId')));
  if (w.ownOrUser !== undefined) parts.push(eb.or([eb('siteUserId', 'is', null), eb('siteUserId', '=', value('ownOrUser'))]));
  return eb.and(parts);
}

/** A cart read's values, in the order its statement takes them (prepared.ts). */
const CART_VALUES = ['websiteId', 'id', 'token', 'kind', 'siteUserId', 'ownOrUser'] as const;
type CartValue = (typeof CART_VALUES)[number];

/** What changes a cart read's text: which conditions it has, and the purchased flag's value. */
const shapeOf = (w: CartWhere) =>
  `${(['id', 'token', 'kind', 'siteUserId', 'ownOrUser'] as const).map((k) => (w[k] === undefined ? '-' : w[k] === null ? '0' : '+')).join('')}${w.isPurchased}`;

const cartRead = new PreparedStatement((db, value, where: CartWhere) => {
  const newest = query(db)
    .selectFrom('ShoppingCart')
    .select(CART_COLUMNS)
    .where((eb) => kyselyCartWhere(eb, where, (key: CartValue) => value(CART_VALUES.indexOf(key))))
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
const couponsRead = new PreparedStatement((db, value) =>
  query(db)
    .selectFrom('Coupon')
    .select(COUPON_COLUMNS)
    .where('websiteId', '=', value(0))
    .where('id', 'in', query(db).selectFrom('CartCoupon').select('couponId').where('cartId', '=', value(1)))
    .orderBy('createdAt')
    .orderBy('id'),
);

/** The newest of the website's carts matching `where`, with its entries, their variants and its coupons; null if none.
 * Two statements whatever the cart's size; one without the coupons (`coupons: false`: they come back empty). */
export async function readCartRows(ctx: ServiceContext, where: CartWhere, opts: { coupons?: boolean } = {}): Promise<CartRows | null> {
  const websiteId = ctx.website.id;
  const values = CART_VALUES.map((key) => (key === 'websiteId' ? websiteId : where[key]));
  const { rows } = await cartRead.execute(ctx.db, shapeOf(where), where, values);
  if (rows.length === 0) return null;
  const cart: ShoppingCart = unprefixed(rows[0], 'c_', CART_COLUMNS);
  const entries = rows.flatMap((r) => {
    const entry = unprefixed(r, 'e_', ENTRY_COLUMNS);
    const variant = unprefixed(r, 'v_', VARIANT_COLUMNS);
    return entry.id === null ? [] : [{ ...(entry as CartEntry), variant: variant as ProductVariant }];
  });
  if (opts.coupons === false) return { ...cart, entries, coupons: [] };
  const coupons: Coupon[] = (await couponsRead.execute(ctx.db, '', undefined, [websiteId, cart.id])).rows;
  return { ...cart, entries, coupons };
}

const variantsRead = new PreparedStatement((db, value) =>
  query(db)
    .selectFrom('ProductVariant')
    .select(VARIANT_COLUMNS)
    .where('productId', '=', value(0))
    .where('websiteId', '=', value(1))
    .orderBy('position', 'asc')
    .orderBy('id', 'asc'),
);

/** A product's variants as they are now (stock and prices are never memoised), in their order: for an add to cart, and
 * for an owner's merchandising answer. */
export async function readProductVariants(ctx: ServiceContext, productId: string): Promise<ProductVariant[]> {
  return (await variantsRead.execute(ctx.db, '', undefined, [productId, ctx.website.id])).rows;
}
