// Comments on items (spec §4 rule, §9 label): when they show, and how their count reads.

/** commentState 1 means open for comments. */
export const COMMENTS_OPEN = 1;

/** Shown when the item is open for comments or already has public ones — unless the site turns comments off. */
export function showsComments(item: { commentState: number; publicCommentCount: number }, site: { commentsEnabled: boolean }) {
  return site.commentsEnabled && (item.commentState === COMMENTS_OPEN || item.publicCommentCount > 0);
}

/** 'No Comments', '1 Comment', 'N Comments'. */
export function commentCountLabel(count: number): string {
  if (count <= 0) return 'No Comments';
  return count === 1 ? '1 Comment' : `${count} Comments`;
}
