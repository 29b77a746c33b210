// Comments on items (spec §4): when they show, what a comment holds, and the sentences visitors and owners read. Their
// count's label is commentCountLabel in messages.ts. A visitor's comment waits (PENDING) until an owner approves it;
// visitors see APPROVED ones only, and the item's publicCommentCount counts those. Likes: one per visitor and item.

import { tooLongMessage } from './editing-messages.ts';
import { isValidEmail, normalizeEmail } from './email.ts';
import type { UserErrorCode } from './user-error-codes.ts';

/** commentState 1 means open for comments. */
export const COMMENTS_OPEN = 1;
/** commentState 2: closed to new comments; approved ones still show. */
export const COMMENTS_CLOSED = 2;

/** Shown when the item is open for comments or already has public ones — unless the site turns comments off. */
export function showsComments(item: { commentState: number; publicCommentCount: number }, site: { commentsEnabled: boolean }) {
  return site.commentsEnabled && (item.commentState === COMMENTS_OPEN || item.publicCommentCount > 0);
}

// Limits (docs/limits.md "Comments").
export const MAX_COMMENT_AUTHOR_NAME_LENGTH = 100;
export const MAX_COMMENT_EMAIL_LENGTH = 254;
export const MAX_COMMENT_BODY_LENGTH = 5_000;
/** Approved comments on one page of Item.comments (20 unless asked). */
export const MAX_COMMENTS_PAGE_SIZE = 50;
export const DEFAULT_COMMENTS_PAGE_SIZE = 20;
/** Comments on one page of the owners' moderation list (20 unless asked). */
export const MAX_OWNER_COMMENTS_PAGE_SIZE = 100;

export const COMMENT_STATUSES = ['PENDING', 'APPROVED', 'HIDDEN'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
/** The only status visitors see. */
export const PUBLIC_COMMENT_STATUS: CommentStatus = 'APPROVED';

// Visitors' sentences.
export const COMMENT_AUTHOR_NAME_BLANK_MESSAGE = 'Enter your name.';
export const COMMENT_EMAIL_BLANK_MESSAGE = 'Enter your email address.';
export const COMMENT_EMAIL_INVALID_MESSAGE = 'Enter a valid email address, like name@example.com.';
export const COMMENT_BODY_BLANK_MESSAGE = 'Write a comment.';
export const COMMENTS_DISABLED_MESSAGE = 'This site does not take comments.';
export const COMMENTS_CLOSED_MESSAGE = 'Comments are closed for this item.';
export const COMMENT_AWAITING_MODERATION_TEXT = 'Thank you. Your comment is awaiting moderation.';
export const LIKES_DISABLED_MESSAGE = 'This site does not take likes.';
export const LIKE_NEEDS_VISITOR_MESSAGE = 'Likes are counted per browser: allow cookies to like this item.';

// Owners' sentences.
export const NO_SUCH_COMMENT_MESSAGE = 'No such comment.';
export const COMMENT_STATUS_LABELS: Readonly<Record<CommentStatus, string>> = {
  PENDING: 'Awaiting moderation',
  APPROVED: 'Approved',
  HIDDEN: 'Hidden',
};
/** What each owner choice does, shown beside it. */
export const COMMENT_STATUS_DESCRIPTIONS: Readonly<Record<CommentStatus, string>> = {
  PENDING: 'Waits for a decision; visitors do not see it.',
  APPROVED: 'Visitors see it, and it counts in the item’s comments.',
  HIDDEN: 'Kept, but visitors do not see it.',
};

export type CommentDraft = { authorName: string; email: string; body: string };
export type CommentField = keyof CommentDraft;
export type CommentProblem = { field: CommentField; message: string };

/** The draft as it is kept: texts without surrounding spaces, the email address in lower case. */
export function cleanComment(draft: CommentDraft): CommentDraft {
  return { authorName: draft.authorName.trim(), email: normalizeEmail(draft.email), body: draft.body.trim() };
}

/** What is wrong with a draft, field by field (nothing when it may be sent). */
export function commentProblems(draft: CommentDraft): CommentProblem[] {
  const comment = cleanComment(draft);
  const problems: CommentProblem[] = [];
  if (!comment.authorName) problems.push({ field: 'authorName', message: COMMENT_AUTHOR_NAME_BLANK_MESSAGE });
  else if (comment.authorName.length > MAX_COMMENT_AUTHOR_NAME_LENGTH)
    problems.push({ field: 'authorName', message: tooLongMessage('A name', MAX_COMMENT_AUTHOR_NAME_LENGTH) });
  if (!comment.email) problems.push({ field: 'email', message: COMMENT_EMAIL_BLANK_MESSAGE });
  else if (comment.email.length > MAX_COMMENT_EMAIL_LENGTH)
    problems.push({ field: 'email', message: tooLongMessage('An email address', MAX_COMMENT_EMAIL_LENGTH) });
  else if (!isValidEmail(comment.email)) problems.push({ field: 'email', message: COMMENT_EMAIL_INVALID_MESSAGE });
  if (!comment.body) problems.push({ field: 'body', message: COMMENT_BODY_BLANK_MESSAGE });
  else if (comment.body.length > MAX_COMMENT_BODY_LENGTH)
    problems.push({ field: 'body', message: tooLongMessage('A comment', MAX_COMMENT_BODY_LENGTH) });
  return problems;
}

export type CommentRefusal = { code: UserErrorCode; message: string };

/** Why a new comment on this item is refused, or null when it may be sent: the site must take comments and the item
 * must be open (a closed item keeps showing its approved comments, but takes no new ones). */
export function commentRefusal(
  item: { commentState: number; publicCommentCount: number },
  site: { commentsEnabled: boolean },
): CommentRefusal | null {
  if (!site.commentsEnabled) return { code: 'INVALID_STATE', message: COMMENTS_DISABLED_MESSAGE };
  if (item.commentState !== COMMENTS_OPEN) return { code: 'INVALID_STATE', message: COMMENTS_CLOSED_MESSAGE };
  return null;
}
