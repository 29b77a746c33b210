// REST shims of the catalog: inventory stock, `?format=json` pages, the crumb cookie, page statuses, health.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCookies, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/commerce/inventory/stock/', () => {
  it('answers every variant of an item with sku, unlimited and qtyInStock, anonymously', async () => {
    const res = await t.request('/api/commerce/inventory/stock/?itemId=prod-wool-beanie');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: { sku: string; unlimited: boolean; qtyInStock: number }[] };
    expect(body.results.map(({ sku, unlimited, qtyInStock }) => ({ sku, unlimited, qtyInStock }))).toEqual([
      { sku: 'BEANIE-GREY', unlimited: false, qtyInStock: 0 },
      { sku: 'BEANIE-NAVY', unlimited: false, qtyInStock: 0 },
    ]);
  });

  it('answers 400 without itemId and 404 for an unknown item', async () => {
    expect((await t.request('/api/commerce/inventory/stock/')).status).toBe(400);
    expect((await t.request('/api/commerce/inventory/stock/?itemId=missing')).status).toBe(404);
  });

  it("answers 404 for another website's item", async () => {
    expect((await t.request('/api/commerce/inventory/stock/?itemId=prod-matcha-set')).status).toBe(404);
    expect((await t.request('/api/commerce/inventory/stock/?itemId=prod-matcha-set', { host: 'jp.localhost' })).status).toBe(200);
  });
});

describe('?format=json', () => {
  it('a product page gives the website, collection and item with variants, priceMoney and integer-cent structuredContent', async () => {
    const res = await t.request('/shop/classic-tee?format=json');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, any>;
    expect(body.website.id).toBe('site-demo');
    expect(body.collection).toEqual({ id: 'col-shop', title: 'Shop', fullUrl: '/shop', type: 13, backgroundSource: 4, currentType: null });
    expect(body.item).toMatchObject({ id: 'prod-classic-tee', title: 'Classic Tee', fullUrl: '/shop/classic-tee', productType: 1 });
    const sale = body.item.variants.find((v: { sku: string }) => v.sku === 'TEE-M-BLACK');
    expect(sale).toMatchObject({
      attributes: { Size: 'M', Color: 'Black' },
      priceMoney: { currency: 'USD', value: '25.00' },
      salePriceMoney: { currency: 'USD', value: '19.00' },
      onSale: true,
      unlimited: false,
      qtyInStock: 12,
    });
    expect(sale.id).toEqual(expect.any(String));
    expect(body.item.structuredContent.variants.find((v: { sku: string }) => v.sku === 'TEE-M-BLACK')).toMatchObject({
      price: 2500,
      salePrice: 1900,
    });
  });

  it('the contact page answers its JSON with the contact form: its id and fields with ids, types, titles and required flags', async () => {
    const res = await t.request('/contact?format=json');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, any>;
    expect(body.collection).toMatchObject({ id: 'contact', title: 'Contact', fullUrl: '/contact' });
    const contact = await t.db.customForm.findFirstOrThrow({ where: { websiteId: 'site-demo', kind: 'CONTACT' } });
    expect(body.forms.map((f: { id: string }) => f.id)).toEqual([contact.id]);
    expect(body.forms[0].fields.length).toBeGreaterThan(0);
    for (const field of body.forms[0].fields)
      expect(field).toMatchObject({
        id: expect.any(String),
        type: expect.any(String),
        title: expect.any(String),
        required: expect.any(Boolean),
      });
    // Its id is the one scripts send on: the form's own validation path knows it.
    const validate = await t.request(`/api/rest/forms/validate/${contact.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(validate.status).not.toBe(404);
  });

  it('a page with a newsletter block or a form block carries those forms in its JSON, each once', async () => {
    const newsletter = await t.db.customForm.findFirstOrThrow({ where: { websiteId: 'site-demo', kind: 'NEWSLETTER' } });
    const about = (await (await t.request('/about?format=json')).json()) as Record<string, any>;
    expect(about.forms.map((f: { id: string }) => f.id)).toEqual([newsletter.id]);
    const contact = await t.db.customForm.findFirstOrThrow({ where: { websiteId: 'site-demo', kind: 'CONTACT' } });
    await t.db.collection.create({
      data: {
        websiteId: 'site-demo',
        title: 'Write to us',
        urlSlug: 'write-to-us',
        type: 10,
        typeName: 'page',
        blocks: [
          { type: 'form', data: { formId: contact.id, title: 'Write' } },
          { type: 'newsletter', data: {} },
          { type: 'form', data: { formId: contact.id, title: 'Again' } },
        ],
      },
    });
    const page = (await (await t.request('/write-to-us?format=json')).json()) as Record<string, any>;
    expect(page.forms.map((f: { id: string; type: string }) => [f.id, f.type])).toEqual([
      [contact.id, 'contact'],
      [newsletter.id, 'newsletter'],
    ]);
    // A page without forms has no `forms`.
    const faq = await t.request('/questions?format=json');
    expect(faq.status).toBe(200);
    expect(((await faq.json()) as Record<string, unknown>).forms).toBeUndefined();
  });

  it('a collection page lists its items', async () => {
    const body = (await (await t.request('/shop?format=json')).json()) as { items: { title: string }[] };
    expect(body.items).toHaveLength(8);
    expect(body.items[0].title).toBe('Classic Tee');
  });

  it("the home page lists the site's collections", async () => {
    const body = (await (await t.request('/?format=json')).json()) as Record<string, unknown>;
    expect(body.collections).toEqual([{ id: 'col-shop', title: 'Shop', fullUrl: '/shop', type: 13 }]);
  });

  it('prices of a JPY website are whole yen', async () => {
    const body = (await (await t.request('/shop/matcha-set?format=json', { host: 'jp.localhost' })).json()) as Record<string, any>;
    expect(body.item.variants[0].priceMoney).toEqual({ currency: 'JPY', value: '4800' });
    expect(body.item.structuredContent.variants[0].price).toBe(4800);
  });

  it('an unknown path answers 404 JSON', async () => {
    const res = await t.request('/shop/nothing-here?format=json');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found' });
  });
});

describe('crumb cookie', () => {
  it('any storefront GET sets a crumb cookie readable by page scripts when the visitor has none', async () => {
    for (const path of ['/shop', '/shop/classic-tee?format=json']) {
      const cookie = setCookies(await t.request(path)).crumb ?? '';
      expect(cookie).toMatch(/^crumb=[A-Za-z0-9_-]{20,};/);
      expect(cookie).not.toMatch(/HttpOnly/i);
    }
  });

  it('is not issued again when the visitor already has one', async () => {
    const res = await t.request('/shop', { cookie: 'crumb=abcdefghijklmnopqrstuvwx' });
    expect(setCookies(res).crumb).toBeUndefined();
  });
});

describe('pages and health', () => {
  it('known pages answer 200 and unknown pages 404 (the not-found page)', async () => {
    expect((await t.request('/shop/classic-tee')).status).toBe(200);
    expect((await t.request('/cart')).status).toBe(200);
    expect((await t.request('/search')).status).toBe(200);
    for (const path of ['/home', '/journal', '/journal/caring-for-wool', '/events', '/about', '/more'])
      expect((await t.request(path)).status, path).toBe(200);
    expect((await t.request('/journal/no-such-post')).status).toBe(404);
    expect((await t.request('/no-such-page')).status).toBe(404);
    expect((await t.request('/shop/no-such-item')).status).toBe(404);
  });

  it('/healthz answers ok', async () => {
    expect(await (await t.request('/healthz')).json()).toEqual({ ok: true });
  });

  it('GraphiQL is served on /graphql for browsers', async () => {
    const res = await t.request('/graphql', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('GraphiQL');
  });
});
