// A labelled text input with its error beside it (announced and linked to the input when present).
import { type InputHTMLAttributes, useId } from 'react';

export type TextFieldProps = {
  label: string;
  name: string;
  error?: string | null;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'required'>;

export function TextField({ label, name, error, type = 'text', ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
