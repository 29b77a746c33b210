// The discount code form beside the summary: applies a coupon to the cart, lists the cart's coupons with Remove, and
// says why a coupon does not apply (expired, minimum not met…).
import { type FormEvent, useId, useState } from 'react';
import { CHECKOUT_TEXT } from '../../../domain/checkout-text.ts';
import { COUPON_REASON_TEXT } from '../../../domain/messages.ts';
import type { CheckoutCartFieldsFragment } from '../graphql/generated/documents/CheckoutCartFieldsFragment.ts';
import type { CheckoutCartChanges } from '../lib/use-checkout-cart.ts';
import { AppliedCode } from './AppliedCode.tsx';
import { CodeEntry } from './CodeEntry.tsx';

export type CouponFieldProps = {
  coupons: CheckoutCartFieldsFragment['coupons'];
  changes: Pick<CheckoutCartChanges, 'applyCoupon' | 'removeCoupon'>;
};

export function CouponField({ coupons, changes }: CouponFieldProps) {
  const headingId = useId();
  const [code, setCode] = useState('');
  const [applying, setApplying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() === '' || applying) return;
    setApplying(true);
    setError(null);
    const userErrors = await changes.applyCoupon(code.trim());
    setApplying(false);
    if (userErrors === null) return;
    if (userErrors.length > 0) setError(userErrors[0]?.message ?? null);
    else setCode('');
  }

  return (
    <form className="checkout-code" aria-labelledby={headingId} onSubmit={onSubmit} noValidate>
      <CodeEntry
        headingId={headingId}
        heading={CHECKOUT_TEXT.discountCode}
        label={CHECKOUT_TEXT.discountCode}
        name="code"
        value={code}
        onChange={setCode}
        error={error}
        busy={applying}
      />
      {coupons.length > 0 && (
        <ul className="checkout-code__list">
          {coupons.map((coupon) => (
            <AppliedCode key={coupon.code} code={coupon.code} onRemove={() => changes.removeCoupon(coupon.code)}>
              {!coupon.valid && coupon.reason && (
                <span className="field__error"> {COUPON_REASON_TEXT[coupon.reason] ?? coupon.reason}</span>
              )}
            </AppliedCode>
          ))}
        </ul>
      )}
    </form>
  );
}
