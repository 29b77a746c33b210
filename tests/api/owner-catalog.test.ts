// The owner's catalog over GraphQL: products of every type, publish states, duplicate, archive, delete, move; the
// storefront, `?format=json`, the stock path and carts see each change at once; every refusal names its field and
// writes nothing.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { RoleCode } from '../../domain/permissions.ts';
import { OPTIONS_NEEDED_MESSAGE } from '../../domain/variant-options.ts';
import { browser, ownerHeaders, startTestApp } from './harness.ts';

const t = await startTestApp();
const editor = await ownerHeaders(t, RoleCode.EDITOR);
afterAll(() => t.close());

const PRODUCT_FIELDS = `id title urlSlug fullUrl excerpt body status statusLabel publishOn archivedAt position collectionId productTypeCode
  variantOptionOrdering customAddButtonText useCustomAddButtonText isSubscribable additionalFieldsFormId
  variants { id sku attributes { name value } price { cents currencyCode } salePrice { cents } onSale unlimited qtyInStock weightGrams position }
  subscriptionOptions { id priceText plan { id } }
  merchandising { scarcityEnabled restockNotificationsEnabled restockAutoSend }`;
const PAYLOAD = `product { ${PRODUCT_FIELDS} } userErrors { code message field }`;
const CREATE = `mutation C($i: CreateProductInput!) { createProduct(input: $i) { ${PAYLOAD} } }`;
const UPDATE = `mutation U($id: ID!, $i: UpdateProductInput!) { updateProduct(id: $id, input: $i) { ${PAYLOAD} } }`;

type Payload = { product: Record<string, any> | null; userErrors: { code: string; message: string; field: string | null }[] };

async function owner<T = Payload>(query: string, variables: Record<string, unknown>, as = editor): Promise<T> {
  const res = await t.gql<Record<string, T>>(query, variables, as);
  expect(res.errors).toBeUndefined();
  return Object.values(res.data ?? {})[0] as T;
}

let n = 0;
/** A physical tee with Size × Color, unique per call. */
const teeInput = (extra: Record<string, unknown> = {}) => {
  n++;
  return {
    collectionId: 'col-shop',
    productType: 'PHYSICAL',
    title: `Linen Shirt ${n}`,
    optionNames: ['Size', 'Color'],
    variants: ['S', 'M'].flatMap((size) =>
      ['Sand', 'Sky'].map((color) => ({
        sku: `LINEN-${n}-${size}-${color}`.toUpperCase(),
        attributes: [
          { name: 'Size', value: size },
          { name: 'Color', value: color },
        ],
        priceCents: 4500,
        qtyInStock: 3,
        weightGrams: 250,
      })),
    ),
    ...extra,
  };
};

const create = async (extra: Record<string, unknown> = {}) => {
  const r = await owner(CREATE, { i: teeInput(extra) });
  expect(r.userErrors).toEqual([]);
  return r.product as Record<string, any>;
};
const publish = (id: string, extra: Record<string, unknown> = {}) => owner(UPDATE, { id, i: { status: 'PUBLISHED', ...extra } });

const publicProduct = async (id: string) => (await t.gql<any>('query($id: ID) { product(id: $id) { id title } }', { id })).data.product;
const listing = async () =>
  (
    await t.gql<any>('{ collection(urlSlug: "shop") { products(first: 100) { edges { node { id } } } } }')
  ).data.collection.products.edges.map((e: any) => e.node.id);
const pageJsonIds = async () => ((await (await t.request('/shop?format=json')).json()) as any).items.map((i: any) => i.id);
const stockStatus = async (id: string) => (await t.request(`/api/commerce/inventory/stock/?itemId=${id}`)).status;
const itemCount = () => t.db.item.count();

describe('create and publish', () => {
  it('a new product is a draft: owners see it, the storefront, ?format=json and the stock path do not', async () => {
    const p = await create();
    expect(p).toMatchObject({ status: 'DRAFT', statusLabel: 'Draft', productTypeCode: 1, variantOptionOrdering: ['Size', 'Color'] });
    expect(p.variants).toHaveLength(4);
    expect(p.variants[0]).toMatchObject({ price: { cents: 4500, currencyCode: 'USD' }, qtyInStock: 3, unlimited: false, weightGrams: 250 });
    expect(await publicProduct(p.id)).toBeNull();
    expect(await listing()).not.toContain(p.id);
    expect(await pageJsonIds()).not.toContain(p.id);
    expect(await stockStatus(p.id)).toBe(404);
    expect((await t.request(`/shop/${p.urlSlug}`)).status).toBe(404);
    const seen = await owner<any>('query($id: ID!) { catalogProduct(id: $id) { id statusLabel } }', { id: p.id });
    expect(seen).toEqual({ id: p.id, statusLabel: 'Draft' });
  });

  it('publishing shows it at once in the product query, the listing, ?format=json, the stock path and the cart', async () => {
    expect((await listing()).length).toBeGreaterThan(0); // the public listing is now cached
    const p = await create();
    const published = await publish(p.id);
    expect(published.product).toMatchObject({ status: 'PUBLISHED', statusLabel: 'Published' });
    expect(await publicProduct(p.id)).toMatchObject({ id: p.id, title: p.title });
    expect(await listing()).toContain(p.id);
    expect(await pageJsonIds()).toContain(p.id);
    expect(await stockStatus(p.id)).toBe(200);
    expect((await t.request(`/shop/${p.urlSlug}`)).status).toBe(200);
    const shopper = browser(t);
    await shopper.get('/shop');
    const added = await shopper.gql(
      'mutation($i: AddToCartInput!) { addToCart(input: $i) { cart { entries { title } } userErrors { code } } }',
      { i: { itemId: p.id, sku: p.variants[1].sku } },
    );
    expect(added.data?.addToCart).toEqual({ cart: { entries: [{ title: p.title }] }, userErrors: [] });
  });

  it('a publish date ahead schedules it: labelled Scheduled, hidden, and refused by the cart until then', async () => {
    const p = await create({ status: 'PUBLISHED', publishOn: new Date(Date.now() + 3_600_000).toISOString() });
    expect(p).toMatchObject({ status: 'PUBLISHED', statusLabel: 'Scheduled' });
    expect(await publicProduct(p.id)).toBeNull();
    const shopper = browser(t);
    await shopper.get('/shop');
    const added = await shopper.gql('mutation($i: AddToCartInput!) { addToCart(input: $i) { userErrors { code } } }', {
      i: { itemId: p.id, sku: p.variants[0].sku },
    });
    expect(added.data?.addToCart.userErrors).toEqual([{ code: 'VARIANT_UNAVAILABLE' }]);
    await publish(p.id, { publishOn: new Date(Date.now() - 1000).toISOString() });
    expect(await publicProduct(p.id)).toMatchObject({ id: p.id });
  });

  it('makes each product type with what the type allows', async () => {
    const digital = await owner(CREATE, {
      i: { collectionId: 'col-shop', productType: 'DIGITAL', title: 'Pattern Book', variants: [{ priceCents: 900, qtyInStock: 4 }] },
    });
    expect(digital.userErrors).toEqual([]);
    expect(digital.product?.variants).toEqual([
      expect.objectContaining({ unlimited: true, qtyInStock: 0, price: { cents: 900, currencyCode: 'USD' }, attributes: [] }),
    ]);
    expect(digital.product?.variants[0].sku).toMatch(/^SQ[0-9A-Z]{10}$/);
    const service = await owner(CREATE, {
      i: { collectionId: 'col-shop', productType: 'SERVICE', title: 'Fitting', variants: [{ priceCents: 5000, qtyInStock: 2 }] },
    });
    expect(service.product?.variants[0]).toMatchObject({ unlimited: false, qtyInStock: 2 });
    const gift = await owner(CREATE, {
      i: {
        collectionId: 'col-shop',
        productType: 'GIFT_CARD',
        title: 'Store Credit',
        optionNames: ['Amount'],
        variants: [10, 20].map((d) => ({ attributes: [{ name: 'Amount', value: `$${d}.00` }], priceCents: d * 100 })),
      },
    });
    expect(gift.product?.variants.map((v: any) => [v.attributes[0].value, v.unlimited])).toEqual([
      ['$10.00', true],
      ['$20.00', true],
    ]);
    const paywall = await owner(CREATE, {
      i: { collectionId: 'col-shop', productType: 'PAYWALL', title: 'Members Area', variants: [{ priceCents: 1500 }] },
    });
    expect(paywall.product).toMatchObject({ productTypeCode: 5, variants: [expect.objectContaining({ unlimited: true })] });
  });

  it('subscribable products offer plans; plans of the same period are shared, and each has its price text', async () => {
    const p = await create({
      isSubscribable: true,
      subscriptionOptions: [
        { billingPeriodValue: 1, billingPeriodUnit: 'MONTH' },
        { billingPeriodValue: 2, billingPeriodUnit: 'WEEK', numBillingCycles: 6, priceCents: 4000 },
      ],
    });
    expect(p.subscriptionOptions.map((o: any) => o.priceText)).toEqual(['$45.00 every month', '$40.00 every 2 weeks for 12 weeks']);
    const monthly = await t.db.subscriptionPlan.findFirstOrThrow({ where: { websiteId: 'site-demo', name: 'Monthly' } });
    expect(p.subscriptionOptions[0].plan.id).toBe(monthly.id);
  });

  it('makes the slug from the title, free in its collection', async () => {
    const a = await owner(CREATE, { i: { ...teeInput(), title: 'Café Crème', variants: [{ priceCents: 100 }], optionNames: [] } });
    const b = await owner(CREATE, { i: { ...teeInput(), title: 'Cafe creme!', variants: [{ priceCents: 100 }], optionNames: [] } });
    expect([a.product?.urlSlug, b.product?.urlSlug]).toEqual(['cafe-creme', 'cafe-creme-2']);
    expect(a.product?.fullUrl).toBe('/shop/cafe-creme');
  });

  it('takes merchandising, a custom add button text and a product form at creation', async () => {
    const p = await create({
      customAddButtonText: 'Reserve',
      additionalFieldsFormId: 'form-engraving',
      merchandising: { scarcityEnabled: true, restockNotificationsEnabled: true, restockAutoSend: true },
    });
    expect(p).toMatchObject({
      customAddButtonText: 'Reserve',
      useCustomAddButtonText: true,
      additionalFieldsFormId: 'form-engraving',
      merchandising: { scarcityEnabled: true, restockNotificationsEnabled: true, restockAutoSend: true },
    });
  });
});

describe('refusals name their field and write nothing', () => {
  const refusal = async (extra: Record<string, unknown>) => {
    const before = await itemCount();
    const r = await owner(CREATE, { i: teeInput(extra) });
    expect(r.product).toBeNull();
    expect(await itemCount()).toBe(before);
    return r.userErrors.map((e) => [e.code, e.message, e.field]);
  };

  it('more than one variant without option names is refused by saying what to send, not as a variant that already exists', async () => {
    expect(await refusal({ optionNames: [], variants: [{ priceCents: 100 }, { priceCents: 200 }] })).toEqual([
      ['INVALID_INPUT', OPTIONS_NEEDED_MESSAGE, 'optionNames'],
    ]);
  });

  it("refuses a taken URL slug with 'This URL slug already exists'", async () => {
    expect(await refusal({ urlSlug: 'classic-tee' })).toEqual([['ALREADY_EXISTS', 'This URL slug already exists', 'urlSlug']]);
  });

  it("refuses a SKU another variant has with 'This SKU already exists'", async () => {
    const input = teeInput();
    input.variants[2].sku = 'TEE-M-BLACK';
    expect(await refusal(input)).toEqual([['ALREADY_EXISTS', 'This SKU already exists', 'variants.2.sku']]);
  });

  it("refuses two variants with one combination with 'This variant already exists'", async () => {
    const input = teeInput();
    input.variants[1].attributes = input.variants[0].attributes;
    expect(await refusal(input)).toEqual([['ALREADY_EXISTS', 'This variant already exists', 'variants.1.attributes']]);
  });

  it('refuses a variant without a value for every option, or with an option the product lacks', async () => {
    const missing = teeInput();
    missing.variants[0].attributes = [{ name: 'Size', value: 'S' }];
    expect(await refusal(missing)).toEqual([['INVALID_INPUT', 'Give a value for Color.', 'variants.0.attributes']]);
    const extra = teeInput();
    extra.variants[0].attributes.push({ name: 'Fit', value: 'Slim' });
    expect(await refusal(extra)).toEqual([['INVALID_INPUT', 'The product has no option Fit.', 'variants.0.attributes']]);
  });

  it('refuses what the product type does not allow', async () => {
    expect(await refusal({ productType: 'DIGITAL' })).toEqual([
      ['INVALID_INPUT', 'Digital and paywall products have one variant and no options.', 'productType'],
    ]);
    expect(
      await refusal({
        productType: 'GIFT_CARD',
        isSubscribable: true,
        subscriptionOptions: [{ billingPeriodValue: 1, billingPeriodUnit: 'MONTH' }],
      }),
    ).toEqual([['INVALID_INPUT', 'Gift cards cannot be sold as subscriptions.', 'productType']]);
  });

  it('refuses a sale price that is not below the price, and bad numbers and texts', async () => {
    const sale = teeInput();
    Object.assign(sale.variants[0], { onSale: true, salePriceCents: 4500 });
    expect(await refusal(sale)).toEqual([['INVALID_INPUT', 'The sale price must be less than the price.', 'variants.0.salePriceCents']]);
    const bad = teeInput({ title: '  ', urlSlug: 'Not A Slug' });
    bad.variants[0].priceCents = -1;
    expect((await refusal(bad)).map(([code, , field]) => [code, field])).toEqual([
      ['INVALID_INPUT', 'input.title'],
      ['INVALID_INPUT', 'input.urlSlug'],
      ['INVALID_INPUT', 'input.variants.0.priceCents'],
    ]);
  });

  it('refuses a subscribable product without plans, an unknown collection and an unknown form', async () => {
    expect(await refusal({ isSubscribable: true })).toEqual([
      ['INVALID_INPUT', 'Offer a subscribable product on at least one plan.', 'subscriptionOptions'],
    ]);
    expect(await refusal({ collectionId: 'col-nope' })).toEqual([['NOT_FOUND', 'No such collection.', 'collectionId']]);
    expect(await refusal({ additionalFieldsFormId: 'form-contact' })).toEqual([
      ['NOT_FOUND', 'No such product form.', 'additionalFieldsFormId'],
    ]);
  });
});

describe('update', () => {
  it('changes texts, slug and button text, and the storefront sees them at once', async () => {
    const p = await create();
    await publish(p.id);
    expect(await publicProduct(p.id)).toMatchObject({ title: p.title });
    const r = await owner(UPDATE, {
      id: p.id,
      i: {
        title: 'Washed Linen Shirt',
        urlSlug: `washed-${p.urlSlug}`,
        excerpt: 'Soft.',
        body: '<p>Long.</p>',
        customAddButtonText: 'Get it',
      },
    });
    expect(r.product).toMatchObject({
      title: 'Washed Linen Shirt',
      urlSlug: `washed-${p.urlSlug}`,
      excerpt: 'Soft.',
      body: '<p>Long.</p>',
      customAddButtonText: 'Get it',
      useCustomAddButtonText: true,
    });
    expect(await publicProduct(p.id)).toMatchObject({ title: 'Washed Linen Shirt' });
    const cleared = await owner(UPDATE, { id: p.id, i: { customAddButtonText: null } });
    expect(cleared.product).toMatchObject({ customAddButtonText: null, useCustomAddButtonText: false });
  });

  it("refuses another product's slug in the same collection", async () => {
    const p = await create();
    const r = await owner(UPDATE, { id: p.id, i: { urlSlug: 'canvas-tote' } });
    expect(r.userErrors).toEqual([{ code: 'ALREADY_EXISTS', message: 'This URL slug already exists', field: 'urlSlug' }]);
  });

  it('back to draft: the product leaves the storefront and the carts that hold it', async () => {
    const p = await create();
    await publish(p.id);
    const shopper = browser(t);
    await shopper.get('/shop');
    const CART = '{ shoppingCart { entries { title } } }';
    await shopper.gql('mutation($i: AddToCartInput!) { addToCart(input: $i) { userErrors { code } } }', {
      i: { itemId: p.id, sku: p.variants[0].sku },
    });
    expect((await shopper.gql(CART)).data?.shoppingCart.entries).toEqual([{ title: p.title }]);
    await owner(UPDATE, { id: p.id, i: { status: 'DRAFT' } });
    expect(await publicProduct(p.id)).toBeNull();
    expect((await shopper.gql(CART)).data?.shoppingCart.entries).toEqual([]);
  });

  it('replaces the subscription plans, keeping the ones that stay', async () => {
    const p = await create({ isSubscribable: true, subscriptionOptions: [{ billingPeriodValue: 1, billingPeriodUnit: 'MONTH' }] });
    const kept = p.subscriptionOptions[0].id;
    const r = await owner(UPDATE, {
      id: p.id,
      i: {
        subscriptionOptions: [
          { billingPeriodValue: 1, billingPeriodUnit: 'MONTH', priceCents: 4000 },
          { billingPeriodValue: 1, billingPeriodUnit: 'YEAR' },
        ],
      },
    });
    expect(r.product?.subscriptionOptions.map((o: any) => [o.id === kept, o.priceText])).toEqual([
      [true, '$40.00 every month'],
      [false, '$45.00 every year'],
    ]);
  });
});

describe('duplicate, archive, delete, move', () => {
  const ids = async (collection: string) =>
    (
      await owner<any>('query($c: ID) { catalogProducts(collectionId: $c, first: 100) { edges { node { id position } } } }', {
        c: collection,
      })
    ).edges.map((e: any) => e.node);

  it('duplicates as a draft copy with a free slug, new SKUs, the same prices and options, and no stock', async () => {
    const p = await create({ isSubscribable: true, subscriptionOptions: [{ billingPeriodValue: 1, billingPeriodUnit: 'MONTH' }] });
    await publish(p.id);
    const r = await owner(`mutation($id: ID!) { duplicateProduct(id: $id) { ${PAYLOAD} } }`, { id: p.id });
    expect(r.userErrors).toEqual([]);
    const copy = r.product as Record<string, any>;
    expect(copy).toMatchObject({
      title: `${p.title} (copy)`,
      urlSlug: `${p.urlSlug}-copy`,
      status: 'DRAFT',
      variantOptionOrdering: ['Size', 'Color'],
    });
    expect(copy.variants.map((v: any) => [v.sku, v.price.cents, v.qtyInStock])).toEqual(
      p.variants.map((v: any) => [`${v.sku}-COPY`, 4500, 0]),
    );
    expect(copy.subscriptionOptions).toHaveLength(1);
    const again = await owner(`mutation($id: ID!) { duplicateProduct(id: $id) { ${PAYLOAD} } }`, { id: p.id });
    expect(again.product?.urlSlug).toBe(`${p.urlSlug}-copy-2`);
    expect(again.product?.variants[0].sku).toBe(`${p.variants[0].sku}-COPY-2`);
  });

  it('archiving takes a product off the storefront and out of the owner list; unarchiving brings it back', async () => {
    const p = await create();
    await publish(p.id);
    const archived = await owner(`mutation($id: ID!) { archiveProduct(id: $id) { ${PAYLOAD} } }`, { id: p.id });
    expect(archived.product?.archivedAt).toBeTruthy();
    expect(await publicProduct(p.id)).toBeNull();
    expect((await ids('col-shop')).map((x: any) => x.id)).not.toContain(p.id);
    const list = await owner<any>('{ catalogProducts(archived: true, first: 100) { edges { node { id } } } }', {});
    expect(list.edges.map((e: any) => e.node.id)).toContain(p.id);
    await owner(`mutation($id: ID!) { unarchiveProduct(id: $id) { ${PAYLOAD} } }`, { id: p.id });
    expect(await publicProduct(p.id)).toMatchObject({ id: p.id });
  });

  it('deleting is refused while an open cart holds the product, allowed once that cart is old, and closes the gap', async () => {
    const p = await create();
    await publish(p.id);
    const shopper = browser(t);
    await shopper.get('/shop');
    await shopper.gql('mutation($i: AddToCartInput!) { addToCart(input: $i) { userErrors { code } } }', {
      i: { itemId: p.id, sku: p.variants[0].sku },
    });
    const DELETE = 'mutation($id: ID!) { deleteProduct(id: $id) { deletedId userErrors { code message field } } }';
    expect(await owner<any>(DELETE, { id: p.id })).toEqual({
      deletedId: null,
      userErrors: [
        {
          code: 'PRODUCT_IN_USE',
          message:
            'This product cannot be deleted while open carts, unfinished orders or active subscriptions need it. Archive it instead.',
          field: 'productId',
        },
      ],
    });
    await t.db.shoppingCart.updateMany({
      where: { entries: { some: { itemId: p.id } } },
      data: { updatedAt: new Date(Date.now() - 31 * 86_400_000) },
    });
    const before = await ids('col-shop');
    expect(await owner<any>(DELETE, { id: p.id })).toEqual({ deletedId: p.id, userErrors: [] });
    const after = await ids('col-shop');
    expect(after.map((x: any) => x.position)).toEqual(after.map((_: unknown, i: number) => i));
    expect(after).toHaveLength(before.length - 1);
    expect(await t.db.item.findUnique({ where: { id: p.id } })).toBeNull();
  });

  it('deleting is refused while an unfinished order or a renewing subscription needs the product', async () => {
    const DELETE = 'mutation($id: ID!) { deleteProduct(id: $id) { userErrors { code } } }';
    // The demo coffee has no orders yet: give it a renewing subscription.
    const coffee = await t.db.productVariant.findFirstOrThrow({ where: { sku: 'COFFEE-1KG' } });
    const plan = await t.db.subscriptionPlan.findFirstOrThrow({ where: { websiteId: 'site-demo' } });
    await t.db.subscription.create({
      data: {
        websiteId: 'site-demo',
        email: 'sub@example.com',
        productId: coffee.productId,
        variantId: coffee.id,
        subscriptionPlanId: plan.id,
        billingPeriodValue: 1,
        billingPeriodUnit: 'MONTH',
        numBillingCycles: 0,
        priceCents: 1800,
        currency: 'USD',
      },
    });
    expect((await owner<any>(DELETE, { id: coffee.productId })).userErrors).toEqual([{ code: 'PRODUCT_IN_USE' }]);
    const order = await t.db.order.create({
      data: {
        websiteId: 'site-demo',
        orderNumber: 9001,
        idempotencyKey: 'owner-catalog-test',
        statusToken: 'owner-catalog-test',
        email: 'o@example.com',
        currency: 'USD',
        status: 'PAID',
        subtotalCents: 9000,
        taxCents: 0,
        shippingCostCents: 0,
        discountCents: 0,
        grandTotalCents: 9000,
        lines: {
          create: {
            websiteId: 'site-demo',
            itemId: 'prod-styling-session',
            sku: 'SESSION-60',
            productName: 'Styling Session',
            productType: 3,
            quantity: 1,
            unitPriceCents: 9000,
          },
        },
      },
    });
    expect((await owner<any>(DELETE, { id: 'prod-styling-session' })).userErrors).toEqual([{ code: 'PRODUCT_IN_USE' }]);
    await t.db.order.update({ where: { id: order.id }, data: { status: 'FULFILLED' } });
    expect((await owner<any>(DELETE, { id: 'prod-styling-session' })).userErrors).toEqual([]);
  });

  it('moves a product within its collection and to another, keeping positions without gaps', async () => {
    const other = await owner<any>(
      'mutation { createCollection(input: { title: "Sale Rack" }) { collection { id urlSlug } userErrors { code } } }',
      {},
    );
    const p = await create();
    const MOVE = `mutation($id: ID!, $c: ID, $p: Int) { moveProduct(id: $id, collectionId: $c, position: $p) { ${PAYLOAD} } }`;
    const first = await owner(MOVE, { id: p.id, p: 0 });
    expect(first.product?.position).toBe(0);
    expect((await ids('col-shop'))[0].id).toBe(p.id);
    expect((await ids('col-shop')).map((x: any) => x.position)).toEqual((await ids('col-shop')).map((_: unknown, i: number) => i));
    const moved = await owner(MOVE, { id: p.id, c: other.collection.id });
    expect(moved.product).toMatchObject({ collectionId: other.collection.id, position: 0, fullUrl: `/sale-rack/${p.urlSlug}` });
    expect((await ids('col-shop')).map((x: any) => x.position)).toEqual((await ids('col-shop')).map((_: unknown, i: number) => i));
    const clash = await create({
      collectionId: other.collection.id,
      urlSlug: 'classic-tee',
      variants: [{ priceCents: 1 }],
      optionNames: [],
    });
    const refused = await owner(MOVE, { id: clash.id, c: 'col-shop' });
    expect(refused.userErrors).toEqual([{ code: 'ALREADY_EXISTS', message: 'This URL slug already exists', field: 'urlSlug' }]);
  });
});

describe('owner lists', () => {
  beforeEach(() => t.catalogChanged());

  it('searches any case, and filters by collection, type, status and stock', async () => {
    const draft = await create({ title: 'Zebra Print Scarf' });
    const search = async (args: string) =>
      (await owner<any>(`{ catalogProducts(${args}, first: 100) { edges { node { id title } } } }`, {})).edges.map(
        (e: any) => e.node.title,
      );
    expect(await search('search: "zEBRA print"')).toEqual(['Zebra Print Scarf']);
    expect(await search('search: "zebra", status: PUBLISHED')).toEqual([]);
    expect(await search('search: "zebra", status: DRAFT')).toEqual(['Zebra Print Scarf']);
    expect(await search('productType: GIFT_CARD, search: "gift"')).toEqual(['Gift Card']);
    expect(await search('stock: OUT_OF_STOCK, search: "beanie"')).toEqual(['Wool Beanie']);
    expect(await search('stock: LOW_STOCK, lowStockAt: 3, search: "tote"')).toEqual(['Canvas Tote']);
    expect(await search('stock: IN_STOCK, search: "beanie"')).toEqual([]);
    expect(draft.statusLabel).toBe('Draft');
  });

  it('the inventory list shows counted variants, fewest first, with a low-stock filter and paging', async () => {
    const page = await owner<any>(
      '{ inventory(lowStockAt: 3, first: 2) { edges { node { sku qtyInStock product { title } } } pageInfo { hasNextPage endCursor } } }',
      {},
    );
    expect(page.edges.map((e: any) => e.node.qtyInStock)).toEqual([0, 0]);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await owner<any>(
      'query($a: String) { inventory(lowStockAt: 3, first: 100, after: $a) { edges { node { sku qtyInStock } } } }',
      {
        a: page.pageInfo.endCursor,
      },
    );
    const all = [...page.edges, ...next.edges].map((e: any) => e.node.qtyInStock);
    expect(all.every((q: number) => q <= 3)).toBe(true);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(next.edges.map((e: any) => e.node.sku)).not.toContain('LOOKBOOK-PDF');
  });
});
