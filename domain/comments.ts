// Comments on items (spec §4): when they show. Their count's label is commentCountLabel in messages.ts.

/** commentState 1 means open for comments. */
export const COMMENTS_OPEN = 1;

/** Shown when the item is open for comments or already has public ones — unless the site turns comments off. */
export function showsComments(item: { commentState: number; publicCommentCount: number }, site: { commentsEnabled: boolean }) {
  return site.commentsEnabled && (item.commentState === COMMENTS_OPEN || item.publicCommentCount > 0);
}
