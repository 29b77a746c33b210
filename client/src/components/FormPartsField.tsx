// A custom-form field made of parts (spec §3): name (first, last), address, date, time and phone, one input each.
import { useId } from 'react';
import { type FieldValue, type FormField, type MultiPartType, PART_LABELS } from '../../../domain/form-fields.ts';
import { FieldError } from './FieldError.tsx';

/** What each part is called on screen; the answer display keeps the §3 labels (Line1, Areacode…). */
const PART_TEXT: Record<MultiPartType, readonly string[]> = {
  name: ['First name', 'Last name'],
  address: ['Address', 'Address 2', 'City', 'State/Province', 'Postal code', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'AM/PM'],
  phone: ['Country code', 'Area code', 'Prefix', 'Line'],
};

export type FormPartsFieldProps = {
  field: FormField;
  type: MultiPartType;
  parts: string[];
  error?: string;
  onChange: (value: FieldValue) => void;
};

export function FormPartsField({ field, type, parts, error, onChange }: FormPartsFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const size = PART_LABELS[type].length;
  const current = Array.from({ length: size }, (_, i) => parts[i] ?? '');
  return (
    <fieldset
      className="field custom-form__group custom-form__parts"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{field.title}</legend>
      {PART_TEXT[type].map((label, i) => (
        <div className="field" key={label}>
          <label htmlFor={`${id}-${i}`}>{label}</label>
          <input
            id={`${id}-${i}`}
            type="text"
            value={current[i]}
            onChange={(e) => onChange(current.map((part, j) => (j === i ? e.target.value : part)))}
          />
        </div>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
