// The coupon form's values as the API's CouponInput, or the mistakes found before sending: the API's own checks
// (domain/coupons.ts, with its messages), named by the API's field names so the server's refusals land on the same
// fields. Its dates are typed in the website's time zone.
import { COUPON_CODE_MESSAGE, couponTermsProblems, isCouponCode, normalizeCouponCode } from '../../../../domain/coupons.ts';
import { instantOfWallClock } from '../../../../domain/zoned-time.ts';
import type { CouponInput, CouponKind } from '../generated/graphql.ts';
import type { FieldMessage } from '../shared/errors.tsx';
import { bpsFromPercent, centsFromAmount } from './amounts.ts';

export const COUPON_FIELDS = [
  'input.code',
  'input.kind',
  'input.percentOffBps',
  'input.amountOffCents',
  'input.minSubtotalCents',
  'input.startsAt',
  'input.expiresAt',
  'input.usageLimit',
];

export const COUPON_KINDS: { kind: CouponKind; label: string }[] = [
  { kind: 'PERCENTAGE', label: 'Percentage off the subtotal' },
  { kind: 'FIXED_AMOUNT', label: 'Amount off the subtotal' },
  { kind: 'FREE_SHIPPING', label: 'Free shipping' },
];

export function readCouponForm(
  form: FormData,
  kind: CouponKind,
  currency: string,
  timeZone: string,
): { input: CouponInput } | { errors: FieldMessage[] } {
  const text = (key: string) => String(form.get(key) ?? '').trim();
  const errors: FieldMessage[] = [];
  const input: CouponInput = {
    code: text('code'),
    kind,
    active: form.get('active') === 'on',
    startsAt: instantOfWallClock(text('startsAt'), timeZone),
    expiresAt: instantOfWallClock(text('expiresAt'), timeZone),
  };
  if (!isCouponCode(normalizeCouponCode(input.code ?? ''))) errors.push({ field: 'input.code', message: COUPON_CODE_MESSAGE });
  if (kind === 'PERCENTAGE') {
    const bps = bpsFromPercent(text('percentOff'));
    if (bps === null) errors.push({ field: 'input.percentOffBps', message: 'Enter the percentage off, such as 15 or 12.5.' });
    else input.percentOffBps = bps;
  }
  if (kind === 'FIXED_AMOUNT') {
    const cents = centsFromAmount(text('amountOff'), currency);
    if (cents === null) errors.push({ field: 'input.amountOffCents', message: `Enter the amount off in ${currency}, such as 10.00.` });
    else input.amountOffCents = cents;
  }
  const terms = {
    kind,
    percentOffBps: input.percentOffBps ?? 1,
    amountOffCents: input.amountOffCents ?? 1,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
  };
  for (const problem of couponTermsProblems(terms)) errors.push({ field: `input.${problem.field}`, message: problem.message });
  const minimum = centsFromAmount(text('minSubtotal') || '0', currency);
  if (minimum === null)
    errors.push({ field: 'input.minSubtotalCents', message: `Enter the minimum in ${currency}, such as 25.00, or 0 for any.` });
  else input.minSubtotalCents = minimum;
  const limit = text('usageLimit');
  if (limit && !/^\d+$/.test(limit))
    errors.push({ field: 'input.usageLimit', message: 'Enter how many orders may use it, such as 100, or leave it empty for no limit.' });
  else input.usageLimit = limit ? Number(limit) : null;
  return errors.length > 0 ? { errors } : { input };
}
