// mailingListSubscribers: owners with forms:read page through the website's mailing list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AUTHORIZED_MESSAGE } from '../../domain/messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { ownerHeaders, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
  await t.db.mailingListSubscriber.createMany({
    data: [
      {
        websiteId: 'site-demo',
        email: 'first@example.com',
        status: 'CONFIRMED',
        confirmToken: 'tok-1',
        source: 'newsletter',
        createdAt: at(1),
      },
      {
        websiteId: 'site-demo',
        email: 'second@example.com',
        status: 'PENDING',
        confirmToken: 'tok-2',
        source: 'newsletter',
        createdAt: at(2),
      },
      {
        websiteId: 'site-demo',
        email: 'third@example.com',
        status: 'UNSUBSCRIBED',
        confirmToken: 'tok-3',
        source: 'restock',
        createdAt: at(3),
      },
      { websiteId: 'site-tokyo', email: 'tokyo@example.com', status: 'CONFIRMED', confirmToken: 'tok-4', createdAt: at(4) },
    ],
  });
});
afterAll(() => t.close());

const LIST = `query ($first: Int, $after: String, $status: MailingListStatus) {
  mailingListSubscribers(first: $first, after: $after, status: $status) {
    edges { node { email status source createdAt } }
    pageInfo { hasNextPage endCursor }
  }
}`;
type Page = {
  mailingListSubscribers: {
    edges: { node: { email: string; status: string; source: string; createdAt: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string };
  };
};
const emails = (page: Page) => page.mailingListSubscribers.edges.map((e) => e.node.email);

describe('mailingListSubscribers', () => {
  it("lists the website's subscribers newest first, a page at a time", async () => {
    const as = await ownerHeaders(t, RoleCode.EDITOR);
    const first = await t.gql<Page>(LIST, { first: 2 }, as);
    expect(first.errors).toBeUndefined();
    expect(first.data!.mailingListSubscribers.edges[0].node).toEqual({
      email: 'third@example.com',
      status: 'UNSUBSCRIBED',
      source: 'restock',
      createdAt: '2026-01-01T12:03:00.000Z',
    });
    expect(emails(first.data!)).toEqual(['third@example.com', 'second@example.com']);
    expect(first.data!.mailingListSubscribers.pageInfo.hasNextPage).toBe(true);
    const next = await t.gql<Page>(LIST, { first: 2, after: first.data!.mailingListSubscribers.pageInfo.endCursor }, as);
    expect(emails(next.data!)).toEqual(['first@example.com']);
    expect(next.data!.mailingListSubscribers.pageInfo.hasNextPage).toBe(false);
  });

  it('filters by status', async () => {
    const res = await t.gql<Page>(LIST, { status: 'PENDING' }, await ownerHeaders(t, RoleCode.ADMIN));
    expect(emails(res.data!)).toEqual(['second@example.com']);
  });

  it('a page holds at most 100 subscribers', async () => {
    await t.db.mailingListSubscriber.createMany({
      data: Array.from({ length: 101 }, (_, i) => ({ websiteId: 'site-tokyo', email: `bulk-${i}@example.com`, confirmToken: `bulk-${i}` })),
    });
    const res = await t.gql<Page>(LIST, { first: 500 }, { host: 'jp.localhost', ...(await ownerHeaders(t, RoleCode.ADMIN, 'site-tokyo')) });
    expect(res.errors).toBeUndefined();
    expect(res.data!.mailingListSubscribers.edges).toHaveLength(100);
    expect(res.data!.mailingListSubscribers.pageInfo.hasNextPage).toBe(true);
  });

  it('needs forms:read and never shows the confirmation token', async () => {
    const reporting = await t.gql(LIST, {}, await ownerHeaders(t, RoleCode.REPORTING));
    expect(reporting.errors?.[0]).toMatchObject({ message: NOT_AUTHORIZED_MESSAGE, extensions: { code: 'FORBIDDEN' } });
    const token = await t.gql('{ mailingListSubscribers { edges { node { confirmToken } } } }', {}, await ownerHeaders(t, RoleCode.ADMIN));
    expect(token.errors?.[0]?.message).toMatch(/Cannot query field "confirmToken"/);
  });
});
