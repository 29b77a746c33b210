// `?format=json` of every kind of page: a plain page with its blocks, blog, events and gallery pages with their live
// items (100 a page), an item page with the fields templates read, folders; drafts, private, scheduled items and
// disabled pages never appear; a locked page answers its id, title and URL alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../../domain/permissions.ts';
import { ownerHeaders, startTestApp } from './harness.ts';

const t = await startTestApp();
const editor = await ownerHeaders(t, RoleCode.EDITOR);
afterAll(() => t.close());

const CREATE_PAGE = 'mutation($i: CreatePageInput!) { createPage(input: $i) { page { id urlSlug } userErrors { message } } }';
const UPDATE_PAGE = 'mutation($id: ID!, $i: UpdatePageInput!) { updatePage(id: $id, input: $i) { userErrors { message } } }';
const CREATE_ITEM = 'mutation($i: CreateItemInput!) { createItem(input: $i) { item { id urlSlug } userErrors { message } } }';

async function as<T = any>(query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await t.gql<Record<string, T>>(query, variables, editor);
  expect(res.errors).toBeUndefined();
  const payload = Object.values(res.data ?? {})[0] as T & { userErrors?: unknown[] };
  expect(payload.userErrors ?? []).toEqual([]);
  return payload;
}
const page = async (kind: string, title: string, extra: Record<string, unknown> = {}) =>
  (await as(CREATE_PAGE, { i: { kind, title, ...extra } })).page as { id: string; urlSlug: string };
const item = async (input: Record<string, unknown>) => (await as(CREATE_ITEM, { i: input })).item as { id: string; urlSlug: string };
const json = async (path: string) => {
  const res = await t.request(path.includes('?') ? `${path}&format=json` : `${path}?format=json`);
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};
const titles = (body: Record<string, any>) => body.items.map((i: { title: string }) => i.title);
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('a plain page', () => {
  let about: string;
  it('answers the website and the collection with its blocks as rendered block views', async () => {
    const made = await page('page', 'About Us', {
      blocks: [
        { id: 'intro', type: 'html', data: { html: '<h2>Hello</h2><script>alert(1)</script>' } },
        { type: 'markdown', data: { markdown: '**Bold**' } },
      ],
    });
    about = `/${made.urlSlug}`;
    const { status, body } = await json(about);
    expect(status).toBe(200);
    expect(body.website).toMatchObject({ id: 'site-demo', baseCurrency: 'USD' });
    expect(body.collection).toMatchObject({ title: 'About Us', fullUrl: about, urlId: about.slice(1), type: 10, typeName: 'page' });
    expect(body.collection.blocks).toEqual([
      { id: 'intro', type: 'html', typeNumber: 2, data: { html: '<h2>Hello</h2>' }, html: '<h2>Hello</h2>' },
      { id: 'block-1', type: 'markdown', typeNumber: 44, data: { markdown: '**Bold**' }, html: '<p><strong>Bold</strong></p>\n' },
    ]);
    expect(body.items).toBeUndefined();
    // A plain page has no item pages.
    expect((await json(`${about}/anything`)).status).toBe(404);
    expect((await t.request(about)).status).toBe(200);
    expect((await t.request(`${about}/anything`)).status).toBe(404);
  });

  it('the home page lists the enabled product pages (the navigation lists the rest)', async () => {
    const hidden = await page('products', 'Hidden Shop', { enabled: false });
    const { body } = await json('/');
    const urls = body.collections.map((c: { fullUrl: string }) => c.fullUrl);
    expect(urls).toContain('/shop');
    expect(urls).not.toContain(about);
    expect(urls).not.toContain(`/${hidden.urlSlug}`);
  });
});

describe('a blog', () => {
  let blogSlug: string;
  beforeAll(async () => {
    const blog = await page('blog', 'Journal');
    blogSlug = blog.urlSlug;
    const base = { collectionId: blog.id, status: 'PUBLISHED' };
    await item({
      ...base,
      title: 'Opening Day',
      publishOn: '2026-01-05T10:00:00Z',
      excerpt: '<p>We are open</p>',
      body: '<p>Come by</p><script>alert(1)</script>',
      authorName: 'Ada',
      authorProfileUrl: 'https://ada.example.com',
      blocks: [{ id: 'b1', type: 'quote', data: { text: 'Good things.', source: 'A customer' } }],
    });
    await item({ ...base, title: 'Spring Notes', publishOn: '2026-03-05T10:00:00Z' });
    await item({ collectionId: blog.id, title: 'A Draft' });
    await item({ ...base, title: 'Private Thoughts', status: 'PRIVATE', publishOn: '2026-01-01T00:00:00Z' });
    await item({ ...base, title: 'In Review', status: 'NEEDS_REVIEW', publishOn: '2026-01-01T00:00:00Z' });
    await item({ ...base, title: 'Next Year', publishOn: iso(Date.now() + 365 * DAY) });
  });

  it('lists its live posts newest first; drafts, private, in-review and scheduled posts are not there', async () => {
    const { status, body } = await json(`/${blogSlug}`);
    expect(status).toBe(200);
    expect(body.collection).toMatchObject({ title: 'Journal', typeName: 'blog', type: 1, blocks: [] });
    expect(titles(body)).toEqual(['Spring Notes', 'Opening Day']);
    expect(body.pagination).toEqual({ pageSize: 100, nextPage: false, nextPageOffset: null, nextPageUrl: null });
  });

  it('an item page answers the post with the template fields, dates in epoch milliseconds', async () => {
    const { status, body } = await json(`/${blogSlug}/opening-day`);
    expect(status).toBe(200);
    expect(body.collection.title).toBe('Journal');
    expect(body.item).toEqual({
      id: expect.any(String),
      collectionId: body.collection.id,
      title: 'Opening Day',
      fullUrl: `/${blogSlug}/opening-day`,
      urlId: 'opening-day',
      recordType: 1,
      excerpt: '<p>We are open</p>',
      body: '<p>Come by</p>',
      assetUrl: null,
      mainImageId: null,
      systemDataId: null,
      mainImage: null,
      externalLink: null,
      passthrough: false,
      sourceUrl: null,
      // Its body opens with a quote block, which it promotes.
      promotedBlockType: 'quote',
      commentState: 1,
      publicCommentCount: 0,
      likeCount: 0,
      startDate: null,
      endDate: null,
      location: null,
      serviceName: null,
      userName: null,
      profileUrl: null,
      author: { displayName: 'Ada', websiteUrl: 'https://ada.example.com' },
      publishOn: Date.parse('2026-01-05T10:00:00Z'),
      updatedOn: expect.any(Number),
      blocks: [
        { id: 'b1', type: 'quote', typeNumber: expect.any(Number), data: { text: 'Good things.', source: 'A customer' }, html: null },
      ],
    });
  });

  it('drafts, private, in-review and scheduled posts are not found, as JSON and as pages', async () => {
    for (const slug of ['a-draft', 'private-thoughts', 'in-review', 'next-year', 'no-such-post']) {
      expect((await json(`/${blogSlug}/${slug}`)).status).toBe(404);
      expect((await t.request(`/${blogSlug}/${slug}`)).status).toBe(404);
    }
    expect((await t.request(`/${blogSlug}/opening-day`)).status).toBe(200);
  });

  it('pages through more than 100 posts with ?offset=', async () => {
    const long = await page('blog', 'Archive');
    await t.db.item.createMany({
      data: Array.from({ length: 103 }, (_, i) => ({
        websiteId: 'site-demo',
        collectionId: long.id,
        recordType: 1,
        title: `Post ${i}`,
        urlSlug: `post-${i}`,
        status: 'PUBLISHED' as const,
        publishOn: new Date(Date.parse('2025-01-01T00:00:00Z') + i * DAY),
      })),
    });
    t.catalogChanged();
    const first = await json(`/${long.urlSlug}`);
    expect(first.body.items).toHaveLength(100);
    expect(first.body.items[0].title).toBe('Post 102');
    expect(first.body.pagination).toEqual({
      pageSize: 100,
      nextPage: true,
      nextPageOffset: 100,
      nextPageUrl: `/${long.urlSlug}?format=json&offset=100`,
    });
    const second = await json(first.body.pagination.nextPageUrl);
    expect(titles(second.body)).toEqual(['Post 2', 'Post 1', 'Post 0']);
    expect(second.body.pagination.nextPage).toBe(false);
  });
});

describe('events', () => {
  it('upcoming events end now or later, soonest first; past ones latest first; dates in epoch milliseconds', async () => {
    const events = await page('events', 'Happenings');
    const now = Date.now();
    const base = { collectionId: events.id, status: 'PUBLISHED', publishOn: '2026-01-01T00:00:00Z' };
    const event = (title: string, start: number, end: number, extra: Record<string, unknown> = {}) =>
      item({ ...base, title, startDate: iso(start), endDate: iso(end), ...extra });
    await event('Far Fair', now + 30 * DAY, now + 30 * DAY + 3_600_000, {
      location: { addressLine1: '1 Main St', addressCountry: 'US', mapLat: 40.7, mapLng: -74 },
    });
    await event('Soon Fair', now + DAY, now + DAY + 3_600_000);
    await event('Still On', now - DAY, now + DAY);
    await event('Last Week', now - 7 * DAY, now - 7 * DAY + 3_600_000);
    await event('Last Month', now - 30 * DAY, now - 30 * DAY + 3_600_000);
    await item({ collectionId: events.id, title: 'Draft Fair', startDate: iso(now + DAY), endDate: iso(now + 2 * DAY) });

    const upcoming = await json(`/${events.urlSlug}`);
    expect(upcoming.body.collection.showPastOrUpcomingEvents).toBe('upcoming');
    expect(titles(upcoming.body)).toEqual(['Still On', 'Soon Fair', 'Far Fair']);
    const far = upcoming.body.items[2];
    expect(far).toMatchObject({ recordType: 12, location: { addressLine1: '1 Main St', addressCountry: 'US', mapLat: 40.7, mapLng: -74 } });
    expect(far.startDate).toBe(new Date(iso(now + 30 * DAY)).getTime());
    expect(far.endDate - far.startDate).toBe(3_600_000);

    await as(UPDATE_PAGE, { id: events.id, i: { showPastOrUpcomingEvents: 'past' } });
    const past = await json(`/${events.urlSlug}`);
    expect(past.body.collection.showPastOrUpcomingEvents).toBe('past');
    expect(titles(past.body)).toEqual(['Last Week', 'Last Month']);
    // An event's own page answers whether it is past or upcoming.
    expect((await json(`/${events.urlSlug}/soon-fair`)).body.item.title).toBe('Soon Fair');
    expect((await json(`/${events.urlSlug}/draft-fair`)).status).toBe(404);
  });
});

describe('a gallery', () => {
  it('lists its images in the owner’s order with their main image', async () => {
    const gallery = await page('gallery', 'Pictures');
    const base = { collectionId: gallery.id, status: 'PUBLISHED', publishOn: '2026-01-01T00:00:00Z' };
    await item({ ...base, title: 'Shop Front', assetUrl: 'https://images.example.com/front.jpg', altText: 'The shop front' });
    await item({ ...base, title: 'Counter', assetUrl: '/media/counter.jpg' });
    const { body } = await json(`/${gallery.urlSlug}`);
    expect(body.collection).toMatchObject({ typeName: 'gallery', type: 6 });
    expect(titles(body)).toEqual(['Shop Front', 'Counter']);
    expect(body.items[0]).toMatchObject({
      recordType: 2,
      assetUrl: 'https://images.example.com/front.jpg',
      mainImage: {
        assetUrl: 'https://images.example.com/front.jpg',
        originalSize: null,
        mediaFocalPoint: { x: 0.5, y: 0.5 },
        altText: 'The shop front',
      },
    });
  });
});

describe('folders, disabled and locked pages', () => {
  it('a folder lists its enabled pages', async () => {
    const folder = await page('folder', 'More');
    await page('page', 'Team', { folderId: folder.id });
    await page('page', 'Old Team', { folderId: folder.id, enabled: false });
    const { status, body } = await json(`/${folder.urlSlug}`);
    expect(status).toBe(200);
    expect(body.collection).toMatchObject({ typeName: 'folder', folder: true, folderBehavior: 1 });
    expect(body.collections.map((c: { title: string }) => c.title)).toEqual(['Team']);
  });

  it('a disabled page and its items are not found', async () => {
    const blog = await page('blog', 'Closed Blog');
    await item({ collectionId: blog.id, title: 'Hello', status: 'PUBLISHED', publishOn: '2026-01-01T00:00:00Z' });
    expect((await json(`/${blog.urlSlug}/hello`)).status).toBe(200);
    await as(UPDATE_PAGE, { id: blog.id, i: { enabled: false } });
    expect(await json(`/${blog.urlSlug}`)).toEqual({ status: 404, body: { error: 'Not found' } });
    expect((await json(`/${blog.urlSlug}/hello`)).status).toBe(404);
    expect((await t.request(`/${blog.urlSlug}`)).status).toBe(404);
    expect((await t.request(`/${blog.urlSlug}/hello`)).status).toBe(404);
  });

  it('a locked page answers its id, title and URL alone, never its blocks or items', async () => {
    const blog = await page('blog', 'Members', {
      password: 'open sesame',
      blocks: [{ type: 'html', data: { html: '<p>Secret intro</p>' } }],
    });
    await item({ collectionId: blog.id, title: 'Members Post', status: 'PUBLISHED', publishOn: '2026-01-01T00:00:00Z', body: 'secret' });
    const stub = { id: blog.id, title: 'Members', fullUrl: `/${blog.urlSlug}` };
    const list = await json(`/${blog.urlSlug}`);
    expect(list.status).toBe(200);
    const locked = { website: list.body.website, pageType: 103, collection: stub, passwordProtected: true };
    expect(list.body).toEqual(locked);
    const post = await json(`/${blog.urlSlug}/members-post`);
    expect(post.body).toEqual(locked);
    expect(JSON.stringify(post.body)).not.toContain('secret');
    expect(JSON.stringify(list.body)).not.toMatch(/Secret|Members Post/);
    expect((await json(`/${blog.urlSlug}/no-such-post`)).status).toBe(404);

    const plain = await page('page', 'Staff Only', { password: 'pw', blocks: [{ type: 'html', data: { html: '<p>Hidden</p>' } }] });
    expect((await json(`/${plain.urlSlug}`)).body).toMatchObject({ passwordProtected: true, collection: { title: 'Staff Only' } });
    expect(JSON.stringify((await json(`/${plain.urlSlug}`)).body)).not.toContain('Hidden');
  });
});

describe('product pages', () => {
  it('keep their JSON', async () => {
    const { body } = await json('/shop/classic-tee');
    expect(body.collection).toEqual({ id: 'col-shop', title: 'Shop', fullUrl: '/shop', type: 13, backgroundSource: 4, currentType: null });
    expect(body.item).toMatchObject({ id: 'prod-classic-tee', recordType: 11, productType: 1 });
    expect((await json('/shop')).body.pagination).toEqual({ pageSize: 100, nextPage: false, nextPageOffset: null, nextPageUrl: null });
  });
});

describe('the promoted block type of an item (spec §3 promotedBlockType)', () => {
  const ITEM_HTML = 'query($c: String!, $s: String!) { item(collectionSlug: $c, urlSlug: $s) { promotedBlockType templateHtml } }';
  let blog: { id: string; urlSlug: string };
  beforeAll(async () => {
    blog = await page('blog', 'Promotions', {
      itemTemplate: '{.section item}{.promotedVIDEO?}video{.or}{.promotedEMBED?}embed{.or}none{.end}{.end}|{@|item-classes}{.end}',
    });
    const base = { collectionId: blog.id, status: 'PUBLISHED', publishOn: '2026-02-01T00:00:00Z' };
    await item({
      ...base,
      title: 'Film Night',
      blocks: [
        { type: 'video', data: { url: 'https://vimeo.com/76979871' } },
        { type: 'html', data: { html: '<p>Popcorn.</p>' } },
      ],
    });
    await item({ ...base, title: 'Embedded', blocks: [{ type: 22, data: { html: '<iframe src="https://example.com"></iframe>' } }] });
    await item({
      ...base,
      title: 'Words First',
      blocks: [
        { type: 'html', data: { html: '<p>Before the picture.</p>' } },
        { type: 'image', data: { assetUrl: 'https://example.com/a.jpg' } },
      ],
    });
    await item({ ...base, title: 'No Blocks' });
  });

  it('the promoted block type is the first block’s when it is a promoted type, in the page JSON of the list and of the item', async () => {
    const { body } = await json(`/${blog.urlSlug}`);
    const promoted = Object.fromEntries(
      body.items.map((i: { title: string; promotedBlockType: unknown }) => [i.title, i.promotedBlockType]),
    );
    expect(promoted).toEqual({ 'Film Night': 'video', Embedded: 'embed', 'Words First': null, 'No Blocks': null });
    expect((await json(`/${blog.urlSlug}/film-night`)).body.item.promotedBlockType).toBe('video');
  });

  it('GraphQL items say the same, and templates read it: promotedVIDEO? and item-classes', async () => {
    const read = async (s: string) => (await t.gql<any>(ITEM_HTML, { c: blog.urlSlug, s })).data.item;
    const film = await read('film-night');
    expect(film.promotedBlockType).toBe('video');
    expect(film.templateHtml).toMatch(/^video\|hentry promoted promoted-block-video /);
    const embedded = await read('embedded');
    expect(embedded.promotedBlockType).toBe('embed');
    expect(embedded.templateHtml).toMatch(/^embed\|hentry promoted promoted-block-embed /);
    const words = await read('words-first');
    expect(words.promotedBlockType).toBeNull();
    expect(words.templateHtml).toMatch(/^none\|hentry /);
    expect(words.templateHtml).not.toContain('promoted');
  });
});

describe('fields templates read of items, images and pages (spec §3)', () => {
  const ITEM_HTML = 'query($c: String!, $s: String!) { item(collectionSlug: $c, urlSlug: $s) { templateHtml } }';
  const stored = '0b7c5e1a-3f2d-4c4e-9a51-6f0d2b8e9c11';
  let gallery: { id: string; urlSlug: string };
  beforeAll(async () => {
    gallery = await page('gallery', 'Harbour Pictures', {
      itemTemplate:
        '{.section item}{.main-image?}has image{.or}no image{.end}|{mainImage|image-srcset}|{.comments?}comments on{.or}comments off{.end}|{@|social-button}{.end}|{.section collection}{.background-source-none?}no background{.end}{.end}',
    });
    const base = { collectionId: gallery.id, status: 'PUBLISHED', publishOn: '2026-01-01T00:00:00Z' };
    const harbour = await item({ ...base, title: 'Harbour', body: '<p>Boats at dawn</p>' });
    await t.db.item.update({
      where: { id: harbour.id },
      data: { assetUrl: `/media/site-demo/images/${stored}/harbour.jpg`, imageWidth: 800, imageHeight: 600 },
    });
    t.catalogChanged();
  });
  const setSite = async (data: { commentsEnabled: boolean }) => {
    await t.db.website.update({ where: { id: 'site-demo' }, data });
    t.catalogChanged();
  };

  it('an image stored here: mainImageId and systemDataId are its stored file’s id, systemDataVariants its stored widths, title and body the gallery item’s', async () => {
    const { body } = await json(`/${gallery.urlSlug}/harbour`);
    expect(body.item).toMatchObject({
      mainImageId: stored,
      systemDataId: stored,
      assetUrl: `/media/site-demo/images/${stored}/harbour.jpg`,
    });
    expect(body.item.mainImage).toEqual({
      assetUrl: `/media/site-demo/images/${stored}/harbour.jpg`,
      originalSize: '800x600',
      mediaFocalPoint: { x: 0.5, y: 0.5 },
      altText: '',
      title: 'Harbour',
      body: '<p>Boats at dawn</p>',
      filename: 'harbour.jpg',
      colorData: null,
      systemDataVariants: '100w,300w,500w,750w,800w',
      licensedAssetPreview: null,
      oembed: null,
      overlay: false,
    });
  });

  it('an image at an outside address has no stored file: the item’s id stands for it, no stored widths, no file name', async () => {
    const outside = await item({
      collectionId: gallery.id,
      title: 'Lighthouse',
      status: 'PUBLISHED',
      publishOn: '2026-01-01T00:00:00Z',
      assetUrl: 'https://images.example.com/lighthouse.jpg',
    });
    const { body } = await json(`/${gallery.urlSlug}/${outside.urlSlug}`);
    expect(body.item).toMatchObject({ mainImageId: outside.id, systemDataId: null });
    expect(body.item.mainImage).toMatchObject({
      title: 'Lighthouse',
      filename: '',
      systemDataVariants: null,
      oembed: null,
      overlay: false,
    });
  });

  it('a post’s picture has no title or description of its own; a post from the website has no social account', async () => {
    const blog = await page('blog', 'Harbour News');
    const post = await item({
      collectionId: blog.id,
      title: 'Boats Are Back',
      body: '<p>All of them</p>',
      status: 'PUBLISHED',
      publishOn: '2026-01-01T00:00:00Z',
      assetUrl: 'https://images.example.com/boats.jpg',
    });
    const { body } = await json(`/${blog.urlSlug}/${post.urlSlug}`);
    expect(body.item.mainImage).toMatchObject({ title: '', body: '' });
    expect(body.item).toMatchObject({ serviceName: null, userName: null, profileUrl: null });
  });

  it('a product’s main image is its first image: mainImageId is the image’s id, systemDataId its stored file’s (a copy shares it)', async () => {
    const tee = await json('/shop/classic-tee');
    expect(tee.body.item).toMatchObject({ mainImageId: 'prod-classic-tee-image-0', systemDataId: null, serviceName: null });
    expect(tee.body.item.mainImage).toMatchObject({
      assetUrl: tee.body.item.assetUrl,
      originalSize: '1000x1000',
      systemDataVariants: null,
    });
    await t.db.productImage.create({
      data: {
        id: 'copied-tote-image',
        websiteId: 'site-demo',
        productId: 'prod-canvas-tote',
        assetUrl: `/media/site-demo/images/${stored}/tote.jpg`,
        width: 300,
        height: 200,
        position: -1,
        fileName: 'tote.jpg',
        storageKey: `site-demo/images/${stored}/`,
        widths: [300, 100],
      },
    });
    t.catalogChanged();
    try {
      const { body } = await json('/shop/canvas-tote');
      expect(body.item).toMatchObject({
        mainImageId: 'copied-tote-image',
        systemDataId: stored,
        assetUrl: `/media/site-demo/images/${stored}/tote.jpg`,
      });
      expect(body.item.mainImage).toMatchObject({ originalSize: '300x200', filename: 'tote.jpg', systemDataVariants: '100w,300w' });
    } finally {
      await t.db.productImage.delete({ where: { id: 'copied-tote-image' } });
      t.catalogChanged();
    }
  });

  it('every page says its page type, as its screen does', async () => {
    const plain = await page('page', 'Harbour Hours');
    const cover = await page('splash', 'Harbour Cover');
    const folder = await page('folder', 'Harbour More');
    const types = async (...paths: string[]) => Promise.all(paths.map(async (p) => (await json(p)).body.pageType));
    expect(
      await types('/', '/shop', '/shop/classic-tee', '/contact', `/${plain.urlSlug}`, `/${cover.urlSlug}`, `/${folder.urlSlug}`),
    ).toEqual([1, 1, 50, 2, 2, 3, 1]);
    expect(await types(`/${gallery.urlSlug}`, `/${gallery.urlSlug}/harbour`)).toEqual([1, 50]);
  });

  it('the website settings templates read: comments and likes as the website sets them, no Disqus shortname, no share buttons', async () => {
    const { body } = await json(`/${gallery.urlSlug}`);
    expect(body.websiteSettings).toEqual({ commentsEnabled: true, simpleLikingEnabled: true, disqusShortname: null });
    expect(body.website.shareButtonOptions).toEqual({});
    expect(body.collection).toMatchObject({ backgroundSource: 4, currentType: null });
    await setSite({ commentsEnabled: false });
    try {
      expect((await json(`/${gallery.urlSlug}`)).body.websiteSettings.commentsEnabled).toBe(false);
    } finally {
      await setSite({ commentsEnabled: true });
    }
  });

  it('templates read them: main-image?, image-srcset of the stored widths, comments? by the website’s switch, no social buttons, no background', async () => {
    const render = async () => (await t.gql<any>(ITEM_HTML, { c: gallery.urlSlug, s: 'harbour' })).data.item.templateHtml as string;
    const url = `/media/site-demo/images/${stored}/harbour.jpg`;
    const srcset = ['100w', '300w', '500w', '750w', '800w'].map((w) => `${url}?format=${w} ${w}`).join(',');
    expect(await render()).toBe(`has image| srcset="${srcset}"|comments on||no background`);
    await setSite({ commentsEnabled: false });
    try {
      expect(await render()).toBe(`has image| srcset="${srcset}"|comments off||no background`);
    } finally {
      await setSite({ commentsEnabled: true });
    }
  });
});
