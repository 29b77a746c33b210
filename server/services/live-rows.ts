// What visitors may see — a live item (published, its publish date come: domain/publish-status.ts) and a live product
// (a live item, not archived) — written once for each way the server reads: a Prisma `where` for the client's
// queries, a Kysely expression for the tuned statements (products/product-rows.ts), and the moment from which a
// memoised product is live (catalog-memo.ts). tests/api/live-rows.test.ts checks that all three find the same rows on
// both databases.
import { expressionBuilder } from 'kysely';
import { isLive, type PublishState } from '../../domain/publish-status.ts';
import type { Prisma } from '../db/client.ts';
import type { DB } from '../db/kysely.ts';

/** Items visitors may see now. */
export const liveItemWhere = (now = new Date()): Prisma.ItemWhereInput => ({ status: 'PUBLISHED', publishOn: { lte: now } });

/** Products visitors may see now (with `websiteId` and the rest of a query's conditions beside it). */
export const liveProductWhere = (now = new Date()): Prisma.ProductWhereInput => ({ archivedAt: null, item: liveItemWhere(now) });

/** A product `p` joined with its item `i`, as the tuned statements name them. */
export type ProductAndItem = DB & { p: DB['Product']; i: DB['Item'] };

/** The website's products visitors may see at `now`, over `p` and its item `i` (`websiteId` and `now` may be a
 * prepared statement's placeholders: server/db/prepared.ts). */
export function liveProduct(websiteId: string, now: Date) {
  const eb = expressionBuilder<ProductAndItem, 'p' | 'i'>();
  return eb.and([
    eb('p.websiteId', '=', websiteId),
    eb('p.archivedAt', 'is', null),
    eb('i.status', '=', 'PUBLISHED'),
    eb('i.publishOn', '<=', now),
  ]);
}

/** From when a product is live as it stands (ms since the epoch), or null while it is archived or not published: its
 * item's rule (domain/publish-status.ts) at the moment it starts to hold. */
export function productLiveFrom(product: PublishState & { archived: boolean }): number | null {
  return !product.archived && isLive(product, product.publishOn) ? product.publishOn.getTime() : null;
}
