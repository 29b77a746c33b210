// Owners change a product's merchandising (catalog:write): the storefront's answers change at once, bad values are
// refused with the field, another website's product cannot be touched.
import { afterAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../../domain/permissions.ts';
import { ownerHeaders, startTestApp } from './harness.ts';

const t = await startTestApp();
const editor = await ownerHeaders(t, RoleCode.EDITOR);
afterAll(() => t.close());

const UPDATE = `mutation U($p: ID!, $i: MerchandisingInput!) { updateMerchandising(productId: $p, input: $i) {
  merchandising { scarcityEnabled scarcityThreshold scarcityText soldOutText } userErrors { code message field } } }`;
const PUBLIC = '{ product(urlSlug: "canvas-tote", collectionSlug: "shop") { merchandising { scarcityEnabled scarcityText soldOutText } } }';

describe('updateMerchandising', () => {
  it('changes what the storefront shows at once, even where the public answer was cached', async () => {
    expect((await t.gql<any>(PUBLIC)).data.product.merchandising.soldOutText).toBe('sold out');
    const res = await t.gql<any>(
      UPDATE,
      { p: 'prod-canvas-tote', i: { customSoldOutText: 'All gone', scarcityText: 'Just {qty} left!' } },
      editor,
    );
    expect(res.data.updateMerchandising.userErrors).toEqual([]);
    expect((await t.gql<any>(PUBLIC)).data.product.merchandising).toMatchObject({
      soldOutText: 'All gone',
      scarcityText: 'Just {qty} left!',
    });
    await t.gql(UPDATE, { p: 'prod-canvas-tote', i: { customSoldOutText: null } }, editor);
    expect((await t.gql<any>(PUBLIC)).data.product.merchandising.soldOutText).toBe('sold out');
  });

  it("blank sold-out and sale texts fall back to the defaults 'sold out' and 'sale'", async () => {
    const texts = '{ product(urlSlug: "canvas-tote", collectionSlug: "shop") { merchandising { soldOutText saleText } } }';
    const res = await t.gql<any>(UPDATE, { p: 'prod-canvas-tote', i: { customSoldOutText: '   ', customSaleText: '' } }, editor);
    expect(res.data.updateMerchandising.userErrors).toEqual([]);
    expect((await t.gql<any>(texts)).data.product.merchandising).toEqual({ soldOutText: 'sold out', saleText: 'sale' });
    await t.db.merchandisingContext.update({
      where: { productId: 'prod-canvas-tote' },
      data: { customSoldOutText: ' ', customSaleText: ' ' },
    });
    t.catalogChanged();
    expect((await t.gql<any>(texts)).data.product.merchandising).toEqual({ soldOutText: 'sold out', saleText: 'sale' });
    await t.gql(UPDATE, { p: 'prod-canvas-tote', i: { customSoldOutText: null, customSaleText: null } }, editor);
  });

  it('refuses a bad value with its field and changes nothing', async () => {
    const res = await t.gql<any>(UPDATE, { p: 'prod-canvas-tote', i: { scarcityThreshold: 0, scarcityText: 'x'.repeat(201) } }, editor);
    expect(res.data.updateMerchandising.merchandising).toBeNull();
    expect(res.data.updateMerchandising.userErrors.map((e: any) => [e.code, e.field])).toEqual([
      ['INVALID_INPUT', 'input.scarcityThreshold'],
      ['INVALID_INPUT', 'input.scarcityText'],
    ]);
  });

  it("cannot reach another website's product", async () => {
    const res = await t.gql<any>(UPDATE, { p: 'prod-matcha-set', i: { scarcityEnabled: true } }, editor);
    expect(res.data.updateMerchandising.userErrors).toEqual([{ code: 'NOT_FOUND', message: 'No such product.', field: 'productId' }]);
  });
});

describe('updateProduct with merchandising (the console saves a product with one Save)', () => {
  const SAVE = `mutation S($id: ID!, $i: UpdateProductInput!) { updateProduct(id: $id, input: $i) {
    product { title } userErrors { code field } } }`;
  const texts = '{ product(urlSlug: "canvas-tote", collectionSlug: "shop") { title merchandising { soldOutText } } }';

  it('writes the product and its merchandising together', async () => {
    const before = (await t.gql<any>(texts)).data.product.title;
    const res = await t.gql<any>(
      SAVE,
      { id: 'prod-canvas-tote', i: { title: 'Canvas Tote Bag', merchandising: { customSoldOutText: 'Gone' } } },
      editor,
    );
    expect(res.data.updateProduct.userErrors).toEqual([]);
    expect((await t.gql<any>(texts)).data.product).toEqual({ title: 'Canvas Tote Bag', merchandising: { soldOutText: 'Gone' } });
    await t.gql(SAVE, { id: 'prod-canvas-tote', i: { title: before, merchandising: { customSoldOutText: null } } }, editor);
  });

  it('refuses a bad merchandising value with its field and writes nothing of the change', async () => {
    const before = (await t.gql<any>(texts)).data.product;
    const res = await t.gql<any>(
      SAVE,
      { id: 'prod-canvas-tote', i: { title: 'Renamed', merchandising: { scarcityThreshold: 0 } } },
      editor,
    );
    expect(res.data.updateProduct.userErrors).toEqual([{ code: 'INVALID_INPUT', field: 'input.merchandising.scarcityThreshold' }]);
    expect((await t.gql<any>(texts)).data.product).toEqual(before);
  });
});
