// A custom-form field made of parts (spec §3): name (first, last), address, date, time and phone, one input each,
// laid out on one row where the parts are short (a phone's four parts, a date's three, a name's two).
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

/** What the browser may fill each part with (autocomplete), where it knows the part. */
const PART_AUTOCOMPLETE: Partial<Record<MultiPartType, readonly string[]>> = {
  name: ['given-name', 'family-name'],
  address: ['address-line1', 'address-line2', 'address-level2', 'address-level1', 'postal-code', 'country-name'],
  phone: ['tel-country-code', 'tel-area-code', 'tel-local-prefix', 'tel-local-suffix'],
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
      className={`field custom-form__group custom-form__parts custom-form__parts--${type}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{field.title}</legend>
      {PART_TEXT[type].map((label, i) => (
        <div className="field" key={label}>
          <label htmlFor={`${id}-${i}`}>{label}</label>
          <input
            id={`${id}-${i}`}
            type={type === 'phone' ? 'tel' : 'text'}
            inputMode={type === 'phone' || type === 'date' ? 'numeric' : undefined}
            autoComplete={PART_AUTOCOMPLETE[type]?.[i]}
            value={current[i]}
            onChange={(e) => onChange(current.map((part, j) => (j === i ? e.target.value : part)))}
          />
        </div>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
