// customForms: owners with forms:read list the website's forms by name (to choose one for a form block), a page at a
// time, at most 100 a page, never another website's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AUTHENTICATED_MESSAGE, NOT_AUTHORIZED_MESSAGE } from '../../domain/messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { ownerHeaders, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.db.customForm.create({ data: { id: 'form-tokyo-contact', websiteId: 'site-tokyo', name: 'A Tokyo form', kind: 'CONTACT' } });
});
afterAll(() => t.close());

const LIST = `query ($first: Int, $after: String, $kind: FormKind) {
  customForms(first: $first, after: $after, kind: $kind) {
    edges { node { id name kind fieldCount } }
    pageInfo { hasNextPage endCursor }
  }
}`;
type Page = {
  customForms: {
    edges: { node: { id: string; name: string; kind: string; fieldCount: number } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string };
  };
};
const names = (page: Page) => page.customForms.edges.map((e) => e.node.name);

describe('customForms', () => {
  it("lists the website's forms by name with their kind and number of fields, a page at a time", async () => {
    const as = await ownerHeaders(t, RoleCode.EDITOR);
    const all = await t.gql<Page>(LIST, {}, as);
    expect(all.errors).toBeUndefined();
    expect(all.data!.customForms.edges.map((e) => e.node)).toEqual([
      { id: 'form-contact', name: 'Contact us', kind: 'CONTACT', fieldCount: 6 },
      { id: 'form-engraving', name: 'Engraving details', kind: 'PRODUCT', fieldCount: 3 },
      { id: 'form-newsletter', name: 'Newsletter', kind: 'NEWSLETTER', fieldCount: 1 },
    ]);
    const first = await t.gql<Page>(LIST, { first: 2 }, as);
    expect(names(first.data!)).toEqual(['Contact us', 'Engraving details']);
    expect(first.data!.customForms.pageInfo.hasNextPage).toBe(true);
    const next = await t.gql<Page>(LIST, { first: 2, after: first.data!.customForms.pageInfo.endCursor }, as);
    expect(names(next.data!)).toEqual(['Newsletter']);
    expect(next.data!.customForms.pageInfo.hasNextPage).toBe(false);
  });

  it('filters by kind', async () => {
    const res = await t.gql<Page>(LIST, { kind: 'NEWSLETTER' }, await ownerHeaders(t, RoleCode.ADMIN));
    expect(names(res.data!)).toEqual(['Newsletter']);
  });

  it("never lists another website's forms, and a page holds at most 100", async () => {
    const demo = await t.gql<Page>(LIST, { first: 100 }, await ownerHeaders(t, RoleCode.ADMIN));
    expect(names(demo.data!)).not.toContain('A Tokyo form');
    await t.db.customForm.createMany({
      data: Array.from({ length: 101 }, (_, i) => ({ websiteId: 'site-tokyo', name: `Bulk ${String(i).padStart(3, '0')}` })),
    });
    const tokyo = { host: 'jp.localhost', ...(await ownerHeaders(t, RoleCode.ADMIN, 'site-tokyo')) };
    const res = await t.gql<Page>(LIST, { first: 500 }, tokyo);
    expect(res.errors).toBeUndefined();
    expect(res.data!.customForms.edges).toHaveLength(100);
    expect(res.data!.customForms.edges[0].node.name).toBe('A Tokyo form');
    expect(res.data!.customForms.pageInfo.hasNextPage).toBe(true);
  });

  it('needs forms:read', async () => {
    const reporting = await t.gql(LIST, {}, await ownerHeaders(t, RoleCode.REPORTING));
    expect(reporting.errors?.[0]).toMatchObject({ message: NOT_AUTHORIZED_MESSAGE, extensions: { code: 'FORBIDDEN' } });
    const nobody = await t.gql(LIST, {});
    expect(nobody.errors?.[0]).toMatchObject({ message: NOT_AUTHENTICATED_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } });
  });
});
