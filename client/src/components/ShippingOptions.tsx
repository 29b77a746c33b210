// The shipping options for the cart's destination, as radio buttons named with their cost; choosing one updates the
// totals. The option being chosen shows checked while the request is in flight.
import { useId } from 'react';
import { CHECKOUT_TEXT } from '../../../domain/checkout-text.ts';
import type { CheckoutCartFieldsFragment } from '../graphql/generated/documents/CheckoutCartFieldsFragment.ts';
import { FieldError } from './FieldError.tsx';

export type ShippingOptionsProps = {
  options: CheckoutCartFieldsFragment['shippingOptions'];
  selectedId: string | null;
  onSelect: (id: string) => void;
  error?: string | null;
};

export function ShippingOptions({ options, selectedId, onSelect, error }: ShippingOptionsProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="checkout-section shipping-options" aria-describedby={error ? errorId : undefined}>
      <legend>{CHECKOUT_TEXT.shippingMethod}</legend>
      {options.length === 0 && <p>{CHECKOUT_TEXT.shippingOptionsNone}</p>}
      {options.map((option) => (
        <label key={option.id} className="shipping-options__option">
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={option.id === selectedId}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={() => onSelect(option.id)}
          />
          <span className="shipping-options__name">{option.name}</span>{' '}
          <span className="shipping-options__cost">{option.cost.formatted}</span>
        </label>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
