// Owners sort the products and orders lists (console tables' sortable columns): every order of catalogProducts(sort)
// and orders(sort) walks page by page (cursor) in the same order as one whole page, in the direction it names, on
// SQLite and PostgreSQL.
import { afterAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../../domain/permissions.ts';
import { ORDER_SORTS } from '../../server/services/owner-reads.ts';
import { CATALOG_SORTS } from '../../server/services/products/catalog-search.ts';
import { ownerHeaders, startTestApp } from './harness.ts';

const t = await startTestApp();
const viewer = await ownerHeaders(t, RoleCode.VIEWER);
afterAll(() => t.close());

type Page<N> = { edges: { node: N }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };

/** Every node of a connection, `size` a page, following endCursor. */
async function walk<N>(field: string, args: string, fields: string, size: number): Promise<N[]> {
  const nodes: N[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 200; guard++) {
    const res = await t.gql<Record<string, Page<N>>>(
      `query($after: String) { ${field}(${args} first: ${size}, after: $after) { edges { node { ${fields} } } pageInfo { hasNextPage endCursor } } }`,
      { after },
      viewer,
    );
    expect(res.errors).toBeUndefined();
    const page = res.data?.[field] as Page<N>;
    nodes.push(...page.edges.map((e) => e.node));
    if (!page.pageInfo.hasNextPage) return nodes;
    after = page.pageInfo.endCursor;
  }
  throw new Error('the pages did not end');
}

type Product = { id: string; title: string; createdAt?: string };

describe('catalogProducts(sort)', () => {
  it.each(Object.keys(CATALOG_SORTS))('%s walks page by page in the same order as one page', async (sort) => {
    const whole = await walk<Product>('catalogProducts', `sort: ${sort}`, 'id title', 100);
    expect(whole.length).toBeGreaterThan(4);
    expect(await walk<Product>('catalogProducts', `sort: ${sort}`, 'id title', 3)).toEqual(whole);
  });

  it('TITLE_DESCENDING is TITLE_ASCENDING reversed, and names come in order', async () => {
    const up = await walk<Product>('catalogProducts', 'sort: TITLE_ASCENDING', 'id title', 100);
    const down = await walk<Product>('catalogProducts', 'sort: TITLE_DESCENDING', 'id title', 100);
    expect(new Set(up.map((p) => p.title)).size).toBe(up.length); // the demo's names are distinct
    expect(down.map((p) => p.id)).toEqual(up.map((p) => p.id).reverse());
    expect(up[0]?.title.localeCompare(up.at(-1)?.title ?? '')).toBeLessThan(0);
  });
});

let n = 0;
const order = (grandTotalCents: number, createdAt: Date) =>
  t.db.order.create({
    data: {
      websiteId: 'site-demo',
      orderNumber: 700_000 + ++n,
      idempotencyKey: `sort-${n}`,
      statusToken: `sort-token-${n}`,
      email: `sort-${n}@example.com`,
      status: 'PAID',
      currency: 'USD',
      subtotalCents: grandTotalCents,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents,
      createdAt,
    },
  });

describe('orders(sort)', () => {
  it('NEWEST, OLDEST, TOTAL_HIGHEST and TOTAL_LOWEST walk page by page in their order', async () => {
    const base = Date.UTC(2026, 0, 1);
    for (const [i, cents] of [500, 2500, 1500, 2500, 100].entries()) await order(cents, new Date(base + i * 60_000));
    const fields = 'id grandTotal { cents } createdAt';
    type Row = { id: string; grandTotal: { cents: number }; createdAt: string };
    for (const sort of Object.keys(ORDER_SORTS)) {
      const whole = await walk<Row>('orders', `sort: ${sort}`, fields, 100);
      expect(await walk<Row>('orders', `sort: ${sort}`, fields, 2)).toEqual(whole);
      const key = (r: Row) => (sort.startsWith('TOTAL') ? r.grandTotal.cents : Date.parse(r.createdAt));
      const descending = sort === 'NEWEST' || sort === 'TOTAL_HIGHEST';
      for (let i = 1; i < whole.length; i++) {
        const [a, b] = [key(whole[i - 1] as Row), key(whole[i] as Row)];
        expect(descending ? a >= b : a <= b, `${sort} at ${i}`).toBe(true);
      }
    }
  });

  it('an unknown sort is refused as a bad request', async () => {
    const res = await t.gql<unknown>('{ orders(sort: CHEAPEST, first: 1) { edges { node { id } } } }', {}, viewer);
    expect(res.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
