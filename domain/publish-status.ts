// Publish state of a content item or product (spec §4 "Status labels in the editing UI"): what the owner chose and
// when it goes live. Visitors see an item only when it is published and its publish date has come; everything else
// (a draft, an item waiting for review, a private item, a scheduled one before its date) stays with the owners.

export const PUBLISH_STATUSES = ['DRAFT', 'NEEDS_REVIEW', 'PRIVATE', 'PUBLISHED'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

/** The spec's editing labels, plus 'Published' for what visitors see. */
export const STATUS_LABEL = {
  DRAFT: 'Draft',
  SCHEDULED: 'Scheduled',
  NEEDS_REVIEW: 'Needs Review',
  PRIVATE: 'Private',
  PUBLISHED: 'Published',
} as const;
export type StatusLabel = (typeof STATUS_LABEL)[keyof typeof STATUS_LABEL];
/** The spec's fifth editing label, for what a later version replaces (a block type: domain/block-types.ts). */
export const DEPRECATED_LABEL = 'Deprecated';

export type PublishState = { status: PublishStatus; publishOn: Date };

/** Whether visitors may see it now: published, and its publish date has come. */
export function isLive(state: PublishState, now: Date): boolean {
  return state.status === 'PUBLISHED' && state.publishOn.getTime() <= now.getTime();
}

/** The label the editing UI shows: a published item whose date is still ahead is 'Scheduled'. */
export function statusLabel(state: PublishState, now: Date): StatusLabel {
  if (state.status === 'PUBLISHED') return state.publishOn.getTime() > now.getTime() ? STATUS_LABEL.SCHEDULED : STATUS_LABEL.PUBLISHED;
  return STATUS_LABEL[state.status];
}
