// The Stripe adapter through the whole app, against a loopback stand-in of the Stripe endpoints it uses
// (fake-stripe.ts): PaymentIntents with manual capture, declines as shoppers read them, idempotency keys on every
// call, refunds and cancels, renewals off-session, and webhooks verified with the SDK's own signatures.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHENTICATION_NOT_SUPPORTED_MESSAGE, CARD_FORM_REQUIRED_MESSAGE } from '../../domain/messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { issueApiToken } from '../../server/services/auth/api-tokens.ts';
import { createStripeProvider } from '../../server/services/payments/stripe-provider.ts';
import { runRenewals } from '../../server/services/subscription-renewals.ts';
import { FakeStripe } from './fake-stripe.ts';
import { startTestApp, type TestApp } from './harness.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
let stripe: FakeStripe;
let t: TestApp;
let headless: { headers: Record<string, string> };
let owner: { headers: Record<string, string> };
let standard = '';
beforeAll(async () => {
  stripe = await new FakeStripe().start();
  const payments = await createStripeProvider({
    secretKey: 'sk_test_shop',
    publishableKey: 'pk_test_shop',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: stripe.url,
  });
  t = await startTestApp({ payments });
  headless = {
    headers: { authorization: `Bearer ${(await issueApiToken(t.db, { websiteId: 'site-demo', kind: 'STOREFRONT', name: 's' })).token}` },
  };
  owner = { headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.STORE_MANAGER)}` } };
  standard = (await t.db.shippingOption.findFirstOrThrow({ where: { websiteId: 'site-demo', name: 'Standard' } })).id;
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const NY = { address: '1 Main St', city: 'New York', region: 'NY', postalCode: '10001', country: 'US' };
const PLACE =
  'mutation P($i: PlaceOrderInput!) { placeOrder(input: $i) { order { id status testMode } userErrors { code message field } } }';
let keys = 0;
async function cartWith(itemId: string): Promise<string> {
  const res = await t.gql<any>(
    'mutation($i: AddToCartInput!) { addToCart(input: $i) { cart { cartToken } } }',
    { i: { itemId } },
    headless,
  );
  return res.data.addToCart.cart.cartToken;
}
const placeRaw = (input: Record<string, unknown>) =>
  t.gql<any>(PLACE, { i: { idempotencyKey: `stripe-${++keys}`, name: 'Ada Lovelace', email: 'payer@example.com', ...input } }, headless);
const place = async (input: Record<string, unknown>) => (await placeRaw(input)).data.placeOrder;
const act = async (mutation: string) =>
  (await t.gql<any>(`mutation { r: ${mutation} { order { status refunded { cents } } userErrors { code message } } }`, {}, owner)).data.r;
const signed = (event: object) => {
  const payload = JSON.stringify(event);
  const header = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return t.request('/api/commerce/payments/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
};
const event = (type: string, object: object) => ({
  id: `evt_${++keys}`,
  object: 'event',
  type,
  data: { object },
  created: 1,
  livemode: false,
  api_version: '2026-10-28.endive',
});

describe('checkout with Stripe', () => {
  it('the store tells the storefront to use Stripe, with its publishable key, and its pages may load Stripe.js', async () => {
    const res = await t.gql<any>('{ website { paymentSettings { provider publishableKey testMode } } }');
    // A test secret key: the orders are test orders, and the owner's dashboard counts them (docs/console.md).
    expect(res.data.website.paymentSettings).toEqual({ provider: 'stripe', publishableKey: 'pk_test_shop', testMode: true });
    const csp = (await t.request('/checkout')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('https://maps.google.com https://js.stripe.com https://hooks.stripe.com;');
    expect(csp).toContain('https://api.stripe.com');
  });

  it('a Payment Element payment method is authorized (manual capture), the order recorded, then captured; every call has an idempotency key', async () => {
    const before = stripe.requests.length;
    const placed = await place({ cartToken: await cartWith('prod-digital-lookbook'), paymentMethodId: 'pm_card_visa' });
    expect(placed).toMatchObject({ order: { status: 'PAID', testMode: true }, userErrors: [] });
    const calls = stripe.requests.slice(before);
    expect(calls.map((c) => c.path)).toEqual([
      '/v1/customers',
      '/v1/payment_intents',
      expect.stringMatching(/^\/v1\/payment_intents\/pi_\d+\/capture$/),
    ]);
    expect(calls.every((c) => c.idempotencyKey)).toBe(true);
    expect(calls[1].params).toMatchObject({
      amount: '800',
      currency: 'usd',
      payment_method: 'pm_card_visa',
      capture_method: 'manual',
      confirm: 'true',
      setup_future_usage: 'off_session',
    });
    expect(calls[2]).toMatchObject({ params: { amount_to_capture: '800' }, idempotencyKey: `capture:${placed.order.id}` });
    const order = await t.db.order.findUniqueOrThrow({ where: { id: placed.order.id } });
    expect(order.paymentReference).toBe(calls[2].path.split('/')[3]);
    expect(order.paymentMethodRef).toMatch(/^cus_\d+\/pm_card_visa$/);
  });

  it.each([
    ['pm_card_chargeDeclined', 'CARD_DECLINED', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'INSUFFICIENT_FUNDS', 'Your card has insufficient funds.'],
    ['pm_card_chargeDeclinedExpiredCard', 'INVALID_CARD', 'Your card has expired.'],
    ['pm_card_authenticationRequired', 'CARD_DECLINED', AUTHENTICATION_NOT_SUPPORTED_MESSAGE],
  ])('%s answers %s with the shopper’s message, and no order is recorded', async (paymentMethodId, code, message) => {
    const orders = await t.db.order.count();
    const res = await place({ cartToken: await cartWith('prod-digital-lookbook'), paymentMethodId });
    expect(res).toEqual({ order: null, userErrors: [{ code, message, field: 'card' }] });
    expect(await t.db.order.count()).toBe(orders);
  });

  it('card numbers are refused: Stripe’s form takes the card, and nothing is sent', async () => {
    const before = stripe.requests.length;
    const res = await place({
      cartToken: await cartWith('prod-digital-lookbook'),
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
    expect(res.userErrors).toEqual([{ code: 'INVALID_CARD', message: CARD_FORM_REQUIRED_MESSAGE, field: 'card' }]);
    expect(stripe.requests.length).toBe(before);
  });

  it('the same request sent twice at once creates one PaymentIntent and one order', async () => {
    const cartToken = await cartWith('prod-digital-lookbook');
    const before = stripe.to('/v1/payment_intents').length;
    const input = {
      cartToken,
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: 'stripe-same',
      name: 'Ada Lovelace',
      email: 'twice@example.com',
    };
    const [a, b] = await Promise.all([t.gql<any>(PLACE, { i: input }, headless), t.gql<any>(PLACE, { i: input }, headless)]);
    expect(a.data.placeOrder.order.id).toBe(b.data.placeOrder.order.id);
    expect(new Set(stripe.intents.values()).size).toBe(stripe.intents.size);
    const created = stripe.to('/v1/payment_intents').slice(before);
    expect(new Set(created.map((c) => c.idempotencyKey)).size).toBe(1);
    expect([...stripe.intents.values()].filter((i) => i.status === 'succeeded' && created.length > 0).length).toBeGreaterThan(0);
  });

  it('an order that cannot be recorded (out of stock) cancels its PaymentIntent', async () => {
    const cartToken = await cartWith('prod-canvas-tote');
    await t.db.productVariant.updateMany({ where: { sku: 'TOTE-NATURAL' }, data: { qtyInStock: 0 } });
    const res = await place({ cartToken, paymentMethodId: 'pm_card_visa', shippingAddress: NY, shippingOptionId: standard });
    await t.db.productVariant.updateMany({ where: { sku: 'TOTE-NATURAL' }, data: { qtyInStock: 3 } });
    expect(res.userErrors[0].code).toBe('OUT_OF_STOCK');
    const cancelled = stripe.requests.at(-1);
    expect(cancelled?.path).toMatch(/^\/v1\/payment_intents\/pi_\d+\/cancel$/);
    expect(stripe.intents.get(cancelled?.path.split('/')[3] ?? '')?.status).toBe('canceled');
  });
});

describe('after the purchase', () => {
  it('a refund goes to Stripe keyed by its record; a cancel refunds the rest', async () => {
    const placed = await place({ cartToken: await cartWith('prod-digital-lookbook'), paymentMethodId: 'pm_card_visa' });
    expect(await act(`refundOrder(orderId: "${placed.order.id}", amountCents: 300)`)).toEqual({
      order: { status: 'PAID', refunded: { cents: 300 } },
      userErrors: [],
    });
    const refund = await t.db.orderRefund.findFirstOrThrow({ where: { orderId: placed.order.id } });
    expect(stripe.to('/v1/refunds').at(-1)).toMatchObject({ idempotencyKey: `refund:${refund.id}`, params: { amount: '300' } });
    expect(await act(`cancelOrder(orderId: "${placed.order.id}")`)).toEqual({
      order: { status: 'CANCELLED', refunded: { cents: 800 } },
      userErrors: [],
    });
    expect(stripe.to('/v1/refunds').at(-1)?.params.amount).toBe('500');
  });

  it('a renewal charges the saved payment method off-session, authorized then captured', async () => {
    const cart = await t.gql<any>('mutation { createSubscriptionCart(itemId: "prod-coffee-subscription") { cartToken } }', {}, headless);
    const placed = await place({
      cartToken: cart.data.createSubscriptionCart.cartToken,
      paymentMethodId: 'pm_card_visa',
      shippingAddress: NY,
      shippingOptionId: standard,
      email: 'sub@example.com',
    });
    expect(placed.userErrors).toEqual([]);
    const sub = await t.db.subscription.findFirstOrThrow({ where: { email: 'sub@example.com' } });
    await t.db.subscription.update({ where: { id: sub.id }, data: { nextBillingAt: new Date(Date.now() - 1000) } });
    const before = stripe.requests.length;
    expect((await runRenewals(t.services)).find((o) => o.subscriptionId === sub.id)?.outcome).toBe('renewed');
    const calls = stripe.requests.slice(before);
    expect(calls[0]).toMatchObject({
      path: '/v1/payment_intents',
      params: { off_session: 'true', capture_method: 'manual', customer: sub.paymentMethodRef?.split('/')[0] },
    });
    expect(calls[1].path).toMatch(/\/capture$/);
  });
});

describe('webhooks', () => {
  it('refuses an event without a valid signature, and changes nothing', async () => {
    const res = await t.request('/api/commerce/payments/stripe/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      body: JSON.stringify(event('payment_intent.succeeded', { id: 'pi_x' })),
    });
    expect(res.status).toBe(400);
  });

  it('payment_intent.succeeded settles an order whose request died before its capture', async () => {
    stripe.failCaptures = 3; // the SDK's try and its two retries
    const died = await placeRaw({
      cartToken: await cartWith('prod-digital-lookbook'),
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: 'stripe-died',
    });
    expect(died.errors?.[0].message).toBe('Unexpected error.');
    const pending = await t.db.order.findFirstOrThrow({ where: { idempotencyKey: 'stripe-died' } });
    expect(pending.status).toBe('PENDING');
    const res = await signed(event('payment_intent.succeeded', { id: pending.authorizationId, object: 'payment_intent' }));
    expect(await res.json()).toEqual({ received: true, outcome: 'settled' });
    expect((await t.db.order.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe('PAID');
    expect(await (await signed(event('payment_intent.succeeded', { id: pending.authorizationId }))).json()).toEqual({
      received: true,
      outcome: 'nothing-to-do',
    });
  });

  it('a refund made in Stripe’s dashboard is recorded on the order once (charge.refunded)', async () => {
    const placed = await place({ cartToken: await cartWith('prod-digital-lookbook'), paymentMethodId: 'pm_card_visa' });
    const order = await t.db.order.findUniqueOrThrow({ where: { id: placed.order.id } });
    const charge = { id: 'ch_1', object: 'charge', payment_intent: order.paymentReference, amount_refunded: 800 };
    expect(await (await signed(event('charge.refunded', charge))).json()).toEqual({ received: true, outcome: 'refund-recorded' });
    expect(await (await signed(event('charge.refunded', charge))).json()).toEqual({ received: true, outcome: 'nothing-to-do' });
    expect(await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 'REFUNDED', refundedCents: 800 });
    expect(
      await t.db.orderRefund.findMany({ where: { orderId: order.id }, select: { reason: true, amountCents: true, status: true } }),
    ).toEqual([{ reason: 'PROVIDER', amountCents: 800, status: 'SUCCEEDED' }]);
  });
});
