// A custom-form likert survey: each question answered on the five-point scale (Strongly Disagree … Strongly Agree).
import { useId } from 'react';
import type { FieldValue, FormField, LikertValue } from '../../../domain/form-fields.ts';
import { LIKERT_LABELS } from '../../../domain/messages.ts';
import { FieldError } from './FieldError.tsx';

export type FormLikertFieldProps = { field: FormField; answers: LikertValue; error?: string; onChange: (value: FieldValue) => void };

const SCALE = ['-2', '-1', '0', '1', '2'];

export function FormLikertField({ field, answers, error, onChange }: FormLikertFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="field custom-form__group" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend>{field.title}</legend>
      {(field.options?.questions ?? []).map((question, index) => (
        <fieldset key={question} className="custom-form__likert-question">
          <legend>{question}</legend>
          {SCALE.map((answer) => (
            <label key={answer} className="custom-form__choice">
              <input
                type="radio"
                name={`${id}-${index}`}
                value={answer}
                checked={answers[question]?.includes(answer) ?? false}
                onChange={() => onChange({ ...answers, [question]: [answer] })}
              />
              {LIKERT_LABELS[answer]}
            </label>
          ))}
        </fieldset>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
