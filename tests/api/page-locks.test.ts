// Password-protected pages and disabled pages as visitors meet them: a locked page shows its title but not its body
// or items until the visitor gives its password (then for the browser session); a new password locks it again;
// owners always see it; disabled pages are not found by visitors.
import { afterAll, describe, expect, it } from 'vitest';
import { WRONG_PAGE_PASSWORD_MESSAGE } from '../../domain/messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { browser, ownerHeaders, startTestApp } from './harness.ts';

const t = await startTestApp();
const editor = await ownerHeaders(t, RoleCode.EDITOR);
afterAll(() => t.close());

const CREATE = 'mutation($i: CreatePageInput!) { createPage(input: $i) { page { id urlSlug } userErrors { message } } }';
const UPDATE = 'mutation($id: ID!, $i: UpdatePageInput!) { updatePage(id: $id, input: $i) { userErrors { message } } }';
const ITEM = 'mutation($i: CreateItemInput!) { createItem(input: $i) { item { urlSlug } userErrors { message } } }';
const READ = 'query($s: String!) { collection(urlSlug: $s) { title locked unlocked blocks { html } items { items { title } } } }';
const READ_ITEM = 'query($c: String!, $s: String!) { item(collectionSlug: $c, urlSlug: $s) { title fullUrl } }';
const UNLOCK =
  'mutation($s: String!, $p: String!) { unlockPage(urlSlug: $s, password: $p) { page { unlocked } userErrors { code message field } } }';

async function owner<T = any>(query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await t.gql<Record<string, T>>(query, variables, editor);
  expect(res.errors).toBeUndefined();
  return Object.values(res.data ?? {})[0] as T;
}

async function lockedBlog(password: string) {
  const page = (
    await owner(CREATE, {
      i: { kind: 'blog', title: `Members ${Math.random()}`, password, blocks: [{ type: 'html', data: { html: '<p>Secret intro</p>' } }] },
    })
  ).page;
  const item = (await owner(ITEM, { i: { collectionId: page.id, title: 'Members post', status: 'PUBLISHED' } })).item;
  return { page, item };
}

describe('the lock screen', () => {
  it('a locked page shows its title but neither its blocks nor its items; its items are not found', async () => {
    const { page, item } = await lockedBlog('open sesame');
    const visitor = browser(t);
    await visitor.get('/');
    const read = await visitor.gql(READ, { s: page.urlSlug });
    expect(read.data?.collection).toMatchObject({ locked: true, unlocked: false, blocks: [], items: { items: [] } });
    expect(read.data?.collection.title).toMatch(/^Members/);
    expect((await visitor.gql(READ_ITEM, { c: page.urlSlug, s: item.urlSlug })).data?.item).toBeNull();
  });

  it('the right password unlocks the page for this browser only; a wrong one is refused', async () => {
    const { page, item } = await lockedBlog('open sesame');
    const visitor = browser(t);
    await visitor.get('/');
    const wrong = await visitor.gql(UNLOCK, { s: page.urlSlug, p: 'guess' });
    expect(wrong.data?.unlockPage).toEqual({
      page: null,
      userErrors: [{ code: 'INVALID_INPUT', message: WRONG_PAGE_PASSWORD_MESSAGE, field: 'password' }],
    });
    const right = await visitor.gql(UNLOCK, { s: page.urlSlug, p: 'open sesame' });
    expect(right.data?.unlockPage).toEqual({ page: { unlocked: true }, userErrors: [] });
    const read = await visitor.gql(READ, { s: page.urlSlug });
    expect(read.data?.collection).toMatchObject({
      locked: true,
      unlocked: true,
      blocks: [{ html: '<p>Secret intro</p>' }],
      items: { items: [{ title: 'Members post' }] },
    });
    expect((await visitor.gql(READ_ITEM, { c: page.urlSlug, s: item.urlSlug })).data?.item).toEqual({
      title: 'Members post',
      fullUrl: `/${page.urlSlug}/${item.urlSlug}`,
    });

    const stranger = browser(t);
    await stranger.get('/');
    expect((await stranger.gql(READ, { s: page.urlSlug })).data?.collection.unlocked).toBe(false);
  });

  it('a new password locks the page again for everyone who unlocked it', async () => {
    const { page } = await lockedBlog('first');
    const visitor = browser(t);
    await visitor.get('/');
    await visitor.gql(UNLOCK, { s: page.urlSlug, p: 'first' });
    await owner(UPDATE, { id: page.id, i: { password: 'second' } });
    expect((await visitor.gql(READ, { s: page.urlSlug })).data?.collection.unlocked).toBe(false);
  });

  it('a forged unlock cookie is worth nothing', async () => {
    const { page } = await lockedBlog('secret');
    const visitor = browser(t);
    await visitor.get('/');
    visitor.cookies = `${visitor.cookies}; ss_unlocked=${page.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    expect((await visitor.gql(READ, { s: page.urlSlug })).data?.collection.unlocked).toBe(false);
  });

  it('owners see a locked page whole', async () => {
    const { page } = await lockedBlog('secret');
    expect(await owner(READ, { s: page.urlSlug })).toMatchObject({
      locked: true,
      unlocked: true,
      items: { items: [{ title: 'Members post' }] },
    });
  });
});

describe('disabled pages', () => {
  it('visitors do not find a disabled page; owners do', async () => {
    const page = (await owner(CREATE, { i: { kind: 'page', title: 'Hidden', enabled: false } })).page;
    const visitor = browser(t);
    await visitor.get('/');
    expect((await visitor.gql(READ, { s: page.urlSlug })).data?.collection).toBeNull();
    expect((await owner(READ, { s: page.urlSlug })).title).toBe('Hidden');
  });
});
