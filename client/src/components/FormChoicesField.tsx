// A custom-form radio group (one value) or checkbox group (the list of checked values), with its error.
import { useId } from 'react';
import type { FieldValue, FormField } from '../../../domain/form-fields.ts';
import { FieldError } from './FieldError.tsx';

export type FormChoicesFieldProps = {
  field: FormField;
  multiple: boolean;
  checked: string[];
  error?: string;
  onChange: (value: FieldValue) => void;
};

export function FormChoicesField({ field, multiple, checked, error, onChange }: FormChoicesFieldProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const toggle = (choice: string, on: boolean) => {
    if (!multiple) return onChange(choice);
    const next = on ? [...checked.filter((c) => c !== choice), choice] : checked.filter((c) => c !== choice);
    onChange(next.filter((c) => c !== ''));
  };
  return (
    <fieldset className="field custom-form__group" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend>{field.title}</legend>
      {(field.options?.choices ?? []).map((choice) => (
        <label key={choice} className="custom-form__choice">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            value={choice}
            checked={checked.includes(choice)}
            onChange={(e) => toggle(choice, e.target.checked)}
          />
          {choice}
        </label>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
