// Owners' variants and options, and product collections: every variant keeps one value per option and a combination
// of its own; option edits carry variants along, add the new combinations, and never remove one shoppers need.
import { afterAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../../domain/permissions.ts';
import { browser, ownerHeaders, startTestApp } from './harness.ts';

const t = await startTestApp();
const editor = await ownerHeaders(t, RoleCode.EDITOR);
afterAll(() => t.close());

const PAYLOAD = `product { id variantOptionOrdering options { name values }
  variants { id sku attributes { name value } price { cents } salePrice { cents } onSale unlimited qtyInStock position } }
  userErrors { code message field }`;
type Variant = {
  id: string;
  sku: string;
  attributes: { name: string; value: string }[];
  qtyInStock: number;
  position: number;
  price: { cents: number };
};
type Payload = { product: { id: string; variantOptionOrdering: string[]; options: any[]; variants: Variant[] } | null; userErrors: any[] };

async function owner<T = Payload>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await t.gql<Record<string, T>>(query, variables, editor);
  expect(res.errors).toBeUndefined();
  return Object.values(res.data ?? {})[0] as T;
}

let n = 0;
async function mug(options: Record<string, string[]> = { Color: ['Red', 'Blue'] }) {
  n++;
  const names = Object.keys(options);
  const combos = names.reduce<Record<string, string>[]>(
    (acc, name) => acc.flatMap((c) => options[name].map((v) => ({ ...c, [name]: v }))),
    [{}],
  );
  const r = await owner(`mutation($i: CreateProductInput!) { createProduct(input: $i) { ${PAYLOAD} } }`, {
    i: {
      collectionId: 'col-shop',
      productType: 'PHYSICAL',
      title: `Mug ${n}`,
      status: 'PUBLISHED',
      optionNames: names,
      variants: combos.map((c) => ({
        attributes: Object.entries(c).map(([name, value]) => ({ name, value })),
        priceCents: 1200,
        qtyInStock: 5,
      })),
    },
  });
  expect(r.userErrors).toEqual([]);
  return r.product as NonNullable<Payload['product']>;
}

const attrs = (v: Variant) => Object.fromEntries(v.attributes.map((a) => [a.name, a.value]));
const ADD = `mutation($p: ID!, $i: VariantInput!) { addVariant(productId: $p, input: $i) { ${PAYLOAD} } }`;
const UPDATE = `mutation($id: ID!, $i: VariantInput!) { updateVariant(id: $id, input: $i) { ${PAYLOAD} } }`;
const REMOVE = `mutation($id: ID!) { removeVariant(id: $id) { ${PAYLOAD} } }`;
const MOVE = `mutation($id: ID!, $p: Int!) { moveVariant(id: $id, position: $p) { ${PAYLOAD} } }`;
const OPTIONS = `mutation($p: ID!, $i: SetProductOptionsInput!) { setProductOptions(productId: $p, input: $i) { ${PAYLOAD} } }`;

describe('variants', () => {
  it('adds a variant with a new value, refusing a combination that exists or an option the product lacks', async () => {
    const p = await mug();
    const added = await owner(ADD, { p: p.id, i: { attributes: [{ name: 'Color', value: 'Green' }], priceCents: 1500, qtyInStock: 2 } });
    expect(added.product?.options).toEqual([{ name: 'Color', values: ['Red', 'Blue', 'Green'] }]);
    expect(added.product?.variants.at(-1)).toMatchObject({ price: { cents: 1500 }, qtyInStock: 2, position: 2 });
    const twice = await owner(ADD, { p: p.id, i: { attributes: [{ name: 'Color', value: 'Red' }] } });
    expect(twice.userErrors).toEqual([{ code: 'ALREADY_EXISTS', message: 'This variant already exists', field: 'input.attributes' }]);
    const stray = await owner(ADD, {
      p: p.id,
      i: {
        attributes: [
          { name: 'Color', value: 'Teal' },
          { name: 'Size', value: 'L' },
        ],
      },
    });
    expect(stray.userErrors).toEqual([{ code: 'INVALID_INPUT', message: 'The product has no option Size.', field: 'input.attributes' }]);
    const lookbook = await owner(ADD, { p: 'prod-digital-lookbook', i: { priceCents: 100 } });
    expect(lookbook.userErrors[0]).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Digital and paywall products have one variant and no options.',
    });
  });

  it('edits price, sale, stock and attributes, and the storefront sees it at once', async () => {
    const p = await mug();
    const [red] = p.variants;
    const r = await owner(UPDATE, {
      id: red.id,
      i: {
        priceCents: 2000,
        salePriceCents: 1500,
        onSale: true,
        qtyInStock: 9,
        attributes: [{ name: 'Color', value: 'Crimson' }],
        sku: `CRIMSON-${n}`,
      },
    });
    expect(r.product?.variants[0]).toMatchObject({
      sku: `CRIMSON-${n}`,
      price: { cents: 2000 },
      salePrice: { cents: 1500 },
      onSale: true,
      qtyInStock: 9,
    });
    const seen = await t.gql<any>('query($id: ID) { product(id: $id) { availability { onSale } variants { qtyInStock } } }', { id: p.id });
    expect(seen.data.product).toEqual({ availability: { onSale: true }, variants: [{ qtyInStock: 9 }, { qtyInStock: 5 }] });
    const clash = await owner(UPDATE, { id: red.id, i: { attributes: [{ name: 'Color', value: 'Blue' }] } });
    expect(clash.userErrors).toEqual([{ code: 'ALREADY_EXISTS', message: 'This variant already exists', field: 'input.attributes' }]);
    const sale = await owner(UPDATE, { id: red.id, i: { salePriceCents: 2500 } });
    expect(sale.userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'The sale price must be less than the price.', field: 'input.salePriceCents' },
    ]);
    const sku = await owner(UPDATE, { id: red.id, i: { sku: 'TEE-M-BLACK' } });
    expect(sku.userErrors).toEqual([{ code: 'ALREADY_EXISTS', message: 'This SKU already exists', field: 'input.sku' }]);
  });

  it('removes and reorders variants; the last one stays, and one in an open cart is kept', async () => {
    const p = await mug({ Color: ['Red', 'Blue', 'Green'] });
    const moved = await owner(MOVE, { id: p.variants[2].id, p: 0 });
    expect(moved.product?.variants.map((v) => [attrs(v).Color, v.position])).toEqual([
      ['Green', 0],
      ['Red', 1],
      ['Blue', 2],
    ]);
    const shopper = browser(t);
    await shopper.get('/shop');
    await shopper.gql('mutation($i: AddToCartInput!) { addToCart(input: $i) { userErrors { code } } }', {
      i: { itemId: p.id, sku: p.variants[0].sku },
    });
    const inCart = await owner(REMOVE, { id: p.variants[0].id });
    expect(inCart.userErrors).toEqual([
      {
        code: 'PRODUCT_IN_USE',
        message: 'This variant cannot be removed while open carts, unfinished orders or active subscriptions need it.',
        field: 'variantId',
      },
    ]);
    const removed = await owner(REMOVE, { id: p.variants[1].id });
    expect(removed.product?.variants.map((v) => [attrs(v).Color, v.position])).toEqual([
      ['Green', 0],
      ['Red', 1],
    ]);
    const single = await mug({});
    const last = await owner(REMOVE, { id: single.variants[0].id });
    expect(last.userErrors).toEqual([{ code: 'LAST_VARIANT', message: 'A product needs at least one variant.', field: 'variantId' }]);
  });
});

describe('options', () => {
  it('adding an option and a value makes every new combination, keeping the variants that were there', async () => {
    const p = await mug();
    const r = await owner(OPTIONS, {
      p: p.id,
      i: {
        options: [
          { name: 'Color', values: ['Red', 'Blue'] },
          { name: 'Size', values: ['S', 'L'] },
        ],
        newVariant: { qtyInStock: 1 },
      },
    });
    expect(r.userErrors).toEqual([]);
    const variants = r.product?.variants ?? [];
    expect(r.product?.variantOptionOrdering).toEqual(['Color', 'Size']);
    expect(variants.map(attrs)).toEqual([
      { Color: 'Red', Size: 'S' },
      { Color: 'Blue', Size: 'S' },
      { Color: 'Red', Size: 'L' },
      { Color: 'Blue', Size: 'L' },
    ]);
    expect(variants.slice(0, 2).map((v) => [v.id, v.qtyInStock])).toEqual(p.variants.map((v) => [v.id, 5]));
    expect(variants.slice(2).map((v) => [v.price.cents, v.qtyInStock])).toEqual([
      [1200, 1],
      [1200, 1],
    ]);
  });

  it('renames carry variants along; a removed value takes its variants away; nothing is left orphaned', async () => {
    const p = await mug({ Color: ['Red', 'Blue'], Size: ['S', 'L'] });
    const r = await owner(OPTIONS, {
      p: p.id,
      i: {
        options: [
          { name: 'Colour', renameFrom: 'Color', values: ['Scarlet'], valueRenames: [{ from: 'Red', to: 'Scarlet' }] },
          { name: 'Size', values: ['S', 'L'] },
        ],
      },
    });
    expect(r.userErrors).toEqual([]);
    expect(r.product?.variants.map((v) => [v.id, attrs(v)])).toEqual([
      [p.variants[0].id, { Colour: 'Scarlet', Size: 'S' }],
      [p.variants[1].id, { Colour: 'Scarlet', Size: 'L' }],
    ]);
    expect(await t.db.productVariant.count({ where: { id: { in: p.variants.slice(2).map((v) => v.id) } } })).toBe(0);
  });

  it('without createMissing only maps the variants there are; removing an option merges to the first of each', async () => {
    const p = await mug({ Color: ['Red', 'Blue'], Size: ['S', 'L'] });
    const r = await owner(OPTIONS, { p: p.id, i: { options: [{ name: 'Size', values: ['S', 'L', 'XL'] }], createMissing: false } });
    expect(r.product?.variants.map((v) => [v.id, attrs(v)])).toEqual([
      [p.variants[0].id, { Size: 'S' }],
      [p.variants[1].id, { Size: 'L' }],
    ]);
  });

  it('is refused as a whole when it would remove a variant in an open cart, or make too many variants', async () => {
    const p = await mug({ Color: ['Red', 'Blue'] });
    const shopper = browser(t);
    await shopper.get('/shop');
    await shopper.gql('mutation($i: AddToCartInput!) { addToCart(input: $i) { userErrors { code } } }', {
      i: { itemId: p.id, sku: p.variants[1].sku },
    });
    const r = await owner(OPTIONS, { p: p.id, i: { options: [{ name: 'Color', values: ['Red'] }] } });
    expect(r.userErrors.map((e: any) => e.code)).toEqual(['PRODUCT_IN_USE']);
    expect(await t.db.productVariant.count({ where: { productId: p.id } })).toBe(2);
    const many = await owner(OPTIONS, {
      p: p.id,
      i: {
        options: [
          { name: 'A', values: Array.from({ length: 20 }, (_, i) => `a${i}`) },
          { name: 'B', values: Array.from({ length: 20 }, (_, i) => `b${i}`) },
        ],
      },
    });
    expect(many.userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'These options make 400 variants; a product can have at most 250.', field: 'input.options' },
    ]);
  });
});

describe('collections', () => {
  const COLLECTION = 'collection { id title urlSlug position } userErrors { code message field }';
  it('creates, renames, re-slugs, reorders and deletes an empty collection; a taken slug is refused', async () => {
    const made = await owner<any>(`mutation { createCollection(input: { title: "New Arrivals" }) { ${COLLECTION} } }`);
    expect(made.collection).toMatchObject({ title: 'New Arrivals', urlSlug: 'new-arrivals' });
    const taken = await owner<any>(`mutation { createCollection(input: { title: "Shop", urlSlug: "shop" }) { ${COLLECTION} } }`);
    expect(taken.userErrors).toEqual([{ code: 'ALREADY_EXISTS', message: 'This URL slug already exists', field: 'input.urlSlug' }]);
    const renamed = await owner<any>(
      `mutation($id: ID!) { updateCollection(id: $id, input: { title: "Just In", urlSlug: "just-in" }) { ${COLLECTION} } }`,
      { id: made.collection.id },
    );
    expect(renamed.collection).toMatchObject({ title: 'Just In', urlSlug: 'just-in' });
    expect((await t.request('/just-in?format=json')).status).toBe(200);
    const moved = await owner<any>(`mutation($id: ID!) { moveCollection(id: $id, position: 0) { ${COLLECTION} } }`, {
      id: made.collection.id,
    });
    expect(moved.collection.position).toBe(0);
    const list = await t.gql<any>('{ collections { urlSlug } }');
    expect(list.data.collections[0].urlSlug).toBe('just-in');
    const deleted = await owner<any>('mutation($id: ID!) { deleteCollection(id: $id) { deletedId userErrors { code } } }', {
      id: made.collection.id,
    });
    expect(deleted).toEqual({ deletedId: made.collection.id, userErrors: [] });
    // The shop is back in its place in the main navigation, after the demo's home page.
    expect((await t.gql<any>('{ collections { urlSlug position } }')).data.collections.map((c: any) => c.position)).toEqual([1]);
  });

  it('refuses to delete a collection that holds products', async () => {
    const r = await owner<any>('mutation { deleteCollection(id: "col-shop") { deletedId userErrors { code message field } } }');
    expect(r).toEqual({
      deletedId: null,
      userErrors: [{ code: 'COLLECTION_NOT_EMPTY', message: 'Move or delete the products in this collection first.', field: 'id' }],
    });
  });
});
