// The site search (page type 102): visitors find live products, blog posts, events and gallery images of this website
// by every word of their titles and URL slugs, ignoring case — never drafts, scheduled, private or archived ones,
// never items of disabled pages, nor of password-protected pages they did not unlock; short queries find nothing,
// long ones are cut; products come first, then newest first, paged.
import { afterAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../../domain/permissions.ts';
import { MAX_SEARCH_PAGE, MAX_SEARCH_QUERY_LENGTH, MAX_SEARCH_WORDS, searchWords } from '../../domain/site-search.ts';
import { RecordType } from '../../domain/site-structure.ts';
import { browser, ownerHeaders, startTestApp } from './harness.ts';

const t = await startTestApp();
const editor = await ownerHeaders(t, RoleCode.EDITOR);
afterAll(() => t.close());

const SEARCH = `query($q: String!, $first: Int, $offset: Int) {
  search(query: $q, first: $first, offset: $offset) {
    query total hasNextPage
    results { kind id title fullUrl snippet imageUrl imageAlt date product { id availability { fromPrice { formatted } } } }
  }
}`;
const CREATE_PAGE = 'mutation($i: CreatePageInput!) { createPage(input: $i) { page { id urlSlug } userErrors { message } } }';
const CREATE_ITEM = 'mutation($i: CreateItemInput!) { createItem(input: $i) { item { id urlSlug } userErrors { message } } }';
const CREATE_PRODUCT = 'mutation($i: CreateProductInput!) { createProduct(input: $i) { product { id } userErrors { message } } }';
const ARCHIVE = 'mutation($id: ID!) { archiveProduct(id: $id) { userErrors { message } } }';
const UNLOCK = 'mutation($s: String!, $p: String!) { unlockPage(urlSlug: $s, password: $p) { userErrors { message } } }';

type Result = { kind: string; id: string; title: string; fullUrl: string; snippet: string; imageUrl: string | null; product: any };
type Page = { query: string; total: number; hasNextPage: boolean; results: Result[] };

async function search(q: string, opts: { first?: number; offset?: number; host?: string; headers?: Record<string, string> } = {}) {
  const { host, headers, ...paging } = opts;
  const res = await t.gql<{ search: Page }>(SEARCH, { q, ...paging }, { host, headers });
  expect(res.errors).toBeUndefined();
  return res.data?.search as Page;
}
const titles = async (q: string, opts: Parameters<typeof search>[1] = {}) => (await search(q, opts)).results.map((r) => r.title);

async function owner<T = any>(query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await t.gql<Record<string, any>>(query, variables, editor);
  expect(res.errors).toBeUndefined();
  const payload = Object.values(res.data ?? {})[0];
  expect(payload.userErrors).toEqual([]);
  return payload;
}
const page = async (kind: string, title: string, extra: Record<string, unknown> = {}) =>
  (await owner(CREATE_PAGE, { i: { kind, title, ...extra } })).page as { id: string; urlSlug: string };
const post = async (collectionId: string, title: string, extra: Record<string, unknown> = {}) =>
  (await owner(CREATE_ITEM, { i: { collectionId, title, status: 'PUBLISHED', publishOn: '2026-01-01T00:00:00Z', ...extra } })).item;
let sku = 0;
const product = async (title: string, extra: Record<string, unknown> = {}) =>
  (
    await owner(CREATE_PRODUCT, {
      i: {
        collectionId: 'col-shop',
        productType: 'PHYSICAL',
        title,
        status: 'PUBLISHED',
        publishOn: '2026-01-01T00:00:00Z',
        variants: [{ sku: `SEARCH-${++sku}`, priceCents: 2500, qtyInStock: 5 }],
        ...extra,
      },
    })
  ).product as { id: string };

describe('finding things', () => {
  it("'wool' finds the Wool Beanie product first, then the 'Caring for wool' post, with links, plain snippets and prices", async () => {
    const found = await search('wool');
    expect(found.results.map((r) => [r.kind, r.title, r.fullUrl])).toEqual([
      ['PRODUCT', 'Wool Beanie', '/shop/wool-beanie'],
      ['POST', 'Caring for wool', '/journal/caring-for-wool'],
    ]);
    expect(found).toMatchObject({ query: 'wool', total: 2, hasNextPage: false });
    const [beanie, caring] = found.results;
    expect(beanie.product).toMatchObject({
      id: 'prod-wool-beanie',
      availability: { fromPrice: { formatted: expect.stringMatching(/^\$/) } },
    });
    expect(beanie.snippet).toBe('Back soon: join the restock list.');
    expect(caring.snippet).toBe('Cold water, a little soap, and lay it flat to dry.');
    expect(caring.product).toBeNull();
  });

  it('finds events and gallery images too', async () => {
    expect((await search('winter market')).results.map((r) => [r.kind, r.fullUrl])).toEqual([['EVENT', '/events/winter-market']]);
    const image = (await search('forest walk')).results;
    expect(image).toMatchObject([{ kind: 'IMAGE', title: 'Forest walk', imageUrl: '/images/site/forest.svg' }]);
  });

  it('every word must match (AND), in any order, ignoring case and extra spaces', async () => {
    expect(await titles('caring wool')).toEqual(['Caring for wool']);
    expect(await titles('WOOL   caring')).toEqual(['Caring for wool']);
    expect(await titles('wOoL bEaNiE')).toEqual(['Wool Beanie']);
    expect(await titles('wool tee')).toEqual([]);
    const blog = await page('blog', 'Accents');
    await post(blog.id, 'Crème Brûlée Évening');
    expect(await titles('CRÈME évening')).toEqual(['Crème Brûlée Évening']);
  });

  it('words match in URL slugs as well as titles', async () => {
    const blog = await page('blog', 'Slug notes');
    await post(blog.id, 'Untitled thoughts', { urlSlug: 'quokka-sightings' });
    expect(await titles('quokka')).toEqual(['Untitled thoughts']);
  });

  it('LIKE wildcards (% _ \\) split words like spaces: they never match anything by themselves', async () => {
    expect(searchWords('50%_off\\Sale')).toEqual(['50', 'off', 'sale']);
    for (const q of ['%%', '__', '%_%', '\\\\']) expect(await search(q)).toMatchObject({ total: 0, results: [] });
    const blog = await page('blog', 'Odd titles');
    await post(blog.id, 'Fifty% off_today');
    expect(await titles('fifty% off_today')).toEqual(['Fifty% off_today']);
    expect(await titles('fifty%zzz')).toEqual([]);
  });

  it('snippets are plain text: tags and scripts gone, entities decoded, cut to 160 characters', async () => {
    const blog = await page('blog', 'Snippets');
    await post(blog.id, 'Aardvark markup', {
      excerpt: '<p>Fish &amp; <b>chips</b></p><p>are&nbsp;good</p><script>alert(1)</script><style>p{}</style>',
    });
    await post(blog.id, 'Aardvark long', { excerpt: `<p>${'word '.repeat(60)}</p>` });
    const results = (await search('aardvark')).results;
    expect(results.find((r) => r.title === 'Aardvark markup')?.snippet).toBe('Fish & chips are good');
    const long = results.find((r) => r.title === 'Aardvark long')?.snippet ?? '';
    expect(long).toHaveLength(163);
    expect(long.endsWith('...')).toBe(true);
  });
});

describe('only what visitors may read', () => {
  it('drafts, scheduled, needs-review and private posts are never found', async () => {
    const blog = await page('blog', 'Zephyr journal');
    await post(blog.id, 'Zephyr published');
    await post(blog.id, 'Zephyr draft', { status: 'DRAFT' });
    await post(blog.id, 'Zephyr scheduled', { publishOn: '2099-01-01T00:00:00Z' });
    await post(blog.id, 'Zephyr review', { status: 'NEEDS_REVIEW' });
    await post(blog.id, 'Zephyr private', { status: 'PRIVATE' });
    expect(await titles('zephyr')).toEqual(['Zephyr published']);
  });

  it('draft, scheduled and archived products are never found', async () => {
    await product('Kiwi live');
    await product('Kiwi draft', { status: 'DRAFT' });
    await product('Kiwi scheduled', { publishOn: '2099-01-01T00:00:00Z' });
    const archived = await product('Kiwi archived');
    await owner(ARCHIVE, { id: archived.id });
    expect(await titles('kiwi')).toEqual(['Kiwi live']);
  });

  it('items of a disabled page are not found', async () => {
    const hidden = await page('blog', 'Hidden blog', { enabled: false });
    await post(hidden.id, 'Walrus secret');
    expect(await titles('walrus')).toEqual([]);
  });

  it('items of a password-protected page are found only by those who unlocked it, and by owners', async () => {
    const locked = await page('blog', 'Members blog', { password: 'open sesame' });
    await post(locked.id, 'Narwhal members post');
    const visitor = browser(t);
    await visitor.get('/');
    const find = async () => (await visitor.gql<{ search: Page }>(SEARCH, { q: 'narwhal' })).data?.search.results.map((r) => r.title);
    expect(await find()).toEqual([]);
    expect(await titles('narwhal')).toEqual([]);
    await visitor.gql(UNLOCK, { s: locked.urlSlug, p: 'open sesame' });
    expect(await find()).toEqual(['Narwhal members post']);
    expect(await titles('narwhal', { headers: editor.headers })).toEqual(['Narwhal members post']);
  });

  it("another website's items are not found", async () => {
    expect(await titles('matcha')).toEqual([]);
    expect(await titles('matcha', { host: 'jp.localhost' })).toEqual(['Matcha Set']);
    expect(await titles('wool', { host: 'jp.localhost' })).toEqual([]);
  });
});

describe('query bounds', () => {
  it('a query under 2 characters finds nothing', async () => {
    for (const q of ['', ' ', 'w', '  w  '])
      expect(await search(q)).toEqual({ query: q.trim(), total: 0, hasNextPage: false, results: [] });
    expect(await titles('wo')).toContain('Wool Beanie');
  });

  it(`a long query is cut to ${MAX_SEARCH_QUERY_LENGTH} characters; words past ${MAX_SEARCH_WORDS} are ignored`, async () => {
    const long = `wool${' '.repeat(MAX_SEARCH_QUERY_LENGTH)}nothing-matches-this`;
    const found = await search(long);
    expect(found.query).toBe('wool');
    expect(found.results.map((r) => r.title)).toEqual(['Wool Beanie', 'Caring for wool']);
    expect((await search('x'.repeat(500))).query).toHaveLength(MAX_SEARCH_QUERY_LENGTH);
    const words = Array.from({ length: 15 }, (_, i) => `w${i}`).join(' ');
    expect(searchWords(words)).toHaveLength(MAX_SEARCH_WORDS);
    expect(searchWords('Wool wool WOOL')).toEqual(['wool']);
  });
});

describe('paging', () => {
  it('products first, then newest first; pages follow on across the two', async () => {
    await product('Heron mug', { publishOn: '2026-01-01T00:00:00Z' });
    await product('Heron cup', { publishOn: '2026-02-01T00:00:00Z' });
    const blog = await page('blog', 'Heron notes');
    await post(blog.id, 'Heron one', { publishOn: '2025-01-01T00:00:00Z' });
    await post(blog.id, 'Heron two', { publishOn: '2025-02-01T00:00:00Z' });
    await post(blog.id, 'Heron three', { publishOn: '2025-03-01T00:00:00Z' });
    const all = ['Heron cup', 'Heron mug', 'Heron three', 'Heron two', 'Heron one'];
    expect(await titles('heron')).toEqual(all);
    const seen: string[] = [];
    for (let offset = 0; ; offset += 2) {
      const found = await search('heron', { first: 2, offset });
      expect(found.total).toBe(5);
      seen.push(...found.results.map((r) => r.title));
      if (!found.hasNextPage) break;
    }
    expect(seen).toEqual(all);
    expect(await titles('heron', { first: 2, offset: 1 })).toEqual(['Heron mug', 'Heron three']);
    expect(await search('heron', { offset: 10 })).toMatchObject({ results: [], hasNextPage: false, total: 5 });
  });

  it(`at most ${MAX_SEARCH_PAGE} results a page`, async () => {
    const blog = await page('blog', 'Many pelicans');
    await t.db.item.createMany({
      data: Array.from({ length: MAX_SEARCH_PAGE + 5 }, (_, i) => ({
        websiteId: 'site-demo',
        collectionId: blog.id,
        recordType: RecordType.TEXT,
        title: `Pelican ${i}`,
        urlSlug: `pelican-${i}`,
        status: 'PUBLISHED' as const,
        publishOn: new Date(Date.UTC(2025, 0, 1, 0, i)),
        searchText: `pelican ${i} pelican-${i}`,
      })),
    });
    const found = await search('pelican', { first: 500 });
    expect(found.results).toHaveLength(MAX_SEARCH_PAGE);
    expect(found).toMatchObject({ total: MAX_SEARCH_PAGE + 5, hasNextPage: true });
    expect((await search('pelican', { first: 0 })).results).toHaveLength(1);
  });
});
