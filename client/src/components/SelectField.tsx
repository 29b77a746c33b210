// A labelled dropdown with its error beside it; an optional empty first choice stands for "nothing chosen yet".
import { useId } from 'react';
import { FieldError } from './FieldError.tsx';

export type SelectChoice = { value: string; label: string };

export type SelectFieldProps = {
  label: string;
  name: string;
  value: string;
  choices: readonly SelectChoice[];
  onChange: (value: string) => void;
  /** The text of an empty first choice, when the field may still be unset. */
  placeholder?: string;
  autoComplete?: string;
  required?: boolean;
  error?: string | null;
};

export function SelectField({ label, name, value, choices, onChange, placeholder, autoComplete, required, error }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
