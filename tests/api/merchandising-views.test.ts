// Spec §3: variant pricingOptions and the merchandising context's scarcityTemplateViews, restockNotificationViews and
// restockNotificationMessages — the same in GraphQL and in the product JSON of `?format=json`, from the store's
// scarcity, restock and subscription settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTOCK_NOTIFICATION_MESSAGES } from '../../domain/merchandising-views.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const VIEWS = `query ($s: String!) { product(urlSlug: $s, collectionSlug: "shop") {
  variants { id sku }
  merchandising {
    scarcityTemplateViews { variantId qtyInStock attributes { name value } }
    restockNotificationViews { variantId hiddenByDefault }
    restockNotificationMessages { CTAText buttonText placeholderText mailingListDescription successText }
  }
} }`;
const views = async (slug: string) => (await t.gql<any>(VIEWS, { s: slug })).data.product;
const pageJson = async (path: string) => (await (await t.request(`${path}?format=json`)).json()) as any;

describe('merchandising views', () => {
  it('scarcityTemplateViews: the variants low in stock (the tote: 3 left), as GraphQL and ?format=json say', async () => {
    const tote = await views('canvas-tote');
    const [only] = tote.variants;
    expect(tote.merchandising.scarcityTemplateViews).toEqual([{ variantId: only.id, qtyInStock: 3, attributes: null }]);
    const json = await pageJson('/shop/canvas-tote');
    expect(json.productMerchandisingContext['prod-canvas-tote'].scarcityTemplateViews).toEqual([{ variantId: only.id, qtyInStock: 3 }]);
  });

  it('restockNotificationViews: each sold-out variant while restock notifications are on, hidden until picked', async () => {
    const beanie = await views('wool-beanie');
    const grey = beanie.variants.find((v: { sku: string }) => v.sku === 'BEANIE-GREY');
    expect(beanie.merchandising.restockNotificationViews).toContainEqual({ variantId: grey.id, hiddenByDefault: true });
    const json = await pageJson('/shop/wool-beanie');
    expect(json.productMerchandisingContext['prod-wool-beanie'].restockNotificationViews).toEqual(
      beanie.merchandising.restockNotificationViews,
    );
    // Restock notifications off: no views.
    expect((await views('classic-tee')).merchandising.restockNotificationViews).toEqual([]);
  });

  it("restockNotificationMessages: the restock form's words and the store's success text, else 'Signed up!'", async () => {
    expect((await views('classic-tee')).merchandising.restockNotificationMessages).toEqual({
      ...RESTOCK_NOTIFICATION_MESSAGES,
      successText: 'Signed up!',
    });
    await t.db.merchandisingContext.update({ where: { productId: 'prod-wool-beanie' }, data: { restockSuccessMessage: 'We will write!' } });
    t.catalogChanged();
    expect((await views('wool-beanie')).merchandising.restockNotificationMessages.successText).toBe('We will write!');
    const listed = await pageJson('/shop');
    expect(listed.productMerchandisingContext['prod-wool-beanie'].restockNotificationMessages.successText).toBe('We will write!');
    expect(Object.keys(listed.productMerchandisingContext).sort()).toEqual(listed.items.map((i: { id: string }) => i.id).sort());
  });
});

describe('variant pricingOptions', () => {
  const PRICING = `query { product(urlSlug: "house-coffee", collectionSlug: "shop") {
    subscriptionOptions { id plan { id } }
    variants { pricingOptions { productSubscriptionOptionId subscriptionPlanId price { cents } salePrice { cents } onSale } }
  } }`;

  it("lists the variant's price under each plan: the plan's own price (never on sale), else the variant's", async () => {
    const { data } = await t.gql<any>(PRICING);
    const [monthly, yearly] = data.product.subscriptionOptions;
    expect(data.product.variants[0].pricingOptions).toEqual([
      {
        productSubscriptionOptionId: monthly.id,
        subscriptionPlanId: monthly.plan.id,
        price: { cents: 1800 },
        salePrice: { cents: 0 },
        onSale: false,
      },
      {
        productSubscriptionOptionId: yearly.id,
        subscriptionPlanId: yearly.plan.id,
        price: { cents: 19400 },
        salePrice: { cents: 19400 },
        onSale: false,
      },
    ]);
    const json = await pageJson('/shop/house-coffee');
    const [first, second] = json.item.structuredContent.variants[0].pricingOptions;
    expect(first).toEqual({
      productSubscriptionOptionId: monthly.id,
      subscriptionPlanId: monthly.plan.id,
      onSale: false,
      priceMoney: { currency: 'USD', value: '18.00' },
      salePriceMoney: { currency: 'USD', value: '0.00' },
    });
    expect(second.priceMoney).toEqual({ currency: 'USD', value: '194.00' });
    expect(json.item.variants[0].pricingOptions).toEqual(json.item.structuredContent.variants[0].pricingOptions);
  });

  it('a product without subscription plans has none', async () => {
    const { data } = await t.gql<any>(
      '{ product(urlSlug: "canvas-tote", collectionSlug: "shop") { variants { pricingOptions { onSale } } } }',
    );
    expect(data.product.variants[0].pricingOptions).toEqual([]);
    expect((await pageJson('/shop/canvas-tote')).item.variants[0].pricingOptions).toEqual([]);
  });
});
