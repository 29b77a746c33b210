// The code box of the checkout's discount and gift card forms: a visually hidden heading, the field and its button.
import { CHECKOUT_TEXT } from '../../../domain/checkout-text.ts';
import { TextField } from './TextField.tsx';

export type CodeEntryProps = {
  headingId: string;
  heading: string;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  busy: boolean;
};

export function CodeEntry({ headingId, heading, label, name, value, onChange, error, busy }: CodeEntryProps) {
  return (
    <>
      <h2 id={headingId} className="sr-only">
        {heading}
      </h2>
      <div className="checkout-code__row">
        <TextField label={label} name={name} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} error={error} />
        <button type="submit" className="button button--secondary" disabled={busy}>
          {busy ? CHECKOUT_TEXT.applyingCode : CHECKOUT_TEXT.applyCode}
        </button>
      </div>
    </>
  );
}
