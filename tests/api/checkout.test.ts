// Checkout: the whole purchase with each payment outcome, idempotent retries, no oversell under concurrency,
// gift cards bought and redeemed in part, digital downloads, subscriptions.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_NAME_TOO_LONG_MESSAGE, MAX_CUSTOMER_NAME_LENGTH, PHONE_INVALID_MESSAGE } from '../../domain/customer-contact.ts';
import { CHECKOUT_BLANK_MESSAGES } from '../../domain/messages.ts';
import { issueApiToken } from '../../server/services/auth/api-tokens.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let headless: { headers: { authorization: string } };
beforeAll(async () => {
  t = await startTestApp();
  const { token } = await issueApiToken(t.db, { websiteId: 'site-demo', kind: 'STOREFRONT', name: 'tests' });
  headless = { headers: { authorization: `Bearer ${token}` } };
});
afterAll(() => t.close());

const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const NY = { address: '1 Main St', city: 'New York', region: 'NY', postalCode: '10001', country: 'US' };
const ORDER_FIELDS =
  'order { id orderNumber status testMode email statusUrl statusToken grandTotal { cents } tax { cents } shippingCost { cents } giftCardAmount { cents } lines { sku quantity } downloads { url downloadsLeft } } userErrors { code message field }';
const PLACE = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { ${ORDER_FIELDS} } }`;

let keys = 0;
async function cartWith(items: { itemId: string; sku?: string; quantity?: number }[]) {
  let token: string | undefined;
  for (const item of items) {
    const res = await t.gql<any>(
      'mutation A($input: AddToCartInput!, $t: String) { addToCart(input: $input, cartToken: $t) { cart { cartToken } userErrors { message } } }',
      { input: item, t: token },
      headless,
    );
    expect(res.data.addToCart.userErrors).toEqual([]);
    token = res.data.addToCart.cart.cartToken;
  }
  return token as string;
}
async function standardOptionId() {
  return (await t.db.shippingOption.findFirstOrThrow({ where: { websiteId: 'site-demo', name: 'Standard' } })).id;
}
const place = async (input: Record<string, unknown>) =>
  (
    await t.gql<any>(
      PLACE,
      { input: { idempotencyKey: `k${++keys}`, name: 'Ada Lovelace', email: 'shopper@example.com', ...input } },
      headless,
    )
  ).data.placeOrder;

describe('placing an order', () => {
  it('pays with the test card: a PAID test-mode order with lines, totals for the destination, stock taken, cart purchased, email queued', async () => {
    const cartToken = await cartWith([{ itemId: 'prod-canvas-tote', quantity: 2 }]);
    const before = (await t.db.productVariant.findFirstOrThrow({ where: { sku: 'TOTE-NATURAL' } })).qtyInStock;
    const res = await place({ cartToken, shippingAddress: NY, shippingOptionId: await standardOptionId(), card: CARD });
    expect(res.userErrors).toEqual([]);
    expect(res.order).toMatchObject({
      status: 'PAID',
      testMode: true,
      email: 'shopper@example.com',
      grandTotal: { cents: 6400 + 500 + 568 },
      tax: { cents: 568 },
      lines: [{ sku: 'TOTE-NATURAL', quantity: 2 }],
    });
    expect(res.order.statusUrl).toMatch(/^\/orders\/[A-Za-z0-9_-]{20,}$/);
    // The token is a field of its own: no client has to cut it out of the address.
    expect(res.order.statusUrl).toBe(`/orders/${res.order.statusToken}`);
    expect((await t.db.productVariant.findFirstOrThrow({ where: { sku: 'TOTE-NATURAL' } })).qtyInStock).toBe(before - 2);
    expect((await t.db.shoppingCart.findUniqueOrThrow({ where: { token: cartToken } })).isPurchased).toBe(true);
    expect(
      await t.db.outboxMessage.count({ where: { kind: 'email.orderConfirmation', payload: { equals: { orderId: res.order.id } } } }),
    ).toBe(1);
    const analytics = await t.db.analyticsEvent.findFirstOrThrow({ where: { name: 'order' }, orderBy: { createdAt: 'desc' } });
    expect(analytics.payload).toMatchObject({
      id: res.order.id,
      testMode: true,
      websiteId: 'site-demo',
      items: [{ sku: 'TOTE-NATURAL', productName: 'Canvas Tote', quantity: 2 }],
    });
    const status = await t.gql<any>('query($t: String!) { orderStatus(token: $t) { orderNumber status } }', {
      t: res.order.statusToken,
    });
    expect(status.data.orderStatus).toEqual({ orderNumber: res.order.orderNumber, status: 'PAID' });
  });

  it('a declined card gets its message and the cart survives', async () => {
    const cartToken = await cartWith([{ itemId: 'prod-digital-lookbook' }]);
    const declined = await place({ cartToken, card: { ...CARD, number: '4000000000000002' } });
    expect(declined).toEqual({ order: null, userErrors: [{ code: 'CARD_DECLINED', message: 'Your card was declined.', field: 'card' }] });
    const poor = await place({ cartToken, card: { ...CARD, number: '4000000000009995' } });
    expect(poor.userErrors[0]).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: 'Your card has insufficient funds.' });
    expect((await t.db.shoppingCart.findUniqueOrThrow({ where: { token: cartToken } })).isPurchased).toBe(false);
    expect((await place({ cartToken, card: CARD })).order.status).toBe('PAID');
  });

  it('a retried request with the same idempotency key returns the same order, never two', async () => {
    const cartToken = await cartWith([{ itemId: 'prod-digital-lookbook' }]);
    const input = { cartToken, idempotencyKey: 'retry-me', name: 'Ada Lovelace', email: 'a@example.com', card: CARD };
    const [first, second] = await Promise.all([t.gql<any>(PLACE, { input }, headless), t.gql<any>(PLACE, { input }, headless)]);
    const third = await t.gql<any>(PLACE, { input }, headless);
    expect(second.data.placeOrder.order.id).toBe(first.data.placeOrder.order.id);
    expect(third.data.placeOrder.order.id).toBe(first.data.placeOrder.order.id);
    expect(await t.db.order.count({ where: { idempotencyKey: 'retry-me' } })).toBe(1);
  });

  it('checks the email, the shipping address and its postal code before charging anything', async () => {
    const cartToken = await cartWith([{ itemId: 'prod-canvas-tote' }]);
    const res = await place({ cartToken, email: 'nope', shippingAddress: { ...NY, postalCode: '1234' }, card: CARD });
    expect(res.userErrors).toEqual([
      { code: 'INVALID_EMAIL', message: 'Email is not valid. Email addresses should follow the format email@example.com.', field: 'email' },
      { code: 'INVALID_ADDRESS', message: 'Invalid postal code.', field: 'shippingAddress.postalCode' },
    ]);
    const canada = await place({
      cartToken,
      shippingAddress: { address: '1 Rue', city: 'Montréal', region: 'QC', postalCode: 'D1A 1A1', country: 'CA' },
      card: CARD,
    });
    expect(canada.userErrors).toEqual([
      { code: 'INVALID_ADDRESS', message: 'An FSA code is invalid.', field: 'shippingAddress.postalCode' },
    ]);
    const noOption = await place({ cartToken, shippingAddress: NY, card: CARD });
    expect(noOption.userErrors[0]).toMatchObject({ code: 'INVALID_SHIPPING_OPTION', message: 'Choose a shipping option.' });
  });

  it('a purely digital cart skips shipping and gets a download link', async () => {
    const cartToken = await cartWith([{ itemId: 'prod-digital-lookbook' }]);
    const res = await place({ cartToken, card: CARD });
    expect(res.order.shippingCost.cents).toBe(0);
    expect(res.order.downloads).toEqual([{ url: expect.stringMatching(/^\/api\/commerce\/downloads\/.+/), downloadsLeft: 5 }]);
  });
});

describe('gift cards', () => {
  it('buying a gift card issues a code worth its price; redeeming it in part leaves the rest', async () => {
    const bought = await place({ cartToken: await cartWith([{ itemId: 'prod-gift-card', sku: 'GIFT-25' }]), card: CARD });
    const card = await t.db.giftCard.findFirstOrThrow({ where: { orderId: bought.order.id } });
    expect(card).toMatchObject({ initialCents: 2500, balanceCents: 2500, currency: 'USD', recipientEmail: 'shopper@example.com' });
    expect(await t.db.outboxMessage.count({ where: { kind: 'email.giftCard' } })).toBeGreaterThan(0);
    const spent = await place({
      cartToken: await cartWith([{ itemId: 'prod-digital-lookbook' }]),
      giftCardCodes: [card.code.toLowerCase()],
    });
    expect(spent.order).toMatchObject({ status: 'PAID', giftCardAmount: { cents: 800 }, grandTotal: { cents: 800 } });
    expect((await t.db.giftCard.findUniqueOrThrow({ where: { id: card.id } })).balanceCents).toBe(1700);
    const unknown = await place({
      cartToken: await cartWith([{ itemId: 'prod-digital-lookbook' }]),
      giftCardCodes: ['AAAA-BBBB'],
      card: CARD,
    });
    expect(unknown.userErrors).toEqual([
      { code: 'INVALID_GIFT_CARD', message: 'That gift card code is not valid.', field: 'giftCardCodes' },
    ]);
  });
});

describe('subscriptions', () => {
  it('a subscription checkout starts a subscription billed monthly in the website time zone', async () => {
    const cart = await t.gql<any>(
      'mutation { createSubscriptionCart(itemId: "prod-coffee-subscription") { cartToken userErrors { message } } }',
      {},
      headless,
    );
    const res = await place({
      cartToken: cart.data.createSubscriptionCart.cartToken,
      shippingAddress: NY,
      shippingOptionId: await standardOptionId(),
      card: CARD,
    });
    expect(res.userErrors).toEqual([]);
    const sub = await t.db.subscription.findFirstOrThrow({ where: { orders: { some: { id: res.order.id } } } });
    expect(sub).toMatchObject({
      status: 'ACTIVE',
      billingPeriodUnit: 'MONTH',
      billingPeriodValue: 1,
      cyclesBilled: 1,
      email: 'shopper@example.com',
    });
    expect(sub.nextBillingAt!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
  });
});

describe('no oversell', () => {
  it('50 concurrent checkouts for the last 3 units: exactly 3 orders, the rest told there is not enough', async () => {
    const variant = await t.db.productVariant.findFirstOrThrow({ where: { sku: 'TEE-L-WHITE' } });
    await t.db.productVariant.update({ where: { id: variant.id }, data: { qtyInStock: 50 } });
    t.catalogChanged();
    const carts = [];
    for (let i = 0; i < 50; i++) carts.push(await cartWith([{ itemId: 'prod-classic-tee', sku: 'TEE-L-WHITE' }]));
    await t.db.productVariant.update({ where: { id: variant.id }, data: { qtyInStock: 3 } });
    const option = await standardOptionId();
    const results = await Promise.all(
      carts.map((cartToken) => place({ cartToken, shippingAddress: NY, shippingOptionId: option, card: CARD })),
    );
    const paid = results.filter((r) => r.order);
    expect(paid).toHaveLength(3);
    expect(results.filter((r) => r.userErrors[0]?.message === 'Sorry, we do not have enough of that item available.')).toHaveLength(47);
    expect((await t.db.productVariant.findUniqueOrThrow({ where: { id: variant.id } })).qtyInStock).toBe(0);
  });
});

describe('gift card recipients', () => {
  it('a gift card can go to a recipient with a message; an invalid recipient email is refused', async () => {
    const refused = await t.gql<any>(
      'mutation($i: AddToCartInput!) { addToCart(input: $i) { userErrors { code message field } } }',
      { i: { itemId: 'prod-gift-card', sku: 'GIFT-50', additionalFieldsJson: JSON.stringify({ recipientEmail: 'nope' }) } },
      headless,
    );
    expect(refused.data.addToCart.userErrors).toEqual([
      {
        code: 'INVALID_FORM_ANSWER',
        message: 'Email is not valid. Email addresses should follow the format email@example.com.',
        field: 'recipientEmail',
      },
    ]);
    const added = await t.gql<any>(
      'mutation($i: AddToCartInput!) { addToCart(input: $i) { cart { cartToken } } }',
      {
        i: {
          itemId: 'prod-gift-card',
          sku: 'GIFT-50',
          additionalFieldsJson: JSON.stringify({ recipientEmail: 'Friend@Example.com', message: 'Happy birthday!' }),
        },
      },
      headless,
    );
    const order = await place({ cartToken: added.data.addToCart.cart.cartToken, card: CARD });
    expect(await t.db.giftCard.findFirstOrThrow({ where: { orderId: order.order.id } })).toMatchObject({
      recipientEmail: 'friend@example.com',
      message: 'Happy birthday!',
      balanceCents: 5000,
    });
  });
});

describe('who the order is for', () => {
  it("asks the customer's full name and takes a phone: both stored on the order and answered with it", async () => {
    const cartToken = await cartWith([{ itemId: 'prod-classic-tee', sku: 'TEE-M-BLACK' }]);
    const res = await t.gql<any>(
      'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id customerName phone } userErrors { code message field } } }',
      {
        input: {
          idempotencyKey: `k${++keys}`,
          cartToken,
          name: '  Ada Lovelace ',
          phone: ' +1 (212) 555-0100 ',
          email: 'ada@example.com',
          shippingAddress: NY,
          shippingOptionId: await standardOptionId(),
          card: CARD,
        },
      },
      headless,
    );
    expect(res.data.placeOrder.userErrors).toEqual([]);
    expect(res.data.placeOrder.order).toMatchObject({ customerName: 'Ada Lovelace', phone: '+1 (212) 555-0100' });
  });

  it('refuses a blank or too long name and a phone that is not one, before anything is charged', async () => {
    const cartToken = await cartWith([{ itemId: 'prod-classic-tee', sku: 'TEE-M-BLACK' }]);
    const orders = await t.db.order.count();
    const input = { cartToken, shippingAddress: NY, shippingOptionId: await standardOptionId(), card: CARD };
    expect((await place({ ...input, name: '   ' })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: CHECKOUT_BLANK_MESSAGES.name, field: 'name' },
    ]);
    expect((await place({ ...input, name: 'x'.repeat(MAX_CUSTOMER_NAME_LENGTH + 1) })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: CUSTOMER_NAME_TOO_LONG_MESSAGE, field: 'name' },
    ]);
    for (const phone of ['call me', '12', '+1 212 555 0100 ext 9'])
      expect((await place({ ...input, phone })).userErrors).toEqual([
        { code: 'INVALID_INPUT', message: PHONE_INVALID_MESSAGE, field: 'phone' },
      ]);
    expect(await t.db.order.count()).toBe(orders);
  });

  it('the schema declares the name: an order without one is refused by GraphQL validation, before any resolver runs', async () => {
    const cartToken = await cartWith([{ itemId: 'prod-classic-tee', sku: 'TEE-M-BLACK' }]);
    const res = await t.gql<any>(
      PLACE,
      { input: { idempotencyKey: `k${++keys}`, cartToken, email: 'ada@example.com', shippingAddress: NY, card: CARD } },
      headless,
    );
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0].message).toMatch(/Field "name" of required type "String!" was not provided/);
  });

  it('a blank required field is refused with a sentence naming it, never a bare "Required"', async () => {
    const cartToken = await cartWith([{ itemId: 'prod-classic-tee', sku: 'TEE-M-BLACK' }]);
    const orders = await t.db.order.count();
    const input = { cartToken, shippingOptionId: await standardOptionId(), card: CARD };
    expect((await place({ ...input, email: ' ', name: '' })).userErrors).toEqual([
      { code: 'INVALID_EMAIL', message: "Enter the customer's email address.", field: 'email' },
      { code: 'INVALID_INPUT', message: "Enter the customer's full name.", field: 'name' },
      { code: 'INVALID_ADDRESS', message: 'Enter the shipping address: this cart has something to ship.', field: 'shippingAddress' },
    ]);
    const blank = { address: ' ', city: '', region: '', postalCode: '', country: 'US' };
    expect((await place({ ...input, shippingAddress: blank })).userErrors).toEqual([
      { code: 'INVALID_ADDRESS', message: 'Enter the street address.', field: 'shippingAddress.address' },
      { code: 'INVALID_ADDRESS', message: 'Enter the city.', field: 'shippingAddress.city' },
      { code: 'INVALID_ADDRESS', message: 'Enter the postal code.', field: 'shippingAddress.postalCode' },
      { code: 'INVALID_ADDRESS', message: 'Enter the state.', field: 'shippingAddress.region' },
    ]);
    expect((await place({ ...input, shippingAddress: { ...blank, country: 'CA', address: '1 Rue', city: 'Québec' } })).userErrors).toEqual([
      { code: 'INVALID_ADDRESS', message: 'Enter the postal code.', field: 'shippingAddress.postalCode' },
      { code: 'INVALID_ADDRESS', message: 'Enter the province.', field: 'shippingAddress.region' },
    ]);
    expect(await t.db.order.count()).toBe(orders);
  });
});
