// The frame of the coupon, shipping option and tax rule forms: its heading (focused when an edit opens, so keyboard
// users land on it), its fields, the refusals of no field, and the submit and Cancel buttons.
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { type FieldMessage, OtherErrors } from '../shared/errors.tsx';

type Props = {
  /** What the form saves: "tax rule". */
  what: string;
  /** The name of the entry edited; none: the form creates one. Editing, the heading takes the focus when it opens. */
  entry?: string;
  busy: boolean;
  /** The form's submit and its refusals (useFormSave's answer). */
  save: { errors: FieldMessage[]; submit: (event: FormEvent<HTMLFormElement>) => Promise<void> };
  fields: string[];
  onCancel?: () => void;
  children: ReactNode;
};

export function EditForm({ what, entry, busy, save, fields, onCancel, children }: Props) {
  const editing = entry !== undefined;
  const title = editing ? `Edit ${what} ${entry}` : `New ${what}`;
  const submitLabel = `${editing ? 'Save' : 'Create'} ${what}`;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (editing) heading.current?.focus();
  }, [editing]);
  return (
    <form onSubmit={(e) => void save.submit(e)} className="console-form commerce-form" aria-label={title} noValidate>
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <OtherErrors errors={save.errors} fields={fields} />
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
