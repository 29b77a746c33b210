// A labelled textarea with its error beside it (announced and linked to the textarea when present): a review's or a
// comment's text.
import { useId } from 'react';
import { FieldError } from './FieldError.tsx';

type Props = { label: string; name: string; value: string; maxLength: number; error?: string; onChange: (value: string) => void };

export function TextAreaField({ label, name, value, maxLength, error, onChange }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={5}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
