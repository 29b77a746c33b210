// Product reviews (spec §2 "reviews section"): who may review, what a review holds, and what the product page shows.
// A review is a whole number of stars from 1 to 5, a text, a name to show and an optional title. Only shoppers who
// bought the product review it: their order must be paid or fulfilled and hold the product. Owners approve reviews
// before anyone sees them; the average and the count come from approved reviews only.

import { tooLongMessage } from './editing-messages.ts';
import { MAX_REVIEW_AUTHOR_NAME_LENGTH, MAX_REVIEW_BODY_LENGTH, MAX_REVIEW_TITLE_LENGTH } from './store-limits.ts';
import type { UserErrorCode } from './user-error-codes.ts';

export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const REVIEW_STATUSES = ['PENDING', 'APPROVED', 'HIDDEN'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** The only status visitors see. */
export const PUBLIC_REVIEW_STATUS: ReviewStatus = 'APPROVED';

export const RATING_INVALID_MESSAGE = `Choose a rating from ${RATING_MIN} to ${RATING_MAX} stars.`;
export const REVIEW_BODY_BLANK_MESSAGE = 'Write a few words about the product.';
export const AUTHOR_NAME_BLANK_MESSAGE = 'Enter the name to show with your review.';
export const REVIEWS_DISABLED_MESSAGE = 'This store does not take reviews.';
export const REVIEW_PROOF_NEEDED_MESSAGE = 'Sign in, or open the link in your order email, to review a product you bought.';
export const NOT_A_BUYER_MESSAGE = 'Only shoppers who bought this product can review it.';
export const REVIEW_HIDDEN_MESSAGE = 'The store has hidden your review of this product, so it cannot be changed.';
export const NO_SUCH_REVIEW_MESSAGE = 'No such review.';

export type ReviewDraft = { rating: number; title?: string | null; body: string; authorName: string };
export type CleanReview = { rating: number; title: string; body: string; authorName: string };
export type ReviewField = 'rating' | 'title' | 'body' | 'authorName';
export type ReviewProblem = { field: ReviewField; message: string };

export function isValidRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;
}

/** The draft as it is kept: texts without surrounding spaces, no title when blank. */
export function cleanReview(draft: ReviewDraft): CleanReview {
  return { rating: draft.rating, title: (draft.title ?? '').trim(), body: draft.body.trim(), authorName: draft.authorName.trim() };
}

/** What is wrong with a draft, field by field (nothing when it may be sent). */
export function reviewProblems(draft: ReviewDraft): ReviewProblem[] {
  const review = cleanReview(draft);
  const problems: ReviewProblem[] = [];
  if (!isValidRating(review.rating)) problems.push({ field: 'rating', message: RATING_INVALID_MESSAGE });
  if (review.title.length > MAX_REVIEW_TITLE_LENGTH)
    problems.push({ field: 'title', message: tooLongMessage('A title', MAX_REVIEW_TITLE_LENGTH) });
  if (!review.body) problems.push({ field: 'body', message: REVIEW_BODY_BLANK_MESSAGE });
  else if (review.body.length > MAX_REVIEW_BODY_LENGTH)
    problems.push({ field: 'body', message: tooLongMessage('A review', MAX_REVIEW_BODY_LENGTH) });
  if (!review.authorName) problems.push({ field: 'authorName', message: AUTHOR_NAME_BLANK_MESSAGE });
  else if (review.authorName.length > MAX_REVIEW_AUTHOR_NAME_LENGTH)
    problems.push({ field: 'authorName', message: tooLongMessage('A name', MAX_REVIEW_AUTHOR_NAME_LENGTH) });
  return problems;
}

/** Order statuses that prove a purchase: paid or fulfilled (not pending, failed, cancelled or refunded). */
export const PURCHASE_STATUSES = ['PAID', 'FULFILLED'] as const;

export type PurchaseOrder = { status: string; testMode: boolean; productIds: readonly string[] };

/** Whether the order shows its shopper bought the product. A test-mode order counts only while the store itself
 * takes test payments, so a live store's reviews all come from real purchases. */
export function orderProvesPurchase(order: PurchaseOrder, productId: string, storeTestMode: boolean): boolean {
  return (
    (PURCHASE_STATUSES as readonly string[]).includes(order.status) &&
    (!order.testMode || storeTestMode) &&
    order.productIds.includes(productId)
  );
}

/** What is known of a would-be reviewer: the store's setting, whether they proved who they are (a signed-in
 * customer, or an order's private link), whether that proves they bought the product, and their review so far. */
export type ReviewerStanding = {
  reviewsEnabled: boolean;
  hasProof: boolean;
  boughtIt: boolean;
  existingStatus: ReviewStatus | null;
};
export type ReviewRefusal = { code: UserErrorCode; message: string };

/** Why this shopper may not review (or change their review of) the product, or null when they may. One review per
 * shopper and product: sending again replaces it, unless the store has hidden it. */
export function reviewRefusal(standing: ReviewerStanding): ReviewRefusal | null {
  if (!standing.reviewsEnabled) return { code: 'REVIEWS_DISABLED', message: REVIEWS_DISABLED_MESSAGE };
  if (!standing.hasProof) return { code: 'NOT_VERIFIED_BUYER', message: REVIEW_PROOF_NEEDED_MESSAGE };
  if (!standing.boughtIt) return { code: 'NOT_VERIFIED_BUYER', message: NOT_A_BUYER_MESSAGE };
  if (standing.existingStatus === 'HIDDEN') return { code: 'INVALID_STATE', message: REVIEW_HIDDEN_MESSAGE };
  return null;
}

/** The average rating shown, rounded to one decimal (half up), from the sum and count of approved ratings; null
 * without any. Whole numbers keep it exact: 87 stars from 20 reviews is 4.35, shown 4.4. */
export function averageRating(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum * 10) / count) / 10;
}

/** '4 out of 5 stars', read for a review's stars. */
export const starsText = (rating: number) => `${rating} out of ${RATING_MAX} stars`;

/** '1 review', '12 reviews'. */
export const reviewCountText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`;

/** What a product without approved reviews says where its rating would be. */
export const NO_REVIEWS_TEXT = 'No reviews yet';

/** The product's summary line: '4.3 out of 5 stars from 12 reviews', or 'No reviews yet'. */
export function reviewSummaryText(average: number | null, count: number): string {
  if (average === null || count === 0) return NO_REVIEWS_TEXT;
  return `${average.toFixed(1)} out of ${RATING_MAX} stars from ${reviewCountText(count)}`;
}
