// A page's items: blog posts, events and gallery images — created as drafts, published, read by visitors through
// their page in its order (events upcoming or past), with the fields templates read; refusals and websites.
import { afterAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../../domain/permissions.ts';
import { ownerHeaders, startTestApp } from './harness.ts';

const t = await startTestApp();
const editor = await ownerHeaders(t, RoleCode.EDITOR);
afterAll(() => t.close());

const ITEM =
  'id title urlSlug fullUrl recordType status statusLabel excerpt commentCountLabel startDate endDate calendarLink location { addressLine1 addressCountry mapLat } position';
const CREATE_PAGE = 'mutation($i: CreatePageInput!) { createPage(input: $i) { page { id urlSlug } userErrors { message } } }';
const CREATE = `mutation($i: CreateItemInput!) { createItem(input: $i) { item { ${ITEM} } userErrors { code message field } } }`;
const UPDATE = `mutation($id: ID!, $i: UpdateItemInput!) { updateItem(id: $id, input: $i) { item { ${ITEM} } userErrors { code message field } } }`;

async function as<T = any>(query: string, variables: Record<string, unknown>, who = editor): Promise<T> {
  const res = await t.gql<Record<string, T>>(query, variables, who);
  expect(res.errors).toBeUndefined();
  return Object.values(res.data ?? {})[0] as T;
}
const page = async (kind: string, title: string, extra: Record<string, unknown> = {}) =>
  (await as(CREATE_PAGE, { i: { kind, title, ...extra } })).page as { id: string; urlSlug: string };
const item = async (input: Record<string, unknown>) => {
  const r = await as(CREATE, { i: input });
  expect(r.userErrors).toEqual([]);
  return r.item;
};
const visible = async (slug: string) =>
  (await t.gql<any>('query($s: String) { collection(urlSlug: $s) { items { items { title } hasNextPage } } }', { s: slug })).data.collection
    .items;

describe('owner-written HTML', () => {
  it('is sanitised for whoever reads it, owners included; the text as written only through excerptSource and bodySource', async () => {
    const blog = await page('blog', 'Unsafe Journal');
    const excerpt = '<p>Hi<img src="x" onerror="steal()"></p>';
    const body = '<p onclick="steal()">Body<script>steal()</script></p>';
    await item({ collectionId: blog.id, title: 'Post', status: 'PUBLISHED', excerpt, body });
    const READ = '{ item(collectionSlug: "unsafe-journal", urlSlug: "post") { excerpt body excerptSource bodySource } }';
    const shown = { excerpt: '<p>Hi<img src="x" /></p>', body: '<p>Body</p>' };
    expect(await as(READ, {})).toEqual({ ...shown, excerptSource: excerpt, bodySource: body });
    expect((await t.gql<any>(READ)).data.item).toEqual({ ...shown, excerptSource: null, bodySource: null });
  });

  it('a product’s body too: sanitised for everyone, as written in bodySource for owners', async () => {
    const product = await t.db.product.findFirstOrThrow({ where: { websiteId: 'site-demo' }, include: { item: true } });
    const written = '<p>Soft<img src=x onerror=steal()></p>';
    await t.db.item.update({ where: { id: product.item.id }, data: { body: written } });
    t.catalogChanged();
    const READ = `{ product(urlSlug: "${product.item.urlSlug}") { body bodySource } }`;
    expect(await as(READ, {})).toEqual({ body: '<p>Soft<img src="x" /></p>', bodySource: written });
    expect((await t.gql<any>(READ)).data.product).toEqual({ body: '<p>Soft<img src="x" /></p>', bodySource: null });
  });
});

describe('blog posts', () => {
  it('are drafts until published; visitors see published ones newest first, with their URL and comment label', async () => {
    const blog = await page('blog', 'Diary');
    const first = await item({ collectionId: blog.id, title: 'Opening Day', status: 'PUBLISHED', publishOn: '2026-01-05T10:00:00Z' });
    expect(first).toMatchObject({
      recordType: 1,
      fullUrl: '/diary/opening-day',
      statusLabel: 'Published',
      commentCountLabel: 'No Comments',
    });
    await item({ collectionId: blog.id, title: 'Spring Notes', status: 'PUBLISHED', publishOn: '2026-03-05T10:00:00Z' });
    const draft = await item({ collectionId: blog.id, title: 'Unfinished' });
    expect(draft.statusLabel).toBe('Draft');
    await item({ collectionId: blog.id, title: 'Next Year', status: 'PUBLISHED', publishOn: '2099-01-01T00:00:00Z' });
    expect(await visible('diary')).toEqual({ items: [{ title: 'Spring Notes' }, { title: 'Opening Day' }], hasNextPage: false });
    expect((await t.gql<any>('{ item(collectionSlug: "diary", urlSlug: "unfinished") { id } }')).data.item).toBeNull();
    expect((await t.gql<any>('{ item(collectionSlug: "diary", urlSlug: "opening-day") { title } }')).data.item).toEqual({
      title: 'Opening Day',
    });

    // Publishing shows it at once (the cached page answer is dropped).
    await as(UPDATE, { id: draft.id, i: { status: 'PUBLISHED' } });
    expect((await visible('diary')).items[0]).toEqual({ title: 'Unfinished' });
  });

  it("a slug taken in the page: 'This URL slug already exists'", async () => {
    const blog = await page('blog', 'Notes');
    await item({ collectionId: blog.id, title: 'Hello' });
    expect((await as(CREATE, { i: { collectionId: blog.id, title: 'Hello again', urlSlug: 'hello' } })).userErrors).toEqual([
      { code: 'ALREADY_EXISTS', message: 'This URL slug already exists', field: 'input.urlSlug' },
    ]);
  });
});

describe('events', () => {
  it('need a start and an end after it; upcoming ones soonest first, past ones latest first; calendar links in UTC', async () => {
    const events = await page('events', 'Happenings');
    const base = { collectionId: events.id, status: 'PUBLISHED', publishOn: '2026-01-01T00:00:00Z' };
    // Refused on the date that is missing: the start first.
    expect((await as(CREATE, { i: { ...base, title: 'No dates' } })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'An event needs a start and an end.', field: 'input.startDate' },
    ]);
    expect((await as(CREATE, { i: { ...base, title: 'No end', startDate: '2030-01-02T00:00:00Z' } })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'An event needs a start and an end.', field: 'input.endDate' },
    ]);
    expect(
      (await as(CREATE, { i: { ...base, title: 'Backwards', startDate: '2030-01-02T00:00:00Z', endDate: '2030-01-01T00:00:00Z' } }))
        .userErrors,
    ).toEqual([{ code: 'INVALID_INPUT', message: 'An event ends after it starts.', field: 'input.endDate' }]);
    const market = await item({
      ...base,
      title: 'Winter Market',
      startDate: '2030-12-05T10:00:00Z',
      endDate: '2030-12-05T16:00:00Z',
      location: { addressLine1: '1 Main St', addressCountry: 'US', mapLat: 40.7, mapLng: -74 },
    });
    expect(market.recordType).toBe(12);
    expect(market.location).toEqual({ addressLine1: '1 Main St', addressCountry: 'US', mapLat: 40.7 });
    expect(new URL(market.calendarLink).searchParams.get('dates')).toBe('20301205T100000Z/20301205T160000Z');
    await item({ ...base, title: 'Summer Fair', startDate: '2030-06-01T10:00:00Z', endDate: '2030-06-01T18:00:00Z' });
    await item({ ...base, title: 'Old Fair', startDate: '2020-06-01T10:00:00Z', endDate: '2020-06-01T18:00:00Z' });
    await item({ ...base, title: 'Older Fair', startDate: '2019-06-01T10:00:00Z', endDate: '2019-06-01T18:00:00Z' });
    expect((await visible('happenings')).items).toEqual([{ title: 'Summer Fair' }, { title: 'Winter Market' }]);
    await t.gql(
      'mutation($id: ID!) { updatePage(id: $id, input: { showPastOrUpcomingEvents: "past" }) { userErrors { message } } }',
      { id: events.id },
      editor,
    );
    expect((await visible('happenings')).items).toEqual([{ title: 'Old Fair' }, { title: 'Older Fair' }]);
  });
});

describe('galleries', () => {
  it('show their images in the order the owner gives', async () => {
    const gallery = await page('gallery', 'Lookbook Gallery');
    const base = { collectionId: gallery.id, status: 'PUBLISHED', publishOn: '2026-01-01T00:00:00Z' };
    await item({ ...base, title: 'One' });
    await item({ ...base, title: 'Two' });
    const three = await item({ ...base, title: 'Three' });
    expect(three.recordType).toBe(2);
    await as('mutation($id: ID!) { moveItem(id: $id, position: 0) { item { position } } }', { id: three.id });
    expect((await visible('lookbook-gallery')).items).toEqual([{ title: 'Three' }, { title: 'One' }, { title: 'Two' }]);
  });
});

describe('refusals', () => {
  it('plain pages and product pages hold no posts; another website’s items are not found; a viewer is refused', async () => {
    const plain = await page('page', 'Plain');
    expect((await as(CREATE, { i: { collectionId: plain.id, title: 'X' } })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'Posts, events and images go in a blog, events or gallery page.', field: 'input.collectionId' },
    ]);
    expect((await as(CREATE, { i: { collectionId: 'col-shop', title: 'X' } })).userErrors[0].code).toBe('INVALID_INPUT');
    // A product's item is not a content item.
    expect((await as(UPDATE, { id: 'prod-classic-tee', i: { title: 'Mine' } })).userErrors[0].code).toBe('NOT_FOUND');
    const other = await t.db.collection.findFirstOrThrow({ where: { websiteId: { not: 'site-demo' } } });
    expect((await as(CREATE, { i: { collectionId: other.id, title: 'X' } })).userErrors[0].code).toBe('NOT_FOUND');
    const viewer = { headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.VIEWER)}` } };
    const refused = await t.gql(CREATE, { i: { collectionId: plain.id, title: 'X' } }, viewer);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('deleting an item closes the gap and is audited', async () => {
    const blog = await page('blog', 'Short Lived');
    const a = await item({ collectionId: blog.id, title: 'A' });
    const b = await item({ collectionId: blog.id, title: 'B' });
    expect(await as('mutation($id: ID!) { deleteItem(id: $id) { deletedId } }', { id: a.id })).toEqual({ deletedId: a.id });
    expect((await t.db.item.findUniqueOrThrow({ where: { id: b.id } })).position).toBe(0);
    const actions = (await t.db.auditEntry.findMany({ where: { entityId: a.id }, orderBy: { createdAt: 'asc' } })).map((e) => e.action);
    expect(actions).toEqual(['item.create', 'item.delete']);
  });
});

describe('bounds', () => {
  it('a page of items holds at most 100, however many are asked for', async () => {
    const blog = await page('blog', 'Busy Blog');
    await t.db.item.createMany({
      data: Array.from({ length: 101 }, (_, i) => ({
        websiteId: 'site-demo',
        collectionId: blog.id,
        recordType: 1,
        title: `Post ${i}`,
        urlSlug: `post-${i}`,
        status: 'PUBLISHED' as const,
        publishOn: new Date('2026-01-01T00:00:00Z'),
        position: i,
      })),
    });
    t.catalogChanged();
    const res = await t.gql<any>('query($s: String) { collection(urlSlug: $s) { items(first: 500) { items { id } hasNextPage } } }', {
      s: 'busy-blog',
    });
    expect(res.data.collection.items.items).toHaveLength(100);
    expect(res.data.collection.items.hasNextPage).toBe(true);
  });
});
