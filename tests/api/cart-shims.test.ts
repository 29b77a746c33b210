// Squarespace cart shims: what real clients send (every accepted body form) and the shapes they read back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Shopper = ReturnType<typeof browser>;
const shopper = async () => {
  const b = browser(t);
  await b.get('/shop');
  return b;
};
const post = (b: Shopper, path: string, body: unknown, headers: Record<string, string> = {}) =>
  b.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-CSRF-Token': b.crumb(), ...headers },
    body: JSON.stringify(body),
  });
const addEntry = (b: Shopper, body: unknown, headers?: Record<string, string>) =>
  post(b, '/api/commerce/shopping-cart/entries', body, headers);

describe('POST /api/commerce/shopping-cart/entries', () => {
  it('adds an entry and answers {shoppingCart, newlyAdded} in the shape clients read', async () => {
    const b = await shopper();
    const res = await addEntry(b, { itemId: 'prod-classic-tee', sku: 'TEE-M-BLACK', quantity: 2, additionalFields: null });
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.newlyAdded).toMatchObject({
      itemId: 'prod-classic-tee',
      quantity: 2,
      title: 'Classic Tee',
      productType: 1,
      chosenVariant: {
        sku: 'TEE-M-BLACK',
        attributes: { Size: 'M', Color: 'Black' },
        price: 1900,
        priceMoney: { currency: 'USD', value: '19.00' },
      },
      subTotal: 3800,
      item: { price: { currency: 'USD', value: '19.00' } },
    });
    expect(body.newlyAdded.id).not.toBe('prod-classic-tee');
    expect(body.shoppingCart).toMatchObject({
      subtotalCents: 3800,
      totalQuantity: 2,
      isPurchased: false,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: true,
    });
    expect(body.shoppingCart).not.toHaveProperty('orderId');
    expect(body.shoppingCart).not.toHaveProperty('selectedShippingOption');
    expect(body.shoppingCart).not.toHaveProperty('shippingLocation');
    expect(b.cookies).toMatch(/CART=[^;]+/);
    expect(b.cookies).toContain('hasCart=true');
  });

  it('accepts a trailing slash, a null sku for single-variant products, and quantity as a numeric string or absent', async () => {
    const b = await shopper();
    expect((await post(b, '/api/commerce/shopping-cart/entries/', { itemId: 'prod-canvas-tote', sku: null, quantity: '2' })).status).toBe(
      200,
    );
    const res = await addEntry(b, { itemId: 'prod-digital-lookbook' });
    const cart = ((await res.json()) as any).shoppingCart;
    expect(cart.entries.map((e: any) => [e.chosenVariant.sku, e.quantity])).toEqual([
      ['TOTE-NATURAL', 2],
      ['LOOKBOOK-PDF', 1],
    ]);
  });

  it('accepts additionalFields as JSON null, "null", "[]", "{}" or a JSON string of answers', async () => {
    const b = await shopper();
    for (const additionalFields of [null, 'null', '[]', '{}']) {
      expect((await addEntry(b, { itemId: 'prod-digital-lookbook', sku: 'LOOKBOOK-PDF', quantity: 1, additionalFields })).status).toBe(200);
    }
    const cart = (await (await b.get('/api/commerce/shopping-cart')).json()) as any;
    expect(cart.entries).toHaveLength(1);
    expect(cart.entries[0].quantity).toBe(4); // same item + sku + (no) answers merge into one entry
  });

  it('a refusal answers non-2xx JSON {message, error} and changes nothing', async () => {
    const b = await shopper();
    const res = await addEntry(b, { itemId: 'prod-classic-tee', sku: 'TEE-S-WHITE', quantity: 1 });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: 'Sorry, we do not have enough of that item available.', error: 'OUT_OF_STOCK' });
    expect((await b.get('/api/commerce/shopping-cart')).status).toBe(404);
    const notNumber = await addEntry(b, { itemId: 'prod-canvas-tote', quantity: 'lots' });
    expect(await notNumber.json()).toMatchObject({ message: 'Quantity must be a number.', error: 'QUANTITY_NOT_A_NUMBER' });
  });

  it('a repeated Add-To-Cart-Id returns the first result and adds nothing twice', async () => {
    const b = await shopper();
    const first = (await (await addEntry(b, { itemId: 'prod-canvas-tote', quantity: 1 }, { 'Add-To-Cart-Id': 'add-1' })).json()) as any;
    const again = (await (await addEntry(b, { itemId: 'prod-canvas-tote', quantity: 1 }, { 'Add-To-Cart-Id': 'add-1' })).json()) as any;
    expect(again.newlyAdded.id).toBe(first.newlyAdded.id);
    expect(again.shoppingCart.totalQuantity).toBe(1);
  });

  it('ten concurrent retries of a first add (same Add-To-Cart-Id, no cart yet) make one cart with one unit and ten identical answers', async () => {
    const b = await shopper();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request('/api/commerce/shopping-cart/entries', {
          method: 'POST',
          cookie: b.cookies,
          headers: { 'content-type': 'application/json', 'X-CSRF-Token': b.crumb(), 'Add-To-Cart-Id': 'first-add' },
          body: JSON.stringify({ itemId: 'prod-canvas-tote', quantity: 1 }),
        }),
      ),
    );
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as any[];
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(bodies.map((x) => x.shoppingCart.cartToken)).size).toBe(1);
    expect(new Set(bodies.map((x) => x.newlyAdded.id)).size).toBe(1);
    expect(bodies.map((x) => x.shoppingCart.totalQuantity)).toEqual(Array(10).fill(1));
    const visitorId = /ss_cvr=([^|;]+)/.exec(b.cookies)?.[1];
    expect(await t.db.shoppingCart.count({ where: { visitorId } })).toBe(1);
  });

  it('a first add the database refuses halfway (its entry) writes nothing: no cart, no entry, no claim; its retry then adds once', async () => {
    // The database refuses this one entry, after the claim and the cart were written in the same transaction.
    const refuse = process.env.TEST_DATABASE_URL
      ? [
          `CREATE FUNCTION refuse_entry() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'entry refused'; END $$ LANGUAGE plpgsql`,
          `CREATE TRIGGER refuse_entry BEFORE INSERT ON "CartEntry" FOR EACH ROW WHEN (NEW."sku" = 'TEE-S-BLACK') EXECUTE FUNCTION refuse_entry()`,
        ]
      : [
          `CREATE TRIGGER refuse_entry BEFORE INSERT ON "CartEntry" WHEN NEW."sku" = 'TEE-S-BLACK' BEGIN SELECT RAISE(ABORT, 'entry refused'); END`,
        ];
    const allow = process.env.TEST_DATABASE_URL
      ? ['DROP TRIGGER refuse_entry ON "CartEntry"', 'DROP FUNCTION refuse_entry()']
      : ['DROP TRIGGER refuse_entry'];
    const b = await shopper();
    const visitorId = /ss_cvr=([^|;]+)/.exec(b.cookies)?.[1];
    const add = () => addEntry(b, { itemId: 'prod-classic-tee', sku: 'TEE-S-BLACK' }, { 'Add-To-Cart-Id': 'refused-once' });
    for (const sql of refuse) await t.db.$executeRawUnsafe(sql);
    let refused: Response;
    try {
      refused = await add();
    } finally {
      for (const sql of allow) await t.db.$executeRawUnsafe(sql);
    }
    expect(refused.status).toBe(500);
    expect(await t.db.shoppingCart.count({ where: { visitorId } })).toBe(0);
    expect(await t.db.cartEntry.count({ where: { cart: { visitorId } } })).toBe(0);
    expect(await t.db.cartAddRequest.count({ where: { addToCartId: 'refused-once' } })).toBe(0);
    const retried = (await (await add()).json()) as any;
    expect(retried.shoppingCart.totalQuantity).toBe(1);
    const claim = await t.db.cartAddRequest.findFirstOrThrow({ where: { addToCartId: 'refused-once' } });
    const cart = await t.db.shoppingCart.findFirstOrThrow({ where: { visitorId } });
    expect(claim).toMatchObject({ cartId: cart.id, entryId: retried.newlyAdded.id });
  });

  it('ten concurrent retries of an add to an existing cart add one unit', async () => {
    const b = await shopper();
    await addEntry(b, { itemId: 'prod-digital-lookbook' });
    const bodies = (await Promise.all(
      Array.from({ length: 10 }, async () =>
        (await addEntry(b, { itemId: 'prod-digital-lookbook' }, { 'Add-To-Cart-Id': 'again' })).json(),
      ),
    )) as any[];
    expect(bodies.map((x) => x.shoppingCart.totalQuantity)).toEqual(Array(10).fill(2));
  });

  it("another visitor's Add-To-Cart-Id is theirs: the same id adds to my cart, never answers theirs", async () => {
    const mine = await shopper();
    const theirs = await shopper();
    const a = (await (await addEntry(theirs, { itemId: 'prod-canvas-tote' }, { 'Add-To-Cart-Id': 'shared-id' })).json()) as any;
    const b = (await (await addEntry(mine, { itemId: 'prod-digital-lookbook' }, { 'Add-To-Cart-Id': 'shared-id' })).json()) as any;
    expect(b.shoppingCart.cartToken).not.toBe(a.shoppingCart.cartToken);
    expect(b.newlyAdded.chosenVariant.sku).toBe('LOOKBOOK-PDF');
  });

  it('refuses without the crumb and changes nothing', async () => {
    const b = await shopper();
    const res = await b.request('/api/commerce/shopping-cart/entries', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ itemId: 'prod-canvas-tote' }),
    });
    expect(((await res.json()) as any).crumbFail).toBe(true);
    expect((await b.get('/api/commerce/shopping-cart')).status).toBe(404);
  });
});

describe('GET /api/commerce/shopping-cart', () => {
  it('answers the cart object itself, with a trailing slash, an ignored ?crumb= and mock/timecode/calculateSubtotal', async () => {
    const b = await shopper();
    await addEntry(b, { itemId: 'prod-canvas-tote', quantity: 1 });
    const res = await b.get(`/api/commerce/shopping-cart/?crumb=x&mock=false&timecode=123&calculateSubtotal=true`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ totalQuantity: 1, subtotalCents: 3200, entries: [{ title: 'Canvas Tote' }] });
  });

  it('answers 404 {message: "You have no shopping cart yet."} without a cart', async () => {
    const res = await t.request('/api/commerce/shopping-cart');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'You have no shopping cart yet.' });
  });
});

describe('custom form answers', () => {
  const answers = async () => {
    const form = await t.db.customFormField.findMany({ where: { formId: 'form-engraving' }, orderBy: { position: 'asc' } });
    return (text: string, font = 'Serif') => JSON.stringify({ [form[0].id]: text, [form[1].id]: font });
  };

  it('different answers make separate entries; identical answers merge', async () => {
    const b = await shopper();
    const a = await answers();
    await addEntry(b, { itemId: 'prod-engraved-mug', quantity: 1, additionalFields: a('Ada') });
    await addEntry(b, { itemId: 'prod-engraved-mug', quantity: 1, additionalFields: a('Grace') });
    const res = await addEntry(b, { itemId: 'prod-engraved-mug', quantity: 1, additionalFields: a('Ada') });
    const cart = ((await res.json()) as any).shoppingCart;
    expect(cart.entries.map((e: any) => e.quantity)).toEqual([2, 1]);
  });

  it('refuses missing required answers with errors by field, and PUT additionalFields updates an entry', async () => {
    const b = await shopper();
    const a = await answers();
    const missing = await addEntry(b, { itemId: 'prod-engraved-mug', quantity: 1, additionalFields: '{}' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as any).message).toBe('Required');
    const added = ((await (await addEntry(b, { itemId: 'prod-engraved-mug', quantity: 1, additionalFields: a('Ada') })).json()) as any)
      .newlyAdded;
    const put = await b.request(`/api/commerce/shopping-cart/entries/${added.id}/additionalFields`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'X-CSRF-Token': b.crumb() },
      body: JSON.stringify({ itemId: 'prod-engraved-mug', sku: 'MUG-ENGRAVED', additionalFields: a('Alan', 'Script') }),
    });
    expect(put.status).toBe(200);
    const body = (await put.json()) as any;
    expect(JSON.parse(body.updatedEntry.additionalFields)).toEqual(JSON.parse(a('Alan', 'Script')));
  });
});

describe('POST /api/3/commerce/cart/subscription', () => {
  it('creates a separate one-item cart and answers its cartToken, leaving the visitor cart alone', async () => {
    const b = await shopper();
    const res = await post(b, '/api/3/commerce/cart/subscription', {
      itemId: 'prod-coffee-subscription',
      sku: 'COFFEE-1KG',
      qty: 1,
      additionalFields: null,
    });
    const { cartToken } = (await res.json()) as { cartToken: string };
    expect(cartToken).toEqual(expect.any(String));
    const cart = await t.db.shoppingCart.findUniqueOrThrow({ where: { token: cartToken }, include: { entries: true } });
    expect(cart.kind).toBe('SUBSCRIPTION');
    expect(cart.entries).toHaveLength(1);
    expect(b.cookies).not.toContain('CART=');
  });

  it('refuses a product that is not subscribable', async () => {
    const b = await shopper();
    const res = await post(b, '/api/3/commerce/cart/subscription', { itemId: 'prod-canvas-tote', qty: 1 });
    expect(((await res.json()) as any).error).toBe('SUB_API_FAILURE');
  });
});
