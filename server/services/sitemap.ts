// The entries of a website's sitemap (domain/sitemap.ts): its home, its enabled pages without a password (not folders,
// links or template pages), and the live products, blog posts and events on them — what a visitor without an account
// may open — each with its last change. A website with at most MAX_SITEMAP_URLS of them has one file; a bigger one
// has a sitemap index pointing at a file of its pages and one file for each page of items (a collection holds at
// most 50,000 items: docs/limits.md), each read from the index of the collection's items in pages of
// SITEMAP_READ_PAGE, newest first, so that no file costs more in a bigger website.

import { RecordType } from '../../domain/site-structure.ts';
import { MAX_SITEMAP_URLS, type SitemapEntry } from '../../domain/sitemap.ts';
import type { Prisma } from '../db/client.ts';
import type { ServiceContext } from './context.ts';
import { liveItemWhere, liveProductWhere } from './live-rows.ts';

const ITEM_PAGES = ['products', 'blog', 'events'];
/** Items one statement reads for a sitemap file. */
export const SITEMAP_READ_PAGE = 5_000;

/** A website's sitemap: one file of entries, or an index of files (by the path of each, and its page's last change). */
export type SitemapPlan = { kind: 'file'; entries: SitemapEntry[] } | { kind: 'index'; files: { path: string; lastmod: Date | null }[] };

const publicPage = (websiteId: string) => ({ websiteId, enabled: true, passwordHash: null, isFolder: false, externalLink: null });

function liveItems(websiteId: string, collection: Prisma.CollectionWhereInput): Prisma.ItemWhereInput {
  return {
    websiteId,
    ...liveItemWhere(),
    collection: { ...publicPage(websiteId), typeName: { in: ITEM_PAGES }, ...collection },
    OR: [{ recordType: { not: RecordType.STORE_ITEM } }, { product: { is: liveProductWhere() } }],
  };
}

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

/** One file when everything fits in it (one count that stops past the limit tells), else an index. */
export async function sitemapPlan(ctx: ServiceContext): Promise<SitemapPlan> {
  const pages = await pagesOf(ctx);
  const room = MAX_SITEMAP_URLS - 1 - pages.length;
  const items = await ctx.db.item.count({ where: liveItems(ctx.website.id, {}), take: room + 1 });
  if (items <= room) {
    const rows = await ctx.db.item.findMany({
      where: liveItems(ctx.website.id, {}),
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

/** The live items of the page `urlSlug`, newest first, at most MAX_SITEMAP_URLS: each batch of SITEMAP_READ_PAGE read
 * after the last one's (its publish date and id), so that none reads the rows before it. */
export async function* sitemapPageItems(ctx: ServiceContext, urlSlug: string): AsyncGenerator<SitemapEntry[]> {
  let after: { publishOn: Date; id: string } | null = null;
  for (let read = 0; read < MAX_SITEMAP_URLS; ) {
    const take: number = Math.min(SITEMAP_READ_PAGE, MAX_SITEMAP_URLS - read);
    const rows: ItemRow[] = await ctx.db.item.findMany({
      where: {
        AND: [
          liveItems(ctx.website.id, { urlSlug }),
          after ? { OR: [{ publishOn: { lt: after.publishOn } }, { publishOn: after.publishOn, id: { gt: after.id } }] } : {},
        ],
      },
      orderBy: [{ publishOn: 'desc' }, { id: 'asc' }],
      select: ITEM_SELECT,
      take,
    });
    if (rows.length > 0) yield rows.map(itemEntry);
    if (rows.length < take) return;
    read += rows.length;
    const last = rows[rows.length - 1] as ItemRow;
    after = { publishOn: last.publishOn, id: last.id };
  }
}
