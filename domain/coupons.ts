// Coupons as owners set them and checkout reads them (domain/cart-totals.ts): codes are matched trimmed and in upper
// case, a percentage is in basis points, a fixed amount in minor units, and a coupon that never applies is refused.
import type { CouponRule } from './cart-totals.ts';

export const COUPON_CODE_MAX_LENGTH = 50;
const CODE_PATTERN = /^[A-Z0-9_-]+$/;

export const COUPON_CODE_MESSAGE = `A coupon code is 1 to ${COUPON_CODE_MAX_LENGTH} letters, digits, hyphens or underscores.`;
export const COUPON_PERCENT_MESSAGE = 'A percentage coupon takes off from 0.01% to 100% (percentOffBps 1 to 10000).';
export const COUPON_AMOUNT_MESSAGE = 'A fixed-amount coupon takes off more than 0.';
export const COUPON_DATES_MESSAGE = 'A coupon must expire after it starts.';

/** How checkout matches a shopper's code, and so how owners' codes are stored. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

/** Whether a normalised code is one owners may give. */
export const isCouponCode = (code: string) => code.length <= COUPON_CODE_MAX_LENGTH && CODE_PATTERN.test(code);

type CouponTerms = Pick<CouponRule, 'kind' | 'percentOffBps' | 'amountOffCents' | 'startsAt' | 'expiresAt'>;

/** What makes a coupon's terms useless, by field: no percentage, no amount, an end before its start. */
export function couponTermsProblems(terms: CouponTerms): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (terms.kind === 'PERCENTAGE' && (terms.percentOffBps < 1 || terms.percentOffBps > 10_000))
    problems.push({ field: 'percentOffBps', message: COUPON_PERCENT_MESSAGE });
  if (terms.kind === 'FIXED_AMOUNT' && terms.amountOffCents < 1) problems.push({ field: 'amountOffCents', message: COUPON_AMOUNT_MESSAGE });
  if (terms.startsAt && terms.expiresAt && terms.expiresAt <= terms.startsAt)
    problems.push({ field: 'expiresAt', message: COUPON_DATES_MESSAGE });
  return problems;
}

/** The terms as stored: the amount a kind does not use is 0, so a coupon reads the same in every view. */
export const storedTerms = <T extends Pick<CouponRule, 'kind' | 'percentOffBps' | 'amountOffCents'>>(terms: T): T => ({
  ...terms,
  percentOffBps: terms.kind === 'PERCENTAGE' ? terms.percentOffBps : 0,
  amountOffCents: terms.kind === 'FIXED_AMOUNT' ? terms.amountOffCents : 0,
});
