// The gift card checkout cart (spec §2, §4: gift cards go to the gift card page): a separate one-item GIFT_CARD cart,
// created by POST /api/3/commerce/cart/gift-card or createGiftCardCart and handed around by its token. The visitor's
// own cart and CART cookie are left alone; only a gift card with a denomination and a valid recipient is taken; the
// cart-write limit counts it; checking it out issues and emails the gift card like any cart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitedMessage } from '../../domain/messages.ts';
import { RateLimits } from '../../server/services/rate-limits.ts';
import { browser, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Shopper = ReturnType<typeof browser>;
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const RECIPIENT = { recipientEmail: 'Friend@Example.com', message: 'Happy birthday!' };
const DENOMINATION_MESSAGE = 'Select a denomination for the Gift Card';
const EMAIL_MESSAGE = 'Email is not valid. Email addresses should follow the format email@example.com.';

const CREATE = `mutation C($input: GiftCardCartInput!) {
  createGiftCardCart(input: $input) { cartToken userErrors { code message field } }
}`;
const PLACE = `mutation P($input: PlaceOrderInput!) {
  placeOrder(input: $input) { order { id status grandTotal { cents } } userErrors { code message field } }
}`;

async function shopper(app: TestApp = t): Promise<Shopper> {
  const b = browser(app);
  await b.get('/shop');
  return b;
}
const post = (b: Shopper, path: string, body: unknown) =>
  b.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-CSRF-Token': b.crumb() },
    body: JSON.stringify(body),
  });
const restGiftCardCart = (b: Shopper, body: unknown) => post(b, '/api/3/commerce/cart/gift-card', body);
const gqlGiftCardCart = async (b: Shopper, input: Record<string, unknown>) =>
  (await b.gql<any>(CREATE, { input })).data?.createGiftCardCart as {
    cartToken: string | null;
    userErrors: { code: string; message: string; field: string | null }[];
  };
const cartCookie = (b: Shopper) => /(?:^|; )CART=([^;]+)/.exec(b.cookies)?.[1] ?? null;

/** A shopper whose own cart holds a Canvas Tote: the cart a gift card cart must leave alone. */
async function shopperWithTote(): Promise<Shopper> {
  const b = await shopper();
  const res = await post(b, '/api/commerce/shopping-cart/entries', { itemId: 'prod-canvas-tote', quantity: 1 });
  expect(res.status).toBe(200);
  expect(cartCookie(b)).not.toBeNull();
  return b;
}

async function visitorCartSkus(b: Shopper): Promise<string[]> {
  const cart = (await (await b.get('/api/commerce/shopping-cart')).json()) as any;
  return cart.entries.map((e: any) => e.chosenVariant.sku);
}

describe('POST /api/3/commerce/cart/gift-card', () => {
  it('creates a one-item GIFT_CARD cart apart from the visitor cart and answers {cartToken}; the CART cookie stays', async () => {
    const b = await shopperWithTote();
    const before = cartCookie(b);
    const res = await restGiftCardCart(b, { itemId: 'prod-gift-card', sku: 'GIFT-50', qty: 1, additionalFields: RECIPIENT });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().filter((line) => /^(CART|hasCart)=/.test(line))).toEqual([]);
    const body = (await res.json()) as { cartToken: string };
    expect(Object.keys(body)).toEqual(['cartToken']);
    expect(body.cartToken).not.toBe(before);
    expect(cartCookie(b)).toBe(before);

    const cart = await t.db.shoppingCart.findUniqueOrThrow({ where: { token: body.cartToken }, include: { entries: true } });
    expect(cart.kind).toBe('GIFT_CARD');
    expect(cart.subscriptionOptionId).toBeNull();
    expect(cart.entries).toHaveLength(1);
    expect(cart.entries[0]).toMatchObject({
      itemId: 'prod-gift-card',
      sku: 'GIFT-50',
      quantity: 1,
      additionalFields: { recipientEmail: 'friend@example.com', message: 'Happy birthday!' },
    });
    expect(await visitorCartSkus(b)).toEqual(['TOTE-NATURAL']);
  });

  it('takes the recipient as a JSON string too, and a gift card without one goes to the buyer', async () => {
    const b = await shopper();
    const asText = await restGiftCardCart(b, { itemId: 'prod-gift-card', sku: 'GIFT-25', additionalFields: JSON.stringify(RECIPIENT) });
    const plain = await restGiftCardCart(b, { itemId: 'prod-gift-card', sku: 'GIFT-25', additionalFields: null });
    const entry = async (res: Response) =>
      (await t.db.cartEntry.findFirstOrThrow({ where: { cart: { token: ((await res.json()) as any).cartToken } } })).additionalFields;
    expect(await entry(asText)).toEqual({ recipientEmail: 'friend@example.com', message: 'Happy birthday!' });
    expect(await entry(plain)).toBeNull();
    expect(cartCookie(b)).toBeNull();
  });

  it('refuses a product that is not a gift card, and an unknown one, writing nothing', async () => {
    const b = await shopper();
    const carts = await t.db.shoppingCart.count();
    for (const itemId of ['prod-canvas-tote', 'prod-coffee-subscription', 'no-such-product']) {
      const res = await restGiftCardCart(b, { itemId, qty: 1 });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: 'This product is not a gift card.',
        error: 'NOT_A_GIFT_CARD',
        errors: [{ field: 'itemId', message: 'This product is not a gift card.' }],
      });
    }
    expect(await t.db.shoppingCart.count()).toBe(carts);
  });

  it('asks for a denomination, and refuses an unknown one, a bad recipient and more than 100 cards', async () => {
    const b = await shopper();
    const carts = await t.db.shoppingCart.count();
    const refusal = async (body: Record<string, unknown>) => {
      const res = await restGiftCardCart(b, { itemId: 'prod-gift-card', ...body });
      expect(res.status).toBe(400);
      const { message, error, errors } = (await res.json()) as any;
      return { message, error, field: errors[0].field };
    };
    expect(await refusal({ qty: 1 })).toEqual({ message: DENOMINATION_MESSAGE, error: 'NO_VARIANT_SELECTED', field: 'sku' });
    expect(await refusal({ sku: 'GIFT-7' })).toMatchObject({ error: 'VARIANT_UNAVAILABLE', field: 'sku' });
    expect(await refusal({ sku: 'GIFT-25', additionalFields: { recipientEmail: 'nope' } })).toEqual({
      message: EMAIL_MESSAGE,
      error: 'INVALID_FORM_ANSWER',
      field: 'recipientEmail',
    });
    expect(await refusal({ sku: 'GIFT-25', additionalFields: { message: 'x'.repeat(501) } })).toMatchObject({
      error: 'INVALID_FORM_ANSWER',
      field: 'message',
    });
    expect(await refusal({ sku: 'GIFT-25', qty: 101 })).toEqual({
      message: 'One order can include up to 100 gift cards.',
      error: 'GIFT_CARD_LIMIT',
      field: 'quantity',
    });
    expect(await refusal({ sku: 'GIFT-25', qty: 'two' })).toMatchObject({ error: 'QUANTITY_NOT_A_NUMBER', field: 'quantity' });
    expect(await t.db.shoppingCart.count()).toBe(carts);
  });

  it('refuses a body of the wrong shape with API_FAILURE', async () => {
    const b = await shopper();
    const res = await restGiftCardCart(b, { sku: 'GIFT-25' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).error).toBe('API_FAILURE');
  });
});

describe('createGiftCardCart', () => {
  it('answers the token of a GIFT_CARD cart; shoppingCart reads it by token while the visitor cart stays the same', async () => {
    const b = await shopperWithTote();
    const before = cartCookie(b);
    const created = await gqlGiftCardCart(b, {
      itemId: 'prod-gift-card',
      sku: 'GIFT-100',
      additionalFieldsJson: JSON.stringify(RECIPIENT),
    });
    expect(created.userErrors).toEqual([]);
    expect(created.cartToken).toEqual(expect.any(String));
    expect(cartCookie(b)).toBe(before);

    const read = await b.gql<any>(
      `query($t: String) {
        mine: shoppingCart { kind entries { chosenVariant { sku } } }
        gift: shoppingCart(cartToken: $t) { kind totalQuantity subtotalCents entries { title chosenVariant { sku } additionalFieldsJson } }
      }`,
      { t: created.cartToken },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data.mine).toEqual({ kind: 'STANDARD', entries: [{ chosenVariant: { sku: 'TOTE-NATURAL' } }] });
    expect(read.data.gift).toMatchObject({ kind: 'GIFT_CARD', totalQuantity: 1, subtotalCents: 10000 });
    expect(read.data.gift.entries).toHaveLength(1);
    expect(read.data.gift.entries[0]).toMatchObject({ title: 'Gift Card', chosenVariant: { sku: 'GIFT-100' } });
    expect(JSON.parse(read.data.gift.entries[0].additionalFieldsJson)).toEqual({
      recipientEmail: 'friend@example.com',
      message: 'Happy birthday!',
    });
  });

  it('answers the same refusals as the REST path', async () => {
    const b = await shopper();
    expect(await gqlGiftCardCart(b, { itemId: 'prod-classic-tee', sku: 'TEE-M-BLACK' })).toEqual({
      cartToken: null,
      userErrors: [{ code: 'NOT_A_GIFT_CARD', message: 'This product is not a gift card.', field: 'itemId' }],
    });
    expect(await gqlGiftCardCart(b, { itemId: 'prod-gift-card' })).toEqual({
      cartToken: null,
      userErrors: [{ code: 'NO_VARIANT_SELECTED', message: DENOMINATION_MESSAGE, field: 'sku' }],
    });
    expect(
      await gqlGiftCardCart(b, {
        itemId: 'prod-gift-card',
        sku: 'GIFT-25',
        additionalFieldsJson: JSON.stringify({ recipientEmail: 'a@' }),
      }),
    ).toEqual({
      cartToken: null,
      userErrors: [{ code: 'INVALID_FORM_ANSWER', message: EMAIL_MESSAGE, field: 'recipientEmail' }],
    });
  });
});

describe('checking out a gift card cart', () => {
  it('issues the gift card to its recipient and emails it, leaving the visitor cart and its cookie', async () => {
    const b = await shopperWithTote();
    const before = cartCookie(b);
    const { cartToken } = await gqlGiftCardCart(b, {
      itemId: 'prod-gift-card',
      sku: 'GIFT-25',
      additionalFieldsJson: JSON.stringify(RECIPIENT),
    });
    const placed = await b.gql<any>(PLACE, {
      input: { cartToken, idempotencyKey: 'gift-card-cart-1', name: 'Ada Lovelace', email: 'giver@example.com', card: CARD },
    });
    expect(placed.data.placeOrder.userErrors).toEqual([]);
    const order = placed.data.placeOrder.order;
    expect(order).toMatchObject({ status: 'PAID', grandTotal: { cents: 2500 } });

    const card = await t.db.giftCard.findFirstOrThrow({ where: { orderId: order.id } });
    expect(card).toMatchObject({ balanceCents: 2500, recipientEmail: 'friend@example.com', message: 'Happy birthday!' });
    expect(
      await t.db.outboxMessage.count({
        where: { kind: 'email.giftCard', payload: { equals: { giftCardId: card.id, orderId: order.id } } },
      }),
    ).toBe(1);
    expect((await t.db.shoppingCart.findUniqueOrThrow({ where: { token: cartToken as string } })).isPurchased).toBe(true);
    expect(cartCookie(b)).toBe(before);
    expect(await visitorCartSkus(b)).toEqual(['TOTE-NATURAL']);
  });

  it('a subscription cart still comes from the same place: a SUBSCRIPTION cart on the product’s first plan', async () => {
    const b = await shopper();
    const res = await post(b, '/api/3/commerce/cart/subscription', { itemId: 'prod-coffee-subscription', qty: 1 });
    const { cartToken } = (await res.json()) as { cartToken: string };
    const cart = await t.db.shoppingCart.findUniqueOrThrow({ where: { token: cartToken }, include: { entries: true } });
    const first = await t.db.productSubscriptionOption.findFirstOrThrow({
      where: { productId: 'prod-coffee-subscription' },
      orderBy: { position: 'asc' },
    });
    expect(cart).toMatchObject({ kind: 'SUBSCRIPTION', subscriptionOptionId: first.id });
    expect(cart.entries).toHaveLength(1);
    const refused = await post(b, '/api/3/commerce/cart/subscription', { itemId: 'prod-gift-card', sku: 'GIFT-25' });
    expect(((await refused.json()) as any).error).toBe('SUB_API_FAILURE');
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ limits: new RateLimits({ store: 'memory' }, { cartWrites: { points: 2, durationSeconds: 60 } }) });
  });
  afterAll(() => limited.close());

  it('counts gift card carts as cart writes: past the limit, 429 on REST and RATE_LIMITED on GraphQL', async () => {
    const b = await shopper(limited);
    const body = { itemId: 'prod-gift-card', sku: 'GIFT-25' };
    expect((await restGiftCardCart(b, body)).status).toBe(200);
    expect((await gqlGiftCardCart(b, body)).cartToken).toEqual(expect.any(String));
    const rest = await restGiftCardCart(b, body);
    expect(rest.status).toBe(429);
    expect(await rest.json()).toEqual({ error: rateLimitedMessage(Number(rest.headers.get('retry-after'))) });
    const gql = await b.gql<any>(CREATE, { input: body });
    expect(gql.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(await limited.db.shoppingCart.count({ where: { kind: 'GIFT_CARD' } })).toBe(2);
  });
});
