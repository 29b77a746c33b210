// Labelled inputs and selects with their refusal beside them (the shared FieldError, tied with aria-describedby).
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
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

/** The entry's name, as shoppers read it (`hint` says where). */
export function NameField({ errors, ...input }: { errors: FieldMessage[]; defaultValue?: string; hint: string }) {
  return <Field label="Name" name="name" field="input.name" errors={errors} {...input} />;
}

type KindProps<K extends string> = {
  kinds: readonly { kind: K; label: string }[];
  value: K;
  onChange: (kind: K) => void;
  errors: FieldMessage[];
};

/** The kind of a form whose other fields follow the kind chosen. */
export function KindField<K extends string>({ kinds, value, onChange, errors }: KindProps<K>) {
  return (
    <SelectField label="Kind" name="kind" value={value} onChange={(e) => onChange(e.target.value as K)} field="input.kind" errors={errors}>
      {kinds.map((k) => (
        <option key={k.kind} value={k.kind}>
          {k.label}
        </option>
      ))}
    </SelectField>
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string; errors: FieldMessage[]; field: string; children: ReactNode };

/** A labelled select (the label tied by id, so the options are not part of its name) with its refusal beside it. */
export function SelectField({ label, errors, field, children, ...select }: SelectProps) {
  const id = useId();
  return (
    <div className="commerce-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...select} {...describedBy(errors, field)}>
        {children}
      </select>
      <FieldError errors={errors} field={field} />
    </div>
  );
}
