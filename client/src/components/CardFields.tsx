// The card to pay with: number, expiry month (MM) and year (YY), CVC, each labelled with the browser's card
// autocomplete; a decline from the payment provider ('Your card was declined.') is announced under them.
import { useId } from 'react';
import { CHECKOUT_TEXT } from '../../../domain/checkout-text.ts';
import type { CardDraft, FieldErrors } from '../lib/checkout-draft.ts';
import { TextField } from './TextField.tsx';

export type CardFieldsProps = {
  value: CardDraft;
  errors: FieldErrors;
  onChange: (patch: Partial<CardDraft>) => void;
};

export function CardFields({ value, errors, onChange }: CardFieldsProps) {
  const errorId = useId();
  const decline = errors.card ?? null;
  const field = (key: keyof CardDraft, label: string, autoComplete: string, maxLength: number, className?: string) => (
    <TextField
      label={label}
      name={`card.${key}`}
      className={className}
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={maxLength}
      required
      value={value[key]}
      onChange={(e) => onChange({ [key]: e.target.value })}
      error={errors[`card.${key}`] ?? null}
    />
  );
  return (
    <fieldset className="checkout-section card-fields" aria-describedby={decline ? errorId : undefined}>
      <legend>{CHECKOUT_TEXT.payment}</legend>
      {field('number', CHECKOUT_TEXT.cardNumber, 'cc-number', 23)}
      <div className="card-fields__row">
        {field('expMonth', CHECKOUT_TEXT.cardExpMonth, 'cc-exp-month', 2, 'field--short')}
        {field('expYear', CHECKOUT_TEXT.cardExpYear, 'cc-exp-year', 4, 'field--short')}
        {field('cvc', CHECKOUT_TEXT.cardCvc, 'cc-csc', 4, 'field--short')}
      </div>
      {decline && (
        <p id={errorId} role="alert" className="form-alert">
          {decline}
        </p>
      )}
    </fieldset>
  );
}
