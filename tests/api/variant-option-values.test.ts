// Variant optionValues (spec §3 Variant: attributes, optionValues): one definition (domain/variant-options.ts) read by
// GraphQL's ProductVariant and ChosenVariant, a product page's `?format=json` and the REST cart, each in the
// product's option order — not the order the variant's attributes map happens to be kept in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../../domain/permissions.ts';
import { browser, ownerHeaders, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let productId = '';
beforeAll(async () => {
  t = await startTestApp();
  const editor = await ownerHeaders(t, RoleCode.EDITOR);
  // Options Color then Size; each variant's attributes given Size first, so the stored map starts with Size (SQLite
  // keeps the order written, PostgreSQL's jsonb puts the shorter key first: Size either way).
  const res = await t.gql<{ createProduct: { product: { id: string } | null; userErrors: unknown[] } }>(
    `mutation($i: CreateProductInput!) { createProduct(input: $i) { product { id } userErrors { message field } } }`,
    {
      i: {
        collectionId: 'col-shop',
        productType: 'PHYSICAL',
        title: 'Ordered Mug',
        urlSlug: 'ordered-mug',
        status: 'PUBLISHED',
        optionNames: ['Color', 'Size'],
        variants: [
          {
            sku: 'MUG-S-RED',
            attributes: [
              { name: 'Size', value: 'S' },
              { name: 'Color', value: 'Red' },
            ],
            priceCents: 1200,
            qtyInStock: 5,
          },
        ],
      },
    },
    editor,
  );
  expect(res.data?.createProduct.userErrors).toEqual([]);
  productId = res.data?.createProduct.product?.id ?? '';
});
afterAll(() => t.close());

const IN_OPTION_ORDER = [
  { optionName: 'Color', value: 'Red' },
  { optionName: 'Size', value: 'S' },
];

describe("variant optionValues follow the product's option order", () => {
  it('GraphQL ProductVariant.optionValues: the attributes as option name and value, in variantOptionOrdering', async () => {
    const res = await t.gql<{
      product: { variantOptionOrdering: string[]; variants: { attributes: unknown[]; optionValues: unknown[] }[] };
    }>(
      '{ product(urlSlug: "ordered-mug", collectionSlug: "shop") { variantOptionOrdering variants { optionValues { optionName value } } } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.product.variantOptionOrdering).toEqual(['Color', 'Size']);
    expect(res.data?.product.variants.map((v) => v.optionValues)).toEqual([IN_OPTION_ORDER]);
  });

  it("a product page's ?format=json gives optionValues on its variants and on structuredContent's, and its list too", async () => {
    const page = (await (await t.request('/shop/ordered-mug?format=json')).json()) as Record<string, any>;
    expect(page.item.variants.map((v: any) => v.optionValues)).toEqual([IN_OPTION_ORDER]);
    expect(page.item.structuredContent.variants.map((v: any) => v.optionValues)).toEqual([IN_OPTION_ORDER]);
    // Newest first: the mug is on the list's first page.
    const list = (await (await t.request('/shop?format=json&sort=newest')).json()) as Record<string, any>;
    const listed = list.items.find((i: any) => i.id === productId);
    expect(listed.variants.map((v: any) => v.optionValues)).toEqual([IN_OPTION_ORDER]);
  });

  it("the REST cart's and GraphQL cart's chosen variant give the same optionValues", async () => {
    const b = browser(t);
    await b.get('/shop');
    const res = await b.request('/api/commerce/shopping-cart/entries', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-CSRF-Token': b.crumb() },
      body: JSON.stringify({ itemId: productId, sku: 'MUG-S-RED', quantity: 1 }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.newlyAdded.chosenVariant.optionValues).toEqual(IN_OPTION_ORDER);
    const cart = await b.gql<{ shoppingCart: { entries: { chosenVariant: { optionValues: unknown[] } }[] } }>(
      '{ shoppingCart { entries { chosenVariant { optionValues { optionName value } } } } }',
    );
    expect(cart.data?.shoppingCart.entries.map((e) => e.chosenVariant.optionValues)).toEqual([IN_OPTION_ORDER]);
  });
});
