// A labelled input with its refusal beside it (the shared FieldError, tied with aria-describedby), and an optional hint.
import type { InputHTMLAttributes } from 'react';
import { describedBy, FieldError, type FieldMessage } from '../shared/errors.tsx';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; errors: FieldMessage[]; field: string; hint?: string };

export function Field({ label, errors, field, hint, ...input }: FieldProps) {
  const hintId = hint ? `${field}-hint` : undefined;
  const described = describedBy(errors, field);
  const ids = [described['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="commerce-field">
      <label>
        {label}
        <input {...input} {...described} aria-describedby={ids} />
      </label>
      {hint && (
        <p id={hintId} className="console-hint">
          {hint}
        </p>
      )}
      <FieldError errors={errors} field={field} />
    </div>
  );
}
