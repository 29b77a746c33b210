// The custom-form modal (spec §4 open → submitted → closed, §5 "Custom form"): the product's fields, checked with the
// domain rules before anything is sent; per-field messages (ours or the server's) and the note above the buttons.
import { type FormEvent, useId, useMemo, useState } from 'react';
import type { FieldValue } from '../../../domain/form-fields.ts';
import { validateAnswers } from '../../../domain/form-validation.ts';
import { normalizeAnswers } from '../../../domain/form-values.ts';
import { CART_ACTION_TEXT, FORM_FIX_ABOVE_MESSAGE } from '../../../domain/messages.ts';
import type { CustomFormFieldsFragment } from '../graphql/generated/documents/CustomFormFieldsFragment.ts';
import { formFieldsOf } from '../lib/purchasable.ts';
import { CustomFormField } from './CustomFormField.tsx';
import { FormAlert } from './FormAlert.tsx';
import { Modal } from './Modal.tsx';

export type CustomFormModalProps = {
  form: CustomFormFieldsFragment;
  /** The answers to start from (editing a cart entry), as JSON keyed by field id. */
  initialAnswersJson?: string | null;
  submitLabel: string;
  submittingLabel: string;
  /** Sends the answers; resolves to per-field messages to show (keep open), or null once done (the caller closes). */
  onSubmit: (answersJson: string) => Promise<Record<string, string> | null>;
  onClose: () => void;
  /** A message about the whole form, e.g. 'Unable to update form. Please try again.' */
  message?: string | null;
};

type Status = 'open' | 'submitted';

export function CustomFormModal({
  form,
  initialAnswersJson,
  submitLabel,
  submittingLabel,
  onSubmit,
  onClose,
  message,
}: CustomFormModalProps) {
  const titleId = useId();
  const fields = useMemo(() => formFieldsOf(form), [form]);
  const [values, setValues] = useState<Record<string, FieldValue>>(() => normalizeAnswers(fields, initialAnswersJson ?? null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>('open');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'submitted') return;
    const answers = normalizeAnswers(fields, values, new URLSearchParams(window.location.search));
    const invalid = validateAnswers(fields, answers);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setStatus('submitted');
    const refused = await onSubmit(JSON.stringify(answers));
    if (refused) {
      setErrors(refused);
      setStatus('open');
    }
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <Modal labelledBy={titleId} onClose={onClose} className="custom-form-modal">
      <form className="custom-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={titleId}>
        <h2 id={titleId}>{form.name}</h2>
        <FormAlert message={message ?? null} />
        {fields.map((field) => (
          <CustomFormField
            key={field.id}
            field={field}
            value={values[field.id]}
            error={errors[field.id]}
            onChange={(value) => setValues((current) => ({ ...current, [field.id]: value }))}
          />
        ))}
        <FormAlert message={hasErrors ? FORM_FIX_ABOVE_MESSAGE : null} />
        <div className="custom-form__actions">
          <button type="submit" className="button" aria-disabled={status === 'submitted' || undefined}>
            {status === 'submitted' ? submittingLabel : submitLabel}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {CART_ACTION_TEXT.close}
          </button>
        </div>
      </form>
    </Modal>
  );
}
