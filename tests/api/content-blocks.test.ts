// Blocks of pages and items: every implemented type stored with its defaults, read back by owners as stored and by
// visitors with the server's safe HTML; other types round-tripped unchanged; refusals per block field; references to
// another website's rows refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../../domain/permissions.ts';
import { browser, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let editor: { headers: Record<string, string> };
let productId: string;
let formId: string;
let galleryId: string;
beforeAll(async () => {
  t = await startTestApp();
  editor = { headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.EDITOR)}` } };
  productId = (await t.db.product.findFirstOrThrow({ where: { websiteId: 'site-demo' } })).id;
  formId = (await t.db.customForm.findFirstOrThrow({ where: { websiteId: 'site-demo' } })).id;
  galleryId = (await create({ kind: 'gallery', title: 'Blocks Gallery' })).id;
});
afterAll(() => t.close());

const BLOCKS = 'blocks { id type typeNumber data storedData html }';
const CREATE = `mutation($i: CreatePageInput!) { createPage(input: $i) { page { id urlSlug ${BLOCKS} } userErrors { code message field } } }`;
const UPDATE = `mutation($id: ID!, $i: UpdatePageInput!) { updatePage(id: $id, input: $i) { page { id ${BLOCKS} } userErrors { code message field } } }`;
const CREATE_ITEM = `mutation($i: CreateItemInput!) { createItem(input: $i) { item { id ${BLOCKS} } userErrors { code message field } } }`;
const READ = `query($slug: String!) { collection(urlSlug: $slug) { ${BLOCKS} } }`;

async function as<T = any>(query: string, variables: Record<string, unknown>, who: object = editor): Promise<T> {
  const res = await t.gql<Record<string, T>>(query, variables, who);
  expect(res.errors).toBeUndefined();
  return Object.values(res.data ?? {})[0] as T;
}
async function create(input: Record<string, unknown>) {
  const r = await as(CREATE, { i: input });
  expect(r.userErrors).toEqual([]);
  return r.page;
}

describe('a page body of blocks', () => {
  it('every implemented type is stored in order with its defaults; the spec’s numbers are reported', async () => {
    const blocks = [
      { id: 'intro', type: 'html', data: { html: '<h2>Hello</h2>' } },
      { type: 44, data: { markdown: '**Bold** words' } },
      { type: 'image', data: { assetUrl: 'https://images.example.com/a.jpg', altText: 'A shop front' } },
      { type: 'gallery', data: { collectionId: galleryId, settings: { design: 'grid' } } },
      { type: 'form', data: { formId } },
      { type: 'product', data: { productId } },
      { type: 'add-on-products', data: { productIds: [productId] } },
      { type: 'customers-also-bought', data: {} },
      { type: 'newsletter', data: { title: 'News' } },
      { type: 'button', data: { label: 'Shop now', url: '/shop' } },
      { type: 'accordion', data: { items: [{ title: 'Shipping', body: '<p>Fast</p>' }] } },
      { type: 'quote', data: { text: 'Good things.', source: 'A customer' } },
      { type: 'code', data: { code: 'const a = 1;', language: 'js' } },
      { type: 'video', data: { url: 'https://www.youtube.com/watch?v=abc' } },
      { type: 'audio', data: { url: 'https://example.com/a.mp3', title: 'Episode 1' } },
      { type: 'map', data: { lat: 40.7, lng: -74 } },
      { type: 'summary-v2', data: { collectionId: galleryId } },
    ];
    const page = await create({ kind: 'page', title: 'Every Block', blocks });
    expect(page.blocks.map((b: { type: string }) => b.type)).toEqual([
      'html',
      'markdown',
      'image',
      'gallery',
      'form',
      'product',
      'add-on-products',
      'customers-also-bought',
      'newsletter',
      'button',
      'accordion',
      'quote',
      'code',
      'video',
      'audio',
      'map',
      'summary-v2',
    ]);
    expect(page.blocks.map((b: { typeNumber: number | null }) => b.typeNumber)).toEqual([
      2,
      44,
      5,
      8,
      9,
      43,
      null,
      null,
      51,
      53,
      69,
      31,
      23,
      32,
      41,
      4,
      55,
    ]);
    expect(page.blocks[0].id).toBe('intro');
    expect(page.blocks[1].id).toBe('block-1');
    // Defaults filled in.
    expect(page.blocks[5].data).toMatchObject({ showImage: true, showTitle: true, showPrice: true, showAddToCart: true });
    expect(page.blocks[7].data).toMatchObject({ title: 'Customers also bought', limit: 4 });
    expect(page.blocks[8].data).toMatchObject({ buttonText: 'Sign Up' });
    expect(page.blocks[9].data).toMatchObject({ size: 'medium', alignment: 'center', newWindow: false });
    expect(page.blocks[15].data).toMatchObject({ zoom: 14 });
    expect(page.blocks[3].data.settings).toMatchObject({ design: 'grid', autoplay: false });
  });

  it('everyone gets sanitised HTML, owners too: scripts and event handlers never reach a browser; owners edit what they wrote', async () => {
    const html = '<p onclick="steal()">Hi<script>steal()</script></p>';
    const page = await create({
      kind: 'page',
      title: 'Unsafe',
      blocks: [
        { type: 'html', data: { html } },
        { type: 'markdown', data: { markdown: '# Title\n\n<img src=x onerror=steal()>' } },
        { type: 'code', data: { code: '<b>bold</b><script>x()</script>', mode: 'html' } },
        { type: 'code', data: { code: '<b>shown as text</b>' } },
        { type: 'accordion', data: { items: [{ title: 'Q', body: '<p>A<script>x()</script></p>' }] } },
      ],
    });
    // The owner who wrote it reads it as shown, like any visitor, and as written only through storedData.
    expect(page.blocks[0].data.html).toBe('<p>Hi</p>');
    expect(page.blocks[0].storedData.html).toBe(html);
    expect(page.blocks[4].data.items[0].body).toBe('<p>A</p>');
    expect(page.blocks[4].storedData.items[0].body).toBe('<p>A<script>x()</script></p>');
    const visitor = browser(t);
    await visitor.get('/');
    const read = (await visitor.gql(READ, { slug: page.urlSlug })) as { data: { collection: { blocks: any[] } } };
    const [h, md, code, source, accordion] = read.data.collection.blocks;
    expect(h.html).toBe('<p>Hi</p>');
    expect(h.data.html).toBe('<p>Hi</p>');
    expect(md.html).toContain('<h1>Title</h1>');
    expect(md.html).not.toContain('onerror');
    expect(code.html).toBe('<b>bold</b>');
    expect(source.html).toBeNull();
    expect(source.data.code).toBe('<b>shown as text</b>');
    expect(accordion.data.items[0].body).toBe('<p>A</p>');
    expect(read.data.collection.blocks.map((b) => b.storedData)).toEqual([null, null, null, null, null]);
  });

  it('other block types are stored and read back unchanged, by number or by name', async () => {
    const others = [
      { type: 70, data: { anything: [1, 2, { deep: true }] } },
      { type: 'twitter', data: { handle: '@shop' } },
      { type: 1337 },
    ];
    const page = await create({ kind: 'page', title: 'Others', blocks: others });
    expect(page.blocks.map((b: any) => [b.type, b.typeNumber, b.data, b.html])).toEqual([
      ['70', 70, { anything: [1, 2, { deep: true }] }, null],
      ['twitter', 6, { handle: '@shop' }, null],
      ['1337', 1337, null, null],
    ]);
  });

  it("an image block keeps its space: its given size is read back, and an uploaded image's address and size are read", async () => {
    const upload = await t.db.productImage.findFirstOrThrow({ where: { websiteId: 'site-demo' }, orderBy: { position: 'asc' } });
    const page = await create({
      kind: 'page',
      title: 'Sized images',
      blocks: [
        { type: 'image', data: { assetUrl: '/images/site/studio-hero.svg', altText: 'Studio', width: 1600, height: 1000 } },
        { type: 'image', data: { imageId: upload.id, altText: 'Uploaded' } },
      ],
    });
    const read = await as(READ, { slug: page.urlSlug }, {});
    expect(read.blocks.map((b: any) => [b.data.assetUrl, b.data.width, b.data.height])).toEqual([
      ['/images/site/studio-hero.svg', 1600, 1000],
      [upload.assetUrl, upload.width, upload.height],
    ]);
    const refused = await t.gql<any>(
      CREATE,
      {
        i: { kind: 'page', title: 'Zero', blocks: [{ type: 'image', data: { assetUrl: '/a.png', altText: '', width: 0 } }] },
      },
      editor,
    );
    expect(refused.data.createPage.userErrors[0].field).toBe('input.blocks.0.data.width');
  });

  it('updating the blocks replaces the list; leaving them out keeps it', async () => {
    const page = await create({ kind: 'page', title: 'Replace', blocks: [{ type: 'quote', data: { text: 'One' } }] });
    const renamed = await as(UPDATE, { id: page.id, i: { title: 'Replaced' } });
    expect(renamed.page.blocks).toHaveLength(1);
    const emptied = await as(UPDATE, { id: page.id, i: { blocks: [] } });
    expect(emptied.page.blocks).toEqual([]);
  });
});

describe('refusals', () => {
  it("a gallery setting out of range is refused per field, in the spec's words", async () => {
    const r = await as(CREATE, {
      i: {
        kind: 'page',
        title: 'Bad gallery',
        blocks: [{ type: 'gallery', data: { collectionId: galleryId, settings: { design: 'mosaic' } } }],
      },
    });
    expect(r.page).toBeNull();
    expect(r.userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'mosaic is not one of the expected options', field: 'input.blocks.0.data.settings.design' },
    ]);
  });

  it('an unknown type, a missing field and a bad link each name their block', async () => {
    const r = await as(CREATE, {
      i: {
        kind: 'page',
        title: 'Bad blocks',
        blocks: [
          { type: 'hologram' },
          { type: 'button', data: { url: '/shop' } },
          { type: 'button', data: { label: 'Go', url: 'javascript:alert(1)' } },
        ],
      },
    });
    expect(r.userErrors.map((e: { field: string }) => e.field)).toEqual([
      'input.blocks.0.type',
      'input.blocks.1.data.label',
      'input.blocks.2.data.url',
    ]);
    expect(r.userErrors[0].message).toBe('hologram is not one of the expected options');
    expect(r.userErrors[1].message).toBe('Button text is required.');
  });

  it('blocks must be a list; a folder has none', async () => {
    expect((await as(CREATE, { i: { kind: 'page', title: 'Not a list', blocks: { type: 'html' } } })).userErrors[0]).toMatchObject({
      message: 'Blocks must be a list.',
      field: 'input.blocks',
    });
    expect((await as(CREATE, { i: { kind: 'folder', title: 'Folder', blocks: [] } })).userErrors[0]).toMatchObject({
      message: 'A folder has no blocks of its own.',
    });
  });

  it("another website's product, form or gallery is not found, and nothing is written", async () => {
    const otherProduct = await t.db.product.findFirstOrThrow({ where: { websiteId: { not: 'site-demo' } } });
    const otherGallery = await t.db.collection.findFirstOrThrow({ where: { websiteId: { not: 'site-demo' } } });
    const before = await t.db.collection.count();
    const r = await as(CREATE, {
      i: {
        kind: 'page',
        title: 'Borrowed',
        blocks: [
          { type: 'product', data: { productId: otherProduct.id } },
          { type: 'form', data: { formId: 'no-such-form' } },
          { type: 'gallery', data: { collectionId: otherGallery.id } },
          { type: 'summary-v2', data: { collectionId: 'nope' } },
        ],
      },
    });
    expect(r.userErrors).toEqual([
      { code: 'NOT_FOUND', message: 'No such product.', field: 'input.blocks.0.data.productId' },
      { code: 'NOT_FOUND', message: 'No such form.', field: 'input.blocks.1.data.formId' },
      { code: 'NOT_FOUND', message: 'No such gallery.', field: 'input.blocks.2.data.collectionId' },
      { code: 'NOT_FOUND', message: 'No such page.', field: 'input.blocks.3.data.collectionId' },
    ]);
    expect(await t.db.collection.count()).toBe(before);
  });

  it('a gallery block points at a gallery page, not any page', async () => {
    const plain = await create({ kind: 'page', title: 'Plain' });
    const r = await as(CREATE, { i: { kind: 'page', title: 'Wrong', blocks: [{ type: 'gallery', data: { collectionId: plain.id } }] } });
    expect(r.userErrors[0]).toMatchObject({ message: 'No such gallery.' });
  });
});

describe('item bodies', () => {
  it('a blog post carries blocks, checked like a page’s', async () => {
    const blog = await create({ kind: 'blog', title: 'Block Journal' });
    const ok = await as(CREATE_ITEM, {
      i: { collectionId: blog.id, title: 'With blocks', blocks: [{ type: 'quote', data: { text: 'Quoted' } }] },
    });
    expect(ok.userErrors).toEqual([]);
    expect(ok.item.blocks[0]).toMatchObject({ type: 'quote', typeNumber: 31, data: { text: 'Quoted', source: '' } });
    const bad = await as(CREATE_ITEM, { i: { collectionId: blog.id, title: 'Bad', blocks: [{ type: 'quote', data: {} }] } });
    expect(bad.userErrors).toEqual([{ code: 'INVALID_INPUT', message: 'Quote is required.', field: 'input.blocks.0.data.text' }]);
  });
});
