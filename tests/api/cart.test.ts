// The cart over GraphQL: every add-to-cart rule and message, edits, coupons, shipping and tax, the checkout minimum,
// merging on log-in, concurrency and a constant number of SQL statements per mutation.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CART_LINES } from '../../domain/store-limits.ts';
import { browser, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CART_VIEW = `cartToken totalQuantity subtotalCents discountCents shippingCostCents taxCents grandTotalCents
  entries { id title quantity chosenVariant { sku } }
  coupons { code valid reason } shippingOptions { id name cost { cents } } selectedShippingOption { name }
  applicableTaxRules { name } meetsCheckoutMinimum checkoutMinimumMessage requiresShipping`;
const CART_FIELDS = `cart { ${CART_VIEW} }
  entry { id quantity } userErrors { code message field } warnings { code message }`;
const ADD = `mutation Add($input: AddToCartInput!) { addToCart(input: $input) { ${CART_FIELDS} } }`;

type Shopper = ReturnType<typeof browser>;
const shopper = async () => {
  const b = browser(t);
  await b.get('/shop');
  return b;
};
const add = async (b: Shopper, input: Record<string, unknown>) => (await b.gql(ADD, { input })).data?.addToCart;

describe('add to cart rules and messages', () => {
  it('unselected options name the missing option, and nothing is added', async () => {
    const b = await shopper();
    const res = await add(b, { itemId: 'prod-classic-tee', selectedOptions: [{ name: 'Size', value: 'M' }] });
    expect(res.userErrors).toEqual([{ code: 'NO_VARIANT_SELECTED', message: 'Please select the Color option.', field: 'sku' }]);
    expect(res.cart).toBeNull();
    expect((await add(b, { itemId: 'prod-classic-tee' })).userErrors[0].message).toBe('Please select the Size and Color options.');
    expect((await b.gql('{ shoppingCart { id } }')).data?.shoppingCart).toBeNull();
  });

  it('picks the variant from the selected options', async () => {
    const b = await shopper();
    const res = await add(b, {
      itemId: 'prod-classic-tee',
      selectedOptions: [
        { name: 'Size', value: 'M' },
        { name: 'Color', value: 'Black' },
      ],
    });
    expect(res.entry.quantity).toBe(1);
    expect(res.cart.entries[0].chosenVariant.sku).toBe('TEE-M-BLACK');
  });

  it("a line shows its variant's own image (the black tee's), else the product's first", async () => {
    const b = await shopper();
    await add(b, { itemId: 'prod-classic-tee', sku: 'TEE-M-BLACK' });
    await add(b, { itemId: 'prod-canvas-tote' });
    const lines = (await b.gql('{ shoppingCart { entries { title imageUrl } } }')).data?.shoppingCart.entries;
    const black = await t.db.productVariant.findFirstOrThrow({ where: { sku: 'TEE-M-BLACK' }, select: { mainImage: true } });
    const tote = await t.db.productImage.findFirstOrThrow({ where: { productId: 'prod-canvas-tote' }, orderBy: { position: 'asc' } });
    expect(black.mainImage?.position).toBeGreaterThan(0);
    expect(lines).toEqual([
      { title: 'Classic Tee', imageUrl: black.mainImage?.assetUrl },
      { title: 'Canvas Tote', imageUrl: tote.assetUrl },
    ]);
  });

  it('a line on sale gives its regular price beside the price it is bought at; one not on sale gives the same twice', async () => {
    const b = await shopper();
    await add(b, { itemId: 'prod-classic-tee', sku: 'TEE-M-BLACK' });
    await add(b, { itemId: 'prod-canvas-tote' });
    const lines = (await b.gql('{ shoppingCart { entries { title chosenVariant { price { cents } regularPrice { cents } } } } }')).data
      ?.shoppingCart.entries;
    expect(lines).toEqual([
      { title: 'Classic Tee', chosenVariant: { price: { cents: 1900 }, regularPrice: { cents: 2500 } } },
      { title: 'Canvas Tote', chosenVariant: { price: { cents: 3200 }, regularPrice: { cents: 3200 } } },
    ]);
  });

  it("no such variant: 'Sorry, that item variant is unavailable. Please select another variant.'", async () => {
    const b = await shopper();
    expect((await add(b, { itemId: 'prod-classic-tee', sku: 'TEE-XL' })).userErrors).toEqual([
      { code: 'VARIANT_UNAVAILABLE', message: 'Sorry, that item variant is unavailable. Please select another variant.', field: 'sku' },
    ]);
  });

  it('out of stock counts what is already in the cart', async () => {
    const b = await shopper();
    expect((await add(b, { itemId: 'prod-canvas-tote', quantity: 2 })).userErrors).toEqual([]);
    expect((await add(b, { itemId: 'prod-canvas-tote', quantity: 2 })).userErrors).toEqual([
      { code: 'OUT_OF_STOCK', message: 'Sorry, we do not have enough of that item available.', field: 'quantity' },
    ]);
    expect((await add(b, { itemId: 'prod-canvas-tote', quantity: 1 })).cart.entries[0].quantity).toBe(3);
  });

  it("gift card without denomination: 'Select a denomination for the Gift Card'", async () => {
    const b = await shopper();
    expect((await add(b, { itemId: 'prod-gift-card' })).userErrors[0]).toEqual({
      code: 'NO_VARIANT_SELECTED',
      message: 'Select a denomination for the Gift Card',
      field: 'sku',
    });
    expect((await add(b, { itemId: 'prod-gift-card', sku: 'GIFT-50' })).cart.subtotalCents).toBe(5000);
  });

  it('quantity bounds 1–9999', async () => {
    const b = await shopper();
    expect((await add(b, { itemId: 'prod-digital-lookbook', quantity: 0 })).userErrors[0].message).toBe(
      'Quantity must be between 1 and 9999.',
    );
    expect((await add(b, { itemId: 'prod-digital-lookbook', quantity: 10000 })).userErrors[0].code).toBe('QUANTITY_OUT_OF_RANGE');
  });
});

describe('editing a cart', () => {
  it('changes a quantity, clamping it to the stock with a warning, and removes entries', async () => {
    const b = await shopper();
    const added = await add(b, { itemId: 'prod-canvas-tote', quantity: 1 });
    const entryId = added.entry.id;
    const changed = (
      await b.gql(`mutation($id: ID!) { updateCartEntryQuantity(entryId: $id, quantity: 10) { ${CART_FIELDS} } }`, { id: entryId })
    ).data?.updateCartEntryQuantity;
    expect(changed.cart.entries[0].quantity).toBe(3);
    expect(changed.warnings).toEqual([
      { code: 'QUANTITY_CLAMPED', message: 'Only 3 of Canvas Tote available; the quantity was set to 3.' },
    ]);
    const removed = (await b.gql(`mutation($id: ID!) { removeCartEntry(entryId: $id) { ${CART_FIELDS} } }`, { id: entryId })).data
      ?.removeCartEntry;
    expect(removed.cart.totalQuantity).toBe(0);
    expect(b.cookies).not.toContain('hasCart=true');
  });
});

describe('coupons, shipping, tax and the checkout minimum', () => {
  it('a coupon is reported valid or invalid with a reason; an unknown code is refused', async () => {
    const b = await shopper();
    await add(b, { itemId: 'prod-digital-lookbook' });
    const applied = (await b.gql(`mutation { applyCoupon(code: "welcome10") { ${CART_FIELDS} } }`)).data?.applyCoupon;
    expect(applied.cart.coupons).toEqual([{ code: 'WELCOME10', valid: false, reason: 'MINIMUM_NOT_MET' }]);
    const more = await add(b, { itemId: 'prod-digital-lookbook', quantity: 2 });
    expect(more.cart.coupons).toEqual([{ code: 'WELCOME10', valid: true, reason: null }]);
    expect(more.cart.discountCents).toBe(240);
    const unknown = (await b.gql(`mutation { applyCoupon(code: "NOPE") { ${CART_FIELDS} } }`)).data?.applyCoupon;
    expect(unknown.userErrors).toEqual([{ code: 'INVALID_COUPON', message: 'That code is not valid.', field: 'code' }]);
  });

  it('shipping options follow the location, tax follows the destination, and the grand total adds up', async () => {
    const b = await shopper();
    await add(b, { itemId: 'prod-classic-tee', sku: 'TEE-L-BLACK', quantity: 2 });
    const located = (
      await b.gql(`mutation { setShippingLocation(location: { country: "us", region: "ny", postalCode: "10001" }) { ${CART_FIELDS} } }`)
    ).data?.setShippingLocation;
    expect(located.cart.shippingOptions.map((o: any) => [o.name, o.cost.cents])).toEqual([
      ['Standard', 500],
      ['Express', 1500],
    ]);
    expect(located.cart.applicableTaxRules).toEqual([{ name: 'New York sales tax' }]);
    const standard = located.cart.shippingOptions[0].id;
    const chosen = (await b.gql(`mutation($id: ID!) { selectShippingOption(shippingOptionId: $id) { ${CART_FIELDS} } }`, { id: standard }))
      .data?.selectShippingOption;
    expect(chosen.cart).toMatchObject({
      subtotalCents: 5000,
      shippingCostCents: 500,
      taxCents: 444,
      grandTotalCents: 5944,
      selectedShippingOption: { name: 'Standard' },
    });
  });

  it('INVALID_COUNTRY: an unknown country is refused where the shipping location is set, and the cart keeps its own', async () => {
    const b = await shopper();
    await add(b, { itemId: 'prod-classic-tee', sku: 'TEE-L-BLACK', quantity: 1 });
    for (const country of ['ZZ', 'XX', 'usa', '']) {
      const res = (
        await b.gql(`mutation($c: String!) { setShippingLocation(location: { country: $c }) { ${CART_FIELDS} } }`, { c: country })
      ).data?.setShippingLocation;
      expect(res.userErrors, country).toEqual([{ code: 'INVALID_COUNTRY', message: 'Select a valid country.', field: 'country' }]);
    }
    const kept = await b.gql(`mutation { setShippingLocation(location: { country: "GB" }) { ${CART_FIELDS} } }`);
    expect(kept.data?.setShippingLocation.userErrors).toEqual([]);
    await b.gql(`mutation { setShippingLocation(location: { country: "ZZ" }) { ${CART_FIELDS} } }`);
    const cart = (await b.gql('{ shoppingCart { shippingLocation { country } } }')).data?.shoppingCart as { shippingLocation: unknown };
    expect(cart.shippingLocation).toEqual({ country: 'GB' });
  });

  it("below the store minimum: 'To check out, your order subtotal must be {subtotal} or more.'", async () => {
    await t.db.website.update({ where: { id: 'site-demo' }, data: { checkoutMinimumCents: 5000 } });
    t.catalogChanged();
    const b = await shopper();
    const res = await add(b, { itemId: 'prod-digital-lookbook' });
    expect(res.cart).toMatchObject({
      meetsCheckoutMinimum: false,
      checkoutMinimumMessage: 'To check out, your order subtotal must be $50.00 or more.',
    });
    await t.db.website.update({ where: { id: 'site-demo' }, data: { checkoutMinimumCents: 0 } });
    t.catalogChanged();
  });
});

describe('cart ownership', () => {
  it("on log-in the visitor's cart merges into the user's", async () => {
    const first = await shopper();
    await first.gql('mutation { signUp(input: { email: "merge@example.com", password: "correct horse" }) { siteUser { id } } }');
    await add(first, { itemId: 'prod-digital-lookbook', quantity: 1 });
    const second = await shopper();
    await add(second, { itemId: 'prod-digital-lookbook', quantity: 2 });
    await add(second, { itemId: 'prod-canvas-tote', quantity: 1 });
    await second.gql('mutation { logIn(input: { email: "merge@example.com", password: "correct horse" }) { siteUser { id } } }');
    const cart = (await second.gql('{ shoppingCart { entries { title quantity } } }')).data?.shoppingCart;
    expect(cart.entries).toEqual([
      { title: 'Digital Lookbook', quantity: 3 },
      { title: 'Canvas Tote', quantity: 1 },
    ]);
  });

  it('a headless client passes the cart token explicitly', async () => {
    const b = await shopper();
    const token = (await add(b, { itemId: 'prod-digital-lookbook' })).cart.cartToken;
    const res = await t.gql<any>('query($t: String) { shoppingCart(cartToken: $t) { totalQuantity } }', { t: token });
    expect(res.data.shoppingCart.totalQuantity).toBe(1);
  });

  it("another website's cart cannot be read or changed, even with its token", async () => {
    const b = await shopper();
    const { cartToken, entries } = (await add(b, { itemId: 'prod-digital-lookbook' })).cart;
    const jp = browser(t, 'jp.localhost');
    await jp.get('/shop');
    expect((await jp.gql('query($t: String) { shoppingCart(cartToken: $t) { id } }', { t: cartToken })).data?.shoppingCart).toBeNull();
    const removed = (
      await jp.gql(`mutation($id: ID!, $t: String) { removeCartEntry(entryId: $id, cartToken: $t) { ${CART_FIELDS} } }`, {
        id: entries[0].id,
        t: cartToken,
      })
    ).data?.removeCartEntry;
    expect(removed.userErrors[0].code).toBe('API_FAILURE');
    expect((await b.gql('{ shoppingCart { totalQuantity } }')).data?.shoppingCart.totalQuantity).toBe(1);
  });
});

describe('concurrency and statement count', () => {
  it('two requests adding to the same cart at once lose no update', async () => {
    const b = await shopper();
    await add(b, { itemId: 'prod-digital-lookbook' });
    await Promise.all([add(b, { itemId: 'prod-digital-lookbook', quantity: 2 }), add(b, { itemId: 'prod-digital-lookbook', quantity: 3 })]);
    expect((await b.gql('{ shoppingCart { totalQuantity } }')).data?.shoppingCart.totalQuantity).toBe(6);
  });

  it('a cart mutation runs as many SQL statements for a cart of 1 entry as for a full one (MAX_CART_LINES)', async () => {
    const countFor = async (entries: number) => {
      const b = await shopper();
      const token = (await add(b, { itemId: 'prod-digital-lookbook' })).cart.cartToken;
      await t.addLookbookLines(token, entries - 1);
      const before = t.statements.count;
      await add(b, { itemId: 'prod-digital-lookbook' });
      return t.statements.count - before;
    };
    const one = await countFor(1);
    expect(await countFor(MAX_CART_LINES)).toBe(one);
  });

  it('the first add makes the cart and answers it as stored, without reading it back: 4 statements', async () => {
    await add(await shopper(), { itemId: 'prod-classic-tee', sku: 'TEE-L-WHITE' }); // the catalog memo is warm
    const b = await shopper();
    const before = t.statements.count;
    const added = await add(b, { itemId: 'prod-classic-tee', sku: 'TEE-L-WHITE' });
    expect(added.userErrors).toEqual([]);
    // The variants (fresh stock and prices), then the cart, the entry and COMMIT (Prisma does not report its BEGIN).
    expect(t.statements.count - before).toBe(4);
    const read = await b.gql(`{ shoppingCart { ${CART_VIEW} } }`);
    expect(read.data?.shoppingCart).toEqual(added.cart);
  });

  it('an add to a cart that exists reads the cart once and merges its entry in one statement: 6 statements', async () => {
    const b = await shopper();
    await add(b, { itemId: 'prod-classic-tee', sku: 'TEE-L-WHITE' }); // the cart exists, the catalog memo is warm
    const before = t.statements.count;
    const added = await add(b, { itemId: 'prod-classic-tee', sku: 'TEE-L-WHITE', quantity: 2 });
    expect(added.userErrors).toEqual([]);
    // The variants (fresh stock and prices), the cart with its lines and their prices, the entry created or grown
    // (one upsert) and COMMIT, then the cart as it now is with its coupons (2).
    expect(t.statements.count - before).toBe(6);
    expect(added.cart.entries.map((e: { quantity: number }) => e.quantity)).toEqual([3]);
  });

  it('a cart reads in 2 statements: the cart with its entries and their variants, then its coupons', async () => {
    const b = await shopper();
    await add(b, { itemId: 'prod-classic-tee', sku: 'TEE-L-WHITE' });
    const before = t.statements.count;
    await b.gql('{ shoppingCart { totalQuantity selectedShippingOption { name } shippingOptions { name } coupons { code } } }');
    expect(t.statements.count - before).toBe(2);
  });
});
