// An owner puts a product on sale through the API, and a shopper buys it (issue "Owners manage their catalog"): the
// owner creates a product with sizes, uploads its photo and publishes it; the shopper finds it in the listing, sees
// the photo in its width tiers, picks a size, adds it and pays. A draft never reaches the storefront.
import sharp from 'sharp';
import { ownerGraphql, test } from './owner.ts';
import {
  addFromProductPage,
  checkOutFromCart,
  expect,
  expectOrderConfirmed,
  fillContact,
  fillUsShippingAddress,
  payWithCard,
} from './storefront.ts';

const CREATE = `mutation C($i: CreateProductInput!) { createProduct(input: $i) { product { id fullUrl variants { id sku } } userErrors { message } } }`;
const UPLOAD = `mutation U($p: ID!, $f: File!, $a: String) { uploadProductImage(productId: $p, file: $f, altText: $a) { image { assetUrl } userErrors { message } } }`;

const product = (title: string, status: string) => ({
  collectionId: '',
  productType: 'PHYSICAL',
  title,
  status,
  optionNames: ['Size'],
  variants: ['S', 'M'].map((size) => ({ attributes: [{ name: 'Size', value: size }], priceCents: 3600, qtyInStock: 4, weightGrams: 300 })),
});

test('a product created through the API is found, added to the cart and bought', async ({ page, request, store, ownerToken, db }) => {
  const collection = await db.collection.findFirstOrThrow({ where: { websiteId: store.websiteId, typeName: 'products' } });
  const call = (query: string, variables: object) => ownerGraphql(request, store, ownerToken, query, variables);

  const created = (await call(CREATE, { i: { ...product('Harbour Jacket', 'PUBLISHED'), collectionId: collection.id } })) as any;
  expect(created.createProduct.userErrors).toEqual([]);
  const { id } = created.createProduct.product;
  const draft = (await call(CREATE, { i: { ...product('Secret Jacket', 'DRAFT'), collectionId: collection.id } })) as any;
  expect(draft.createProduct.userErrors).toEqual([]);

  // The photo, sent as the GraphQL multipart request spec lays it out.
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#345678' } })
    .jpeg()
    .toBuffer();
  const port = process.env.SHOPWRIGHT_E2E_PORT;
  const res = await request.post(`http://127.0.0.1:${port}/graphql`, {
    headers: { authorization: `Bearer ${ownerToken}`, host: `${store.hostname}:${port}` },
    multipart: {
      operations: JSON.stringify({ query: UPLOAD, variables: { p: id, f: null, a: 'A navy harbour jacket' } }),
      map: JSON.stringify({ 0: ['variables.f'] }),
      0: { name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  const uploaded = await res.json();
  expect(uploaded.data.uploadProductImage.userErrors).toEqual([]);
  const { assetUrl } = uploaded.data.uploadProductImage.image;

  await page.goto('/shop');
  await expect(page.getByRole('link', { name: 'Harbour Jacket' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Secret Jacket' })).toHaveCount(0);

  await addFromProductPage(page, 'Harbour Jacket', { Size: 'M' });
  const image = page.getByRole('article', { name: 'Harbour Jacket' }).getByRole('img', { name: 'A navy harbour jacket' }).first();
  await expect(image).toHaveAttribute('srcset', new RegExp(`${assetUrl.replace(/[.?]/g, '\\$&')}\\?format=300w 300w`));
  // The browser loaded one of the stored renditions.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  await checkOutFromCart(page);
  await fillContact(page, 'jacket@example.com');
  await fillUsShippingAddress(page, { address: '1 Infinite Loop', city: 'Cupertino', state: 'California', zip: '95014' });
  await page.getByRole('radio', { name: /^Standard/ }).check();
  await payWithCard(page);
  await expectOrderConfirmed(page);

  const m = created.createProduct.product.variants[1];
  await expect.poll(async () => (await db.productVariant.findUniqueOrThrow({ where: { id: m.id } })).qtyInStock).toBe(3);

  // The draft's own address is not found either.
  const secret = await page.goto(draft.createProduct.product.fullUrl);
  expect(secret?.status()).toBe(404);
});
