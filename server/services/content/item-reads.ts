// Items as visitors see them: published ones whose date has come, in their page's order — galleries by hand, events
// upcoming (soonest first) or past (latest first) as the page says, blog posts newest first. Owners see every item.
import { RecordType } from '../../../domain/site-structure.ts';
import type { Prisma } from '../../db/client.ts';
import type { Collection } from '../../db/generated/postgresql/client.ts';
import type { RequestContext } from '../context.ts';
import { liveItemWhere } from '../live-rows.ts';
import { canReadPage } from './page-locks.ts';

export const MAX_ITEMS_PAGE = 100;

function order(page: Collection, now: Date): { where: Prisma.ItemWhereInput; orderBy: Prisma.ItemOrderByWithRelationInput[] } {
  if (page.typeName === 'gallery') return { where: {}, orderBy: [{ position: 'asc' }, { id: 'asc' }] };
  if (page.typeName === 'events')
    return page.showPastOrUpcomingEvents === 'past'
      ? { where: { endDate: { lt: now } }, orderBy: [{ startDate: 'desc' }, { id: 'asc' }] }
      : { where: { endDate: { gte: now } }, orderBy: [{ startDate: 'asc' }, { id: 'asc' }] };
  return { where: {}, orderBy: [{ publishOn: 'desc' }, { id: 'desc' }] };
}

/** One page of a page's items (at most MAX_ITEMS_PAGE); drafts and private items only for owners who ask; none while
 * the page is locked to the caller. */
export async function pageItems(ctx: RequestContext, page: Collection, opts: { first: number; offset: number; everything?: boolean }) {
  if (!canReadPage(ctx, page)) return { items: [], hasNextPage: false };
  const now = new Date();
  const { where, orderBy } = order(page, now);
  const take = Math.min(Math.max(opts.first, 1), MAX_ITEMS_PAGE);
  const rows = await ctx.db.item.findMany({
    where: {
      collectionId: page.id,
      recordType: { not: RecordType.STORE_ITEM },
      ...where,
      ...(opts.everything ? {} : liveItemWhere(now)),
    },
    orderBy,
    skip: Math.max(opts.offset, 0),
    take: take + 1,
  });
  return { items: rows.slice(0, take), hasNextPage: rows.length > take };
}

/** A published item by its page's and its own URL slug, or null — also while its page is locked to the caller.
 * `query` is the GraphQL selection (Pothos' prisma plugin). */
export async function findItem<Q extends object>(ctx: RequestContext, collectionSlug: string, urlSlug: string, query?: Q) {
  const page = await ctx.db.collection.findFirst({
    where: { websiteId: ctx.website.id, urlSlug: collectionSlug, enabled: true },
    select: { id: true, passwordHash: true },
  });
  if (!page || !canReadPage(ctx, page)) return null;
  return ctx.db.item.findFirst({
    ...(query as object),
    where: { collectionId: page.id, urlSlug, recordType: { not: RecordType.STORE_ITEM }, ...liveItemWhere() },
  });
}
