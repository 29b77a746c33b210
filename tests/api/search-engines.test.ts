// /sitemap.xml and /robots.txt (docs/seo.md): what a search engine may find on a website — its public pages and the
// live products, posts and events on them, with their last change — and nothing a visitor without the password,
// an owner's draft or another website holds. A change drops the cached sitemap at once.
import { afterAll, describe, expect, it } from 'vitest';
import { DRAFT_EVERY, generateWebsites, hostOf } from '../../bench/scale-data.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { MAX_SITEMAP_URLS } from '../../domain/sitemap.ts';
import { ownerHeaders, startTestApp } from './harness.ts';

const t = await startTestApp();
const editor = await ownerHeaders(t, RoleCode.EDITOR);
afterAll(() => t.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const sitemap = async (host?: string, path = '/sitemap.xml') => {
  const res = await t.request(path, { host });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  return res.text();
};
async function owner(query: string, variables: Record<string, unknown>) {
  const res = await t.gql<Record<string, { userErrors: unknown[] } & Record<string, any>>>(query, variables, editor);
  expect(res.errors).toBeUndefined();
  const answer = Object.values(res.data ?? {})[0];
  expect(answer?.userErrors).toEqual([]);
  return answer;
}

describe('the sitemap lists what visitors may open', () => {
  it('the home page, the public pages and the live products, each under the host asked with a lastmod', async () => {
    const xml = await sitemap();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    );
    const urls = locs(xml);
    expect(urls[0]).toBe('http://localhost/');
    expect(urls).toContain('http://localhost/shop');
    expect(urls).toContain('http://localhost/shop/classic-tee');
    expect(urls).toContain('http://localhost/about');
    expect(new Set(urls).size).toBe(urls.length);
    expect(xml).toMatch(/<url><loc>http:\/\/localhost\/shop\/classic-tee<\/loc><lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod><\/url>/);
  });

  it('leaves out drafts, disabled pages and pages with a password; a change shows at once', async () => {
    const page = await owner('mutation($i: CreatePageInput!) { createPage(input: $i) { page { id } userErrors { message } } }', {
      i: { kind: 'blog', title: 'Field Notes' },
    });
    const item = (title: string, status: string) =>
      owner('mutation($i: CreateItemInput!) { createItem(input: $i) { item { id } userErrors { message } } }', {
        i: { collectionId: page.page.id, title, status },
      });
    await item('First Light', 'PUBLISHED');
    await item('Half Written', 'DRAFT');
    let urls = locs(await sitemap());
    expect(urls).toContain('http://localhost/field-notes');
    expect(urls).toContain('http://localhost/field-notes/first-light');
    expect(urls).not.toContain('http://localhost/field-notes/half-written');

    await owner('mutation($id: ID!) { updatePage(id: $id, input: { password: "secret" }) { userErrors { message } } }', {
      id: page.page.id,
    });
    urls = locs(await sitemap());
    expect(urls.filter((u) => u.includes('/field-notes'))).toEqual([]);
    await owner('mutation($id: ID!) { updatePage(id: $id, input: { password: "", enabled: false }) { userErrors { message } } }', {
      id: page.page.id,
    });
    expect(locs(await sitemap()).filter((u) => u.includes('/field-notes'))).toEqual([]);
  });

  it('answers for the website the host names, never another one', async () => {
    await owner('mutation($i: CreatePageInput!) { createPage(input: $i) { page { id } userErrors { message } } }', {
      i: { kind: 'page', title: 'Only Here' },
    });
    expect(locs(await sitemap())).toContain('http://localhost/only-here');
    const urls = locs(await sitemap('jp.localhost'));
    expect(urls.length).toBeGreaterThan(1);
    expect(urls.every((u) => u.startsWith('http://jp.localhost/'))).toBe(true);
    expect(urls).not.toContain('http://jp.localhost/only-here');
  });
});

describe('a website with more URLs than one file holds', () => {
  // 52,000 products in two collections (SQL-written: bench/scale-data.ts), one in 50 a draft: 50,960 live.
  const plan = { prefix: 'sitemap-big', websites: 1, productsEach: 52_000, collectionsEach: 2 };
  const host = hostOf(plan.prefix);

  it('answers a sitemap index of a file of its pages and one per page of items; together they list every URL once', async () => {
    await generateWebsites(t.db, process.env.TEST_DATABASE_URL ? 'postgresql' : 'sqlite', plan);
    const index = await sitemap(host);
    expect(
      index.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'),
    ).toBe(true);
    const files = locs(index);
    expect(files).toEqual([
      `http://${host}/sitemap.xml?pages`,
      `http://${host}/sitemap.xml?page=shop`,
      `http://${host}/sitemap.xml?page=shop-2`,
    ]);

    const lists = await Promise.all(files.map((file) => sitemap(host, new URL(file).pathname + new URL(file).search).then(locs)));
    expect(lists[0]).toEqual([`http://${host}/`, `http://${host}/shop`, `http://${host}/shop-2`]);
    const live = await t.db.item.count({ where: { websiteId: plan.prefix, status: 'PUBLISHED' } });
    expect(live).toBe(plan.productsEach - Math.floor(plan.productsEach / DRAFT_EVERY));
    expect(live).toBeGreaterThan(MAX_SITEMAP_URLS);
    const items = [...lists[1], ...lists[2]];
    expect(items).toHaveLength(live);
    expect(new Set(items).size).toBe(live);
    for (const list of lists) expect(list.length).toBeLessThanOrEqual(MAX_SITEMAP_URLS);
    // Newest first: product n was published a minute after product n - 1.
    expect(lists[1][0]).toBe(`http://${host}/shop/${await newest(plan.prefix, 'sitemap-big-c0')}`);
  });
});

async function newest(websiteId: string, collectionId: string) {
  const item = await t.db.item.findFirstOrThrow({
    where: { websiteId, collectionId, status: 'PUBLISHED' },
    orderBy: [{ publishOn: 'desc' }, { id: 'asc' }],
  });
  return item.urlSlug;
}

describe('robots.txt', () => {
  it('keeps crawlers out of carts, checkout, accounts, the console and the API, and names the sitemap', async () => {
    const res = await t.request('/robots.txt', { host: 'localhost' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await res.text();
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /cart',
        'Disallow: /checkout',
        'Disallow: /account',
        'Disallow: /config',
        'Disallow: /api/',
        'Disallow: /graphql',
        'Sitemap: http://localhost/sitemap.xml',
      ]),
    );
  });
});
