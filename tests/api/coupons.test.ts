// Owners' coupons: created, changed, switched off and deleted with settings:write; checkout applies what they set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_AMOUNT_MESSAGE, COUPON_CODE_MESSAGE, COUPON_DATES_MESSAGE, COUPON_PERCENT_MESSAGE } from '../../domain/coupons.ts';
import { NOT_AUTHORIZED_MESSAGE } from '../../domain/messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { MAX_COUPONS } from '../../domain/store-limits.ts';
import { COUPON_CODE_TAKEN, NO_SUCH_COUPON, TOO_MANY_COUPONS } from '../../server/services/coupons.ts';
import { browser, ownerHeaders, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof ownerHeaders>>;
beforeAll(async () => {
  t = await startTestApp();
  as = await ownerHeaders(t, RoleCode.WEBSITE_MANAGER);
});
afterAll(() => t.close());

const FIELDS =
  'id code kind percentOffBps amountOff { cents currencyCode decimalValue formatted } minSubtotal { cents } startsAt expiresAt usageLimit timesUsed active';
const CREATE = `mutation ($input: CouponInput!) { createCoupon(input: $input) { coupon { ${FIELDS} } userErrors { code message field } } }`;
const UPDATE = `mutation ($id: ID!, $input: CouponInput!) { updateCoupon(id: $id, input: $input) { coupon { ${FIELDS} } userErrors { code message field } } }`;
const DELETE = 'mutation ($id: ID!) { deleteCoupon(id: $id) { deletedId userErrors { code message field } } }';
type Coupon = Record<string, unknown> & { id: string };
type Payload = { coupon: Coupon | null; userErrors: { code: string; message: string; field: string | null }[] };

const create = async (input: Record<string, unknown>) => (await t.gql<{ createCoupon: Payload }>(CREATE, { input }, as)).data!.createCoupon;
const update = async (id: string, input: Record<string, unknown>) =>
  (await t.gql<{ updateCoupon: Payload }>(UPDATE, { id, input }, as)).data!.updateCoupon;

/** A shopper's cart with two Digital Lookbooks ($16.00) and the code applied. */
async function cartWith(code: string) {
  const b = browser(t);
  await b.get('/shop');
  await b.gql('mutation ($input: AddToCartInput!) { addToCart(input: $input) { cart { id } } }', {
    input: { itemId: 'prod-digital-lookbook', quantity: 2 },
  });
  const res = await b.gql(
    `mutation ($code: String!) { applyCoupon(code: $code) { cart { discountCents coupons { code valid reason } } userErrors { code } } }`,
    {
      code,
    },
  );
  return res.data?.applyCoupon;
}

describe('coupons', () => {
  it('a coupon code is stored as checkout matches it, and checkout applies the coupon', async () => {
    const created = await create({ code: '  spring-15 ', kind: 'PERCENTAGE', percentOffBps: 1500, amountOffCents: 999 });
    expect(created.userErrors).toEqual([]);
    expect(created.coupon).toMatchObject({
      code: 'SPRING-15',
      kind: 'PERCENTAGE',
      percentOffBps: 1500,
      amountOff: null,
      minSubtotal: { cents: 0 },
      usageLimit: null,
      timesUsed: 0,
      active: true,
    });
    const applied = await cartWith('Spring-15');
    expect(applied.cart).toEqual({ discountCents: 240, coupons: [{ code: 'SPRING-15', valid: true, reason: null }] });
  });

  it('a coupon code is unique per website', async () => {
    await create({ code: 'ONCE', kind: 'FREE_SHIPPING' });
    const again = await create({ code: 'once', kind: 'FREE_SHIPPING' });
    expect(again).toEqual({ coupon: null, userErrors: [{ code: 'ALREADY_EXISTS', message: COUPON_CODE_TAKEN, field: 'input.code' }] });
    const other = await create({ code: 'OTHER', kind: 'FREE_SHIPPING' });
    expect((await update(other.coupon!.id, { code: 'Once' })).userErrors).toEqual([
      { code: 'ALREADY_EXISTS', message: COUPON_CODE_TAKEN, field: 'input.code' },
    ]);
    const tokyo = await t.gql<{ createCoupon: Payload }>(
      CREATE,
      { input: { code: 'ONCE', kind: 'FREE_SHIPPING' } },
      { host: 'jp.localhost', ...(await ownerHeaders(t, RoleCode.ADMIN, 'site-tokyo')) },
    );
    expect(tokyo.data?.createCoupon.userErrors).toEqual([]);
  });

  it('a fixed amount shows as money in the store currency', async () => {
    const created = await create({ code: 'FIVEOFF', kind: 'FIXED_AMOUNT', amountOffCents: 500, minSubtotalCents: 2000, usageLimit: 100 });
    expect(created.coupon).toMatchObject({
      percentOffBps: 0,
      amountOff: { cents: 500, currencyCode: 'USD', decimalValue: '5.00', formatted: '$5.00' },
      minSubtotal: { cents: 2000 },
      usageLimit: 100,
    });
  });

  it('terms that could never apply are refused by field, and nothing is written', async () => {
    const before = await t.db.coupon.count();
    expect((await create({ code: 'bad code!', kind: 'FREE_SHIPPING' })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: COUPON_CODE_MESSAGE, field: 'input.code' },
    ]);
    expect((await create({ code: 'NOPERCENT', kind: 'PERCENTAGE' })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: COUPON_PERCENT_MESSAGE, field: 'input.percentOffBps' },
    ]);
    expect((await create({ code: 'OVERFULL', kind: 'PERCENTAGE', percentOffBps: 10_001 })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: COUPON_PERCENT_MESSAGE, field: 'input.percentOffBps' },
    ]);
    expect((await create({ code: 'NOAMOUNT', kind: 'FIXED_AMOUNT', amountOffCents: 0 })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: COUPON_AMOUNT_MESSAGE, field: 'input.amountOffCents' },
    ]);
    const dates = await create({
      code: 'BACKWARDS',
      kind: 'FREE_SHIPPING',
      startsAt: '2026-06-01T00:00:00Z',
      expiresAt: '2026-05-01T00:00:00Z',
    });
    expect(dates.userErrors).toEqual([{ code: 'INVALID_INPUT', message: COUPON_DATES_MESSAGE, field: 'input.expiresAt' }]);
    const limits = await create({ code: 'LIMITS', kind: 'FREE_SHIPPING', usageLimit: 0, minSubtotalCents: -1 });
    expect(limits.userErrors.map((e) => [e.code, e.field])).toEqual([
      ['INVALID_INPUT', 'input.minSubtotalCents'],
      ['INVALID_INPUT', 'input.usageLimit'],
    ]);
    const missing = await create({ code: 'NOKIND' });
    expect(missing.userErrors).toEqual([{ code: 'INVALID_INPUT', message: 'input.kind is required.', field: 'input.kind' }]);
    // A client generated from the schema sends null for what it does not set: null is the field left out.
    expect((await create({ code: 'NULLKIND', kind: null })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'input.kind is required.', field: 'input.kind' },
    ]);
    expect((await create({ code: 'LIMIT', kind: 'FREE_SHIPPING', usageLimit: 2_000_000_000 })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'input.usageLimit can be at most 1000000000.', field: 'input.usageLimit' },
    ]);
    const huge = await t.gql(CREATE, { input: { code: 'HUGE', kind: 'FIXED_AMOUNT', amountOffCents: 2 ** 40 } }, as);
    expect(huge.errors?.[0]?.message).toMatch(/Int cannot represent non 32-bit signed integer value/);
    expect(await t.db.coupon.count()).toBe(before);
  });

  it('an optional field sent as null takes its default, as if it were left out', async () => {
    const { coupon, userErrors } = await create({ code: 'NULLS', kind: 'FREE_SHIPPING', active: null, minSubtotalCents: null });
    expect(userErrors).toEqual([]);
    expect(await t.db.coupon.findUniqueOrThrow({ where: { id: coupon!.id } })).toMatchObject({ active: true, minSubtotalCents: 0 });
    await t.db.coupon.delete({ where: { id: coupon!.id } });
  });

  it('an update changes only what it is given; switching the kind clears the amount it no longer uses', async () => {
    const { coupon } = await create({ code: 'CHANGING', kind: 'FIXED_AMOUNT', amountOffCents: 300, usageLimit: 5 });
    const changed = await update(coupon!.id, { kind: 'PERCENTAGE', percentOffBps: 2500, expiresAt: '2030-01-01T00:00:00Z' });
    expect(changed.coupon).toMatchObject({
      code: 'CHANGING',
      kind: 'PERCENTAGE',
      percentOffBps: 2500,
      amountOff: null,
      usageLimit: 5,
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    expect((await t.db.coupon.findUniqueOrThrow({ where: { id: coupon!.id } })).amountOffCents).toBe(0);
    const cleared = await update(coupon!.id, { expiresAt: null, usageLimit: null });
    expect(cleared.coupon).toMatchObject({ expiresAt: null, usageLimit: null });
    expect((await update(coupon!.id, { kind: 'FIXED_AMOUNT' })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: COUPON_AMOUNT_MESSAGE, field: 'input.amountOffCents' },
    ]);
  });

  it('a switched-off coupon stays listed and checkout reports it inactive', async () => {
    const { coupon } = await create({ code: 'PAUSED', kind: 'PERCENTAGE', percentOffBps: 1000 });
    expect((await update(coupon!.id, { active: false })).coupon).toMatchObject({ active: false });
    const applied = await cartWith('paused');
    expect(applied.cart).toEqual({ discountCents: 0, coupons: [{ code: 'PAUSED', valid: false, reason: 'INACTIVE' }] });
  });

  it('a deleted coupon is gone from carts and checkout no longer knows it', async () => {
    const { coupon } = await create({ code: 'GONE', kind: 'PERCENTAGE', percentOffBps: 1000 });
    const res = await t.gql<{ deleteCoupon: unknown }>(DELETE, { id: coupon!.id }, as);
    expect(res.data?.deleteCoupon).toEqual({ deletedId: coupon!.id, userErrors: [] });
    expect((await cartWith('GONE')).userErrors).toEqual([{ code: 'INVALID_COUPON' }]);
    const again = await t.gql<{ deleteCoupon: unknown }>(DELETE, { id: coupon!.id }, as);
    expect(again.data?.deleteCoupon).toEqual({
      deletedId: null,
      userErrors: [{ code: 'NOT_FOUND', message: NO_SUCH_COUPON, field: 'id' }],
    });
  });

  it("another website's coupon cannot be changed or deleted", async () => {
    const tokyo = await t.db.coupon.create({ data: { websiteId: 'site-tokyo', code: 'TOKYO', kind: 'FREE_SHIPPING' } });
    expect((await update(tokyo.id, { active: false })).userErrors).toEqual([{ code: 'NOT_FOUND', message: NO_SUCH_COUPON, field: 'id' }]);
    expect((await t.gql<{ deleteCoupon: { deletedId: null } }>(DELETE, { id: tokyo.id }, as)).data?.deleteCoupon.deletedId).toBeNull();
    expect(await t.db.coupon.count({ where: { id: tokyo.id, active: true } })).toBe(1);
  });

  it('coupons are listed by code, a page at a time', async () => {
    const res = await t.gql<{ coupons: { edges: { node: { code: string } }[]; pageInfo: { hasNextPage: boolean } } }>(
      '{ coupons(first: 3) { edges { node { code } } pageInfo { hasNextPage } } }',
      {},
      as,
    );
    const codes = res.data!.coupons.edges.map((e) => e.node.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toHaveLength(3);
    expect(res.data!.coupons.pageInfo.hasNextPage).toBe(true);
  });

  it('every change is audited with the coupon before and after', async () => {
    const { coupon } = await create({ code: 'AUDITED', kind: 'FREE_SHIPPING' });
    await update(coupon!.id, { minSubtotalCents: 5000 });
    await t.gql(DELETE, { id: coupon!.id }, as);
    const entries = await t.db.auditEntry.findMany({
      where: { entityType: 'Coupon', entityId: coupon!.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(entries.map((e) => e.action)).toEqual(['coupon.create', 'coupon.update', 'coupon.delete']);
    expect(entries[1].before).toMatchObject({ code: 'AUDITED', minSubtotalCents: 0 });
    expect(entries[1].after).toMatchObject({ code: 'AUDITED', minSubtotalCents: 5000 });
  });

  it('a website holds at most 1,000 coupons', async () => {
    const tokyo = { host: 'jp.localhost', ...(await ownerHeaders(t, RoleCode.ADMIN, 'site-tokyo')) };
    const room = MAX_COUPONS - (await t.db.coupon.count({ where: { websiteId: 'site-tokyo' } }));
    await t.db.coupon.createMany({
      data: Array.from({ length: room }, (_, i) => ({ websiteId: 'site-tokyo', code: `BULK-${i}`, kind: 'FREE_SHIPPING' as const })),
    });
    const res = await t.gql<{ createCoupon: Payload }>(CREATE, { input: { code: 'ONEMORE', kind: 'FREE_SHIPPING' } }, tokyo);
    expect(res.data?.createCoupon).toEqual({
      coupon: null,
      userErrors: [{ code: 'INVALID_INPUT', message: TOO_MANY_COUPONS, field: 'input' }],
    });
  });

  it('needs settings:write', async () => {
    const res = await t.gql('{ coupons(first: 1) { edges { node { id } } } }', {}, await ownerHeaders(t, RoleCode.STORE_MANAGER));
    expect(res.errors?.[0]).toMatchObject({ message: NOT_AUTHORIZED_MESSAGE, extensions: { code: 'FORBIDDEN' } });
  });
});
