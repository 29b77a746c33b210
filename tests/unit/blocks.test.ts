// Page and item blocks: the spec's numbered types, each implemented type's data bounded and completed, links
// checked, other types kept as they came, and a body's list bounded.
import { describe, expect, it } from 'vitest';
import { isSitePath, isWebUrl, linkProblem } from '../../domain/block-links.ts';
import {
  BLOCK_TYPE_NUMBERS,
  blockTypeName,
  blockTypeNumber,
  IMPLEMENTED_BLOCK_TYPES,
  isBlockTypeNumber,
} from '../../domain/block-types.ts';
import { type Block, blockNumber, isImplementedBlock, parseBlock, parseBlockList, promotedBlockType } from '../../domain/blocks.ts';
import { DEFAULT_GALLERY_SETTINGS } from '../../domain/gallery-settings.ts';
import { MAX_BLOCK_CHARS, MAX_BLOCK_TEXT_LENGTH, MAX_BLOCKS_PER_BODY } from '../../domain/store-limits.ts';

const ok = (raw: unknown): Block => {
  const result = parseBlock(raw);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.block;
};
const refused = (raw: unknown) => {
  const result = parseBlock(raw);
  return result.ok ? [] : result.problems;
};

describe('block types', () => {
  it('carry the numbers the spec gives', () => {
    expect(BLOCK_TYPE_NUMBERS).toMatchObject({
      navigation: 1,
      html: 2,
      logo: 3,
      map: 4,
      image: 5,
      gallery: 8,
      form: 9,
      product: 43,
      markdown: 44,
      newsletter: 51,
      donation: 52,
      button: 53,
      'member-area': 67,
      accordion: 69,
      'pricing-plan': 72,
    });
    expect(blockTypeName(44)).toBe('markdown');
    expect(blockTypeNumber('accordion')).toBe(69);
    expect(blockTypeNumber('customers-also-bought')).toBeNull();
  });

  it('are numbered 1 to 72, plus 1337', () => {
    for (const n of [1, 70, 72, 1337]) expect(isBlockTypeNumber(n)).toBe(true);
    for (const n of [0, 73, 1336, 2.5, '2']) expect(isBlockTypeNumber(n)).toBe(false);
  });

  it('a type is given by its number or its name; an unknown one is not one of the expected options', () => {
    expect(ok({ type: 2, data: { html: '<p>x</p>' } })).toEqual({ type: 'html', data: { html: '<p>x</p>' } });
    expect(ok({ type: 'html', data: { html: '<p>x</p>' } })).toEqual({ type: 'html', data: { html: '<p>x</p>' } });
    expect(refused({ type: 99 })).toEqual([{ field: 'type', message: '99 is not one of the expected options' }]);
    expect(refused({ type: 'carousel' })).toEqual([{ field: 'type', message: 'carousel is not one of the expected options' }]);
    expect(refused({ data: {} })).toEqual([{ field: 'type', message: 'Choose a block type.' }]);
  });

  it('a block is only id, type and data', () => {
    expect(refused({ type: 2, style: 'x' })).toEqual([{ field: 'style', message: 'style is not one of the expected options' }]);
    expect(refused('html')).toEqual([{ field: '', message: 'A block needs a type and its data.' }]);
    expect(refused({ type: 2, id: 'has space' })[0].field).toBe('id');
    expect(ok({ id: 'intro_1', type: 2 })).toEqual({ id: 'intro_1', type: 'html', data: { html: '' } });
  });
});

describe('other block types', () => {
  it('are stored and round-tripped unchanged, and render as nothing', () => {
    const raw = { id: 'tw', type: 6, data: { handle: '@shop', count: 3, nested: { list: [1, 'a', null, true] } } };
    const block = ok(raw);
    expect(block).toEqual(raw);
    expect(JSON.parse(JSON.stringify(block))).toEqual(raw);
    expect(isImplementedBlock(block)).toBe(false);
    expect(ok({ type: 1337 })).toEqual({ type: 1337 });
    expect(ok({ type: 'donation', data: { amount: 5 } })).toEqual({ type: 'donation', data: { amount: 5 } });
    expect(blockNumber(ok({ type: 'donation' }))).toBe(52);
  });

  it('must be bounded JSON: size limit', () => {
    const problems = refused({ type: 6, data: { text: 'x'.repeat(MAX_BLOCK_CHARS) } });
    expect(problems).toEqual([{ field: '', message: 'A block can be at most 80,000 characters long.' }]);
  });

  it('must be bounded JSON: depth limit', () => {
    let deep: unknown = 'end';
    for (let i = 0; i < 12; i++) deep = { deep };
    expect(refused({ type: 6, data: deep })).toEqual([{ field: '', message: 'A block can nest at most 10 levels deep.' }]);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(refused({ type: 6, data: cyclic })[0].message).toBe('A block can nest at most 10 levels deep.');
  });

  it('must be plain JSON values', () => {
    for (const data of [{ n: Number.NaN }, { n: Number.POSITIVE_INFINITY }, { d: new Date(0) }, { f: () => 1 }, { u: undefined }])
      expect(refused({ type: 6, data })[0].message).toBe('A block can hold only text, numbers, true/false, lists and named values.');
    expect(refused({ type: 6, data: [1, 2] })).toEqual([{ field: 'data', message: 'Block data must be a list of named values.' }]);
  });
});

describe('links', () => {
  it('must be http(s) or a site path', () => {
    for (const good of ['https://example.com', 'http://shop.example.co.uk/a?b=1#c', '/about', '/shop/tee?size=m#reviews', '/'])
      expect(linkProblem(good)).toBeNull();
    expect(isWebUrl('https://localhost:3000/x')).toBe(true);
    expect(isSitePath('/a%20b')).toBe(true);
  });

  it("anything else: 'Links must be formatted as {host} or {host}'", () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'ftp://example.com',
      'example.com',
      'https://user:pw@example.com',
      'https://nodot',
      ' https://example.com',
    ])
      expect(linkProblem(bad)).toBe('Links must be formatted as https://example.com or /about');
  });

  it("a broken site path: '{val} is not a valid page URL'", () => {
    expect(linkProblem('/about us')).toBe('/about us is not a valid page URL');
    expect(linkProblem('/a\\b')).toBe('/a\\b is not a valid page URL');
    expect(linkProblem('/100%')).toBe('/100% is not a valid page URL');
  });

  it('are at most 2,048 characters', () => {
    expect(linkProblem(`/${'a'.repeat(2048)}`)).toBe('Links can be at most 2,048 characters.');
  });
});

describe('implemented blocks', () => {
  it('are the types the issue names', () => {
    expect([...IMPLEMENTED_BLOCK_TYPES].sort()).toEqual(
      [
        'accordion',
        'add-on-products',
        'audio',
        'button',
        'code',
        'customers-also-bought',
        'form',
        'gallery',
        'html',
        'image',
        'map',
        'markdown',
        'newsletter',
        'product',
        'quote',
        'summary-v2',
        'video',
      ].sort(),
    );
  });

  it('html and markdown text are bounded', () => {
    expect(ok({ type: 44, data: { markdown: '# Hi' } })).toEqual({ type: 'markdown', data: { markdown: '# Hi' } });
    expect(refused({ type: 2, data: { html: 'x'.repeat(MAX_BLOCK_TEXT_LENGTH + 1) } })).toEqual([
      { field: 'data.html', message: 'HTML can be at most 50,000 characters.' },
    ]);
    expect(refused({ type: 2, data: { html: 5 } })).toEqual([{ field: 'data.html', message: 'HTML must be text.' }]);
  });

  it('unknown data fields are refused', () => {
    expect(refused({ type: 'quote', data: { text: 'Hi', color: 'red' } })).toEqual([
      { field: 'data.color', message: 'color is not one of the expected options' },
    ]);
  });

  it('button: text, a checked link, size and alignment', () => {
    expect(ok({ type: 53, data: { label: ' Shop now ', url: '/shop' } })).toEqual({
      type: 'button',
      data: { label: 'Shop now', url: '/shop', newWindow: false, size: 'medium', alignment: 'center' },
    });
    expect(refused({ type: 53, data: { label: '', url: 'javascript:alert(1)', size: 'huge' } })).toEqual([
      { field: 'data.label', message: 'Button text is required.' },
      { field: 'data.url', message: 'Links must be formatted as https://example.com or /about' },
      { field: 'data.size', message: 'huge is not one of the expected options' },
    ]);
    expect(refused({ type: 53, data: { label: 'x'.repeat(101), url: '/' } })[0].message).toBe('Button text can be at most 100 characters.');
  });

  it('image: an uploaded image or an image URL, alt text at most 250 characters', () => {
    expect(ok({ type: 5, data: { imageId: 'img_1' } })).toEqual({
      type: 'image',
      data: { imageId: 'img_1', altText: '', caption: '', newWindow: false },
    });
    expect(refused({ type: 5, data: {} })).toEqual([{ field: 'data.imageId', message: 'Choose an image.' }]);
    expect(refused({ type: 5, data: { assetUrl: 'data:image/png;base64,AA' } })[0].field).toBe('data.assetUrl');
    expect(refused({ type: 5, data: { imageId: 'i', altText: 'a'.repeat(251) } })[0].message).toBe(
      'Alt text can be at most 250 characters.',
    );
    expect(refused({ type: 5, data: { imageId: 'i', link: '/bad path' } })).toEqual([
      { field: 'data.link', message: '/bad path is not a valid page URL' },
    ]);
  });

  it('gallery: a gallery collection and every setting, defaults filled, refusals per setting', () => {
    expect(ok({ type: 8, data: { collectionId: 'g1' } })).toEqual({
      type: 'gallery',
      data: { collectionId: 'g1', settings: DEFAULT_GALLERY_SETTINGS },
    });
    const block = ok({ type: 8, data: { collectionId: 'g1', settings: { design: 'slider', autoplay: true } } });
    expect(block.type === 'gallery' && block.data.settings).toMatchObject({ design: 'slider', autoplay: true, padding: 20 });
    expect(refused({ type: 8, data: { collectionId: 'g1', settings: { padding: 70, design: 'wall' } } })).toEqual([
      { field: 'data.settings.padding', message: 'Padding must be a whole number from 0 to 50.' },
      { field: 'data.settings.design', message: 'wall is not one of the expected options' },
    ]);
  });

  it('accordion: 1 to 50 items, each with a title', () => {
    expect(ok({ type: 69, data: { items: [{ title: 'Shipping', body: '<p>3 days</p>' }] } })).toEqual({
      type: 'accordion',
      data: { items: [{ title: 'Shipping', body: '<p>3 days</p>' }], allowMultipleOpen: false, openFirst: false },
    });
    expect(refused({ type: 69, data: { items: [] } })).toEqual([{ field: 'data.items', message: 'Add 1 to 50 items.' }]);
    expect(refused({ type: 69, data: { items: Array(51).fill({ title: 't' }) } })[0].message).toBe('Add 1 to 50 items.');
    expect(refused({ type: 69, data: { items: [{ title: 'a' }, { title: ' ' }] } })).toEqual([
      { field: 'data.items.1.title', message: 'Title is required.' },
    ]);
  });

  it('product, add-on products and customers also bought point at products', () => {
    expect(ok({ type: 43, data: { productId: 'p1' } })).toMatchObject({ type: 'product', data: { productId: 'p1', showAddToCart: true } });
    expect(refused({ type: 43, data: {} })).toEqual([{ field: 'data.productId', message: 'Product is required.' }]);
    expect(refused({ type: 43, data: { productId: '<script>' } })[0].message).toBe('Product is not a valid id.');
    expect(refused({ type: 'add-on-products', data: { productIds: ['a', 'a'] } })).toEqual([
      { field: 'data.productIds', message: 'Each product can be listed once.' },
    ]);
    expect(refused({ type: 'add-on-products', data: { productIds: Array.from({ length: 13 }, (_, i) => `p${i}`) } })[0].message).toBe(
      'Add 1 to 12 products.',
    );
    expect(ok({ type: 'customers-also-bought' })).toEqual({
      type: 'customers-also-bought',
      data: { title: 'Customers also bought', limit: 4 },
    });
    expect(refused({ type: 'customers-also-bought', data: { limit: 13 } })[0].message).toBe(
      'Number of products must be a whole number from 1 to 12.',
    );
  });

  it('newsletter and form blocks', () => {
    expect(ok({ type: 51 })).toMatchObject({ type: 'newsletter', data: { buttonText: 'Sign Up', captcha: false } });
    expect(ok({ type: 9, data: { formId: 'contact' } })).toEqual({ type: 'form', data: { formId: 'contact', title: '' } });
    expect(refused({ type: 9 })).toEqual([{ field: 'data.formId', message: 'Form is required.' }]);
  });

  it('quote and code blocks', () => {
    expect(refused({ type: 31, data: { text: '' } })).toEqual([{ field: 'data.text', message: 'Quote is required.' }]);
    expect(ok({ type: 23, data: { code: '<b>x</b>', language: 'html' } })).toEqual({
      type: 'code',
      data: { code: '<b>x</b>', language: 'html', mode: 'source' },
    });
    expect(refused({ type: 23, data: { mode: 'php' } })[0].message).toBe('php is not one of the expected options');
  });

  it('video and audio: a web page URL with its oembed fields', () => {
    const video = { url: 'https://www.youtube.com/watch?v=abc', oembed: { html: '<iframe></iframe>', providerName: 'YouTube' } };
    expect(ok({ type: 32, data: video })).toEqual({
      type: 'video',
      data: { ...video, oembed: { ...video.oembed, title: '' }, caption: '', autoplay: false },
    });
    expect(refused({ type: 32, data: { url: '/local.mp4' } })).toEqual([
      { field: 'data.url', message: 'Links must be formatted as http://example.com or https://example.com' },
    ]);
    expect(refused({ type: 41, data: { url: 'https://a.example/x.mp3', oembed: { html: 'x', width: 0 } } })).toEqual([
      { field: 'data.oembed.width', message: 'Width must be a whole number from 1 to 10000.' },
    ]);
  });

  it('map: latitude, longitude and zoom in range', () => {
    expect(ok({ type: 4, data: { lat: 51.5, lng: -0.12 } })).toEqual({
      type: 'map',
      data: { lat: 51.5, lng: -0.12, zoom: 14, label: '', address: '' },
    });
    expect(refused({ type: 4, data: { lat: 91, lng: 181, zoom: 0 } })).toEqual([
      { field: 'data.lat', message: 'Latitude must be a number from -90 to 90.' },
      { field: 'data.lng', message: 'Longitude must be a number from -180 to 180.' },
      { field: 'data.zoom', message: 'Zoom must be a whole number from 1 to 20.' },
    ]);
  });

  it('summary: a collection, a design and 1 to 30 items', () => {
    expect(ok({ type: 55, data: { collectionId: 'blog' } })).toMatchObject({ type: 'summary-v2', data: { design: 'grid', limit: 6 } });
    expect(refused({ type: 55, data: { collectionId: 'blog', limit: 31 } })[0].message).toBe(
      'Number of items must be a whole number from 1 to 30.',
    );
  });
});

describe('a body of blocks', () => {
  it('keeps its order and refuses by place', () => {
    const result = parseBlockList([{ type: 2 }, { type: 6, data: { a: 1 } }, { type: 53, data: { label: 'Go', url: 'mailto:x' } }]);
    expect(result).toEqual({
      ok: false,
      problems: [{ field: 'blocks.2.data.url', message: 'Links must be formatted as https://example.com or /about' }],
    });
    const good = parseBlockList([{ type: 2 }, { type: 6, data: { a: 1 } }]);
    expect(good.ok && good.blocks.map((b) => b.type)).toEqual(['html', 6]);
  });

  it(`holds at most ${MAX_BLOCKS_PER_BODY} blocks`, () => {
    expect(parseBlockList(Array(MAX_BLOCKS_PER_BODY).fill({ type: 21 })).ok).toBe(true);
    expect(parseBlockList(Array(MAX_BLOCKS_PER_BODY + 1).fill({ type: 21 }))).toEqual({
      ok: false,
      problems: [{ field: 'blocks', message: 'A page can hold at most 100 blocks.' }],
    });
  });

  it('is at most 400,000 characters of JSON', () => {
    const big = Array.from({ length: 10 }, () => ({ type: 2, data: { html: 'x'.repeat(45_000) } }));
    expect(parseBlockList(big)).toEqual({
      ok: false,
      problems: [{ field: 'blocks', message: "A page's blocks can be at most 400,000 characters long." }],
    });
  });

  it('block ids are unique', () => {
    expect(
      parseBlockList([
        { id: 'a', type: 2 },
        { id: 'a', type: 21 },
      ]),
    ).toEqual({
      ok: false,
      problems: [{ field: 'blocks.1.id', message: 'This block id already exists' }],
    });
  });

  it('must be a list', () => {
    expect(parseBlockList({ type: 2 }, 'body')).toEqual({ ok: false, problems: [{ field: 'body', message: 'Blocks must be a list.' }] });
  });
});

describe('an item’s promoted block type (spec §3 item field promotedBlockType)', () => {
  it('the promoted block type is the body’s first block’s when it is a promoted block type, by name or by number', () => {
    expect(promotedBlockType([{ type: 'video' }, { type: 'html' }])).toBe('video');
    expect(promotedBlockType([{ type: 'quote' }])).toBe('quote');
    expect(promotedBlockType([{ type: 22 }])).toBe('embed');
    expect(promotedBlockType([{ type: 'instagram' }])).toBe('instagram');
    expect(promotedBlockType([{ type: 9 }, { type: 'image' }])).toBe('form');
  });

  it('a body that opens with another block, or has none, promotes nothing, whatever comes after', () => {
    expect(promotedBlockType([{ type: 'html' }, { type: 'image' }])).toBeNull();
    expect(promotedBlockType([{ type: 'gallery' }])).toBeNull();
    expect(promotedBlockType([{ type: 'add-on-products' }])).toBeNull();
    expect(promotedBlockType([{ type: 70 }])).toBeNull();
    expect(promotedBlockType([])).toBeNull();
  });
});
