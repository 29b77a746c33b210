// After the purchase: owners fulfil, refund and cancel orders; gift card balances; subscription renewals with
// retries and endings; shoppers cancelling their subscriptions; download links that expire and run out.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../../domain/permissions.ts';
import { issueApiToken } from '../../server/services/auth/api-tokens.ts';
import { runRenewals } from '../../server/services/subscription-renewals.ts';
import { browser, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let headless: { headers: { authorization: string } };
let owner: { headers: { authorization: string } };
beforeAll(async () => {
  t = await startTestApp();
  headless = {
    headers: { authorization: `Bearer ${(await issueApiToken(t.db, { websiteId: 'site-demo', kind: 'STOREFRONT', name: 't' })).token}` },
  };
  owner = { headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.STORE_MANAGER)}` } };
});
afterAll(() => t.close());

const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
const NY = { address: '1 Main St', city: 'New York', region: 'NY', postalCode: '10001', country: 'US' };
let n = 0;
async function buy(
  itemId: string,
  opts: { sku?: string; card?: typeof CARD; email?: string; ship?: boolean; subscription?: boolean } = {},
) {
  const token = opts.subscription
    ? (await t.gql<any>(`mutation { createSubscriptionCart(itemId: "${itemId}") { cartToken } }`, {}, headless)).data.createSubscriptionCart
        .cartToken
    : (
        await t.gql<any>(
          'mutation($i: AddToCartInput!) { addToCart(input: $i) { cart { cartToken } } }',
          { i: { itemId, sku: opts.sku } },
          headless,
        )
      ).data.addToCart.cart.cartToken;
  const option = (await t.db.shippingOption.findFirstOrThrow({ where: { name: 'Standard', websiteId: 'site-demo' } })).id;
  const input = {
    cartToken: token,
    idempotencyKey: `admin-${++n}`,
    email: opts.email ?? 'buyer@example.com',
    name: 'Ada Lovelace',
    card: opts.card ?? CARD,
    ...(opts.ship ? { shippingAddress: NY, shippingOptionId: option } : {}),
  };
  const res = await t.gql<any>(
    'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id grandTotal { cents } downloads { url } } userErrors { message } } }',
    { input },
    headless,
  );
  expect(res.data.placeOrder.userErrors).toEqual([]);
  return res.data.placeOrder.order;
}
const act = async (mutation: string) =>
  (
    await t.gql<any>(
      `mutation { r: ${mutation} { order { status refunded { cents } trackingNumber } userErrors { code message } } }`,
      {},
      owner,
    )
  ).data.r;

describe('owner order actions', () => {
  it('fulfils a paid order with a tracking number, and lists orders by status', async () => {
    const order = await buy('prod-canvas-tote', { ship: true });
    expect(await act(`fulfillOrder(orderId: "${order.id}", trackingNumber: "1Z999")`)).toEqual({
      order: { status: 'FULFILLED', refunded: { cents: 0 }, trackingNumber: '1Z999' },
      userErrors: [],
    });
    const listed = await t.gql<any>('{ orders(first: 50, status: FULFILLED) { edges { node { id status } } } }', {}, owner);
    expect(listed.data.orders.edges.map((e: any) => e.node.id)).toContain(order.id);
    expect(listed.data.orders.edges.every((e: any) => e.node.status === 'FULFILLED')).toBe(true);
  });

  it('refunds in part, then the rest; a fully refunded order is REFUNDED and cannot be refunded again', async () => {
    const order = await buy('prod-digital-lookbook');
    expect((await act(`refundOrder(orderId: "${order.id}", amountCents: 300)`)).order).toMatchObject({
      status: 'PAID',
      refunded: { cents: 300 },
    });
    expect((await act(`refundOrder(orderId: "${order.id}")`)).order).toMatchObject({ status: 'REFUNDED', refunded: { cents: 800 } });
    expect((await act(`refundOrder(orderId: "${order.id}")`)).userErrors[0].code).toBe('INVALID_STATE');
  });

  it('cancelling a paid order refunds it and puts the stock back', async () => {
    const before = (await t.db.productVariant.findFirstOrThrow({ where: { sku: 'SESSION-60' } })).qtyInStock;
    const order = await buy('prod-styling-session');
    expect((await t.db.productVariant.findFirstOrThrow({ where: { sku: 'SESSION-60' } })).qtyInStock).toBe(before - 1);
    expect((await act(`cancelOrder(orderId: "${order.id}")`)).order).toMatchObject({ status: 'CANCELLED', refunded: { cents: 9000 } });
    expect((await t.db.productVariant.findFirstOrThrow({ where: { sku: 'SESSION-60' } })).qtyInStock).toBe(before);
  });

  it('a viewer may not act on orders', async () => {
    const viewer = { headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.VIEWER)}` } };
    const res = await t.gql<any>('mutation { fulfillOrder(orderId: "x") { userErrors { code } } }', {}, viewer);
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('gift cards after purchase', () => {
  it('a shopper checks a balance by code; an owner lists and disables cards', async () => {
    const order = await buy('prod-gift-card', { sku: 'GIFT-50' });
    const card = await t.db.giftCard.findFirstOrThrow({ where: { orderId: order.id } });
    const balance = await t.gql<any>('query($c: String!) { giftCardBalance(code: $c) { formatted } }', { c: card.code });
    expect(balance.data.giftCardBalance).toEqual({ formatted: '$50.00' });
    const listed = await t.gql<any>('{ giftCards(first: 50) { edges { node { id balance { cents } } } } }', {}, owner);
    expect(listed.data.giftCards.edges.map((e: any) => e.node.id)).toContain(card.id);
    await t.gql(`mutation { setGiftCardDisabled(giftCardId: "${card.id}", disabled: true) { userErrors { code } } }`, {}, owner);
    expect(
      (await t.gql<any>('query($c: String!) { giftCardBalance(code: $c) { formatted } }', { c: card.code })).data.giftCardBalance,
    ).toBeNull();
  });
});

describe('digital downloads', () => {
  it('a download link serves the file until its downloads run out, then answers 410', async () => {
    const order = await buy('prod-digital-lookbook');
    const url = order.downloads[0].url;
    const file = await t.db.digitalFile.findUniqueOrThrow({ where: { productId: 'prod-digital-lookbook' } });
    for (let i = 0; i < 5; i++) {
      const res = await t.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('attachment; filename="Digital Lookbook.pdf"');
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(createHash('sha256').update(body).digest('hex')).toBe(file.sha256);
    }
    expect((await t.request(url)).status).toBe(410);
    expect((await t.request('/api/commerce/downloads/unknown')).status).toBe(404);
  });

  it('a link to a product whose file was removed says so, and costs no download', async () => {
    const order = await buy('prod-digital-lookbook');
    const url = order.downloads[0].url;
    const removed = await t.gql<any>(
      'mutation($p: ID!) { removeDigitalFile(productId: $p) { deletedId userErrors { message } } }',
      { p: 'prod-digital-lookbook' },
      owner,
    );
    expect(removed.data.removeDigitalFile.userErrors).toEqual([]);
    const res = await t.request(url);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'The file for this download is not available. Please contact the store.' });
    const link = await t.db.digitalDownload.findFirstOrThrow({ where: { orderId: order.id } });
    expect(link.downloadsLeft).toBe(5);
  });
});

describe('subscription renewals', () => {
  const dueNow = async (id: string) => {
    await t.db.subscription.update({ where: { id }, data: { nextBillingAt: new Date(Date.now() - 1000) } });
  };

  it('a due subscription is charged and gets an order for the cycle; the next date moves a month on', async () => {
    await buy('prod-coffee-subscription', { subscription: true, ship: true, email: 'renew@example.com' });
    const sub = await t.db.subscription.findFirstOrThrow({ where: { email: 'renew@example.com' } });
    const nextBefore = sub.nextBillingAt!;
    await dueNow(sub.id);
    const outcomes = await runRenewals(t.services);
    expect(outcomes).toContainEqual({ subscriptionId: sub.id, outcome: 'renewed' });
    const after = await t.db.subscription.findUniqueOrThrow({ where: { id: sub.id } });
    expect(after.cyclesBilled).toBe(2);
    expect(after.nextBillingAt!.getTime()).toBeGreaterThan(nextBefore.getTime());
    expect(await t.db.order.count({ where: { subscriptionId: sub.id } })).toBe(2);
    expect((await runRenewals(t.services)).map((o) => o.subscriptionId)).not.toContain(sub.id);
  });

  it('a failing charge is retried a bounded number of times, then the subscription is past due', async () => {
    await buy('prod-coffee-subscription', { subscription: true, ship: true, email: 'decline@example.com' });
    const sub = await t.db.subscription.findFirstOrThrow({ where: { email: 'decline@example.com' } });
    await t.db.subscription.update({ where: { id: sub.id }, data: { paymentMethodRef: 'pm_test_0002' } });
    const outcomes: string[] = [];
    for (let i = 0; i < 3; i++) {
      await dueNow(sub.id);
      outcomes.push(...(await runRenewals(t.services)).filter((o) => o.subscriptionId === sub.id).map((o) => o.outcome));
    }
    expect(outcomes).toEqual(['retry', 'retry', 'failed']);
    expect((await t.db.subscription.findUniqueOrThrow({ where: { id: sub.id } })).status).toBe('PAST_DUE');
  });

  it('ends after the last cycle', async () => {
    await buy('prod-coffee-subscription', { subscription: true, ship: true, email: 'twice@example.com' });
    const sub = await t.db.subscription.findFirstOrThrow({ where: { email: 'twice@example.com' } });
    await t.db.subscription.update({ where: { id: sub.id }, data: { numBillingCycles: 2 } });
    await dueNow(sub.id);
    expect(await runRenewals(t.services)).toContainEqual({ subscriptionId: sub.id, outcome: 'ended' });
    expect(await t.db.subscription.findUniqueOrThrow({ where: { id: sub.id } })).toMatchObject({ status: 'ENDED', nextBillingAt: null });
  });

  it('a signed-in shopper sees and cancels their own subscription; owners pause and resume', async () => {
    const shopper = browser(t);
    await shopper.get('/shop');
    await shopper.gql('mutation { signUp(input: { email: "subscriber@example.com", password: "correct horse" }) { siteUser { id } } }');
    const userId = (await t.db.siteUser.findFirstOrThrow({ where: { email: 'subscriber@example.com' } })).id;
    await buy('prod-coffee-subscription', { subscription: true, ship: true, email: 'subscriber@example.com' });
    const sub = await t.db.subscription.findFirstOrThrow({ where: { email: 'subscriber@example.com' } });
    await t.db.subscription.update({ where: { id: sub.id }, data: { siteUserId: userId } });
    const paused = await t.gql<any>(
      `mutation { changeSubscription(subscriptionId: "${sub.id}", change: PAUSE) { subscription { status nextBillingAt } } }`,
      {},
      owner,
    );
    expect(paused.data.changeSubscription.subscription).toEqual({ status: 'PAUSED', nextBillingAt: null });
    const resumed = await t.gql<any>(
      `mutation { changeSubscription(subscriptionId: "${sub.id}", change: RESUME) { subscription { status nextBillingAt } } }`,
      {},
      owner,
    );
    expect(resumed.data.changeSubscription.subscription.status).toBe('ACTIVE');
    expect((await shopper.gql('{ mySubscriptions { id status } }')).data?.mySubscriptions).toEqual([{ id: sub.id, status: 'ACTIVE' }]);
    const cancelled = await shopper.gql(
      `mutation { cancelMySubscription(subscriptionId: "${sub.id}") { subscription { status } userErrors { code } } }`,
    );
    expect(cancelled.data?.cancelMySubscription.subscription.status).toBe('CANCELLED');
  });
});

/** An order row of `websiteId` written directly (for filters and tenancy; no payment behind it). */
const orderRow = (websiteId: string, data: { email: string; status?: 'FAILED' | 'PAID'; siteUserId?: string }) =>
  t.db.order.create({
    data: {
      websiteId,
      orderNumber: 900_000 + ++n,
      idempotencyKey: `row-${n}`,
      statusToken: `row-token-${n}`,
      currency: 'USD',
      subtotalCents: 100,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 100,
      ...data,
    },
  });
const siteUser = (websiteId: string, email: string) =>
  t.db.siteUser.create({ data: { websiteId, email, passwordHash: 'x', firstName: 'Ada' } });

describe("an owner's view of an order", () => {
  const view = async (orderId: string, who = owner) =>
    t.gql<any>(
      `query($id: ID!) { order(id: $id) { status fulfilledAt cancelledAt customer { id email firstName }
        refunds { amount { cents formatted } reason status failure createdAt updatedAt } } }`,
      { id: orderId },
      who,
    );
  const recent = (iso: string) => Math.abs(Date.now() - Date.parse(iso)) < 60_000;

  it("lists an order's refunds with amount, reason, state and time, and when it was fulfilled", async () => {
    const order = await buy('prod-canvas-tote', { ship: true });
    expect((await view(order.id)).data.order).toMatchObject({ fulfilledAt: null, cancelledAt: null, refunds: [] });
    await act(`fulfillOrder(orderId: "${order.id}")`);
    await act(`refundOrder(orderId: "${order.id}", amountCents: 300)`);
    await act(`refundOrder(orderId: "${order.id}", amountCents: 200)`);
    const { order: seen } = (await view(order.id)).data;
    expect(recent(seen.fulfilledAt)).toBe(true);
    expect(seen.cancelledAt).toBeNull();
    expect(seen.refunds.map((r: any) => [r.amount, r.reason, r.status, r.failure])).toEqual([
      [{ cents: 200, formatted: '$2.00' }, 'REFUND', 'SUCCEEDED', null],
      [{ cents: 300, formatted: '$3.00' }, 'REFUND', 'SUCCEEDED', null],
    ]);
    expect(seen.refunds.every((r: any) => recent(r.createdAt) && r.updatedAt >= r.createdAt)).toBe(true);
  });

  it("shows when an order was cancelled and its cancellation's refund", async () => {
    const order = await buy('prod-digital-lookbook');
    await act(`cancelOrder(orderId: "${order.id}")`);
    const { order: seen } = (await view(order.id)).data;
    expect(recent(seen.cancelledAt)).toBe(true);
    expect(seen.refunds).toMatchObject([{ amount: { cents: 800 }, reason: 'CANCEL', status: 'SUCCEEDED' }]);
  });

  it('links an order to the customer account that placed it; a guest order has none', async () => {
    const account = await siteUser('site-demo', 'account-holder@example.com');
    const guest = await orderRow('site-demo', { email: 'guest@example.com' });
    const placed = await orderRow('site-demo', { email: account.email, siteUserId: account.id });
    expect((await view(guest.id)).data.order.customer).toBeNull();
    expect((await view(placed.id)).data.order.customer).toEqual({ id: account.id, email: account.email, firstName: 'Ada' });
  });

  it("never shows another website's customer account or refunds on an order", async () => {
    const stranger = await siteUser('site-tokyo', 'stranger@example.com');
    const order = await orderRow('site-demo', { email: 'mixed@example.com', siteUserId: stranger.id });
    await t.db.orderRefund.create({ data: { websiteId: 'site-tokyo', orderId: order.id, amountCents: 50, reason: 'REFUND' } });
    expect((await view(order.id)).data.order).toMatchObject({ customer: null, refunds: [] });
    const tokyo = { host: 'jp.localhost', headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.ADMIN, 'site-tokyo')}` } };
    expect((await view(order.id, tokyo)).data.order).toBeNull();
  });

  it("an order's refunds are bounded: its latest 100, newest first", async () => {
    const order = await orderRow('site-demo', { email: 'many-refunds@example.com', status: 'PAID' });
    const start = Date.now() - 1_000_000;
    await t.db.orderRefund.createMany({
      data: Array.from({ length: 101 }, (_, i) => ({
        websiteId: 'site-demo',
        orderId: order.id,
        amountCents: i + 1,
        reason: 'REFUND',
        status: 'SUCCEEDED' as const,
        createdAt: new Date(start + i * 1000),
      })),
    });
    const refunds = (await view(order.id)).data.order.refunds;
    expect(refunds).toHaveLength(100);
    expect([refunds[0].amount.cents, refunds[99].amount.cents]).toEqual([101, 2]);
  });

  it('refuses the owner fields to shoppers holding the status link, and to owners without the read capability', async () => {
    const order = await orderRow('site-demo', { email: 'link@example.com', status: 'PAID' });
    const byLink = await t.gql<any>(`{ orderStatus(token: "${order.statusToken}") { orderNumber refunds { id } } }`);
    expect(byLink.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    for (const field of ['fulfilledAt', 'cancelledAt', 'customer { id }']) {
      const res = await t.gql<any>(`{ orderStatus(token: "${order.statusToken}") { ${field} } }`);
      expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    const none = { headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.NONE)}` } };
    expect((await view(order.id, none)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const viewer = { headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.VIEWER)}` } };
    expect((await view(order.id, viewer)).data.order).toMatchObject({ refunds: [], customer: null });
  });
});

describe('order and customer filters', () => {
  const orderEmails = async (args: string) =>
    (await t.gql<any>(`{ orders(first: 100, ${args}) { edges { node { email status } } } }`, {}, owner)).data.orders.edges.map(
      (e: any) => e.node,
    );

  it('the email filter matches a part of the address in any case', async () => {
    await buy('prod-digital-lookbook', { email: 'Partial.Match@Example.com' });
    expect(await orderEmails('email: "PARTIAL.match@"')).toEqual([{ email: 'partial.match@example.com', status: 'PAID' }]);
    expect((await orderEmails('email: "  al.MAT  "')).map((o: any) => o.email)).toEqual(['partial.match@example.com']);
    const customers = async (email: string) =>
      (await t.gql<any>('query($e: String) { customerAccounts(first: 100, email: $e) { edges { node { email } } } }', { e: email }, owner))
        .data.customerAccounts.edges;
    await t.db.siteUser.create({ data: { websiteId: 'site-demo', email: 'findable.customer@example.com', passwordHash: 'x' } });
    expect(await customers('FINDABLE.cust')).toEqual([{ node: { email: 'findable.customer@example.com' } }]);
  });

  it('the email filter takes % and _ literally on PostgreSQL, as any one character on SQLite, and is bounded in length', async () => {
    await orderRow('site-demo', { email: 'under_score@example.com' });
    await orderRow('site-demo', { email: 'underxscore@example.com' });
    const postgres = Boolean(process.env.TEST_DATABASE_URL);
    const found = async (part: string) => (await orderEmails(`email: "${part}"`)).map((o: any) => o.email).sort();
    expect(await found('UNDER_S')).toEqual(postgres ? ['under_score@example.com'] : ['under_score@example.com', 'underxscore@example.com']);
    expect(await found('under%score')).toEqual(postgres ? [] : ['under_score@example.com', 'underxscore@example.com']);
    expect(await found('under%%score')).toEqual([]); // never a run of characters
    expect(await found('under\\\\score')).toEqual([]);
    const long = await t.gql<any>(`{ orders(first: 5, email: "${'a'.repeat(10_000)}") { edges { node { id } } } }`, {}, owner);
    expect([long.errors, long.data]).toEqual([undefined, { orders: { edges: [] } }]);
  });

  it('the status filter includes FAILED orders', async () => {
    const failed = await orderRow('site-demo', { email: 'declined@example.com', status: 'FAILED' });
    const listed = await t.gql<any>('{ orders(first: 100, status: FAILED) { edges { node { id status } } } }', {}, owner);
    expect(listed.data.orders.edges).toEqual([{ node: { id: failed.id, status: 'FAILED' } }]);
  });
});

describe('subscriptions and gift cards for owners', () => {
  it("a subscription shows its product's title to owners", async () => {
    await buy('prod-coffee-subscription', { subscription: true, ship: true, email: 'titled@example.com' });
    const listed = await t.gql<any>('{ subscriptions(first: 100) { edges { node { email product { id title } } } } }', {}, owner);
    expect(listed.data.subscriptions.edges.map((e: any) => e.node)).toContainEqual({
      email: 'titled@example.com',
      product: { id: 'prod-coffee-subscription', title: 'House Coffee' },
    });
  });

  it('setGiftCardDisabled answers the card as it now is; a card of another website is not found and stays as it was', async () => {
    const card = await t.db.giftCard.findFirstOrThrow({ where: { websiteId: 'site-demo' } });
    const set = (disabled: boolean, who: object = owner) =>
      t.gql<any>(
        'mutation($id: ID!, $d: Boolean!) { setGiftCardDisabled(giftCardId: $id, disabled: $d) { giftCard { id disabled } userErrors { code field } } }',
        { id: card.id, d: disabled },
        who,
      );
    expect((await set(true)).data.setGiftCardDisabled).toEqual({ giftCard: { id: card.id, disabled: true }, userErrors: [] });
    expect((await set(false)).data.setGiftCardDisabled).toEqual({ giftCard: { id: card.id, disabled: false }, userErrors: [] });
    const tokyo = { host: 'jp.localhost', headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.ADMIN, 'site-tokyo')}` } };
    expect((await set(true, tokyo)).data.setGiftCardDisabled).toEqual({
      giftCard: null,
      userErrors: [{ code: 'NOT_FOUND', field: 'giftCardId' }],
    });
    expect((await t.db.giftCard.findUniqueOrThrow({ where: { id: card.id } })).disabled).toBe(false);
  });
});
