// The store's bounds (domain/store-limits.ts, docs/limits.md): a line's quantity after every merge and edit, lines and
// gift cards per cart and order, order amounts, stock counts; reads that no stored row can break; outbox turns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUANTITY_OUT_OF_RANGE_MESSAGE } from '../../domain/messages.ts';
import {
  CART_LINES_LIMIT_MESSAGE,
  GIFT_CARDS_LIMIT_MESSAGE,
  MAX_CART_LINES,
  MAX_GIFT_CARDS_PER_ORDER,
  STOCK_OUT_OF_RANGE_MESSAGE,
} from '../../domain/store-limits.ts';
import { deliverPending } from '../../server/jobs/outbox-worker.ts';
import { issueApiToken } from '../../server/services/auth/api-tokens.ts';
import { MemoryEmailSender } from '../../server/services/email/email-sender.ts';
import { RateLimits } from '../../server/services/rate-limits.ts';
import { browser, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let headless: { headers: Record<string, string> };
let owner: { headers: Record<string, string> };
beforeAll(async () => {
  t = await startTestApp({ limits: new RateLimits({ store: 'memory' }, { cartWrites: { points: 10_000, durationSeconds: 60 } }) });
  headless = {
    headers: {
      authorization: `Bearer ${(await issueApiToken(t.db, { websiteId: 'site-demo', kind: 'STOREFRONT', name: 'tests' })).token}`,
    },
  };
  owner = { headers: { authorization: `Bearer ${t.owner.token}` } };
});
afterAll(() => t.close());

const PAYLOAD = 'cart { cartToken totalQuantity entries { id quantity chosenVariant { sku } } } userErrors { code message field }';
const ADD = `mutation A($input: AddToCartInput!, $t: String) { addToCart(input: $input, cartToken: $t) { ${PAYLOAD} } }`;
const add = async (input: Record<string, unknown>, cartToken?: string) =>
  (await t.gql<any>(ADD, { input, t: cartToken }, headless)).data.addToCart;
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
let keys = 0;
const place = async (cartToken: string) =>
  (
    await t.gql<any>(
      'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } userErrors { code message field } } }',
      { input: { cartToken, idempotencyKey: `limits-${++keys}`, name: 'Ada Lovelace', email: 'shopper@example.com', card: CARD } },
      headless,
    )
  ).data.placeOrder;
const cartOf = (token: string) => t.db.shoppingCart.findUniqueOrThrow({ where: { token }, include: { entries: true } });

describe('a line holds 1 to 9999 units after every merge and edit', () => {
  it("adding to a line of 9,999 is refused with 'Quantity must be between 1 and 9999.' and nothing changes", async () => {
    const first = await add({ itemId: 'prod-digital-lookbook', quantity: 9999 });
    expect(first.userErrors).toEqual([]);
    const token = first.cart.cartToken;
    for (const quantity of [9999, 1]) {
      const again = await add({ itemId: 'prod-digital-lookbook', quantity }, token);
      expect(again).toEqual({
        cart: null,
        userErrors: [{ code: 'QUANTITY_OUT_OF_RANGE', message: QUANTITY_OUT_OF_RANGE_MESSAGE, field: 'quantity' }],
      });
    }
    expect((await cartOf(token)).entries.map((e) => e.quantity)).toEqual([9999]);
  });

  it('concurrent adds cannot push a line past 9,999 either', async () => {
    const token = (await add({ itemId: 'prod-digital-lookbook', quantity: 9000 })).cart.cartToken;
    const results = await Promise.all(Array.from({ length: 6 }, () => add({ itemId: 'prod-digital-lookbook', quantity: 500 }, token)));
    const accepted = results.filter((r) => r.userErrors.length === 0).length;
    expect(accepted).toBe(1);
    expect((await cartOf(token)).entries.map((e) => e.quantity)).toEqual([9500]);
  });

  it('new form answers that make a line identical to another are refused when the merged line would pass 9,999', async () => {
    const answers = (text: string) =>
      JSON.stringify(
        Object.fromEntries([
          [fieldIds.text, text],
          [fieldIds.font, 'Serif'],
        ]),
      );
    const fieldIds = Object.fromEntries(
      (await t.db.customFormField.findMany({ where: { formId: 'form-engraving' } })).map((f) => [
        f.title === 'Engraving text' ? 'text' : f.title === 'Font' ? 'font' : 'extras',
        f.id,
      ]),
    );
    await t.db.productVariant.updateMany({ where: { sku: 'MUG-ENGRAVED' }, data: { unlimited: true } });
    const token = (await add({ itemId: 'prod-engraved-mug', quantity: 9000, additionalFieldsJson: answers('A') })).cart.cartToken;
    const other = await add({ itemId: 'prod-engraved-mug', quantity: 1000, additionalFieldsJson: answers('B') }, token);
    const entryB = other.cart.entries.find((e: any) => e.quantity === 1000).id;
    const res = (
      await t.gql<any>(
        `mutation U($e: ID!, $a: String!, $t: String) { updateCartEntryAdditionalFields(entryId: $e, additionalFieldsJson: $a, cartToken: $t) { ${PAYLOAD} } }`,
        { e: entryB, a: answers('A'), t: token },
        headless,
      )
    ).data.updateCartEntryAdditionalFields;
    expect(res.userErrors).toEqual([{ code: 'QUANTITY_OUT_OF_RANGE', message: QUANTITY_OUT_OF_RANGE_MESSAGE, field: 'quantity' }]);
    expect((await cartOf(token)).entries.map((e) => e.quantity).sort()).toEqual([1000, 9000]);
    await t.db.productVariant.updateMany({ where: { sku: 'MUG-ENGRAVED' }, data: { unlimited: false } });
  });

  it('on log-in, a merged line keeps at most 9,999 units', async () => {
    const b = browser(t);
    await b.get('/shop');
    const email = `bounds-${Date.now()}@example.com`;
    await b.gql('mutation($i: SignUpInput!) { signUp(input: $i) { userErrors { message } } }', {
      i: { email, password: 'correct horse battery' },
    });
    await b.gql(ADD, { input: { itemId: 'prod-digital-lookbook', quantity: 6000 } });
    await b.gql('mutation { logOut }');
    await b.gql(ADD, { input: { itemId: 'prod-digital-lookbook', quantity: 6000 } });
    await b.gql('mutation($i: LogInInput!) { logIn(input: $i) { userErrors { message } } }', {
      i: { email, password: 'correct horse battery' },
    });
    const cart = (await b.gql('{ shoppingCart { entries { quantity } } }')).data?.shoppingCart;
    expect(cart.entries).toEqual([{ quantity: 9999 }]);
  });
});

describe('lines and gift cards per cart and order', () => {
  it(`a cart holds up to ${MAX_CART_LINES} different lines: a new line past that is refused, more of a held line is not`, async () => {
    const token = (await add({ itemId: 'prod-digital-lookbook' })).cart.cartToken;
    await t.addLookbookLines(token, MAX_CART_LINES - 1);
    const refused = await add({ itemId: 'prod-canvas-tote' }, token);
    expect(refused.userErrors).toEqual([{ code: 'CART_LINE_LIMIT', message: CART_LINES_LIMIT_MESSAGE, field: 'itemId' }]);
    expect((await add({ itemId: 'prod-digital-lookbook' }, token)).userErrors).toEqual([]);
    expect((await cartOf(token)).entries).toHaveLength(MAX_CART_LINES);
  });

  it(`a cart holds up to ${MAX_GIFT_CARDS_PER_ORDER} gift cards: three adds of 9,999 × GIFT-25 are refused and the cart stays empty`, async () => {
    for (let i = 0; i < 3; i++) {
      const res = await add({ itemId: 'prod-gift-card', sku: 'GIFT-25', quantity: 9999 });
      expect(res.userErrors).toEqual([{ code: 'GIFT_CARD_LIMIT', message: GIFT_CARDS_LIMIT_MESSAGE, field: 'quantity' }]);
    }
    const token = (await add({ itemId: 'prod-gift-card', sku: 'GIFT-25', quantity: MAX_GIFT_CARDS_PER_ORDER - 1 })).cart.cartToken;
    expect((await add({ itemId: 'prod-gift-card', sku: 'GIFT-50', quantity: 1 }, token)).userErrors).toEqual([]);
    expect((await add({ itemId: 'prod-gift-card', sku: 'GIFT-50', quantity: 1 }, token)).userErrors[0].code).toBe('GIFT_CARD_LIMIT');
  });

  it('an order past the gift card bound (a cart filled behind the rules) is refused before anything is charged or written', async () => {
    const token = (await add({ itemId: 'prod-gift-card', sku: 'GIFT-25', quantity: 1 })).cart.cartToken;
    await t.db.cartEntry.updateMany({ where: { cart: { token } }, data: { quantity: 9999 } });
    const before = { orders: await t.db.order.count(), cards: await t.db.giftCard.count(), outbox: await t.db.outboxMessage.count() };
    expect((await place(token)).userErrors).toEqual([{ code: 'GIFT_CARD_LIMIT', message: GIFT_CARDS_LIMIT_MESSAGE, field: 'quantity' }]);
    expect({ orders: await t.db.order.count(), cards: await t.db.giftCard.count(), outbox: await t.db.outboxMessage.count() }).toEqual(
      before,
    );
    expect((await cartOf(token)).isPurchased).toBe(false);
  });
});

describe('order amounts', () => {
  it("a cart worth more than the bound is refused: 'An order cannot be more than $10,000,000.00.'", async () => {
    await t.db.productVariant.updateMany({ where: { sku: 'COFFEE-1KG' }, data: { priceCents: 600_000_000 } });
    const token = (await add({ itemId: 'prod-coffee-subscription' })).cart.cartToken;
    const res = await add({ itemId: 'prod-coffee-subscription' }, token);
    expect(res.userErrors).toEqual([
      { code: 'ORDER_AMOUNT_LIMIT', message: 'An order cannot be more than $10,000,000.00.', field: 'quantity' },
    ]);
    await t.db.cartEntry.updateMany({ where: { cart: { token } }, data: { quantity: 4 } });
    expect((await place(token)).userErrors[0]).toMatchObject({ code: 'ORDER_AMOUNT_LIMIT' });
    await t.db.productVariant.updateMany({ where: { sku: 'COFFEE-1KG' }, data: { priceCents: 1800 } });
  });

  it('the JPY store states its bound in yen', async () => {
    const jp = browser(t, 'jp.localhost');
    await jp.get('/shop');
    await t.db.productVariant.updateMany({
      where: { sku: 'MATCHA-SET' },
      data: { priceCents: 600_000_000, salePriceCents: 600_000_000, qtyInStock: 10 },
    });
    const first = await jp.gql(ADD, { input: { itemId: 'prod-matcha-set', quantity: 2 } });
    expect(first.data?.addToCart.userErrors[0].message).toBe('An order cannot be more than ¥1,000,000,000.');
  });
});

describe('stock counts', () => {
  const ADJUST = 'mutation($ops: [StockOperationInput!]!) { adjustStock(operations: $ops) { ok userErrors { code message } } }';

  it('an increment past the bound is refused and nothing changes; a value beyond it cannot be set', async () => {
    const variant = await t.db.productVariant.findFirstOrThrow({ where: { sku: 'TEE-M-BLACK' } });
    const ok = await t.gql<any>(ADJUST, { ops: [{ kind: 'SET_FINITE', variantId: variant.id, quantity: 1_000_000_000 }] }, owner);
    expect(ok.data.adjustStock.ok).toBe(true);
    const refused = await t.gql<any>(ADJUST, { ops: [{ kind: 'INCREMENT', variantId: variant.id, quantity: 1 }] }, owner);
    expect(refused.data.adjustStock).toEqual({
      ok: false,
      userErrors: [{ code: 'STOCK_OUT_OF_RANGE', message: STOCK_OUT_OF_RANGE_MESSAGE }],
    });
    const huge = await t.gql<any>(ADJUST, { ops: [{ kind: 'SET_FINITE', variantId: variant.id, quantity: 2147483647 }] }, owner);
    expect(huge.data.adjustStock.userErrors[0].code).toBe('INVALID_INPUT');
    expect((await t.db.productVariant.findUniqueOrThrow({ where: { id: variant.id } })).qtyInStock).toBe(1_000_000_000);
    const product = await t.gql<any>('{ product(urlSlug: "classic-tee", collectionSlug: "shop") { variants { sku qtyInStock } } }');
    expect(product.errors).toBeUndefined();
    expect(product.data.product.variants.find((v: any) => v.sku === 'TEE-M-BLACK').qtyInStock).toBe(1_000_000_000);
  });
});

describe('one bad row never blanks a list', () => {
  const postgres = Boolean(process.env.TEST_DATABASE_URL);

  it(
    postgres
      ? 'PostgreSQL refuses to store an amount or stock count past 32 bits at all'
      : 'amounts and stock past 32 bits (written before the bounds) still read',
    async () => {
      const token = (await add({ itemId: 'prod-digital-lookbook' })).cart.cartToken;
      const order = (await place(token)).order;
      const variant = await t.db.productVariant.findFirstOrThrow({ where: { sku: 'TEE-L-BLACK' } });
      const write = () =>
        Promise.all([
          t.db.order.update({ where: { id: order.id }, data: { grandTotalCents: 2_199_780_000 } }),
          t.db.productVariant.update({ where: { id: variant.id }, data: { qtyInStock: 4_294_967_294 } }),
        ]);
      if (postgres) {
        await expect(write()).rejects.toThrow();
        return;
      }
      await write();
      t.catalogChanged();
      const orders = await t.gql<any>('{ orders(first: 100) { edges { node { id grandTotal { cents } } } } }', {}, owner);
      expect(orders.errors).toBeUndefined();
      expect(orders.data.orders.edges.find((e: any) => e.node.id === order.id).node.grandTotal.cents).toBe(2_199_780_000);
      const product = await t.gql<any>('{ product(urlSlug: "classic-tee", collectionSlug: "shop") { variants { sku qtyInStock } } }');
      expect(product.errors).toBeUndefined();
      expect(product.data.product.variants.find((v: any) => v.sku === 'TEE-L-BLACK').qtyInStock).toBe(4_294_967_294);
      await t.db.productVariant.update({ where: { id: variant.id }, data: { qtyInStock: 12 } });
    },
  );
});

describe('outbox turns', () => {
  it("a big order's gift card emails never hold up another order's confirmation", async () => {
    await t.db.outboxMessage.updateMany({ where: { status: 'PENDING' }, data: { status: 'SENT' } });
    const big = (await add({ itemId: 'prod-gift-card', sku: 'GIFT-25', quantity: MAX_GIFT_CARDS_PER_ORDER })).cart.cartToken;
    const bigOrder = (await place(big)).order;
    const small = (await add({ itemId: 'prod-digital-lookbook' })).cart.cartToken;
    const smallOrder = (await place(small)).order;
    const sender = new MemoryEmailSender();
    await deliverPending(t.db, sender, { publicUrl: 'http://localhost:3000', limit: 3 });
    const delivered = await t.db.outboxMessage.findMany({
      where: { status: 'SENT', sentAt: { not: null }, kind: 'email.orderConfirmation' },
      select: { payload: true },
    });
    const confirmed = delivered.map((m) => (m.payload as { orderId: string }).orderId);
    expect(confirmed).toEqual(expect.arrayContaining([bigOrder.id, smallOrder.id]));
    expect(sender.sent).toHaveLength(3);
    expect(await t.db.outboxMessage.count({ where: { status: 'PENDING', kind: 'email.giftCard' } })).toBe(MAX_GIFT_CARDS_PER_ORDER - 1);
  });
});
