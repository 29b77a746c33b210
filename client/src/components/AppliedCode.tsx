// One code applied at checkout (a discount or a gift card): the code, what it does, and its remove button.
import type { ReactNode } from 'react';
import { CHECKOUT_TEXT } from '../../../domain/checkout-text.ts';

export function AppliedCode({ code, children, onRemove }: { code: string; children?: ReactNode; onRemove: () => void }) {
  return (
    <li>
      <span className="checkout-code__code">{code}</span>
      {children}
      <button type="button" className="button button--link" aria-label={`${CHECKOUT_TEXT.removeCode} ${code}`} onClick={onRemove}>
        {CHECKOUT_TEXT.removeCode}
      </button>
    </li>
  );
}
