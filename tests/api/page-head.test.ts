// Page heads (docs/seo.md): each storefront page arrives with its title, description, canonical URL, Open Graph tags
// and JSON-LD written into the built index.html, from the same rows the API reads — nothing a password hides, noindex
// where nothing should be indexed, hostile titles escaped, and an owner's change shown on the next request.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../../domain/permissions.ts';
import { ownerHeaders, startTestApp } from './harness.ts';

const clientDist = mkdtempSync(join(tmpdir(), 'shopwright-client-'));
writeFileSync(
  join(clientDist, 'index.html'),
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Shop</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
);
const t = await startTestApp({ env: { CLIENT_DIST: clientDist } });
const manager = await ownerHeaders(t, RoleCode.ADMIN);
afterAll(async () => {
  await t.close();
  rmSync(clientDist, { recursive: true, force: true });
});

const STORE = 'Shopwright Demo Store';

type Head = { status: number; html: string; title: string; meta: (key: string) => string | null; canonical: string | null; jsonLd: any[] };
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
async function head(path: string, host?: string): Promise<Head> {
  const res = await t.request(path, { host });
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await res.text();
  const attr = (tag: string, name: string) => tag.match(new RegExp(`${name}="([^"]*)"`))?.[1] ?? null;
  const tags = [...html.matchAll(/<meta [^>]*>/g)].map((m) => m[0]);
  return {
    status: res.status,
    html,
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    meta: (key) => {
      const tag = tags.find((m) => attr(m, 'name') === key || attr(m, 'property') === key);
      return tag ? decode(attr(tag, 'content') ?? '') : null;
    },
    canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? null,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] as string)),
  };
}
const ofType = (h: Head, type: string) => h.jsonLd.find((j) => j['@type'] === type);
async function owner(query: string, variables: Record<string, unknown>) {
  const res = await t.gql<Record<string, { userErrors: unknown[] } & Record<string, any>>>(query, variables, manager);
  expect(res.errors).toBeUndefined();
  const answer = Object.values(res.data ?? {})[0];
  expect(answer?.userErrors).toEqual([]);
  return answer;
}
const createPage = (title: string, kind = 'blog') =>
  owner('mutation($i: CreatePageInput!) { createPage(input: $i) { page { id } userErrors { message } } }', { i: { kind, title } });
const createItem = (collectionId: string, input: Record<string, unknown>) =>
  owner('mutation($i: CreateItemInput!) { createItem(input: $i) { item { id } userErrors { message } } }', {
    i: { collectionId, status: 'PUBLISHED', ...input },
  });

describe('a product page', () => {
  it('has its title, description, canonical URL, Open Graph tags and breadcrumbs', async () => {
    const h = await head('/shop/classic-tee?utm_source=mail');
    expect(h.status).toBe(200);
    expect(h.title).toBe(`Classic Tee — ${STORE}`);
    expect(h.html.match(/<title>/g)).toHaveLength(1);
    expect(h.meta('description')).toBe('Heavyweight cotton tee in two colours.');
    expect(h.canonical).toBe('http://localhost/shop/classic-tee');
    expect(h.meta('og:title')).toBe('Classic Tee');
    expect(h.meta('og:description')).toBe('Heavyweight cotton tee in two colours.');
    expect(h.meta('og:url')).toBe('http://localhost/shop/classic-tee');
    expect(h.meta('og:type')).toBe('product');
    expect(h.meta('og:image')).toBe('http://localhost/images/tee.svg');
    expect(h.meta('og:site_name')).toBe(STORE);
    expect(h.meta('robots')).toBeNull();
    expect(ofType(h, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: STORE, item: 'http://localhost/' },
      { '@type': 'ListItem', position: 2, name: 'Shop', item: 'http://localhost/shop' },
      { '@type': 'ListItem', position: 3, name: 'Classic Tee', item: 'http://localhost/shop/classic-tee' },
    ]);
  });

  it('has Product JSON-LD with an offer a variant: price in major units, currency and stock', async () => {
    const product = ofType(await head('/shop/classic-tee'), 'Product');
    expect(product).toMatchObject({ '@context': 'https://schema.org', name: 'Classic Tee', url: 'http://localhost/shop/classic-tee' });
    expect(product.image).toBe('http://localhost/images/tee.svg');
    const offer = (sku: string) => product.offers.find((o: { sku: string }) => o.sku === sku);
    expect(offer('TEE-L-WHITE')).toEqual({
      '@type': 'Offer',
      sku: 'TEE-L-WHITE',
      price: '25.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: 'http://localhost/shop/classic-tee',
    });
    expect(offer('TEE-M-BLACK').price).toBe('19.00');
    expect(offer('TEE-S-WHITE').availability).toBe('https://schema.org/OutOfStock');
  });

  it('a sold-out product says OutOfStock; a digital one is always in stock', async () => {
    const beanie = ofType(await head('/shop/wool-beanie'), 'Product');
    expect(beanie.offers.map((o: { availability: string }) => o.availability)).toEqual([
      'https://schema.org/OutOfStock',
      'https://schema.org/OutOfStock',
    ]);
    const lookbook = ofType(await head('/shop/digital-lookbook'), 'Product');
    expect(lookbook.offers).toMatchObject([{ price: '8.00', availability: 'https://schema.org/InStock' }]);
  });

  it('is kept: asked again, no statement runs', async () => {
    await head('/shop/canvas-tote');
    t.statements.count = 0;
    expect((await head('/shop/canvas-tote')).title).toBe(`Canvas Tote — ${STORE}`);
    expect(t.statements.count).toBe(0);
  });

  it('a rename through the owner API shows on the next request', async () => {
    expect((await head('/shop/canvas-tote')).title).toBe(`Canvas Tote — ${STORE}`);
    await owner('mutation($id: ID!) { updateProduct(id: $id, input: { title: "Canvas Market Tote" }) { userErrors { message } } }', {
      id: 'prod-canvas-tote',
    });
    const h = await head('/shop/canvas-tote');
    expect(h.title).toBe(`Canvas Market Tote — ${STORE}`);
    expect(ofType(h, 'Product').name).toBe('Canvas Market Tote');
  });

  it('stock set to none through the owner API says OutOfStock on the next request', async () => {
    const tote = await t.db.productVariant.findFirstOrThrow({ where: { sku: 'TOTE-NATURAL' } });
    const availability = async () => ofType(await head('/shop/canvas-tote'), 'Product').offers[0].availability;
    expect(await availability()).toBe('https://schema.org/InStock');
    await owner(
      'mutation($id: ID!) { adjustStock(operations: [{ kind: SET_FINITE, variantId: $id, quantity: 0 }]) { userErrors { message } } }',
      {
        id: tote.id,
      },
    );
    expect(await availability()).toBe('https://schema.org/OutOfStock');
  });
});

describe('listing, home and content pages', () => {
  it('a product listing: its title, canonical and breadcrumbs, type website, no Product', async () => {
    const h = await head('/shop');
    expect(h.title).toBe(`Shop — ${STORE}`);
    expect(h.canonical).toBe('http://localhost/shop');
    expect(h.meta('og:type')).toBe('website');
    expect(ofType(h, 'Product')).toBeUndefined();
    expect(ofType(h, 'BreadcrumbList').itemListElement).toHaveLength(2);
  });

  it('a product listing names its live products in order as an ItemList (at most 50)', async () => {
    const h = await head('/shop');
    const listed = ofType(h, 'ItemList').itemListElement as { position: number; name: string; url: string }[];
    const json = (await (await t.request('/shop?format=json')).json()) as { items: { title: string; fullUrl: string }[] };
    expect(listed.length).toBeLessThanOrEqual(50);
    expect(listed.map((e) => e.name)).toEqual(json.items.slice(0, 50).map((i) => i.title));
    expect(listed[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: json.items[0]?.title,
      url: `http://localhost${json.items[0]?.fullUrl}`,
    });
    expect(ofType(await head('/journal'), 'ItemList')).toBeUndefined();
  });

  it('an event says Event: its name, start and end, and where it is', async () => {
    const h = await head('/events/winter-market');
    const event = ofType(h, 'Event');
    expect(event.name).toBe('Winter market');
    expect(new Date(event.endDate).getTime()).toBeGreaterThan(new Date(event.startDate).getTime());
    expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(event.location).toEqual({
      '@type': 'Place',
      name: '1 Market Square, Portland, OR 97204, United States',
      address: '1 Market Square, Portland, OR 97204, United States',
    });
    expect(event.url).toBe('http://localhost/events/winter-market');
    expect(ofType(await head('/journal/why-organic-cotton'), 'Event')).toBeUndefined();
  });

  it('the home page: the store name and the Organization, under the host asked', async () => {
    const h = await head('/');
    expect(h.title).toBe(STORE);
    expect(h.canonical).toBe('http://localhost/');
    expect(ofType(h, 'Organization')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: STORE,
      url: 'http://localhost/',
    });
    const tokyo = await head('/', 'jp.localhost');
    expect(tokyo.title).toBe('Shopwright Tokyo');
    expect(tokyo.canonical).toBe('http://jp.localhost/');
  });

  it('the home page, the listing and the blog have the meta description their pages carry (home: the first page of the navigation)', async () => {
    const described = await t.db.collection.findMany({ where: { websiteId: 'site-demo', urlSlug: { in: ['home', 'shop', 'journal'] } } });
    for (const [path, slug] of [
      ['/', 'home'],
      ['/shop', 'shop'],
      ['/journal', 'journal'],
    ] as const) {
      const description = described.find((c) => c.urlSlug === slug)?.description;
      expect(description).toBeTruthy();
      expect((await head(path)).meta('description')).toBe(description);
    }
  });

  it('a blog post: type article, its excerpt as plain text, breadcrumbs to the post', async () => {
    const page = await createPage('Studio Journal');
    await createItem(page.page.id, { title: 'Dyeing Day', excerpt: '<p>Indigo <strong>vats</strong> &amp; rinsing.</p>' });
    const h = await head('/studio-journal/dyeing-day');
    expect(h.status).toBe(200);
    expect(h.title).toBe(`Dyeing Day — ${STORE}`);
    expect(h.meta('description')).toBe('Indigo vats & rinsing.');
    expect(h.meta('og:type')).toBe('article');
    expect(ofType(h, 'BreadcrumbList').itemListElement.map((c: { name: string }) => c.name)).toEqual([
      STORE,
      'Studio Journal',
      'Dyeing Day',
    ]);
    expect((await head('/studio-journal')).title).toBe(`Studio Journal — ${STORE}`);
  });

  it('escapes a hostile title in HTML and in JSON-LD', async () => {
    const hostile = '</script><script>alert(1)</script> "Tee" & <b>';
    await owner('mutation($id: ID!, $title: String!) { updateProduct(id: $id, input: { title: $title }) { userErrors { message } } }', {
      id: 'prod-styling-session',
      title: hostile,
    });
    const h = await head('/shop/styling-session');
    expect(h.html).not.toContain('<script>alert(1)');
    expect(h.html.match(/<\/script>/g)).toHaveLength(h.jsonLd.length);
    expect(h.html).toContain('\\u003c/script\\u003e');
    expect(h.title).toBe(`${hostile} — ${STORE}`);
    expect(h.meta('og:title')).toBe(hostile);
    expect(ofType(h, 'Product').name).toBe(hostile);
  });
});

describe('pages nothing should index', () => {
  it('a locked page and its posts: the store name, noindex, nothing of what the password hides', async () => {
    const page = await createPage('Members Notes');
    await owner(
      'mutation($id: ID!) { updatePage(id: $id, input: { description: "Secret plans", password: "secret" }) { userErrors { message } } }',
      {
        id: page.page.id,
      },
    );
    await createItem(page.page.id, { title: 'Hidden Post', excerpt: 'Only for members.' });
    for (const path of ['/members-notes', '/members-notes/hidden-post']) {
      const h = await head(path);
      expect(h.status).toBe(200);
      expect(h.title).toBe(STORE);
      expect(h.meta('robots')).toBe('noindex');
      expect(h.meta('description')).toBeNull();
      expect(h.meta('og:title')).toBeNull();
      expect(h.jsonLd).toEqual([]);
      expect(h.html).not.toMatch(/Members Notes|Hidden Post|Secret plans|Only for members/);
    }
  });

  it('a path that is no page answers 404 with noindex', async () => {
    for (const path of ['/no-such-page', '/shop/no-such-product', '/shop/classic-tee/extra']) {
      const h = await head(path);
      expect(h.status).toBe(404);
      expect(h.title).toBe(STORE);
      expect(h.meta('robots')).toBe('noindex');
      expect(h.canonical).toBeNull();
    }
  });

  it('the cart, checkout, account, order and search pages are noindex', async () => {
    for (const path of ['/cart', '/checkout', '/account', '/orders/abc', '/search']) {
      const h = await head(path);
      expect(h.status).toBe(200);
      expect(h.meta('robots')).toBe('noindex');
    }
    expect((await head('/contact')).meta('robots')).toBeNull();
  });
});

describe('a page’s HTML on the wire', () => {
  it('goes gzip-compressed to a browser that takes it, and as it is to one that does not', async () => {
    const plain = await t.request('/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const html = await plain.text();
    expect(html.length).toBeGreaterThan(1024);
    const zipped = await t.request('/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await zipped.arrayBuffer());
    expect(body.length).toBeLessThan(html.length);
    expect(gunzipSync(body).toString('utf8')).toBe(html);
  });
});
