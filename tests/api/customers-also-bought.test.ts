// 'Customers also bought': the products most often bought in the same orders as a product, then others of its
// collection; only products visitors may see; never the product itself; at most 12.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiToken } from '../../server/services/auth/api-tokens.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let headless: { headers: { authorization: string } };
beforeAll(async () => {
  t = await startTestApp();
  headless = {
    headers: { authorization: `Bearer ${(await issueApiToken(t.db, { websiteId: 'site-demo', kind: 'STOREFRONT', name: 't' })).token}` },
  };
  // Enough of everything for the orders below.
  await t.db.productVariant.updateMany({ where: { websiteId: 'site-demo' }, data: { unlimited: true } });
  t.catalogChanged();
});
afterAll(() => t.close());

const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
const NY = { address: '1 Main St', city: 'New York', region: 'NY', postalCode: '10001', country: 'US' };
let n = 0;

/** One order of these products (their first variants). */
async function buyTogether(itemIds: string[]) {
  let cartToken: string | undefined;
  for (const itemId of itemIds) {
    const variant = await t.db.productVariant.findFirstOrThrow({ where: { productId: itemId }, orderBy: { position: 'asc' } });
    const res = await t.gql<any>(
      'mutation($c: String, $i: AddToCartInput!) { addToCart(cartToken: $c, input: $i) { cart { cartToken } userErrors { message } } }',
      { c: cartToken ?? null, i: { itemId, sku: variant.sku } },
      headless,
    );
    expect(res.data.addToCart.userErrors).toEqual([]);
    cartToken = res.data.addToCart.cart.cartToken;
  }
  const shippingOptionId = (await t.db.shippingOption.findFirstOrThrow({ where: { name: 'Standard', websiteId: 'site-demo' } })).id;
  const res = await t.gql<any>(
    'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } userErrors { message } } }',
    {
      input: {
        cartToken,
        idempotencyKey: `also-${++n}`,
        name: 'Ada Lovelace',
        email: 'buyer@example.com',
        card: CARD,
        shippingAddress: NY,
        shippingOptionId,
      },
    },
    headless,
  );
  expect(res.data.placeOrder.userErrors).toEqual([]);
}

const alsoBought = async (id: string, first?: number) =>
  (
    await t.gql<any>('query($id: ID!, $first: Int) { product(id: $id) { customersAlsoBought(first: $first) { id } } }', { id, first })
  ).data.product.customersAlsoBought.map((p: { id: string }) => p.id);

describe('customers also bought', () => {
  it('ranks the products bought in the same orders, then fills with the rest of the collection', async () => {
    await buyTogether(['prod-classic-tee', 'prod-wool-beanie']);
    await buyTogether(['prod-classic-tee', 'prod-wool-beanie', 'prod-canvas-tote']);
    await buyTogether(['prod-canvas-tote', 'prod-digital-lookbook']);
    const ranked = await alsoBought('prod-classic-tee', 4);
    expect(ranked.slice(0, 2)).toEqual(['prod-wool-beanie', 'prod-canvas-tote']);
    expect(ranked).toHaveLength(4);
    expect(ranked).not.toContain('prod-classic-tee');
    // The lookbook was never bought with the tee: it only comes as a filler from the collection, after the ranked ones.
    expect(await alsoBought('prod-digital-lookbook', 1)).toEqual(['prod-canvas-tote']);
  });

  it('never offers a product visitors cannot see, and never more than 12', async () => {
    await t.db.item.update({ where: { id: 'prod-wool-beanie' }, data: { status: 'DRAFT' } });
    t.catalogChanged();
    expect(await alsoBought('prod-classic-tee', 12)).not.toContain('prod-wool-beanie');
    expect((await alsoBought('prod-classic-tee', 500)).length).toBeLessThanOrEqual(12);
    await t.db.item.update({ where: { id: 'prod-wool-beanie' }, data: { status: 'PUBLISHED' } });
    t.catalogChanged();
  });

  it('never offers a sold-out product: ranked or filler, the shopper could not add it', async () => {
    expect(await alsoBought('prod-classic-tee', 12)).toContain('prod-wool-beanie');
    await t.db.productVariant.updateMany({ where: { productId: 'prod-wool-beanie' }, data: { unlimited: false, qtyInStock: 0 } });
    t.catalogChanged();
    expect(await alsoBought('prod-classic-tee', 12)).not.toContain('prod-wool-beanie');
    await t.db.productVariant.updateMany({ where: { productId: 'prod-wool-beanie' }, data: { unlimited: true } });
    t.catalogChanged();
  });
});
