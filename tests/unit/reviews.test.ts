// Product review rules (domain/reviews.ts): the rating, the texts' bounds, who may review, the average shown.
import { describe, expect, it } from 'vitest';
import { RoleCode, roleCan } from '../../domain/permissions.ts';
import {
  AUTHOR_NAME_BLANK_MESSAGE,
  averageRating,
  cleanReview,
  isValidRating,
  NOT_A_BUYER_MESSAGE,
  orderProvesPurchase,
  RATING_INVALID_MESSAGE,
  REVIEW_BODY_BLANK_MESSAGE,
  REVIEW_HIDDEN_MESSAGE,
  REVIEW_PROOF_NEEDED_MESSAGE,
  REVIEWS_DISABLED_MESSAGE,
  type ReviewerStanding,
  reviewProblems,
  reviewRefusal,
  reviewSummaryText,
  starsText,
} from '../../domain/reviews.ts';
import { MAX_REVIEW_AUTHOR_NAME_LENGTH, MAX_REVIEW_BODY_LENGTH, MAX_REVIEW_TITLE_LENGTH } from '../../domain/store-limits.ts';

const draft = { rating: 4, title: 'Soft', body: 'Wears well.', authorName: 'Ann B.' };

describe('rating', () => {
  it('is a whole number of stars from 1 to 5', () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(isValidRating(rating)).toBe(true);
    for (const rating of [0, 6, -1, 4.5, Number.NaN, '4', null]) expect(isValidRating(rating)).toBe(false);
    expect(reviewProblems({ ...draft, rating: 0 })).toEqual([{ field: 'rating', message: RATING_INVALID_MESSAGE }]);
    expect(reviewProblems({ ...draft, rating: 3.5 })).toEqual([{ field: 'rating', message: RATING_INVALID_MESSAGE }]);
    expect(RATING_INVALID_MESSAGE).toBe('Choose a rating from 1 to 5 stars.');
  });
});

describe('review texts', () => {
  it('a complete draft has no problem; the title is optional', () => {
    expect(reviewProblems(draft)).toEqual([]);
    expect(reviewProblems({ ...draft, title: null })).toEqual([]);
    expect(reviewProblems({ ...draft, title: '   ' })).toEqual([]);
  });

  it('the text and the name to show are required (spaces alone do not count)', () => {
    expect(reviewProblems({ ...draft, body: '  \n ', authorName: ' ' })).toEqual([
      { field: 'body', message: REVIEW_BODY_BLANK_MESSAGE },
      { field: 'authorName', message: AUTHOR_NAME_BLANK_MESSAGE },
    ]);
  });

  it(`title up to ${MAX_REVIEW_TITLE_LENGTH}, text up to ${MAX_REVIEW_BODY_LENGTH}, name up to ${MAX_REVIEW_AUTHOR_NAME_LENGTH} characters`, () => {
    const atLimit = {
      ...draft,
      title: 't'.repeat(MAX_REVIEW_TITLE_LENGTH),
      body: 'b'.repeat(MAX_REVIEW_BODY_LENGTH),
      authorName: 'n'.repeat(MAX_REVIEW_AUTHOR_NAME_LENGTH),
    };
    expect(reviewProblems(atLimit)).toEqual([]);
    const over = {
      ...draft,
      title: `${atLimit.title}t`,
      body: `${atLimit.body}b`,
      authorName: `${atLimit.authorName}n`,
    };
    expect(reviewProblems(over)).toEqual([
      { field: 'title', message: 'A title can be at most 150 characters.' },
      { field: 'body', message: 'A review can be at most 5,000 characters.' },
      { field: 'authorName', message: 'A name can be at most 80 characters.' },
    ]);
  });

  it('surrounding spaces are not kept and do not count toward the bounds', () => {
    expect(cleanReview({ rating: 5, title: '  Great ', body: ' Love it \n', authorName: ' Ann ' })).toEqual({
      rating: 5,
      title: 'Great',
      body: 'Love it',
      authorName: 'Ann',
    });
    expect(reviewProblems({ ...draft, authorName: ` ${'n'.repeat(MAX_REVIEW_AUTHOR_NAME_LENGTH)} ` })).toEqual([]);
  });
});

describe('orders that prove a purchase', () => {
  const order = { status: 'PAID', testMode: false, productIds: ['p1', 'p2'] };

  it('a paid or fulfilled order holding the product proves it', () => {
    expect(orderProvesPurchase(order, 'p1', false)).toBe(true);
    expect(orderProvesPurchase({ ...order, status: 'FULFILLED' }, 'p2', false)).toBe(true);
  });

  it('an order without the product does not', () => {
    expect(orderProvesPurchase(order, 'p3', false)).toBe(false);
  });

  it('pending, failed, cancelled and refunded orders do not', () => {
    for (const status of ['PENDING', 'FAILED', 'CANCELLED', 'REFUNDED'])
      expect({ status, proves: orderProvesPurchase({ ...order, status }, 'p1', false) }).toEqual({ status, proves: false });
  });

  it('a test-mode order counts only while the store takes test payments', () => {
    expect(orderProvesPurchase({ ...order, testMode: true }, 'p1', false)).toBe(false);
    expect(orderProvesPurchase({ ...order, testMode: true }, 'p1', true)).toBe(true);
    expect(orderProvesPurchase(order, 'p1', true)).toBe(true);
  });
});

describe('who may review', () => {
  const may: ReviewerStanding = { reviewsEnabled: true, hasProof: true, boughtIt: true, existingStatus: null };

  it('a proven buyer may review, and may send again to replace a pending or approved review', () => {
    expect(reviewRefusal(may)).toBeNull();
    expect(reviewRefusal({ ...may, existingStatus: 'PENDING' })).toBeNull();
    expect(reviewRefusal({ ...may, existingStatus: 'APPROVED' })).toBeNull();
  });

  it('nobody reviews while the store has reviews turned off', () => {
    expect(reviewRefusal({ ...may, reviewsEnabled: false })).toEqual({ code: 'REVIEWS_DISABLED', message: REVIEWS_DISABLED_MESSAGE });
  });

  it('a shopper without proof is asked to sign in or use the order link', () => {
    expect(reviewRefusal({ ...may, hasProof: false, boughtIt: false })).toEqual({
      code: 'NOT_VERIFIED_BUYER',
      message: REVIEW_PROOF_NEEDED_MESSAGE,
    });
  });

  it('a shopper whose orders do not hold the product is refused', () => {
    expect(reviewRefusal({ ...may, boughtIt: false })).toEqual({ code: 'NOT_VERIFIED_BUYER', message: NOT_A_BUYER_MESSAGE });
  });

  it('a review the store has hidden cannot be sent again', () => {
    expect(reviewRefusal({ ...may, existingStatus: 'HIDDEN' })).toEqual({ code: 'INVALID_STATE', message: REVIEW_HIDDEN_MESSAGE });
  });

  it('store managers, moderators, website managers and admins moderate reviews; editors and viewers do not', () => {
    for (const role of [RoleCode.ADMIN, RoleCode.WEBSITE_MANAGER, RoleCode.STORE_MANAGER, RoleCode.MODERATOR])
      expect({ role, can: roleCan(role, 'reviews:moderate') }).toEqual({ role, can: true });
    for (const role of [RoleCode.EDITOR, RoleCode.VIEWER, RoleCode.BILLING, RoleCode.COMMENTER, RoleCode.NONE])
      expect({ role, can: roleCan(role, 'reviews:moderate') }).toEqual({ role, can: false });
  });
});

describe('average rating', () => {
  it('is rounded to one decimal, half up, without floating-point slips', () => {
    expect(averageRating(87, 20)).toBe(4.4);
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(5, 1)).toBe(5);
    expect(averageRating(9, 2)).toBe(4.5);
  });

  it('is null without approved reviews', () => {
    expect(averageRating(0, 0)).toBeNull();
  });

  it('reads as a sentence', () => {
    expect(reviewSummaryText(4.3, 12)).toBe('4.3 out of 5 stars from 12 reviews');
    expect(reviewSummaryText(5, 1)).toBe('5.0 out of 5 stars from 1 review');
    expect(reviewSummaryText(null, 0)).toBe('No reviews yet');
    expect(starsText(4)).toBe('4 out of 5 stars');
  });
});
