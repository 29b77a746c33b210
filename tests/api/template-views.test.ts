// Owner template text rendered for visitors with the page's `?format=json`: list and item templates of a blog, code
// blocks in template mode, the commerce formatters on real products of the demo store; problems kept for owners with
// line and column (replaced after a fix, not rewritten when unchanged), never shown to visitors; checkTemplate.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMATTED_LIMIT_MESSAGE } from '../../domain/limit-messages.ts';
import { RESTOCK_NOTIFICATION_MESSAGES } from '../../domain/merchandising-views.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { browser, startTestApp, type TestApp } from './harness.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/templates/${name}`, import.meta.url), 'utf8');
const squash = (html: string) => html.replace(/\s+/g, ' ');

let t: TestApp;
let editor: { headers: Record<string, string> };
let blog: { id: string; urlSlug: string };
beforeAll(async () => {
  t = await startTestApp();
  editor = { headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.EDITOR)}` } };
  blog = await page('blog', 'Template Journal', { listTemplate: fixture('blog-list.block'), itemTemplate: fixture('blog-item.block') });
  const base = { collectionId: blog.id, status: 'PUBLISHED' };
  await item({
    ...base,
    title: 'Opening Day',
    publishOn: '2026-01-05T15:00:00Z',
    excerpt: '<p>We are <em>open</em></p>',
    body: '<p>Come by the shop.</p>',
    authorName: 'Ada',
    authorProfileUrl: 'https://ada.example.com',
  });
  await item({ ...base, title: 'Spring Notes', publishOn: '2026-03-05T15:00:00Z' });
  await item({ collectionId: blog.id, title: 'Secret Draft' });
});
afterAll(() => t.close());

const CREATE_PAGE = 'mutation($i: CreatePageInput!) { createPage(input: $i) { page { id urlSlug } userErrors { message } } }';
const UPDATE_PAGE = 'mutation($id: ID!, $i: UpdatePageInput!) { updatePage(id: $id, input: $i) { userErrors { message } } }';
const CREATE_ITEM = 'mutation($i: CreateItemInput!) { createItem(input: $i) { item { id urlSlug } userErrors { message } } }';
const LIST_HTML = 'query($s: String!) { collection(urlSlug: $s) { listHtml } }';
const ITEM_HTML = 'query($c: String!, $s: String!) { item(collectionSlug: $c, urlSlug: $s) { templateHtml blocks { id html } } }';
const PROBLEMS = 'query($s: String) { templateProblems(source: $s) { source kind message line column createdAt } }';
const CHECK = 'query($x: String!) { checkTemplate(text: $x) { line column message kind partial } }';

async function as<T = any>(query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await t.gql<Record<string, T>>(query, variables, editor);
  expect(res.errors).toBeUndefined();
  const payload = Object.values(res.data ?? {})[0] as T & { userErrors?: unknown[] };
  expect((payload as { userErrors?: unknown[] } | null)?.userErrors ?? []).toEqual([]);
  return payload;
}
async function page(kind: string, title: string, extra: Record<string, unknown> = {}) {
  return (await as(CREATE_PAGE, { i: { kind, title, ...extra } })).page as { id: string; urlSlug: string };
}
const item = async (input: Record<string, unknown>) => (await as(CREATE_ITEM, { i: input })).item as { id: string; urlSlug: string };
/** What a visitor (no token) reads. */
async function visitor<T = any>(query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await t.gql<Record<string, T>>(query, variables);
  expect(res.errors).toBeUndefined();
  return Object.values(res.data ?? {})[0] as T;
}
const problems = async (source?: string) =>
  (await as(PROBLEMS, { s: source })) as { source: string; kind: string; line: number; column: number; message: string }[];

describe('list and item templates of a blog', () => {
  it('the list template renders the live posts with the page JSON, newest first, in the website’s time zone', async () => {
    const { listHtml } = await visitor(LIST_HTML, { s: blog.urlSlug });
    const text = squash(listHtml);
    expect(text).toContain('<h1 class="page-title">Template Journal</h1>');
    expect(listHtml.match(/<article class="post">/g)).toHaveLength(2);
    expect(listHtml.match(/<hr \/>/g)).toHaveLength(1);
    expect(text.indexOf('Spring Notes')).toBeLessThan(text.indexOf('Opening Day'));
    expect(text).toContain(
      `<h2><a href="/${blog.urlSlug}/opening-day">Opening Day</a></h2> <p class="byline">By Ada</p> <p class="date">January 05, 2026</p> <p>We are <em>open</em></p> <p class="comments">No comments yet</p>`,
    );
    expect(text).not.toContain('Secret Draft');
    expect(text).not.toContain('Older posts');
    expect(await problems(`collection:${blog.id}:list`)).toEqual([]);
  });

  it('the item template renders one post with its item JSON', async () => {
    const { templateHtml } = await visitor(ITEM_HTML, { c: blog.urlSlug, s: 'opening-day' });
    expect(squash(templateHtml)).toContain(
      '<h1>Opening Day</h1> <p class="date">Monday, January 05</p> <p>Come by the shop.</p> <p class="byline">By <a href="https://ada.example.com">Ada</a></p>',
    );
    expect(templateHtml).toContain(`<a class="back" href="/${blog.urlSlug}">Back to Template Journal</a>`);
  });

  it('an event’s item template reads its dates and location', async () => {
    const events = await page('events', 'Template Events', { itemTemplate: fixture('blog-item.block') });
    await item({
      collectionId: events.id,
      title: 'Winter Market',
      status: 'PUBLISHED',
      publishOn: '2026-01-01T00:00:00Z',
      startDate: '2099-12-05T15:00:00Z',
      endDate: '2099-12-05T20:00:00Z',
      location: { addressLine1: '1 Main St', addressCountry: 'US' },
    });
    const { templateHtml } = await visitor(ITEM_HTML, { c: events.urlSlug, s: 'winter-market' });
    expect(squash(templateHtml)).toContain('<p class="when">December 05 2099</p> <p class="where">1 Main St, US</p>');
  });

  it('no template: null; a page visitors cannot see: null', async () => {
    const plain = await page('page', 'No Template');
    expect((await visitor(LIST_HTML, { s: plain.urlSlug })).listHtml).toBeNull();
    const locked = await page('blog', 'Locked Template', { password: 'pw', listTemplate: '<p>{collection.title}</p>' });
    expect((await as(LIST_HTML, { s: locked.urlSlug })).listHtml).toBeNull();
  });
});

describe('code blocks in template mode', () => {
  it('render with the JSON of the page or item they are on; other code blocks are unchanged', async () => {
    const code = (text: string, mode = 'template') => ({ type: 'code', data: { code: text, mode } });
    const notes = await page('blog', 'Block Notes', {
      blocks: [
        { id: 'latest', ...code('<ul>{.repeated section items}<li>{title}</li>{.end}</ul><script>alert(1)</script>') },
        { id: 'source', ...code('{title}', 'source') },
      ],
    });
    await item({
      collectionId: notes.id,
      title: 'First Note',
      status: 'PUBLISHED',
      publishOn: '2026-01-01T00:00:00Z',
      blocks: [{ id: 'me', ...code('<p class="self">{item.title} in {collection.title}</p>') }],
    });
    const read = await visitor('query($s: String!) { collection(urlSlug: $s) { blocks { id html } } }', { s: notes.urlSlug });
    expect(read.blocks).toEqual([
      { id: 'latest', html: '<ul><li>First Note</li></ul>' },
      { id: 'source', html: null },
    ]);
    const post = await visitor(ITEM_HTML, { c: notes.urlSlug, s: 'first-note' });
    expect(post.blocks).toEqual([{ id: 'me', html: '<p class="self">First Note in Block Notes</p>' }]);
  });
});

describe('problems', () => {
  it('visitors get the rest of the HTML and no error text; owners read each problem with its line and column', async () => {
    const broken = await page('blog', 'Broken Templates', { listTemplate: fixture('broken/blog-list-broken.block') });
    await item({ collectionId: broken.id, title: 'Only Post', status: 'PUBLISHED', publishOn: '2026-01-01T00:00:00Z' });
    const { listHtml } = await visitor(LIST_HTML, { s: broken.urlSlug });
    expect(listHtml).toContain('<h1></h1>');
    expect(listHtml).toContain('<p>Only Post</p>');
    expect(listHtml).toContain('<footer>The end</footer>');
    expect(listHtml).not.toMatch(/shout|Error|OR_PREDICATE|\{/);

    const source = `collection:${broken.id}:list`;
    const found = await problems(source);
    expect(found.map(({ createdAt: _, ...p }: any) => p)).toEqual([
      { source, kind: 'unknown-formatter', message: "SyntaxError: Formatter 'shout' is unknown", line: 1, column: 5 },
      { source, kind: 'syntax', message: 'SyntaxError: This OR_PREDICATE block will never execute.', line: 5, column: 16 },
    ]);
    // Rendering again (owners' reads are never served from the shared cache) writes nothing: the same rows stay.
    const before = await t.db.templateProblem.findMany({ where: { source }, orderBy: { line: 'asc' } });
    expect((await as(LIST_HTML, { s: broken.urlSlug })).listHtml).toBe(listHtml);
    await as(LIST_HTML, { s: broken.urlSlug });
    expect(await t.db.templateProblem.findMany({ where: { source }, orderBy: { line: 'asc' } })).toEqual(before);

    // All the website's problems, or one source's.
    expect((await problems()).some((p) => p.source === source)).toBe(true);

    // After a fix, the next render replaces them.
    await as(UPDATE_PAGE, { id: broken.id, i: { listTemplate: '<h1>{collection.title}</h1>' } });
    expect((await visitor(LIST_HTML, { s: broken.urlSlug })).listHtml).toBe('<h1>Broken Templates</h1>');
    expect(await problems(source)).toEqual([]);

    // A template removed: its problems go too.
    await as(UPDATE_PAGE, { id: broken.id, i: { listTemplate: '{title|shout}' } });
    await visitor(LIST_HTML, { s: broken.urlSlug });
    expect(await problems(source)).toHaveLength(1);
    await as(UPDATE_PAGE, { id: broken.id, i: { listTemplate: null } });
    expect((await visitor(LIST_HTML, { s: broken.urlSlug })).listHtml).toBeNull();
    expect(await problems(source)).toEqual([]);
  });

  it('a code block’s problems are kept under the block', async () => {
    const notes = await page('page', 'Broken Block', {
      blocks: [{ id: 'oops', type: 'code', data: { code: '<p>{title|shout}</p>\n{.section x}', mode: 'template' } }],
    });
    const read = await visitor('query($s: String!) { collection(urlSlug: $s) { blocks { html } } }', { s: notes.urlSlug });
    expect(read.blocks[0].html).not.toMatch(/shout|Error/);
    expect((await problems(`block:${notes.id}:oops`)).map((p) => [p.kind, p.line, p.column])).toEqual([
      ['unknown-formatter', 1, 4],
      ['unclosed-block', 2, 1],
    ]);
  });

  it('checkTemplate lists problems of text being edited and stores nothing', async () => {
    const stored = await t.db.templateProblem.count();
    expect(await as(CHECK, { x: '<p>{title|shout}</p>\n{.repeated section items}' })).toEqual([
      { line: 1, column: 4, message: "SyntaxError: Formatter 'shout' is unknown", kind: 'unknown-formatter', partial: null },
      { line: 2, column: 1, message: 'SyntaxError: Reached EOF in the middle of REPEATED', kind: 'unclosed-block', partial: null },
    ]);
    expect(await as(CHECK, { x: '{.repeated section items}{title}{.end}' })).toEqual([]);
    expect(await t.db.templateProblem.count()).toBe(stored);
  });

  it('viewers and visitors may not read problems or check templates', async () => {
    const viewer = { headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.VIEWER)}` } };
    for (const [query, variables] of [
      [PROBLEMS, {}],
      [CHECK, { x: '{title}' }],
    ] as const) {
      expect((await t.gql(query, variables, viewer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await t.gql(query, variables)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('bounds that hold for every website', () => {
  it('an exponentially growing template answers its limit problem on its own website while another website answers meanwhile', async () => {
    const hostile = await page('blog', 'Hostile Journal', { listTemplate: `{website|${Array(26).fill('json').join('|')}}` });
    let rendering = true;
    const other: number[] = [];
    const otherWebsite = (async () => {
      while (rendering) {
        const started = performance.now();
        const res = await t.request('/shop?format=json', { host: 'jp.localhost' });
        expect(res.status).toBe(200);
        other.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    // Twenty visitors at once: renders of this website beyond those waiting are answered busy (an empty list).
    const answers = await Promise.all(Array.from({ length: 20 }, () => visitor(LIST_HTML, { s: hostile.urlSlug })));
    rendering = false;
    await otherWebsite;
    expect(answers.every((a) => a.listHtml === '')).toBe(true);
    expect(await problems(`collection:${hostile.id}:list`)).toMatchObject([
      { kind: 'limit', message: FORMATTED_LIMIT_MESSAGE, line: 1, column: 1 },
    ]);
    // Before the bounds, one such render held the server's only thread for 12.9 s.
    expect(other.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...other)).toBeLessThan(1_000);
  });
});

describe('commerce formatters on the demo store’s products', () => {
  const PRODUCT_HTML = 'query($s: String!) { product(urlSlug: $s) { templateHtml } }';
  beforeAll(async () => {
    await as(UPDATE_PAGE, {
      id: 'col-shop',
      i: { itemTemplate: fixture('product-item.block'), listTemplate: fixture('product-list.block') },
    });
  });

  it('price, sale mark, variant picker, quantity input, add-to-cart, quick view, cart link and count', async () => {
    // The HTML is the same for every visitor (public answers are shared): the cart count is the storefront script's.
    const shopper = browser(t);
    await shopper.get('/shop');
    const added = await shopper.gql('mutation($i: AddToCartInput!) { addToCart(input: $i) { userErrors { message } } }', {
      i: { itemId: 'prod-canvas-tote', quantity: 2 },
    });
    expect(added.data?.addToCart.userErrors).toEqual([]);
    const res = await shopper.gql(PRODUCT_HTML, { s: 'classic-tee' });
    const text = squash(res.data?.product.templateHtml);
    expect(text).toContain('<div class="product-price"> from $19.00 </div> <div class="product-mark sale">sale</div>');
    expect(text).toContain(
      '<select aria-label="Select Size" data-variant-option-name="Size"> <option value="">Select Size</option> <option value="S">S</option><option value="M">M</option><option value="L">L</option> </select>',
    );
    expect(text).toContain(
      '<input type="radio" class="variant-radiobtn" value="S" name="variant-option-Size" id="variant-option-Size-S" />',
    );
    expect(text).toContain('<input aria-label="Quantity" size="4" max="9999" min="1" value="1" type="number" step="1" />');
    expect(text).toContain('data-collection-id="col-shop" data-item-id="prod-classic-tee" data-product-type="1"');
    expect(text).toContain('<div class="sqs-add-to-cart-button-inner">Add To Cart</div>');
    expect(text).toContain(
      '<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="prod-classic-tee" data-group>Quick View</span>',
    );
    expect(text).toContain('<p class="price-each">$25.00</p>');
    expect(text).toContain('<a class="cart-link" href="/cart">Cart <span class="sqs-cart-quantity">0</span></a>');
    expect((await visitor(PRODUCT_HTML, { s: 'classic-tee' })).templateHtml).toBe(res.data?.product.templateHtml);
  });

  it('scarcity, custom sold-out text, restock form and custom add-button text come from the store’s settings', async () => {
    const tote = squash((await visitor(PRODUCT_HTML, { s: 'canvas-tote' })).templateHtml);
    expect(tote).toContain('<div class="product-scarcity"> Only 3 left in stock </div>');

    const beanie = squash((await visitor(PRODUCT_HTML, { s: 'wool-beanie' })).templateHtml);
    expect(beanie).toContain('<div class="product-mark sold-out">Back soon</div>');
    const grey = await t.db.productVariant.findFirstOrThrow({ where: { sku: 'BEANIE-GREY' } });
    expect(beanie).toContain(
      `<div class="product-restock-notification" data-product-id="prod-wool-beanie" data-variant-id="${grey.id}" hidden="">`,
    );
    expect(beanie).toContain(`<span class="product-restock-cta">${RESTOCK_NOTIFICATION_MESSAGES.CTAText}</span>`);
    expect(beanie).toContain('<form class="product-restock-form" action="#">');
    expect(beanie).toContain('<input class="sqs-editable-button" type="submit" value="Notify Me" />');
    expect(beanie).toContain('<input type="checkbox" name="isJoinMailingList" />Sign up for news and updates</label>');
    expect(beanie).not.toContain('product-quantity-input');

    const mug = squash((await visitor(PRODUCT_HTML, { s: 'engraved-mug' })).templateHtml);
    expect(mug).toContain('<div class="sqs-add-to-cart-button-inner">Personalise &amp; Add</div>');
    // A subscription has no quantity input.
    expect((await visitor(PRODUCT_HTML, { s: 'house-coffee' })).templateHtml).not.toContain('product-quantity-input');
  });

  it('the list template of the shop lists its products with their marks and prices', async () => {
    const { listHtml } = await visitor(LIST_HTML, { s: 'shop' });
    expect(listHtml.match(/<article class="product" data-item-id="prod-/g)).toHaveLength(8);
    expect(squash(listHtml)).toContain(
      '<a href="/shop/wool-beanie">Wool Beanie</a> <div class="product-mark sold-out">Back soon</div> <p class="stock">Sold out</p>',
    );
    expect(await problems('collection:col-shop:list')).toEqual([]);
  });
});
