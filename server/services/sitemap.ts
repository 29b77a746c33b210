// The entries of a website's sitemap (domain/sitemap.ts): its home, its enabled pages without a password (not folders,
// links or template pages), and the live products, blog posts and events on them — what a visitor without an account
// may open — each with its last change. A website with at most MAX_SITEMAP_URLS of them has one file; a bigger one
// has a sitemap index pointing at a file of its pages and one file for each page of items (a collection holds at
// most 50,000 items: docs/limits.md), each read from the index of the collection's items in pages of
// SITEMAP_READ_PAGE, newest first, so that no file costs more in a bigger website.

import { RecordType } from '../../domain/site-structure.ts';
import { MAX_SITEMAP_URLS, type SitemapEntry } from '../../domain/sitemap.ts';
import type { Prisma } from '../db/client.ts';
import { query } from '../db/kysely.ts';
import type { ServiceContext } from './context.ts';
import { liveItemWhere, liveProductWhere } from './live-rows.ts';

const ITEM_PAGES = ['products', 'blog', 'events'];
/** Items one statement reads for a sitemap file. */
export const SITEMAP_READ_PAGE = 5_000;

/** A website's sitemap: one file of entries, or an index of files (by the path of each, and its page's last change). */
export type SitemapPlan = { kind: 'file'; entries: SitemapEntry[] } | { kind: 'index'; files: { path: string; lastmod: Date | null }[] };

const publicPage = (websiteId: string) => ({ websiteId, enabled: true, passwordHash: null, isFolder: false, externalLink: null });

const ITEM_PAGE = { typeName: { in: ITEM_PAGES } };
/** An item visitors may open now: published, its date come, and for a product, the product live too. */
const liveItemNow = (now = new Date()): Prisma.ItemWhereInput => ({
  ...liveItemWhere(now),
  OR: [{ recordType: { not: RecordType.STORE_ITEM } }, { product: { is: liveProductWhere(now) } }],
});

/** The live items on the website's public item pages. */
const liveItems = (websiteId: string): Prisma.ItemWhereInput => ({
  websiteId,
  ...liveItemNow(),
  collection: { ...publicPage(websiteId), ...ITEM_PAGE },
});

function pagesOf(ctx: ServiceContext) {
  return ctx.db.collection.findMany({
    where: { ...publicPage(ctx.website.id), typeName: { not: 'template' } },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    select: { urlSlug: true, updatedAt: true, typeName: true },
    take: MAX_SITEMAP_URLS - 1,
  });
}

const ITEM_SELECT = {
  id: true,
  urlSlug: true,
  publishOn: true,
  updatedAt: true,
  collection: { select: { urlSlug: true } },
  product: { select: { updatedAt: true } },
} as const;
type ItemRow = Prisma.ItemGetPayload<{ select: typeof ITEM_SELECT }>;

const latest = (...dates: (Date | undefined)[]) => new Date(Math.max(...dates.map((d) => d?.getTime() ?? 0)));
const itemEntry = (i: ItemRow): SitemapEntry => ({
  path: `/${i.collection.urlSlug}/${i.urlSlug}`,
  lastmod: latest(i.updatedAt, i.product?.updatedAt),
});
const pageEntries = (pages: { urlSlug: string; updatedAt: Date }[]): SitemapEntry[] => [
  { path: '/', lastmod: null },
  ...pages.map((p) => ({ path: `/${p.urlSlug}`, lastmod: p.updatedAt })),
];

/** The website's items (live or not) up to `limit`, from the index that starts with the website. */
async function itemsUpTo(ctx: ServiceContext, limit: number): Promise<number> {
  const { n } = await query(ctx.db)
    .selectFrom((eb) => eb.selectFrom('Item').select('id').where('websiteId', '=', ctx.website.id).limit(limit).as('i'))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** One file when the website's items fit in it (a count that stops past the limit tells), else an index. */
export async function sitemapPlan(ctx: ServiceContext): Promise<SitemapPlan> {
  const pages = await pagesOf(ctx);
  const room = MAX_SITEMAP_URLS - 1 - pages.length;
  if ((await itemsUpTo(ctx, room + 1)) <= room) {
    const rows = await ctx.db.item.findMany({
      where: liveItems(ctx.website.id),
      orderBy: [{ publishOn: 'desc' }, { id: 'asc' }],
      select: ITEM_SELECT,
      take: room,
    });
    return { kind: 'file', entries: [...pageEntries(pages), ...rows.map(itemEntry)] };
  }
  const itemPages = pages.filter((p) => ITEM_PAGES.includes(p.typeName));
  return {
    kind: 'index',
    files: [
      { path: '/sitemap.xml?pages', lastmod: null },
      ...itemPages.map((p) => ({ path: `/sitemap.xml?page=${encodeURIComponent(p.urlSlug)}`, lastmod: p.updatedAt })),
    ],
  };
}

/** The file of the home page and the pages themselves (a website in an index). */
export async function sitemapPages(ctx: ServiceContext): Promise<SitemapEntry[]> {
  return pageEntries(await pagesOf(ctx));
}

type After = { publishOn: Date; id: string };
type BatchRow = { id: string; urlSlug: string; publishOn: Date | string; updatedAt: Date | string; productUpdatedAt: Date | string | null };

/** The live items of the page `urlSlug`, newest first, at most MAX_SITEMAP_URLS: each batch of SITEMAP_READ_PAGE read
 * after the last one's (its publish date and id), so that no batch reads the rows before it. */
export async function* sitemapPageItems(ctx: ServiceContext, urlSlug: string): AsyncGenerator<SitemapEntry[]> {
  const websiteId = ctx.website.id;
  const page = await ctx.db.collection.findFirst({ where: { ...publicPage(websiteId), ...ITEM_PAGE, urlSlug }, select: { id: true } });
  if (!page) return;
  const now = new Date();
  let after: After | null = null;
  for (let read = 0; read < MAX_SITEMAP_URLS; ) {
    const take = Math.min(SITEMAP_READ_PAGE, MAX_SITEMAP_URLS - read);
    const rows = await readBatch(ctx, page.id, now, after, take);
    if (rows.length > 0)
      yield rows.map((i) => ({
        path: `/${urlSlug}/${i.urlSlug}`,
        lastmod: latest(new Date(i.updatedAt), i.productUpdatedAt === null ? undefined : new Date(i.productUpdatedAt)),
      }));
    if (rows.length < take) return;
    read += rows.length;
    const last = rows[rows.length - 1] as BatchRow;
    after = { publishOn: new Date(last.publishOn), id: last.id };
  }
}

/** One batch from the page's own index (website, collection, publish date), with its product's last change and
 * archive mark joined (a product is live when its item is and it is not archived: live-rows.ts). */
function readBatch(ctx: ServiceContext, collectionId: string, now: Date, after: After | null, take: number): Promise<BatchRow[]> {
  return (
    query(ctx.db)
      .selectFrom('Item as i')
      .leftJoin('Product as p', 'p.id', 'i.id')
      .select(['i.id', 'i.urlSlug', 'i.publishOn', 'i.updatedAt', 'p.updatedAt as productUpdatedAt'])
      .where('i.websiteId', '=', ctx.website.id)
      .where('i.collectionId', '=', collectionId)
      .where('i.status', '=', 'PUBLISHED')
      .where('i.publishOn', '<=', now)
      .where((eb) =>
        eb.or([eb('i.recordType', '<>', RecordType.STORE_ITEM), eb.and([eb('p.id', 'is not', null), eb('p.archivedAt', 'is', null)])]),
      )
      // The publish date bounds the index's range; the id orders items published at the same moment.
      .$if(after !== null, (q) => {
        const { publishOn, id } = after as After;
        return q
          .where('i.publishOn', '<=', publishOn)
          .where((eb) => eb.or([eb('i.publishOn', '<', publishOn), eb.and([eb('i.publishOn', '=', publishOn), eb('i.id', '>', id)])]));
      })
      .orderBy('i.publishOn', 'desc')
      .orderBy('i.id', 'asc')
      .limit(take)
      .execute()
  );
}
