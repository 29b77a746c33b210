// Likes on items (docs/comments.md): while the website has simple liking on, a visitor (one per ss_cvr cookie) likes a
// blog post, event or gallery image visitors may see once; liking again changes nothing, and unliking takes it back. The item's
// likeCount is kept equal to its likes in the transaction that adds or removes one: the unique (item, visitor) row
// decides, so concurrent likes of one visitor count once.
import { LIKE_NEEDS_VISITOR_MESSAGE, LIKES_DISABLED_MESSAGE } from '../../../domain/comments.ts';
import { NO_SUCH_ITEM_MESSAGE } from '../../../domain/messages.ts';
import type { Item } from '../../db/generated/postgresql/client.ts';
import type { RequestContext } from '../context.ts';
import { uniqueViolation } from '../products/product-record.ts';
import { fail, type Result } from '../user-errors.ts';
import { findVisibleItem } from './comments.ts';

type LikeChange = Result<{ item: Item }>;

/** The refusal before any write: liking off, or no visitor cookie. */
function refusal(ctx: RequestContext): LikeChange | null {
  if (!ctx.website.simpleLikingEnabled) return fail('INVALID_STATE', LIKES_DISABLED_MESSAGE, 'itemId');
  if (!ctx.visitor.id) return fail('INVALID_STATE', LIKE_NEEDS_VISITOR_MESSAGE, 'itemId');
  return null;
}

const noSuchItem = () => fail('NOT_FOUND', NO_SUCH_ITEM_MESSAGE, 'itemId');

/** The visitor likes the item; a second like changes nothing. */
export async function likeItem(ctx: RequestContext, itemId: string): Promise<LikeChange> {
  await ctx.limits.consume('likes', { ip: ctx.visitor.ip, visitorId: ctx.visitor.id });
  const refused = refusal(ctx);
  if (refused) return refused;
  const visitorId = ctx.visitor.id as string;
  if (!(await findVisibleItem(ctx, itemId))) return noSuchItem();
  try {
    const item = await ctx.db.$transaction(async (tx) => {
      const liked = await tx.itemLike.findUnique({ where: { itemId_visitorId: { itemId, visitorId } } });
      if (liked) return tx.item.findUniqueOrThrow({ where: { id: itemId } });
      await tx.itemLike.create({ data: { websiteId: ctx.website.id, itemId, visitorId } });
      return tx.item.update({ where: { id: itemId }, data: { likeCount: { increment: 1 } } });
    });
    return { ok: true, item };
  } catch (err) {
    // The same visitor's like sent twice at once: the other one counted it.
    if (!uniqueViolation(err)) throw err;
    const item = await ctx.db.item.findUnique({ where: { id: itemId } });
    return item ? { ok: true, item } : noSuchItem();
  }
}

/** The visitor takes back their like; unliking an item they do not like changes nothing. */
export async function unlikeItem(ctx: RequestContext, itemId: string): Promise<LikeChange> {
  await ctx.limits.consume('likes', { ip: ctx.visitor.ip, visitorId: ctx.visitor.id });
  const refused = refusal(ctx);
  if (refused) return refused;
  const visitorId = ctx.visitor.id as string;
  const visible = await findVisibleItem(ctx, itemId);
  if (!visible) return noSuchItem();
  const item = await ctx.db.$transaction(async (tx) => {
    // Conditional: of two unlikes at once, only the one that removed the row counts it.
    const { count } = await tx.itemLike.deleteMany({ where: { itemId, visitorId } });
    return count === 0 ? visible : tx.item.update({ where: { id: itemId }, data: { likeCount: { decrement: count } } });
  });
  return { ok: true, item };
}

/** Whether this visitor likes the item (false without a visitor cookie). */
export async function likedByVisitor(ctx: RequestContext, itemId: string): Promise<boolean> {
  if (!ctx.visitor.id) return false;
  const like = await ctx.db.itemLike.findUnique({
    where: { itemId_visitorId: { itemId, visitorId: ctx.visitor.id } },
    select: { id: true },
  });
  return like !== null;
}
