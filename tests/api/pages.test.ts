// Owners' pages: every kind, folders one level deep, the navigation visitors see, moving and deleting; page URLs in
// the spec's words; roles and websites.
import { afterAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../../domain/permissions.ts';
import { browser, ownerHeaders, startTestApp } from './harness.ts';

const t = await startTestApp();
const editor = await ownerHeaders(t, RoleCode.EDITOR);
afterAll(() => t.close());

const PAGE = 'id title urlSlug fullUrl type typeName navigation isFolder folderBehavior folderId enabled locked position';
const CREATE = `mutation($i: CreatePageInput!) { createPage(input: $i) { page { ${PAGE} } userErrors { code message field } } }`;
const UPDATE = `mutation($id: ID!, $i: UpdatePageInput!) { updatePage(id: $id, input: $i) { page { ${PAGE} } userErrors { code message field } } }`;
const MOVE = `mutation($id: ID!, $p: Int!, $n: Navigation, $f: ID) { movePage(id: $id, position: $p, navigation: $n, folderId: $f) { page { ${PAGE} } userErrors { code message field } } }`;
const DELETE = 'mutation($id: ID!) { deletePage(id: $id) { deletedId userErrors { code message field } } }';
const NAV = '{ navigation { title fullUrl typeName isFolder clickable pages { title } } }';

async function as<T = any>(query: string, variables: Record<string, unknown>, who = editor): Promise<T> {
  const res = await t.gql<Record<string, T>>(query, variables, who);
  expect(res.errors).toBeUndefined();
  return Object.values(res.data ?? {})[0] as T;
}
const create = async (input: Record<string, unknown>) => {
  const r = await as(CREATE, { i: input });
  expect(r.userErrors).toEqual([]);
  return r.page;
};

describe('creating pages of every kind', () => {
  it('each kind is a collection of its numbered type, its URL made from the title', async () => {
    const kinds = { page: 10, blog: 1, events: 1, gallery: 6, products: 13, folder: 10 };
    for (const [kind, type] of Object.entries(kinds)) {
      const page = await create({ kind, title: `Our ${kind} Page` });
      expect(page).toMatchObject({
        type,
        typeName: kind,
        urlSlug: `our-${kind}-page`,
        fullUrl: `/our-${kind}-page`,
        isFolder: kind === 'folder',
        navigation: 'MAIN',
        enabled: true,
      });
    }
    const folder = await create({ kind: 'folder', title: 'More', folderBehavior: 3 });
    expect(folder.folderBehavior).toBe(3);
  });

  it("a URL slug taken by another page: 'This URL slug already exists'", async () => {
    await create({ kind: 'page', title: 'About', urlSlug: 'about-us' });
    expect((await as(CREATE, { i: { kind: 'page', title: 'About again', urlSlug: 'about-us' } })).userErrors).toEqual([
      { code: 'ALREADY_EXISTS', message: 'This URL slug already exists', field: 'input.urlSlug' },
    ]);
    // Without a slug, the next free one.
    expect((await create({ kind: 'page', title: 'About Us' })).urlSlug).toBe('about-us-2');
  });

  it("a slug that is not a page URL, or an app path: '{val} is not a valid page URL'", async () => {
    for (const [slug, shown] of [
      ['cart', 'cart'],
      ['Hello World', 'hello world'],
      ['graphql', 'graphql'],
      ['a--b', 'a--b'],
    ])
      expect((await as(CREATE, { i: { kind: 'page', title: 'X', urlSlug: slug } })).userErrors).toEqual([
        { code: 'INVALID_INPUT', message: `${shown} is not a valid page URL`, field: 'input.urlSlug' },
      ]);
  });

  it('a password locks the page without ever showing it; only folders have a folder behaviour', async () => {
    const page = await create({ kind: 'page', title: 'Members', password: 'open sesame' });
    expect(page.locked).toBe(true);
    const row = await t.db.collection.findUniqueOrThrow({ where: { id: page.id } });
    expect(row.passwordHash).not.toContain('open sesame');
    expect((await as(UPDATE, { id: page.id, i: { password: '' } })).page.locked).toBe(false);
    expect((await as(UPDATE, { id: page.id, i: { folderBehavior: 2 } })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'Only folders have a folder behaviour.', field: 'input.folderBehavior' },
    ]);
  });
});

describe('folders and the navigation', () => {
  it('pages sit in a folder one level deep; the navigation lists enabled pages in order, folders with theirs', async () => {
    const folder = await create({ kind: 'folder', title: 'Visit', navigation: 'SECONDARY' });
    const hours = await create({ kind: 'page', title: 'Hours', navigation: 'SECONDARY', folderId: folder.id });
    await create({ kind: 'page', title: 'Directions', navigation: 'SECONDARY', folderId: folder.id });
    await create({ kind: 'page', title: 'Hidden', navigation: 'SECONDARY', folderId: folder.id, enabled: false });
    const journal = await create({ kind: 'blog', title: 'Notebook', navigation: 'SECONDARY' });
    await create({ kind: 'folder', title: 'Nowhere', navigation: 'SECONDARY', folderBehavior: 3 });

    const nav = (await t.gql<any>('{ navigation(which: SECONDARY) { title fullUrl isFolder clickable pages { title } } }')).data.navigation;
    expect(nav).toEqual([
      { title: 'Visit', fullUrl: '/visit', isFolder: true, clickable: true, pages: [{ title: 'Hours' }, { title: 'Directions' }] },
      { title: 'Notebook', fullUrl: '/notebook', isFolder: false, clickable: true, pages: [] },
      { title: 'Nowhere', fullUrl: '/nowhere', isFolder: true, clickable: false, pages: [] },
    ]);

    expect((await as(CREATE, { i: { kind: 'folder', title: 'Inner', folderId: folder.id } })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'Folders cannot be put in folders.', field: 'input.folderId' },
    ]);
    expect((await as(CREATE, { i: { kind: 'page', title: 'Inside a blog', folderId: journal.id } })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'Pages can only be put in folders.', field: 'input.folderId' },
    ]);

    // Moving: first in its folder; then out to the top level of the main navigation.
    expect((await as(MOVE, { id: hours.id, p: 1 })).page.position).toBe(1);
    const moved = (await as(MOVE, { id: hours.id, p: 0, n: 'MAIN', f: null })).page;
    expect(moved).toMatchObject({ navigation: 'MAIN', folderId: null, position: 0 });
    const main = (await t.gql<any>(NAV)).data.navigation;
    expect(main[0].title).toBe('Hours');
    const visit = (await t.gql<any>('{ navigation(which: SECONDARY) { title pages { title } } }')).data.navigation[0];
    expect(visit.pages).toEqual([{ title: 'Directions' }]);
  });
});

describe('deleting pages', () => {
  it('an empty page goes and its neighbours close the gap; a page holding products is refused', async () => {
    const a = await create({ kind: 'page', title: 'Gap A', navigation: 'NOT_LINKED' });
    const b = await create({ kind: 'page', title: 'Gap B', navigation: 'NOT_LINKED' });
    expect(b.position).toBe(a.position + 1);
    expect(await as(DELETE, { id: a.id })).toEqual({ deletedId: a.id, userErrors: [] });
    expect((await t.db.collection.findUniqueOrThrow({ where: { id: b.id } })).position).toBe(a.position);
    expect(await as(DELETE, { id: 'col-shop' })).toEqual({
      deletedId: null,
      userErrors: [{ code: 'COLLECTION_NOT_EMPTY', message: 'Move or delete the products in this collection first.', field: 'id' }],
    });
  });

  it("a folder's pages move to the top level when it goes", async () => {
    const folder = await create({ kind: 'folder', title: 'Temporary', navigation: 'NOT_LINKED' });
    const inside = await create({ kind: 'page', title: 'Inside', navigation: 'NOT_LINKED', folderId: folder.id });
    await as(DELETE, { id: folder.id });
    expect((await t.db.collection.findUniqueOrThrow({ where: { id: inside.id } })).folderId).toBeNull();
  });
});

describe('who may change pages', () => {
  it('a viewer is refused, an anonymous caller asked to log in, and pages of another website are not found', async () => {
    const viewer = { headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.VIEWER)}` } };
    const refused = await t.gql(CREATE, { i: { kind: 'page', title: 'No' } }, viewer);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const visitor = browser(t);
    await visitor.get('/shop');
    const anonymous = await visitor.gql(CREATE, { i: { kind: 'page', title: 'No' } });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const other = await t.db.collection.findFirstOrThrow({ where: { websiteId: { not: 'site-demo' } } });
    expect((await as(UPDATE, { id: other.id, i: { title: 'Mine' } })).userErrors[0].code).toBe('NOT_FOUND');
    expect((await as(DELETE, { id: other.id })).userErrors[0].code).toBe('NOT_FOUND');
  });

  it('every change is in the audit trail', async () => {
    const page = await create({ kind: 'page', title: 'Audited' });
    await as(UPDATE, { id: page.id, i: { title: 'Audited twice' } });
    const actions = (await t.db.auditEntry.findMany({ where: { entityId: page.id }, orderBy: { createdAt: 'asc' } })).map((e) => e.action);
    expect(actions).toEqual(['page.create', 'page.update']);
  });
});

describe('cover pages and template pages', () => {
  it('a splash page is a cover page of collection type 8; a template page (type 7) is never shown to visitors', async () => {
    const splash = await create({ kind: 'splash', title: 'Welcome Cover' });
    expect(splash).toMatchObject({ type: 8, typeName: 'splash', enabled: true });
    const template = await create({ kind: 'template', title: 'Landing Template' });
    expect(template).toMatchObject({ type: 7, typeName: 'template', enabled: false });
    expect((await as(UPDATE, { id: template.id, i: { enabled: true } })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'A template page is never shown to visitors.', field: 'input.enabled' },
    ]);
    expect((await as(CREATE, { i: { kind: 'template', title: 'Shown', enabled: true } })).userErrors[0].field).toBe('input.enabled');
    const visitor = browser(t);
    await visitor.get('/');
    expect((await visitor.gql(`{ collection(urlSlug: "${template.urlSlug}") { id } }`)).data?.collection).toBeNull();
    expect((await t.request(`/${template.urlSlug}`)).status).toBe(404);
    expect((await t.request(`/${template.urlSlug}?format=json`)).status).toBe(404);
    expect((await t.gql<any>(NAV)).data.navigation.map((e: { title: string }) => e.title)).not.toContain('Landing Template');
  });

  it('a page started from a template takes its blocks and description; a page that is not a template is refused', async () => {
    const made = await as(CREATE, {
      i: {
        kind: 'template',
        title: 'Event Template',
        description: 'An event landing page',
        blocks: [{ type: 'quote', data: { text: 'Join us' } }],
      },
    });
    const page = await as(CREATE, { i: { kind: 'page', title: 'Spring Launch', templateId: made.page.id } });
    expect(page.userErrors).toEqual([]);
    const read = await as<any>(`{ collection(urlSlug: "${page.page.urlSlug}") { description blocks { type data } } }`, {});
    expect(read).toEqual({ description: 'An event landing page', blocks: [{ type: 'quote', data: { text: 'Join us', source: '' } }] });
    const plain = await create({ kind: 'page', title: 'Not a template' });
    expect((await as(CREATE, { i: { kind: 'page', title: 'Nope', templateId: plain.id } })).userErrors).toEqual([
      { code: 'NOT_FOUND', message: 'Start a page from a template page.', field: 'input.templateId' },
    ]);
  });
});
