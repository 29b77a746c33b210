// Money you can trust: idempotency keys that belong to their cart, authorize → record → capture with everything given
// back when a step fails, renewals that a dying node cannot lose or double, refunds and cancels that act once under
// concurrency. Failures are injected at the provider and the database (payment-faults.ts); the assertions read the
// rows and the money the provider moved afterwards.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_CART_MESSAGE, GIFT_CARD_BALANCE_CHANGED_MESSAGE, IDEMPOTENCY_KEY_REUSED_MESSAGE } from '../../domain/messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { issueApiToken } from '../../server/services/auth/api-tokens.ts';
import { SETTLEMENT_GRACE_MS } from '../../server/services/checkout/order-settlement.ts';
import { recoverPayments } from '../../server/services/payment-recovery.ts';
import { RateLimits } from '../../server/services/rate-limits.ts';
import { REFUND_GRACE_MS } from '../../server/services/refunds.ts';
import { RENEWAL_LEASE_MS, runRenewals } from '../../server/services/subscription-renewals.ts';
import { browser, startTestApp, type TestApp } from './harness.ts';
import { FaultyPayments, failingTransactions } from './payment-faults.ts';

let t: TestApp;
let pay: FaultyPayments;
let headless: { headers: Record<string, string> };
let owner: { headers: Record<string, string> };
let standard = '';
beforeAll(async () => {
  pay = new FaultyPayments();
  t = await startTestApp({
    payments: pay,
    limits: new RateLimits({ store: 'memory' }, { cartWrites: { points: 10_000, durationSeconds: 60 } }),
  });
  headless = {
    headers: { authorization: `Bearer ${(await issueApiToken(t.db, { websiteId: 'site-demo', kind: 'STOREFRONT', name: 't' })).token}` },
  };
  owner = { headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.STORE_MANAGER)}` } };
  standard = (await t.db.shippingOption.findFirstOrThrow({ where: { websiteId: 'site-demo', name: 'Standard' } })).id;
});
afterAll(() => t.close());

const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const NY = { address: '1 Main St', city: 'New York', region: 'NY', postalCode: '10001', country: 'US' };
const ORDER =
  'order { id status statusUrl subtotal { cents } tax { cents } shippingCost { cents } grandTotal { cents } refunded { cents } lines { sku quantity productTypeCode } }';
const PLACE = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { ${ORDER} userErrors { code message field } } }`;
const ADD =
  'mutation A($input: AddToCartInput!, $t: String) { addToCart(input: $input, cartToken: $t) { cart { cartToken } userErrors { message } } }';

let keys = 0;
const newKey = () => `pay-${++keys}`;
async function cartWith(itemId: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await t.gql<any>(ADD, { input: { itemId, ...extra } }, headless);
  expect(res.data.addToCart.userErrors).toEqual([]);
  return res.data.addToCart.cart.cartToken;
}
const placeRaw = (input: Record<string, unknown>) =>
  t.gql<any>(
    PLACE,
    { input: { idempotencyKey: newKey(), name: 'Ada Lovelace', email: 'payer@example.com', card: CARD, ...input } },
    headless,
  );
const place = async (input: Record<string, unknown>) => (await placeRaw(input)).data.placeOrder;
const act = async (mutation: string) =>
  t.gql<any>(`mutation { r: ${mutation} { order { id status refunded { cents } } userErrors { code message } } }`, {}, owner);
const orderRow = (id: string) => t.db.order.findUniqueOrThrow({ where: { id }, include: { lines: true } });
const stockOf = async (sku: string) => (await t.db.productVariant.findFirstOrThrow({ where: { sku } })).qtyInStock;
const later = (ms: number) => new Date(Date.now() + ms + 1000);
async function newGiftCard(balanceCents: number): Promise<string> {
  const code = `TESTPAY${++keys}XYZW`.slice(0, 16).padEnd(16, 'Q');
  await t.db.giftCard.create({ data: { websiteId: 'site-demo', code, initialCents: balanceCents, balanceCents, currency: 'USD' } });
  return code;
}

beforeEach(async () => {
  await t.db.productVariant.updateMany({ where: { sku: 'TOTE-NATURAL' }, data: { qtyInStock: 50 } });
  t.catalogChanged();
});

describe('idempotency keys belong to the cart they bought', () => {
  it("a stranger presenting another shopper's key is refused and never sees the order, with no cart or a cart of their own", async () => {
    const cartToken = await cartWith('prod-digital-lookbook');
    const mine = await place({ cartToken, idempotencyKey: 'shoppers-secret-key' });
    expect(mine.userErrors).toEqual([]);

    const stranger = browser(t);
    await stranger.get('/shop');
    const attempt = { idempotencyKey: 'shoppers-secret-key', name: 'Ada Lovelace', email: 'thief@example.com', card: CARD };
    const noCart = await stranger.gql(PLACE, { input: { ...attempt, cartToken: 'does-not-exist' } });
    expect(noCart.data?.placeOrder).toEqual({
      order: null,
      userErrors: [{ code: 'API_FAILURE', message: EMPTY_CART_MESSAGE, field: 'cartToken' }],
    });
    const theirs = (await stranger.gql(ADD, { input: { itemId: 'prod-digital-lookbook' } })).data?.addToCart.cart.cartToken;
    const ownCart = await stranger.gql(PLACE, { input: { ...attempt, cartToken: theirs } });
    expect(ownCart.data?.placeOrder).toEqual({
      order: null,
      userErrors: [{ code: 'IDEMPOTENCY_KEY_REUSED', message: IDEMPOTENCY_KEY_REUSED_MESSAGE, field: 'idempotencyKey' }],
    });
    expect((await t.db.shoppingCart.findUniqueOrThrow({ where: { token: theirs } })).isPurchased).toBe(false);
    expect(JSON.stringify([noCart, ownCart])).not.toContain(mine.order.statusUrl);

    const retry = await place({ cartToken, idempotencyKey: 'shoppers-secret-key' });
    expect(retry.order.id).toBe(mine.order.id);
  });
});

describe('authorize → record → capture', () => {
  it('a failed capture answers PAYMENT_FAILED, queues nothing, and gives back the stock, the gift card balance and the cart', async () => {
    const code = await newGiftCard(1000);
    const cartToken = await cartWith('prod-canvas-tote');
    const stock = await stockOf('TOTE-NATURAL');
    const outbox = await t.db.outboxMessage.count();
    pay.failNext('capture', 'decline');
    const failed = await place({ cartToken, shippingAddress: NY, shippingOptionId: standard, giftCardCodes: [code] });
    expect(failed).toEqual({
      order: null,
      userErrors: [{ code: 'PAYMENT_FAILED', message: 'The capture failed (injected).', field: 'card' }],
    });
    const row = await t.db.order.findFirstOrThrow({
      where: { purchasedCartId: (await t.db.shoppingCart.findUniqueOrThrow({ where: { token: cartToken } })).id },
    });
    expect(row.status).toBe('FAILED');
    expect(pay.inner.inspect(row.authorizationId as string)?.state).toBe('voided');
    expect(await stockOf('TOTE-NATURAL')).toBe(stock);
    expect((await t.db.giftCard.findUniqueOrThrow({ where: { code } })).balanceCents).toBe(1000);
    expect(await t.db.outboxMessage.count()).toBe(outbox);
    expect(await t.db.shoppingCart.findUniqueOrThrow({ where: { token: cartToken } })).toMatchObject({ isPurchased: false, orderId: null });

    const paid = await place({ cartToken, shippingAddress: NY, shippingOptionId: standard, giftCardCodes: [code] });
    expect(paid.order.status).toBe('PAID');
    expect(await stockOf('TOTE-NATURAL')).toBe(stock - 1);
  });

  it('an order whose request died before its capture is settled once by the retry of that request', async () => {
    const cartToken = await cartWith('prod-digital-lookbook');
    const input = { cartToken, idempotencyKey: newKey() };
    pay.failNext('capture', 'crash');
    const died = await placeRaw(input);
    expect(died.errors?.[0].message).toBe('Unexpected error.');
    const pending = await t.db.order.findFirstOrThrow({ where: { idempotencyKey: input.idempotencyKey } });
    expect(pending.status).toBe('PENDING');
    expect(await t.db.outboxMessage.count({ where: { payload: { equals: { orderId: pending.id } } } })).toBe(0);
    const [a, b] = await Promise.all([place(input), place(input)]);
    expect([a.order.id, b.order.id]).toEqual([pending.id, pending.id]);
    expect(a.order.status).toBe('PAID');
    expect(pay.calls.filter((c) => c.op === 'capture' && c.idempotencyKey === `capture:${pending.id}` && c.ok)).not.toHaveLength(0);
    expect(pay.moved('capture')).toBeGreaterThanOrEqual(800);
    expect(
      await t.db.outboxMessage.count({ where: { kind: 'email.orderConfirmation', payload: { equals: { orderId: pending.id } } } }),
    ).toBe(1);
  });

  it('an order nobody retries is settled by the sweeper after its grace period, once', async () => {
    const cartToken = await cartWith('prod-digital-lookbook');
    pay.failNext('capture', 'crash');
    const key = newKey();
    await placeRaw({ cartToken, idempotencyKey: key });
    const pending = await t.db.order.findFirstOrThrow({ where: { idempotencyKey: key } });
    await recoverPayments(t.services);
    expect((await orderRow(pending.id)).status).toBe('PENDING');
    await Promise.all([recoverPayments(t.services, later(SETTLEMENT_GRACE_MS)), recoverPayments(t.services, later(SETTLEMENT_GRACE_MS))]);
    expect((await orderRow(pending.id)).status).toBe('PAID');
    expect(
      await t.db.outboxMessage.count({ where: { kind: 'email.orderConfirmation', payload: { equals: { orderId: pending.id } } } }),
    ).toBe(1);
    expect(await t.db.digitalDownload.count({ where: { orderId: pending.id } })).toBe(1);
  });

  it('a gift card spent by someone else during checkout is refused with a clear message, and nothing is charged', async () => {
    const code = await newGiftCard(300);
    const cartToken = await cartWith('prod-digital-lookbook');
    pay.beforeAuthorize = async () => {
      await t.db.giftCard.update({ where: { code }, data: { balanceCents: 0 } });
    };
    const res = await place({ cartToken, giftCardCodes: [code] });
    pay.beforeAuthorize = null;
    expect(res).toEqual({
      order: null,
      userErrors: [{ code: 'GIFT_CARD_BALANCE_CHANGED', message: GIFT_CARD_BALANCE_CHANGED_MESSAGE, field: 'giftCardCodes' }],
    });
    const auth = pay.calls.filter((c) => c.op === 'authorize').at(-1);
    expect(pay.calls.at(-1)).toMatchObject({ op: 'void' });
    expect(auth?.ok).toBe(true);
    expect(await t.db.shoppingCart.findUniqueOrThrow({ where: { token: cartToken } })).toMatchObject({ isPurchased: false });
  });

  it('a gift card another order drained before this one read it is refused: nothing is charged, the cart is kept', async () => {
    const code = await newGiftCard(300);
    const cartToken = await cartWith('prod-digital-lookbook');
    // The shopper applied it with its balance; another order spends it all before this order is placed.
    await t.db.giftCard.update({ where: { code }, data: { balanceCents: 0 } });
    const authorized = pay.calls.filter((c) => c.op === 'authorize').length;
    const res = await place({ cartToken, giftCardCodes: [code] });
    expect(res).toEqual({
      order: null,
      userErrors: [{ code: 'GIFT_CARD_BALANCE_CHANGED', message: GIFT_CARD_BALANCE_CHANGED_MESSAGE, field: 'giftCardCodes' }],
    });
    expect(pay.calls.filter((c) => c.op === 'authorize')).toHaveLength(authorized);
    expect(await t.db.shoppingCart.findUniqueOrThrow({ where: { token: cartToken } })).toMatchObject({ isPurchased: false });
  });

  it('a gift card that now pays less than the shopper was shown is refused before anything is charged', async () => {
    const code = await newGiftCard(1000);
    const cartToken = await cartWith('prod-digital-lookbook');
    await t.db.giftCard.update({ where: { code }, data: { balanceCents: 100 } });
    const authorized = pay.calls.filter((c) => c.op === 'authorize').length;
    const res = await place({ cartToken, giftCardCodes: [code], expectedGiftCardCents: 800 });
    expect(res.userErrors).toEqual([
      { code: 'GIFT_CARD_BALANCE_CHANGED', message: GIFT_CARD_BALANCE_CHANGED_MESSAGE, field: 'giftCardCodes' },
    ]);
    expect(pay.calls.filter((c) => c.op === 'authorize')).toHaveLength(authorized);
    // Told what the cards pay now, the shopper's next attempt goes through.
    const paid = await place({ cartToken, giftCardCodes: [code], expectedGiftCardCents: 100 });
    expect(paid.order.status).toBe('PAID');
  });

  it('a refusal (no shipping option, the minimum) leaves the cart exactly as it was', async () => {
    const cartToken = await cartWith('prod-canvas-tote');
    const before = await t.db.shoppingCart.findUniqueOrThrow({ where: { token: cartToken } });
    const noOption = await place({ cartToken, shippingAddress: NY });
    expect(noOption.userErrors[0].code).toBe('INVALID_SHIPPING_OPTION');
    await t.db.website.update({ where: { id: 'site-demo' }, data: { checkoutMinimumCents: 100_000 } });
    t.catalogChanged();
    const minimum = await place({ cartToken, shippingAddress: NY, shippingOptionId: standard });
    await t.db.website.update({ where: { id: 'site-demo' }, data: { checkoutMinimumCents: 0 } });
    t.catalogChanged();
    expect(minimum.userErrors[0].code).toBe('CHECKOUT_MINIMUM');
    const after = await t.db.shoppingCart.findUniqueOrThrow({ where: { token: cartToken } });
    expect({ location: after.shippingLocation, option: after.selectedShippingOptionId, updatedAt: after.updatedAt }).toEqual({
      location: before.shippingLocation,
      option: before.selectedShippingOptionId,
      updatedAt: before.updatedAt,
    });
  });
});

describe('subscription renewals', () => {
  async function subscribe(email: string, subscriptionOptionId?: string) {
    const cart = await t.gql<any>(
      'mutation($o: ID) { createSubscriptionCart(itemId: "prod-coffee-subscription", subscriptionOptionId: $o) { cartToken userErrors { message } } }',
      { o: subscriptionOptionId },
      headless,
    );
    const placed = await place({
      cartToken: cart.data.createSubscriptionCart.cartToken,
      email,
      shippingAddress: NY,
      shippingOptionId: standard,
    });
    expect(placed.userErrors).toEqual([]);
    const sub = await t.db.subscription.findFirstOrThrow({ where: { email } });
    await t.db.subscription.update({ where: { id: sub.id }, data: { nextBillingAt: new Date(Date.now() - 1000) } });
    return { sub, first: placed.order };
  }
  const renewalsOf = (subscriptionId: string) =>
    t.db.order.findMany({ where: { subscriptionId, purchasedCartId: null }, include: { lines: true } });

  it("is made like a checkout: the product's type, tax and shipping for the subscription's address, stock taken", async () => {
    await t.db.productVariant.updateMany({ where: { sku: 'COFFEE-1KG' }, data: { unlimited: false, qtyInStock: 5 } });
    t.catalogChanged();
    const { sub, first } = await subscribe('like-checkout@example.com');
    expect(await stockOf('COFFEE-1KG')).toBe(4);
    expect((await runRenewals(t.services)).find((o) => o.subscriptionId === sub.id)?.outcome).toBe('renewed');
    const [renewal] = await renewalsOf(sub.id);
    expect(renewal).toMatchObject({
      status: 'PAID',
      subtotalCents: first.subtotal.cents,
      taxCents: first.tax.cents,
      shippingCostCents: first.shippingCost.cents,
      grandTotalCents: first.grandTotal.cents,
      shippingAddress: NY,
    });
    expect(first.tax.cents).toBeGreaterThan(0);
    expect(first.shippingCost.cents).toBe(500);
    expect(renewal.lines).toEqual([expect.objectContaining({ sku: 'COFFEE-1KG', productType: 1, quantity: 1 })]);
    expect(await stockOf('COFFEE-1KG')).toBe(3);
    await t.db.productVariant.updateMany({ where: { sku: 'COFFEE-1KG' }, data: { unlimited: true } });
    t.catalogChanged();
  });

  it("a subscription option's own price is what its checkout and its renewals charge", async () => {
    const yearly = await t.db.productSubscriptionOption.findFirstOrThrow({
      where: { productId: 'prod-coffee-subscription', priceCents: 19400 },
    });
    const { sub, first } = await subscribe('yearly@example.com', yearly.id);
    expect(first.subtotal.cents).toBe(19400);
    expect(sub.priceCents).toBe(19400);
    await runRenewals(t.services);
    expect((await renewalsOf(sub.id))[0].subtotalCents).toBe(19400);
  });

  it('a renewal whose node dies mid-way is held by its lease, then resumed once it runs out, and charges once', async () => {
    const { sub } = await subscribe('dies-mid-renewal@example.com');
    pay.failNext('capture', 'crash');
    expect((await runRenewals(t.services)).find((o) => o.subscriptionId === sub.id)?.outcome).toBe('interrupted');
    expect((await runRenewals(t.services)).map((o) => o.subscriptionId)).not.toContain(sub.id);
    expect((await runRenewals(t.services, later(RENEWAL_LEASE_MS))).find((o) => o.subscriptionId === sub.id)?.outcome).toBe('renewed');
    const renewals = await renewalsOf(sub.id);
    expect(renewals.map((o) => o.status)).toEqual(['PAID']);
    expect(pay.inner.inspect(renewals[0].authorizationId as string)?.state).toBe('captured');
    expect(await t.db.order.count({ where: { authorizationId: renewals[0].authorizationId } })).toBe(1);
    expect(await t.db.subscription.findUniqueOrThrow({ where: { id: sub.id } })).toMatchObject({ cyclesBilled: 2, renewalClaimedAt: null });
  });

  it('a renewal whose order transaction fails leaves no order and no charge, and is renewed on a later run with the same authorization', async () => {
    const { sub } = await subscribe('failing-transaction@example.com');
    const before = pay.calls.length;
    const outcomes = await runRenewals({ ...t.services, db: failingTransactions(t.db) });
    expect(outcomes.find((o) => o.subscriptionId === sub.id)?.outcome).toBe('interrupted');
    expect(await renewalsOf(sub.id)).toEqual([]);
    const calls = pay.calls.slice(before).map((c) => c.op);
    expect(calls).toEqual(['authorizeSaved']);
    const authorization = pay.calls[before];
    expect((await runRenewals(t.services, later(RENEWAL_LEASE_MS))).find((o) => o.subscriptionId === sub.id)?.outcome).toBe('renewed');
    const renewals = await renewalsOf(sub.id);
    expect(renewals.map((o) => o.status)).toEqual(['PAID']);
    expect(pay.calls.filter((c) => c.op === 'authorizeSaved' && c.idempotencyKey === authorization.idempotencyKey)).toHaveLength(2);
    expect(pay.inner.inspect(renewals[0].authorizationId as string)?.state).toBe('captured');
  });
});

describe('refunds and cancels act once', () => {
  const buy = async (itemId: string, extra: Record<string, unknown> = {}) =>
    (await place({ cartToken: await cartWith(itemId), ...extra })).order;

  it('two concurrent partial refunds never give back more than was charged', async () => {
    const order = await buy('prod-digital-lookbook');
    const [a, b] = await Promise.all([
      act(`refundOrder(orderId: "${order.id}", amountCents: 500)`),
      act(`refundOrder(orderId: "${order.id}", amountCents: 500)`),
    ]);
    const answers = [a.data.r, b.data.r];
    expect(answers.filter((r) => r.userErrors.length === 0)).toHaveLength(1);
    expect(answers.find((r) => r.userErrors.length > 0).userErrors[0].code).toMatch(/^(ORDER_CHANGED|INVALID_AMOUNT)$/);
    expect((await orderRow(order.id)).refundedCents).toBe(500);
    expect(await t.db.orderRefund.findMany({ where: { orderId: order.id }, select: { status: true, amountCents: true } })).toEqual([
      { status: 'SUCCEEDED', amountCents: 500 },
    ]);
  });

  it('two concurrent cancels cancel and refund once; the other is told the order is cancelled, never a 500', async () => {
    const stock = await stockOf('TOTE-NATURAL');
    const order = await buy('prod-canvas-tote', { shippingAddress: NY, shippingOptionId: standard });
    const [a, b] = await Promise.all([act(`cancelOrder(orderId: "${order.id}")`), act(`cancelOrder(orderId: "${order.id}")`)]);
    expect([a.errors, b.errors]).toEqual([undefined, undefined]);
    const answers = [a.data.r, b.data.r];
    expect(answers.filter((r) => r.order?.status === 'CANCELLED')).toHaveLength(1);
    expect(answers.find((r) => !r.order).userErrors).toEqual([
      { code: 'INVALID_STATE', message: 'A cancelled order cannot be cancelled.' },
    ]);
    expect(await stockOf('TOTE-NATURAL')).toBe(stock);
    expect(await t.db.orderRefund.count({ where: { orderId: order.id, status: 'SUCCEEDED' } })).toBe(1);
    expect((await orderRow(order.id)).refundedCents).toBe(order.grandTotal.cents);
  });

  it('cancelling gives back the gift card balance spent on the order and stops the gift cards and downloads it issued', async () => {
    const code = await newGiftCard(500);
    const spent = await buy('prod-digital-lookbook', { giftCardCodes: [code] });
    expect((await t.db.giftCard.findUniqueOrThrow({ where: { code } })).balanceCents).toBe(0);
    const cancelled = (await act(`cancelOrder(orderId: "${spent.id}")`)).data.r;
    expect(cancelled.order).toMatchObject({ status: 'CANCELLED', refunded: { cents: 300 } });
    expect((await t.db.giftCard.findUniqueOrThrow({ where: { code } })).balanceCents).toBe(500);
    expect((await t.db.digitalDownload.findFirstOrThrow({ where: { orderId: spent.id } })).downloadsLeft).toBe(0);

    const bought = (await place({ cartToken: await cartWith('prod-gift-card', { sku: 'GIFT-25' }) })).order;
    await act(`cancelOrder(orderId: "${bought.id}")`);
    expect((await t.db.giftCard.findFirstOrThrow({ where: { orderId: bought.id } })).disabled).toBe(true);
  });

  it('a refund the provider declines gives its reservation back and can be tried again', async () => {
    const order = await buy('prod-digital-lookbook');
    pay.failNext('refund', 'decline');
    expect((await act(`refundOrder(orderId: "${order.id}")`)).data.r.userErrors).toEqual([
      { code: 'PAYMENT_FAILED', message: 'The refund failed (injected).' },
    ]);
    expect((await orderRow(order.id)).refundedCents).toBe(0);
    expect((await act(`refundOrder(orderId: "${order.id}")`)).data.r.order).toMatchObject({ status: 'REFUNDED', refunded: { cents: 800 } });
  });

  it('a refund whose node died is completed by the sweeper with the same key, once', async () => {
    const order = await buy('prod-digital-lookbook');
    pay.failNext('refund', 'crash');
    expect((await act(`refundOrder(orderId: "${order.id}", amountCents: 200)`)).errors?.[0].message).toBe('Unexpected error.');
    const refund = await t.db.orderRefund.findFirstOrThrow({ where: { orderId: order.id } });
    expect(refund.status).toBe('PENDING');
    expect((await orderRow(order.id)).refundedCents).toBe(200);
    await Promise.all([recoverPayments(t.services, later(REFUND_GRACE_MS)), recoverPayments(t.services, later(REFUND_GRACE_MS))]);
    expect((await t.db.orderRefund.findUniqueOrThrow({ where: { id: refund.id } })).status).toBe('SUCCEEDED');
    expect(pay.inner.inspect((await orderRow(order.id)).authorizationId as string)?.refunded).toBe(200);
  });
});
