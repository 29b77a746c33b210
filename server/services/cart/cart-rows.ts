// A shopping cart's own rows in one statement, and a product's variants for an add: the cart, its entries in the order
// they were added, and each entry's variant (stock and prices always read fresh), joined; then its coupons in a
// second (server/db/sql-rows.ts). Prisma reads the same rows with three statements and several times the CPU (a cart
// is read on every cart request: docs/performance.md).
import { join, raw, type Sql, sqltag } from '@prisma/client/runtime/client';
import { VARIANT } from '../../db/catalog-columns.ts';
import type { Prisma } from '../../db/client.ts';
import { readRows } from '../../db/direct-reads.ts';
import type { CartEntry, Coupon, ProductVariant, ShoppingCart } from '../../db/generated/postgresql/client.ts';
import { type Kind, pick, selectList } from '../../db/sql-rows.ts';
import type { ServiceContext } from '../../http/context.ts';

const CART = {
  id: 'text',
  websiteId: 'text',
  token: 'text',
  kind: 'enum',
  visitorId: 'text',
  siteUserId: 'text',
  currency: 'text',
  isPurchased: 'bool',
  orderId: 'text',
  shippingLocation: 'json',
  selectedShippingOptionId: 'text',
  subscriptionOptionId: 'text',
  created: 'date',
  updatedAt: 'date',
} as const satisfies Record<keyof ShoppingCart, Kind>;

const ENTRY = {
  id: 'text',
  websiteId: 'text',
  cartId: 'text',
  itemId: 'text',
  variantId: 'text',
  sku: 'text',
  quantity: 'int',
  additionalFields: 'json',
  additionalFieldsKey: 'text',
  purchasePriceCents: 'int',
  created: 'date',
  updatedAt: 'date',
} as const satisfies Record<keyof CartEntry, Kind>;

const COUPON = {
  id: 'text',
  websiteId: 'text',
  code: 'text',
  kind: 'enum',
  percentOffBps: 'int',
  amountOffCents: 'int',
  minSubtotalCents: 'int',
  startsAt: 'date',
  expiresAt: 'date',
  usageLimit: 'int',
  timesUsed: 'int',
  active: 'bool',
  createdAt: 'date',
} as const satisfies Record<keyof Coupon, Kind>;

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

function conditions(websiteId: string, w: CartWhere): Sql {
  const parts = [sqltag`"websiteId" = ${websiteId}`];
  if (w.id !== undefined) parts.push(sqltag`"id" = ${w.id}`);
  if (w.token !== undefined) parts.push(sqltag`"token" = ${w.token}`);
  if (w.kind !== undefined) parts.push(sqltag`CAST("kind" AS TEXT) = ${w.kind}`);
  if (w.isPurchased !== undefined) parts.push(sqltag`"isPurchased" = ${raw(w.isPurchased ? 'TRUE' : 'FALSE')}`);
  if (w.siteUserId === null) parts.push(sqltag`"siteUserId" IS NULL`);
  else if (w.siteUserId !== undefined) parts.push(sqltag`"siteUserId" = ${w.siteUserId}`);
  if (w.ownOrUser !== undefined) parts.push(sqltag`("siteUserId" IS NULL OR "siteUserId" = ${w.ownOrUser})`);
  return join(parts, ' AND ');
}

// The cart's columns are named in the inner query too: a statement without `*` keeps its column list prepared
// (server/db/sqlite-statements.ts).
const CART_COLUMNS = Object.keys(CART)
  .map((c) => `"${c}"`)
  .join(', ');
const SELECT_CART = raw(
  `SELECT ${selectList('c', 'c_', CART)}, ${selectList('e', 'e_', ENTRY)}, ${selectList('v', 'v_', VARIANT)} FROM (SELECT ${CART_COLUMNS} FROM "ShoppingCart" WHERE `,
);
const FROM_ENTRIES = raw(
  ` ORDER BY "created" DESC LIMIT 1) c LEFT JOIN "CartEntry" e ON e."cartId" = c."id" LEFT JOIN "ProductVariant" v ON v."id" = e."variantId" ORDER BY e."created" ASC, e."id" ASC`,
);
const SELECT_COUPONS = raw(`SELECT ${selectList('co', '', COUPON)} FROM "Coupon" co WHERE co."websiteId" = `);

/** The newest of the website's carts matching `where`, with its entries, their variants and its coupons; null if none.
 * Two statements whatever the cart's size; one without the coupons (`coupons: false`: they come back empty). */
export async function readCartRows(ctx: ServiceContext, where: CartWhere, opts: { coupons?: boolean } = {}): Promise<CartRows | null> {
  const websiteId = ctx.website.id;
  const rows = await readRows(ctx.db, sqltag`${SELECT_CART}${conditions(websiteId, where)}${FROM_ENTRIES}`);
  if (rows.length === 0) return null;
  const cart = pick(rows[0], 'c_', CART) as unknown as ShoppingCart;
  const entries = rows
    .filter((r) => r.e_id !== null && r.e_id !== undefined)
    .map((r) => ({ ...(pick(r, 'e_', ENTRY) as unknown as CartEntry), variant: pick(r, 'v_', VARIANT) as unknown as ProductVariant }));
  if (opts.coupons === false) return { ...cart, entries, coupons: [] };
  // A cart only ever holds its website's coupons; the filter keeps it so. Found by their ids (a website may have
  // thousands).
  const couponRows = await readRows(
    ctx.db,
    sqltag`${SELECT_COUPONS}${websiteId} AND co."id" IN (SELECT "couponId" FROM "CartCoupon" WHERE "cartId" = ${cart.id}) ORDER BY co."createdAt", co."id"`,
  );
  const coupons = couponRows.map((r) => pick(r, '', COUPON) as unknown as Coupon);
  return { ...cart, entries, coupons };
}

const SELECT_VARIANTS = raw(`SELECT ${selectList('v', 'v_', VARIANT)} FROM "ProductVariant" v WHERE v."productId" = `);

/** A product's variants as they are now (stock and prices are never memoised), in their order: for an add to cart, and
 * for an owner's merchandising answer. */
export async function readProductVariants(ctx: ServiceContext, productId: string): Promise<ProductVariant[]> {
  const rows = await readRows(
    ctx.db,
    sqltag`${SELECT_VARIANTS}${productId} AND v."websiteId" = ${ctx.website.id} ORDER BY v."position" ASC, v."id" ASC`,
  );
  return rows.map((r) => pick(r, 'v_', VARIANT) as unknown as ProductVariant);
}
