// Catalog GraphQL: website, collections, products, availability, prices, subscriptions, merchandising, installments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PRODUCT = `query Product($id: ID, $urlSlug: String, $collectionSlug: String) {
  product(id: $id, urlSlug: $urlSlug, collectionSlug: $collectionSlug) {
    id title fullUrl productType productTypeCode isSubscribable showQuantityInput
    availability { soldOut onSale hasMultiplePrices mark fromPrice { cents currencyCode decimalValue formatted } }
    options { name values }
    variants { sku attributes { name value } price { cents formatted } salePrice { cents formatted } onSale unlimited qtyInStock inStock }
    merchandising { scarcityEnabled scarcityThreshold scarcityText soldOutText saleText restockNotificationsEnabled }
    installments { afterPayAvailable brand locale inRange installmentAmount { formatted } afterPayMax { formatted } }
    subscriptionOptions { priceText price { formatted } plan { name billingPeriod { value unit } billingPeriodText durationText numBillingCycles } }
    mainImage { assetUrl originalSize srcSet }
  }
}`;

type ProductData = { product: Record<string, any> | null };
const product = async (vars: Record<string, unknown>, host?: string) => (await t.gql<ProductData>(PRODUCT, vars, { host })).data?.product;

describe('website and collections', () => {
  it('answers the website of the request with its currency, time zone and store settings', async () => {
    const res = await t.gql<{ website: Record<string, any> }>(
      '{ website { id name currency timeZone storeSettings { multipleQuantityAllowedForServices expressCheckout checkoutMinimum { cents } } } }',
    );
    expect(res.data?.website).toEqual({
      id: 'site-demo',
      name: 'Shopwright Demo Store',
      currency: 'USD',
      timeZone: 'America/Los_Angeles',
      storeSettings: { multipleQuantityAllowedForServices: true, expressCheckout: false, checkoutMinimum: null },
    });
  });

  it('resolves the website from the Host header', async () => {
    const res = await t.gql<{ website: { id: string; currency: string } }>(
      '{ website { id currency } }',
      {},
      { host: 'jp.localhost:3000' },
    );
    expect(res.data?.website).toEqual({ id: 'site-tokyo', currency: 'JPY' });
  });

  it('resolves the website from the X-Shopwright-Website header for headless clients', async () => {
    const res = await t.gql<{ website: { id: string } }>(
      '{ website { id } }',
      {},
      { host: 'api.example.com', headers: { 'X-Shopwright-Website': 'site-tokyo' } },
    );
    expect(res.data?.website.id).toBe('site-tokyo');
  });

  it('lists the collections of the website with their full URL and type', async () => {
    const res = await t.gql<{ collections: unknown[] }>('{ collections { id title fullUrl type } }');
    expect(res.data?.collections).toEqual([{ id: 'col-shop', title: 'Shop', fullUrl: '/shop', type: 13 }]);
  });

  it('pages the products of a collection with Relay cursors', async () => {
    const query = `query Page($after: String) { collection(urlSlug: "shop") { products(first: 3, after: $after) {
      edges { cursor node { title } } pageInfo { hasNextPage endCursor } } } }`;
    type Page = {
      collection: { products: { edges: { node: { title: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } };
    };
    const first = (await t.gql<Page>(query)).data!.collection.products;
    expect(first.edges.map((e) => e.node.title)).toEqual(['Classic Tee', 'Canvas Tote', 'Wool Beanie']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await t.gql<Page>(query, { after: first.pageInfo.endCursor })).data!.collection.products;
    expect(second.edges.map((e) => e.node.title)).toEqual(['Digital Lookbook', 'Styling Session', 'Gift Card']);
  });
});

describe('products', () => {
  it('finds a product by id and by URL slug within a collection', async () => {
    expect((await product({ id: 'prod-classic-tee' }))?.title).toBe('Classic Tee');
    const bySlug = await product({ urlSlug: 'classic-tee', collectionSlug: 'shop' });
    expect(bySlug?.id).toBe('prod-classic-tee');
    expect(bySlug?.fullUrl).toBe('/shop/classic-tee');
  });

  it('answers null for an unknown product', async () => {
    expect(await product({ id: 'nope' })).toBeNull();
  });

  it('visitors never find a draft or scheduled product, by id or by URL slug, with any selection', async () => {
    const classic = { id: 'prod-classic-tee' };
    const tee = { urlSlug: 'classic-tee', collectionSlug: 'shop' };
    const slim = '{ a: product(id: "prod-classic-tee") { id title } b: product(urlSlug: "classic-tee") { id variants { sku } } }';
    for (const item of [{ status: 'DRAFT' as const }, { publishOn: new Date('2099-01-01T00:00:00Z') }]) {
      await t.db.item.update({ where: { id: classic.id }, data: item });
      t.catalogChanged();
      expect(await product(classic)).toBeNull();
      expect(await product(tee)).toBeNull();
      expect((await t.gql(slim)).data).toEqual({ a: null, b: null });
      await t.db.item.update({ where: { id: classic.id }, data: { status: 'PUBLISHED', publishOn: new Date('2020-01-01T00:00:00Z') } });
      t.catalogChanged();
    }
    expect((await product(tee))?.id).toBe(classic.id);
  });

  it('never shows a product of another website, even by its id', async () => {
    expect(await product({ id: 'prod-matcha-set' })).toBeNull();
    expect((await product({ id: 'prod-matcha-set' }, 'jp.localhost'))?.title).toBe('Matcha Set');
  });

  it('lists options in the variant option ordering with values in first-seen order', async () => {
    expect((await product({ id: 'prod-classic-tee' }))?.options).toEqual([
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Color', values: ['Black', 'White'] },
    ]);
  });

  it('gives prices as money in minor units with decimal value and display text', async () => {
    const tee = await product({ id: 'prod-classic-tee' });
    const saleVariant = tee?.variants.find((v: { sku: string }) => v.sku === 'TEE-M-BLACK');
    expect(saleVariant).toMatchObject({
      price: { cents: 2500, formatted: '$25.00' },
      salePrice: { cents: 1900, formatted: '$19.00' },
      onSale: true,
    });
    expect(tee?.availability.fromPrice).toEqual({ cents: 1900, currencyCode: 'USD', decimalValue: '19.00', formatted: '$19.00' });
  });

  it('formats JPY prices with no fraction digits', async () => {
    const matcha = await product({ id: 'prod-matcha-set' }, 'jp.localhost');
    expect(matcha?.availability.fromPrice).toEqual({ cents: 3900, currencyCode: 'JPY', decimalValue: '3900', formatted: '¥3,900' });
  });
});

describe('availability (spec §4)', () => {
  it('a physical product with one sold-out variant is not sold out, and is on sale when any variant is', async () => {
    const tee = await product({ id: 'prod-classic-tee' });
    expect(tee?.availability).toMatchObject({ soldOut: false, onSale: true, hasMultiplePrices: true, mark: 'SALE' });
    expect(tee?.variants.find((v: { sku: string }) => v.sku === 'TEE-S-WHITE')).toMatchObject({ qtyInStock: 0, inStock: false });
  });

  it('a physical product whose every variant is limited with no stock is sold out, with the store sold-out text', async () => {
    const beanie = await product({ id: 'prod-wool-beanie' });
    expect(beanie?.availability).toMatchObject({ soldOut: true, mark: 'SOLD_OUT', hasMultiplePrices: false });
    expect(beanie?.merchandising.soldOutText).toBe('Back soon');
  });

  it('a digital product is never sold out and shows the sale mark', async () => {
    const lookbook = await product({ id: 'prod-digital-lookbook' });
    expect(lookbook?.productType).toBe('DIGITAL');
    expect(lookbook?.availability).toMatchObject({ soldOut: false, onSale: true, mark: 'SALE' });
  });

  it('sold out beats sale for the mark', async () => {
    await t.db.productVariant.updateMany({ where: { productId: 'prod-wool-beanie' }, data: { onSale: true, salePriceCents: 1000 } });
    t.catalogChanged();
    const beanie = await product({ id: 'prod-wool-beanie' });
    expect(beanie?.availability).toMatchObject({ soldOut: true, onSale: true, mark: 'SOLD_OUT' });
    await t.db.productVariant.updateMany({ where: { productId: 'prod-wool-beanie' }, data: { onSale: false, salePriceCents: 0 } });
    t.catalogChanged();
  });

  it('uses default merchandising texts when the store has none', async () => {
    expect((await product({ id: 'prod-classic-tee' }))?.merchandising).toMatchObject({
      soldOutText: 'sold out',
      saleText: 'sale',
      scarcityEnabled: false,
    });
    expect((await product({ id: 'prod-canvas-tote' }))?.merchandising).toMatchObject({
      scarcityEnabled: true,
      scarcityThreshold: 5,
      scarcityText: 'Only {qty} left in stock',
    });
  });
});

describe('quantity input visibility (spec §5)', () => {
  it('is shown for a physical product with more than one unit in stock', async () => {
    expect((await product({ id: 'prod-classic-tee' }))?.showQuantityInput).toBe(true);
  });
  it('is hidden for digital products, gift cards and subscription products', async () => {
    expect((await product({ id: 'prod-digital-lookbook' }))?.showQuantityInput).toBe(false);
    expect((await product({ id: 'prod-gift-card' }))?.showQuantityInput).toBe(false);
    expect((await product({ id: 'prod-coffee-subscription' }))?.showQuantityInput).toBe(false);
  });
  it('is shown for services only while the store allows multiple quantities for services', async () => {
    expect((await product({ id: 'prod-styling-session' }))?.showQuantityInput).toBe(true);
    await t.db.website.update({ where: { id: 'site-demo' }, data: { multipleQuantityAllowedForServices: false } });
    t.catalogChanged();
    expect((await product({ id: 'prod-styling-session' }))?.showQuantityInput).toBe(false);
    await t.db.website.update({ where: { id: 'site-demo' }, data: { multipleQuantityAllowedForServices: true } });
    t.catalogChanged();
  });
});

describe('subscriptions and installments', () => {
  it('offers the monthly and yearly plans with their price texts', async () => {
    const coffee = await product({ id: 'prod-coffee-subscription' });
    expect(coffee?.isSubscribable).toBe(true);
    expect(coffee?.subscriptionOptions).toEqual([
      {
        priceText: '$18.00 every month',
        price: { formatted: '$18.00' },
        plan: {
          name: 'Monthly',
          billingPeriod: { value: 1, unit: 'MONTH' },
          billingPeriodText: 'month',
          durationText: null,
          numBillingCycles: 0,
        },
      },
      {
        priceText: '$194.00 every year',
        price: { formatted: '$194.00' },
        plan: {
          name: 'Yearly',
          billingPeriod: { value: 1, unit: 'YEAR' },
          billingPeriodText: 'year',
          durationText: null,
          numBillingCycles: 0,
        },
      },
    ]);
  });

  it('gives the installment context: Afterpay for a US store, 4 payments, in range', async () => {
    const tote = await product({ id: 'prod-canvas-tote' });
    expect(tote?.installments).toEqual({
      afterPayAvailable: true,
      brand: 'Afterpay',
      locale: 'en_US',
      inRange: true,
      installmentAmount: { formatted: '$8.00' },
      afterPayMax: { formatted: '$2,000.00' },
    });
  });

  it('installments are not available for digital products', async () => {
    expect((await product({ id: 'prod-digital-lookbook' }))?.installments.afterPayAvailable).toBe(false);
  });

  it('gives image fields with the original size and srcset tiers', async () => {
    const tee = await product({ id: 'prod-classic-tee' });
    expect(tee?.mainImage.originalSize).toBe('1000x1000');
    expect(tee?.mainImage.srcSet).toContain('/images/tee.svg?format=2500w 2500w');
  });
});
