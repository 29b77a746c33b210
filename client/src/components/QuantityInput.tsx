// Quantity input (spec §5): a number field from 1 to 9999 in steps of 1, starting at 1, labelled 'Quantity'.
import { useId } from 'react';
import { CART_FORM_FIELDS } from '../../../domain/cart-form.ts';
import { DEFAULT_TEXT } from '../../../domain/messages.ts';
import { QUANTITY_MAX, QUANTITY_MIN, QUANTITY_STEP } from '../../../domain/quantity-input.ts';

export type QuantityInputProps = {
  /** The field's text as typed (validated when adding to cart). */
  value: string;
  onChange: (value: string) => void;
};

export function QuantityInput({ value, onChange }: QuantityInputProps) {
  const id = useId();
  return (
    <div className="field quantity-input">
      <label htmlFor={id}>{DEFAULT_TEXT.quantity}</label>
      <input
        id={id}
        name={CART_FORM_FIELDS.quantity}
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        step={QUANTITY_STEP}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
