// A shopping cart's own rows in one statement, and a product's variants for an add: the cart, its entries in the order they were added, and each entry's
// variant (stock and prices always read fresh), joined; then its coupons in a second. The same SQL runs on SQLite
// and PostgreSQL (double-quoted names, TRUE/FALSE, CAST for the enum). Prisma reads the same rows with three
// statements and several times the CPU (a cart is read on every cart request: docs/performance.md). The columns are
// listed per model and checked against Prisma's model types, so a column added to a model fails to compile here.
import { join, raw, type Sql, sqltag } from '@prisma/client/runtime/client';
import type { Prisma } from '../../db/client.ts';
import type { CartEntry, Coupon, ProductVariant, ShoppingCart } from '../../db/generated/postgresql/client.ts';
import type { ServiceContext } from '../../http/context.ts';

type Kind = 'text' | 'int' | 'bool' | 'date' | 'json';

const CART = {
  id: 'text',
  websiteId: 'text',
  token: 'text',
  kind: 'text',
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

const VARIANT = {
  id: 'text',
  websiteId: 'text',
  productId: 'text',
  sku: 'text',
  attributes: 'json',
  priceCents: 'int',
  salePriceCents: 'int',
  onSale: 'bool',
  currency: 'text',
  unlimited: 'bool',
  qtyInStock: 'int',
  weightGrams: 'int',
  mainImageId: 'text',
  position: 'int',
  restockSendPending: 'bool',
  createdAt: 'date',
  updatedAt: 'date',
} as const satisfies Record<keyof ProductVariant, Kind>;

const COUPON = {
  id: 'text',
  websiteId: 'text',
  code: 'text',
  kind: 'text',
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

/** `alias."column" AS "prefix_column"` for each column (enums read as text on both engines). */
const columns = (alias: string, prefix: string, model: Record<string, Kind>) =>
  Object.keys(model)
    .map((c) =>
      model === CART && c === 'kind' ? `CAST(${alias}."kind" AS TEXT) AS "${prefix}kind"` : `${alias}."${c}" AS "${prefix}${c}"`,
    )
    .join(', ');

// The cart's columns are named in the inner query too: a statement without `*` keeps its column list prepared
// (server/db/sqlite-statements.ts).
const CART_COLUMNS = Object.keys(CART)
  .map((c) => `"${c}"`)
  .join(', ');
const SELECT_CART = raw(
  `SELECT ${columns('c', 'c_', CART)}, ${columns('e', 'e_', ENTRY)}, ${columns('v', 'v_', VARIANT)} FROM (SELECT ${CART_COLUMNS} FROM "ShoppingCart" WHERE `,
);
const FROM_ENTRIES = raw(
  ` ORDER BY "created" DESC LIMIT 1) c LEFT JOIN "CartEntry" e ON e."cartId" = c."id" LEFT JOIN "ProductVariant" v ON v."id" = e."variantId" ORDER BY e."created" ASC, e."id" ASC`,
);
const SELECT_COUPONS = raw(
  `SELECT ${Object.keys(COUPON)
    .map((c) => (c === 'kind' ? 'CAST(co."kind" AS TEXT) AS "kind"' : `co."${c}"`))
    .join(', ')} FROM "Coupon" co WHERE co."websiteId" = `,
);

type Row = Record<string, unknown>;

function value(kind: Kind, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  switch (kind) {
    case 'date':
      return v instanceof Date ? v : new Date(v as string | number);
    case 'bool':
      return v === true || v === 1 || v === 1n || v === '1' || v === 't';
    case 'int':
      return typeof v === 'number' ? v : Number(v);
    case 'json':
      return typeof v === 'string' ? JSON.parse(v) : v;
    default:
      return v;
  }
}

function pick<M extends Record<string, Kind>>(row: Row, prefix: string, model: M): { [K in keyof M]: unknown } {
  const out: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(model)) out[name] = value(kind, row[`${prefix}${name}`]);
  return out as { [K in keyof M]: unknown };
}

/** The newest of the website's carts matching `where`, with its entries, their variants and its coupons; null if none.
 * Two statements whatever the cart's size. */
export async function readCartRows(ctx: ServiceContext, where: CartWhere): Promise<CartRows | null> {
  const websiteId = ctx.website.id;
  const rows = await ctx.db.$queryRaw<Row[]>(sqltag`${SELECT_CART}${conditions(websiteId, where)}${FROM_ENTRIES}`);
  if (rows.length === 0) return null;
  const cart = pick(rows[0], 'c_', CART) as ShoppingCart;
  const entries = rows
    .filter((r) => r.e_id !== null && r.e_id !== undefined)
    .map((r) => ({ ...(pick(r, 'e_', ENTRY) as CartEntry), variant: pick(r, 'v_', VARIANT) as ProductVariant }));
  // A cart only ever holds its website's coupons; the filter keeps it so. Found by their ids (a website may have
  // thousands).
  const couponRows = await ctx.db.$queryRaw<Row[]>(
    sqltag`${SELECT_COUPONS}${websiteId} AND co."id" IN (SELECT "couponId" FROM "CartCoupon" WHERE "cartId" = ${cart.id}) ORDER BY co."createdAt", co."id"`,
  );
  const coupons = couponRows.map((r) => pick(r, '', COUPON) as Coupon);
  return { ...cart, entries, coupons };
}

const SELECT_VARIANTS = raw(`SELECT ${columns('v', 'v_', VARIANT)} FROM "ProductVariant" v WHERE v."productId" = `);

/** A product's variants as they are now (stock and prices are never memoised), in their order: for an add to cart, and
 * for an owner's merchandising answer. */
export async function readProductVariants(ctx: ServiceContext, productId: string): Promise<ProductVariant[]> {
  const rows = await ctx.db.$queryRaw<Row[]>(
    sqltag`${SELECT_VARIANTS}${productId} AND v."websiteId" = ${ctx.website.id} ORDER BY v."position" ASC, v."id" ASC`,
  );
  return rows.map((r) => pick(r, 'v_', VARIANT) as ProductVariant);
}
