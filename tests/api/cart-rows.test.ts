// The cart's rows in one statement (server/services/cart/cart-rows.ts) give exactly what Prisma gives for the same
// cart: every column of the cart, its entries (in the order they were added) with their variants, and its coupons —
// dates as dates, JSON as values, booleans as booleans — on SQLite and on PostgreSQL. Runs on both in CI.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../server/db/kysely.ts';
import {
  type CartWhere,
  cartWhereShape,
  kyselyCartWhere,
  prismaCartWhere,
  readCartRows,
  readProductVariants,
} from '../../server/services/cart/cart-rows.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const WEBSITE = 'site-demo';
const ctx = () => ({ db: t.db, website: { id: WEBSITE } }) as unknown as Parameters<typeof readCartRows>[0];

/** What Prisma reads for the cart: the same rows, with its include and the coupons through CartCoupon. */
async function prismaRows(id: string) {
  const cart = await t.db.shoppingCart.findUniqueOrThrow({
    where: { id },
    include: { entries: { orderBy: [{ created: 'asc' }, { id: 'asc' }], include: { variant: true } } },
  });
  const coupons = await t.db.coupon.findMany({
    where: { carts: { some: { cartId: id } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return { ...cart, coupons };
}

async function cartWithEverything(token: string, siteUserId: string | null = null) {
  const variants = await t.db.productVariant.findMany({ where: { websiteId: WEBSITE }, take: 3, orderBy: { id: 'asc' } });
  const cart = await t.db.shoppingCart.create({
    data: {
      websiteId: WEBSITE,
      token,
      kind: 'STANDARD',
      currency: 'USD',
      siteUserId,
      shippingLocation: { country: 'US', region: 'NY', postalCode: '10001' },
    },
  });
  for (const [i, v] of variants.entries()) {
    await t.db.cartEntry.create({
      data: {
        websiteId: WEBSITE,
        cartId: cart.id,
        itemId: v.productId,
        variantId: v.id,
        sku: v.sku,
        quantity: i + 1,
        additionalFields: i === 1 ? { engraving: 'A & B', lines: ['x', 'y'] } : undefined,
        additionalFieldsKey: i === 1 ? 'engraved' : '',
        purchasePriceCents: i === 2 ? 1234 : null,
        created: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      },
    });
  }
  for (const code of [`${token}-A`, `${token}-B`]) {
    const coupon = await t.db.coupon.create({
      data: { websiteId: WEBSITE, code, kind: 'PERCENTAGE', percentOffBps: 1000, expiresAt: new Date('2030-01-01T00:00:00Z') },
    });
    await t.db.cartCoupon.create({ data: { cartId: cart.id, couponId: coupon.id } });
  }
  return cart;
}

describe('the cart read in one statement', () => {
  it('gives the rows Prisma gives: the cart, its entries in order with their variants, and its coupons', async () => {
    const cart = await cartWithEverything('rows-1');
    const rows = await readCartRows(ctx(), { token: 'rows-1', isPurchased: false, siteUserId: null, kind: 'STANDARD' });
    expect(rows).toEqual(await prismaRows(cart.id));
    expect(rows?.entries.map((e) => e.quantity)).toEqual([1, 2, 3]);
    expect(rows?.created).toBeInstanceOf(Date);
    expect(rows?.entries[1].additionalFields).toEqual({ engraving: 'A & B', lines: ['x', 'y'] });
  });

  it('a cart without entries or coupons reads with none', async () => {
    const cart = await t.db.shoppingCart.create({ data: { websiteId: WEBSITE, token: 'rows-empty', kind: 'GIFT_CARD', currency: 'USD' } });
    const rows = await readCartRows(ctx(), { id: cart.id });
    expect(rows).toEqual({ ...(await prismaRows(cart.id)), entries: [], coupons: [] });
  });

  it('finds only the website’s cart matching every condition, the newest first', async () => {
    const user = await t.db.siteUser.create({ data: { websiteId: WEBSITE, email: 'rows@example.com', passwordHash: 'x' } });
    await cartWithEverything('rows-user', user.id);
    const cases: [CartWhere, string | null][] = [
      [{ token: 'rows-user', ownOrUser: user.id }, 'rows-user'],
      [{ token: 'rows-user', siteUserId: null }, null],
      [{ token: 'rows-user', isPurchased: true }, null],
      [{ token: 'rows-user', kind: 'SUBSCRIPTION' }, null],
      [{ kind: 'STANDARD', isPurchased: false, siteUserId: user.id }, 'rows-user'],
      [{ token: 'no-such-token' }, null],
    ];
    for (const [where, token] of cases) expect((await readCartRows(ctx(), where))?.token ?? null, JSON.stringify(where)).toBe(token);
    const otherSite = { db: t.db, website: { id: 'site-other' } } as unknown as Parameters<typeof readCartRows>[0];
    expect(await readCartRows(otherSite, { token: 'rows-user' })).toBeNull();
  });

  it('a product’s variants for an add are the rows Prisma gives, in their order, and only the website’s', async () => {
    for (const productId of ['prod-classic-tee', 'prod-wool-beanie']) {
      const prisma = await t.db.productVariant.findMany({
        where: { productId, websiteId: WEBSITE },
        orderBy: [{ position: 'asc' }, { id: 'asc' }],
      });
      expect(prisma.length).toBeGreaterThan(0);
      expect(await readProductVariants(ctx(), productId)).toEqual(prisma);
    }
    const otherSite = { db: t.db, website: { id: 'site-other' } } as unknown as Parameters<typeof readProductVariants>[0];
    expect(await readProductVariants(otherSite, 'prod-classic-tee')).toEqual([]);
  });

  it("Prisma's and Kysely's cart filters find the same carts, for every condition and their combinations", async () => {
    const user = await t.db.siteUser.create({ data: { websiteId: WEBSITE, email: 'filters@example.com', passwordHash: 'x' } });
    const made = [
      { token: 'filter-a', kind: 'STANDARD' as const, isPurchased: false, siteUserId: null },
      { token: 'filter-b', kind: 'STANDARD' as const, isPurchased: true, siteUserId: user.id },
      { token: 'filter-c', kind: 'SUBSCRIPTION' as const, isPurchased: false, siteUserId: user.id },
      { token: 'filter-d', kind: 'GIFT_CARD' as const, isPurchased: false, siteUserId: null },
    ];
    for (const cart of made) await t.db.shoppingCart.create({ data: { websiteId: WEBSITE, currency: 'USD', ...cart } });
    const a = await t.db.shoppingCart.findFirstOrThrow({ where: { token: 'filter-a' } });
    const conditions: CartWhere[] = [
      { id: a.id },
      { token: 'filter-b' },
      { kind: 'SUBSCRIPTION' },
      { isPurchased: true },
      { isPurchased: false },
      { siteUserId: null },
      { siteUserId: user.id },
      { ownOrUser: user.id },
      { ownOrUser: 'someone-else' },
    ];
    const cases = [...conditions, ...conditions.flatMap((x, i) => conditions.slice(i + 1).map((y) => ({ ...x, ...y })))];
    for (const where of cases) {
      const byPrisma = await t.db.shoppingCart.findMany({ where: prismaCartWhere(WEBSITE, where), select: { id: true } });
      const byKysely = await query(t.db)
        .selectFrom('ShoppingCart')
        .select('id')
        .where((eb) => kyselyCartWhere(eb, cartWhereShape(where), (key) => (key === 'websiteId' ? WEBSITE : (where[key] as string))))
        .execute();
      // And through the cart read itself, whose statement is built once per shape of filter.
      const newest = await readCartRows(ctx(), where, { coupons: false });
      expect(newest === null, JSON.stringify(where)).toBe(byPrisma.length === 0);
      expect(byKysely.map((r) => r.id).sort(), JSON.stringify(where)).toEqual(byPrisma.map((r) => r.id).sort());
    }
  });
});
