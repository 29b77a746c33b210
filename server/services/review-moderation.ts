// Product reviews, the owner's side: the moderation list, and approving, hiding or deleting a review. Each change is
// recorded in the audit trail in its own transaction, and the public caches (GraphQL, ?format=json) hear of it, since
// the product's approved reviews, average and count may have changed. Another website's reviews are unknown here.
import { NO_SUCH_REVIEW_MESSAGE, type ReviewStatus } from '../../domain/reviews.ts';
import type { Prisma } from '../db/client.ts';
import type { ProductReview } from '../db/generated/postgresql/client.ts';
import { type OwnerContext, recordChanges } from './audit.ts';
import { newestFirst } from './reviews.ts';
import { fail, type Result } from './user-errors.ts';

type Query<T> = Omit<T, 'where'>;
export type ReviewFilter = { status?: ReviewStatus | null; productId?: string | null };

/** The website's reviews for owners, newest first, optionally of one status or one product. */
export const listReviewsForModeration = <Q extends Query<Prisma.ProductReviewFindManyArgs>>(
  ctx: OwnerContext,
  filter: ReviewFilter,
  query?: Q,
) =>
  ctx.db.productReview.findMany({
    orderBy: newestFirst,
    ...(query as object),
    where: {
      websiteId: ctx.website.id,
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.productId ? { productId: filter.productId } : {}),
    },
  });

const snapshot = (r: ProductReview) => ({
  productId: r.productId,
  status: r.status,
  rating: r.rating,
  title: r.title,
  body: r.body,
  authorName: r.authorName,
  email: r.email,
  orderId: r.orderId,
});

const findReview = (ctx: OwnerContext, id: string) => ctx.db.productReview.findFirst({ where: { id, websiteId: ctx.website.id } });

const announce = (ctx: OwnerContext, review: ProductReview) =>
  ctx.events.changed([{ websiteId: ctx.website.id, typename: 'Product', id: review.productId }]);

/** Approves (visitors see it) or hides (they do not) a review; setting the status it has already changes nothing. */
export async function setReviewStatus(
  ctx: OwnerContext,
  id: string,
  status: Extract<ReviewStatus, 'APPROVED' | 'HIDDEN'>,
): Promise<Result<{ review: ProductReview }>> {
  const before = await findReview(ctx, id);
  if (!before) return fail('NOT_FOUND', NO_SUCH_REVIEW_MESSAGE, 'id');
  if (before.status === status) return { ok: true, review: before };
  const after = await ctx.db.$transaction(async (tx) => {
    // Conditional, so a review deleted meanwhile is reported as gone rather than failing.
    const { count } = await tx.productReview.updateMany({ where: { id, websiteId: ctx.website.id }, data: { status } });
    if (count === 0) return null;
    const after = await tx.productReview.findUniqueOrThrow({ where: { id } });
    await recordChanges(tx, ctx, [
      {
        action: status === 'APPROVED' ? 'review.approve' : 'review.hide',
        entityType: 'ProductReview',
        entityId: id,
        before: snapshot(before),
        after: snapshot(after),
      },
    ]);
    return after;
  });
  if (!after) return fail('NOT_FOUND', NO_SUCH_REVIEW_MESSAGE, 'id');
  announce(ctx, after);
  return { ok: true, review: after };
}

/** Deletes a review for good; the shopper may then review the product again. */
export async function deleteReview(ctx: OwnerContext, id: string): Promise<Result<{ deletedId: string }>> {
  const before = await findReview(ctx, id);
  if (!before) return fail('NOT_FOUND', NO_SUCH_REVIEW_MESSAGE, 'id');
  const deleted = await ctx.db.$transaction(async (tx) => {
    const { count } = await tx.productReview.deleteMany({ where: { id, websiteId: ctx.website.id } });
    if (count === 1)
      await recordChanges(tx, ctx, [{ action: 'review.delete', entityType: 'ProductReview', entityId: id, before: snapshot(before) }]);
    return count === 1;
  });
  if (!deleted) return fail('NOT_FOUND', NO_SUCH_REVIEW_MESSAGE, 'id');
  announce(ctx, before);
  return { ok: true, deletedId: id };
}
