// The public catalog cache: hits for repeated public queries, fresh data after a catalog change, never across websites.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicCatalogQuery } from '../../server/http/public-query.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const body = JSON.stringify({ query: '{ product(id: "prod-canvas-tote") { title variants { qtyInStock } } }' });
const post = (host = 'localhost', extra: Record<string, string> = {}) =>
  t.request('/graphql', { method: 'POST', host, headers: { 'content-type': 'application/json', ...extra }, body });

describe('public catalog cache', () => {
  it('answers a repeated public catalog query from the cache', async () => {
    expect((await post()).headers.get('x-cache')).toBeNull();
    const second = await post();
    expect(second.headers.get('x-cache')).toBe('hit');
    expect((await second.json()).data).toEqual({ product: { title: 'Canvas Tote', variants: [{ qtyInStock: 3 }] } });
  });

  it('serves fresh data once the catalog of the website changes', async () => {
    await post();
    await t.db.productVariant.updateMany({ where: { productId: 'prod-canvas-tote' }, data: { qtyInStock: 1 } });
    t.catalogChanged('site-demo');
    const res = await post();
    expect(res.headers.get('x-cache')).toBeNull();
    expect((await res.json()).data).toEqual({ product: { title: 'Canvas Tote', variants: [{ qtyInStock: 1 }] } });
  });

  it("never answers one website's request with another website's cached answer", async () => {
    await post();
    const other = await post('jp.localhost');
    expect(other.headers.get('x-cache')).toBeNull();
    expect((await other.json()).data).toEqual({ product: null });
  });

  it('does not cache requests with credentials', async () => {
    await post();
    expect((await post('localhost', { authorization: 'Bearer x' })).headers.get('x-cache')).toBeNull();
  });
});

describe('public catalog query', () => {
  it('is a query whose root fields are all catalog reads', () => {
    expect(isPublicCatalogQuery('{ website { id } collections { id } }')).toBe(true);
    expect(isPublicCatalogQuery('query P { product(id: "x") { id } }', 'P')).toBe(true);
  });
  it('is not a mutation, introspection, a root fragment or an unparsable document', () => {
    expect(isPublicCatalogQuery('mutation { x }')).toBe(false);
    expect(isPublicCatalogQuery('{ __schema { types { name } } }')).toBe(false);
    expect(isPublicCatalogQuery('{ ...F } fragment F on Query { website { id } }')).toBe(false);
    expect(isPublicCatalogQuery('{ website {')).toBe(false);
  });
  it('picks the named operation when the document has several', () => {
    const doc = 'query A { website { id } } mutation B { x }';
    expect(isPublicCatalogQuery(doc, 'A')).toBe(true);
    expect(isPublicCatalogQuery(doc, 'B')).toBe(false);
    expect(isPublicCatalogQuery(doc)).toBe(false);
  });
});

describe('?format=json cache', () => {
  it('serves fresh stock after a catalog change', async () => {
    const stock = async () => ((await (await t.request('/shop/canvas-tote?format=json')).json()) as any).item.variants[0].qtyInStock;
    const before = await stock();
    await t.db.productVariant.updateMany({ where: { productId: 'prod-canvas-tote' }, data: { qtyInStock: before + 5 } });
    expect(await stock()).toBe(before);
    t.catalogChanged('site-demo');
    expect(await stock()).toBe(before + 5);
  });
});
