// Comments on items (docs/comments.md): a visitor comments on a live blog post, event or gallery image that is open for
// comments (and whose page this browser has unlocked, when it has a password); the comment waits (PENDING) until an owner approves it. Visitors read the approved comments, oldest first.
// Owners list comments by status, approve, hide or delete them; each change is audited and keeps the item's
// publicCommentCount equal to its approved comments, in the transaction that makes it.

import { z } from 'zod';
import {
  type CommentStatus,
  cleanComment,
  commentProblems,
  commentRefusal,
  DEFAULT_COMMENTS_PAGE_SIZE,
  MAX_COMMENTS_PAGE_SIZE,
  MAX_OWNER_COMMENTS_PAGE_SIZE,
  NO_SUCH_COMMENT_MESSAGE,
  PUBLIC_COMMENT_STATUS,
  showsComments,
} from '../../../domain/comments.ts';
import { CAPTCHA_FIELD_MESSAGE, FORM_SERVER_ERROR_MESSAGE, NO_SUCH_ITEM_MESSAGE } from '../../../domain/messages.ts';
import { RecordType } from '../../../domain/site-structure.ts';
import type { Prisma, Tx } from '../../db/client.ts';
import type { ItemComment } from '../../db/generated/postgresql/client.ts';
import { type OwnerContext, recordChanges } from '../audit.ts';
import { botCheck } from '../captcha/bot-check.ts';
import type { RequestContext, ServiceContext } from '../context.ts';
import { liveItemWhere } from '../live-rows.ts';
import { fail, type Result } from '../user-errors.ts';
import { invalidInput, parseWith } from '../validation.ts';
import { canReadPage } from './page-locks.ts';

export type CommentPage = { comments: ItemComment[]; hasNextPage: boolean };
export type Paging = { first?: number | null; offset?: number | null };

/** An item visitors may see on this website: published with its date come, in an enabled page, not a product. */
export const visibleItemWhere = (ctx: ServiceContext, id: string, now = new Date()): Prisma.ItemWhereInput => ({
  id,
  websiteId: ctx.website.id,
  recordType: { not: RecordType.STORE_ITEM },
  collection: { enabled: true },
  ...liveItemWhere(now),
});

/** The item when visitors may see it — and this browser has unlocked its page, if the page has a password — or null. */
export async function findVisibleItem(ctx: RequestContext, itemId: string) {
  if (itemId.length === 0 || itemId.length > 200) return null;
  const item = await ctx.db.item.findFirst({
    where: visibleItemWhere(ctx, itemId),
    include: { collection: { select: { id: true, passwordHash: true } } },
  });
  return item && canReadPage(ctx, item.collection) ? item : null;
}

const PostCommentInput = z.strictObject({
  itemId: z.string().min(1).max(200),
  authorName: z.string(),
  email: z.string(),
  body: z.string(),
  captchaToken: z.string().max(10_000).nullish(),
});

/** Sends a comment on an item; it shows once an owner approves it. */
export async function postComment(ctx: RequestContext, raw: unknown): Promise<Result<{ comment: ItemComment }>> {
  await ctx.limits.consume('comments', { ip: ctx.visitor.ip, visitorId: ctx.visitor.id });
  const parsed = parseWith(PostCommentInput, raw, 'input');
  if (!parsed.ok) return invalidInput(parsed.issues);
  const input = parsed.data;
  const item = await findVisibleItem(ctx, input.itemId);
  if (!item) return fail('NOT_FOUND', NO_SUCH_ITEM_MESSAGE, 'input.itemId');
  const refusal = commentRefusal(item, ctx.website);
  if (refusal) return fail(refusal.code, refusal.message, 'input.itemId');
  const problems = commentProblems(input);
  if (problems.length > 0)
    return { ok: false, userErrors: problems.map((p) => ({ code: 'INVALID_INPUT', message: p.message, field: `input.${p.field}` })) };
  // The spec's captcha actions are those of forms; a comment form is one.
  const bot = await botCheck(ctx.captcha, ctx.website, {
    token: input.captchaToken,
    action: 'FORM_BLOCK_SUBMISSION',
    remoteIp: ctx.visitor.ip,
  });
  if (!bot.ok)
    return fail('CAPTCHA_FAILED', bot.reason === 'UNAVAILABLE' ? FORM_SERVER_ERROR_MESSAGE : CAPTCHA_FIELD_MESSAGE, 'input.captchaToken');
  const comment = await ctx.db.itemComment.create({
    data: {
      ...cleanComment(input),
      websiteId: ctx.website.id,
      itemId: item.id,
      status: 'PENDING',
      visitorId: ctx.visitor.id,
    },
  });
  return { ok: true, comment };
}

const pageOf = (paging: Paging, max: number) => ({
  take: Math.min(Math.max(paging.first ?? DEFAULT_COMMENTS_PAGE_SIZE, 1), max),
  skip: Math.max(paging.offset ?? 0, 0),
});

async function page(rows: (take: number) => Promise<ItemComment[]>, take: number): Promise<CommentPage> {
  const found = await rows(take + 1);
  return { comments: found.slice(0, take), hasNextPage: found.length > take };
}

/** An item's approved comments, oldest first (newest last), at most MAX_COMMENTS_PAGE_SIZE a page: none unless
 * visitors may see the item and it shows comments (the site takes them, and the item is open or has approved ones). */
export async function listApprovedComments(ctx: RequestContext, itemId: string, paging: Paging): Promise<CommentPage> {
  const item = await findVisibleItem(ctx, itemId);
  if (!item || !showsComments(item, ctx.website)) return { comments: [], hasNextPage: false };
  const { take, skip } = pageOf(paging, MAX_COMMENTS_PAGE_SIZE);
  return page(
    (n) =>
      ctx.db.itemComment.findMany({
        where: { websiteId: ctx.website.id, itemId, status: PUBLIC_COMMENT_STATUS },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        skip,
        take: n,
      }),
    take,
  );
}

export type CommentFilter = { status?: CommentStatus | null; itemId?: string | null };

/** The website's comments for owners, newest first, optionally of one status or one item (at most 100 a page). */
export async function listCommentsForModeration(ctx: OwnerContext, filter: CommentFilter, paging: Paging): Promise<CommentPage> {
  const { take, skip } = pageOf(paging, MAX_OWNER_COMMENTS_PAGE_SIZE);
  return page(
    (n) =>
      ctx.db.itemComment.findMany({
        where: {
          websiteId: ctx.website.id,
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.itemId ? { itemId: filter.itemId } : {}),
        },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take: n,
      }),
    take,
  );
}

const snapshot = (c: ItemComment) => ({ itemId: c.itemId, status: c.status, authorName: c.authorName, email: c.email, body: c.body });

/** What approving or un-approving does to the item's count of approved comments. */
const countChange = (from: CommentStatus | null, to: CommentStatus | null) =>
  Number(to === PUBLIC_COMMENT_STATUS) - Number(from === PUBLIC_COMMENT_STATUS);

async function adjustCount(tx: Tx, itemId: string, by: number) {
  if (by !== 0) await tx.item.update({ where: { id: itemId }, data: { publicCommentCount: { increment: by } } });
}

type Step<T> = (tx: Tx, current: ItemComment) => Promise<{ done: false } | { done: true; value: T }>;
type Changed<T> = { comment: ItemComment; value: T };

/** A change made in one transaction on the comment as it is now: each step is conditional on the status it read, so
 * a concurrent change makes it read again (a few times) rather than miscount. Null when there is no such comment. */
async function changeComment<T>(ctx: OwnerContext, id: string, step: Step<T>): Promise<Changed<T> | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const outcome = await ctx.db.$transaction(async (tx): Promise<Changed<T> | 'gone' | 'again'> => {
      const current = await tx.itemComment.findFirst({ where: { id, websiteId: ctx.website.id } });
      if (!current) return 'gone';
      const result = await step(tx, current);
      return result.done ? { comment: current, value: result.value } : 'again';
    });
    if (outcome === 'gone') return null;
    if (outcome !== 'again') return outcome;
  }
  throw new Error(`comment ${id} kept changing while it was moderated`);
}

/** Sets a comment's status: APPROVED (visitors see it), HIDDEN or back to PENDING. The status it has already changes
 * nothing. */
export async function moderateComment(ctx: OwnerContext, id: string, status: CommentStatus): Promise<Result<{ comment: ItemComment }>> {
  const changed = await changeComment<ItemComment>(ctx, id, async (tx, before) => {
    if (before.status === status) return { done: true, value: before };
    const { count } = await tx.itemComment.updateMany({
      where: { id, websiteId: ctx.website.id, status: before.status },
      data: { status },
    });
    if (count === 0) return { done: false };
    await adjustCount(tx, before.itemId, countChange(before.status, status));
    const after = await tx.itemComment.findUniqueOrThrow({ where: { id } });
    await recordChanges(tx, ctx, [
      {
        action: `comment.${status === 'APPROVED' ? 'approve' : status === 'HIDDEN' ? 'hide' : 'unapprove'}`,
        entityType: 'ItemComment',
        entityId: id,
        before: snapshot(before),
        after: snapshot(after),
      },
    ]);
    return { done: true, value: after };
  });
  if (!changed) return fail('NOT_FOUND', NO_SUCH_COMMENT_MESSAGE, 'id');
  if (changed.comment.status !== status) await announce(ctx, changed.value.itemId);
  return { ok: true, comment: changed.value };
}

/** Deletes a comment for good. */
export async function deleteComment(ctx: OwnerContext, id: string): Promise<Result<{ deletedId: string }>> {
  const deleted = await changeComment<ItemComment>(ctx, id, async (tx, before) => {
    const { count } = await tx.itemComment.deleteMany({ where: { id, websiteId: ctx.website.id, status: before.status } });
    if (count === 0) return { done: false };
    await adjustCount(tx, before.itemId, countChange(before.status, null));
    await recordChanges(tx, ctx, [{ action: 'comment.delete', entityType: 'ItemComment', entityId: id, before: snapshot(before) }]);
    return { done: true, value: before };
  });
  if (!deleted) return fail('NOT_FOUND', NO_SUCH_COMMENT_MESSAGE, 'id');
  await announce(ctx, deleted.value.itemId);
  return { ok: true, deletedId: id };
}

/** Items are read through their page: its change drops the cached answers that show the item's comments. */
async function announce(ctx: OwnerContext, itemId: string) {
  const item = await ctx.db.item.findUnique({ where: { id: itemId }, select: { collectionId: true } });
  if (item) ctx.events.changed([{ websiteId: ctx.website.id, typename: 'Collection', id: item.collectionId }]);
}
