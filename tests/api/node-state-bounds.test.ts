// Per-node state is bounded by size, not by the websites or Host names a node is asked for (docs/limits.md): the
// website lookups keep at most MAX_CACHED_WEBSITES, and hosts that name no website apart, at most MAX_CACHED_UNKNOWN; the catalog memo
// keeps at most MAX_MEMO_ENTRIES products and websites in all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogEvents } from '../../server/services/catalog-events.ts';
import { CatalogMemo, MAX_MEMO_ENTRIES } from '../../server/services/catalog-memo.ts';
import { MAX_CACHED_UNKNOWN, MAX_CACHED_WEBSITES, WebsiteResolver } from '../../server/services/websites.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('website lookups', () => {
  it('unknown Host names are answered (no website) and kept apart, at most MAX_CACHED_UNKNOWN, never pushing a website out', async () => {
    const resolver = new WebsiteResolver(t.db, new CatalogEvents());
    expect((await resolver.byHost('localhost'))?.id).toBe('site-demo');
    for (let i = 0; i < MAX_CACHED_UNKNOWN + 200; i++) expect(await resolver.byHost(`invented-${i}.example`)).toBeNull();
    expect(resolver.size).toEqual({ websites: 1, unknown: MAX_CACHED_UNKNOWN });
    // A name asked again while remembered costs no statement.
    const before = t.statements.count;
    expect(await resolver.byHost(`invented-${MAX_CACHED_UNKNOWN + 199}.example`)).toBeNull();
    expect(t.statements.count).toBe(before);
  });

  it('keeps at most its bound of websites', async () => {
    const ids = ['one', 'two', 'three'].map((name) => `bounds-${name}`);
    for (const id of ids) {
      await t.db.website.create({ data: { id, name: id, domains: { create: { hostname: `${id}.example` } } } });
    }
    const resolver = new WebsiteResolver(t.db, new CatalogEvents(), null, 2);
    for (const id of ids) expect((await resolver.byHost(`${id}.example`))?.id).toBe(id);
    expect(resolver.size.websites).toBe(2);
    expect(MAX_CACHED_WEBSITES).toBe(10_000);
  });
});

describe('the catalog memo', () => {
  const ctx = { db: () => t.db, website: { id: 'site-demo' } };

  it('keeps at most its bound of products and websites together', async () => {
    const memo = new CatalogMemo(new CatalogEvents(), 60_000, 4);
    const ids = (await t.db.product.findMany({ where: { websiteId: 'site-demo' }, select: { id: true }, take: 6 })).map((p) => p.id);
    expect(ids.length).toBeGreaterThan(3);
    const context = { db: ctx.db(), website: ctx.website } as unknown as Parameters<CatalogMemo['products']>[0];
    expect((await memo.products(context, ids.slice(0, 3))).size).toBe(3);
    expect(memo.size).toBe(4); // the website and its three products
    // One more product would pass the bound: the memo lets the website's go rather than grow.
    expect((await memo.products(context, ids.slice(0, 4))).size).toBe(4);
    expect(memo.size).toBeLessThanOrEqual(4);
    expect(MAX_MEMO_ENTRIES).toBe(20_000);
  });
});
