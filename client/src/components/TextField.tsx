// A labelled text input with its error beside it (announced and linked to the input when present).
import { type InputHTMLAttributes, useId } from 'react';
import { FieldError } from './FieldError.tsx';

export type TextFieldProps = {
  label: string;
  name: string;
  error?: string | null;
  /** Extra class on the field's wrapper, e.g. for a narrow field. */
  className?: string;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'required' | 'value' | 'onChange' | 'onBlur' | 'inputMode' | 'maxLength' | 'readOnly'
>;

export function TextField({ label, name, error, className, type = 'text', ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
