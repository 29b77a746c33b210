// The frame of the coupon, shipping option and tax rule forms: its heading (focused when an edit opens, so keyboard
// users land on it), its fields, the refusals of no field, and the submit and Cancel buttons.
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { type FieldMessage, OtherErrors } from '../shared/errors.tsx';

type Props = {
  title: string;
  /** Editing an existing entry: the heading takes the focus when the form opens. */
  editing: boolean;
  busy: boolean;
  submitLabel: string;
  errors: FieldMessage[];
  fields: string[];
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onCancel?: () => void;
  children: ReactNode;
};

export function EditForm({ title, editing, busy, submitLabel, errors, fields, onSubmit, onCancel, children }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (editing) heading.current?.focus();
  }, [editing]);
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="console-form commerce-form" aria-label={title} noValidate>
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <OtherErrors errors={errors} fields={fields} />
      <p className="commerce-actions">
        <button type="submit" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="console-secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </p>
    </form>
  );
}
