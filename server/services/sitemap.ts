// The entries of a website's sitemap (domain/sitemap.ts): its home, its enabled pages without a password (not folders,
// links or template pages), and the live products, blog posts and events on them — what a visitor without an account
// may open — each with its last change. At most MAX_SITEMAP_URLS, the newest items first when a website has more.

import { RecordType } from '../../domain/site-structure.ts';
import { MAX_SITEMAP_URLS, type SitemapEntry } from '../../domain/sitemap.ts';
import type { ServiceContext } from './context.ts';
import { liveItemWhere, liveProductWhere } from './live-rows.ts';

const ITEM_PAGES = ['products', 'blog', 'events'];

export async function sitemapEntries(ctx: ServiceContext): Promise<SitemapEntry[]> {
  const websiteId = ctx.website.id;
  const publicPage = { websiteId, enabled: true, passwordHash: null, isFolder: false, externalLink: null };
  const pages = await ctx.db.collection.findMany({
    where: { ...publicPage, typeName: { not: 'template' } },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    select: { urlSlug: true, updatedAt: true },
    take: MAX_SITEMAP_URLS - 1,
  });
  const items = await ctx.db.item.findMany({
    where: {
      websiteId,
      ...liveItemWhere(),
      collection: { ...publicPage, typeName: { in: ITEM_PAGES } },
      OR: [{ recordType: { not: RecordType.STORE_ITEM } }, { product: { is: liveProductWhere() } }],
    },
    orderBy: [{ publishOn: 'desc' }, { id: 'asc' }],
    select: { urlSlug: true, updatedAt: true, collection: { select: { urlSlug: true } }, product: { select: { updatedAt: true } } },
    take: MAX_SITEMAP_URLS - 1 - pages.length,
  });
  const latest = (...dates: (Date | undefined)[]) => new Date(Math.max(...dates.map((d) => d?.getTime() ?? 0)));
  return [
    { path: '/', lastmod: null },
    ...pages.map((p) => ({ path: `/${p.urlSlug}`, lastmod: p.updatedAt })),
    ...items.map((i) => ({ path: `/${i.collection.urlSlug}/${i.urlSlug}`, lastmod: latest(i.updatedAt, i.product?.updatedAt) })),
  ];
}
