// One custom-form field (spec §3 "Custom form"): text, email, textarea with its counter, select, radio, checkbox,
// likert and the multi-part fields; a section is a heading and a hidden field renders nothing.
import { useId } from 'react';
import type { FieldValue, FormField, LikertValue } from '../../../domain/form-fields.ts';
import { characterCount } from '../../../domain/form-validation.ts';
import { DEFAULT_TEXT } from '../../../domain/messages.ts';
import { FieldError } from './FieldError.tsx';
import { FormChoicesField } from './FormChoicesField.tsx';
import { FormLikertField } from './FormLikertField.tsx';
import { FormPartsField } from './FormPartsField.tsx';

export type CustomFormFieldProps = {
  field: FormField;
  value: FieldValue | undefined;
  error?: string;
  onChange: (value: FieldValue) => void;
};

const asText = (value: FieldValue | undefined) => (typeof value === 'string' ? value : '');
const asList = (value: FieldValue | undefined) => (Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : []);
const asMap = (value: FieldValue | undefined): LikertValue => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});

export function CustomFormField(props: CustomFormFieldProps) {
  const { field, value, onChange } = props;
  switch (field.type) {
    case 'section':
      return <h3 className="custom-form__section">{field.title}</h3>;
    case 'hidden':
      return null;
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone':
      return <FormPartsField {...props} type={field.type} parts={asList(value)} />;
    case 'checkbox':
    case 'radio':
      return <FormChoicesField {...props} multiple={field.type === 'checkbox'} checked={asList(value)} />;
    case 'likert':
      return <FormLikertField {...props} answers={asMap(value)} />;
    default:
      return <SingleValueField {...props} text={asText(value)} onChange={onChange} />;
  }
}

function SingleValueField({ field, text, error, onChange }: CustomFormFieldProps & { text: string }) {
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const count = field.type === 'textarea' ? characterCount(text, field.options?.maxLength) : null;
  const describedBy = [error ? errorId : null, count?.limit ? counterId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-invalid': error || count?.over ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{field.title}</label>
      {field.type === 'select' ? (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">{DEFAULT_TEXT.selectValue}</option>
          {(field.options?.choices ?? []).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      ) : field.type === 'textarea' ? (
        <textarea {...common} rows={4} value={text} placeholder={field.options?.placeholder} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={field.type === 'email' ? 'email' : 'text'}
          value={text}
          placeholder={field.options?.placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {count?.limit ? (
        <p id={counterId} className={`field__counter${count.over ? ' field__counter--over' : ''}`}>
          {count.count}/{count.limit}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
