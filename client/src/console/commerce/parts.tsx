// Pieces the coupon, shipping and tax screens share: running a change and keeping its refusals, deleting after an
// in-page question, and switching on/off.
import { type FormEvent, useState } from 'react';
import { ConfirmButton } from '../shared/Confirm.tsx';
import { attempt, type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import './commerce.css';
import { notify } from '../shared/toasts.tsx';

type Answer = { userErrors: FieldMessage[] } | null | undefined;

/** A change's refusals (the API's userErrors, or the request's failure) and `run`, which answers whether it was made. */
export function useChange() {
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const run = async (change: () => Promise<Answer>) => {
    const userErrors = await attempt(async () => (await change())?.userErrors ?? []);
    setErrors(userErrors);
    return userErrors.length === 0;
  };
  return { errors, setErrors, run };
}

/** Delete, confirmed in the page; a refusal shows under the button. */
export function DeleteButton({ what, busy, onDelete }: { what: string; busy: boolean; onDelete: () => Promise<Answer> }) {
  const { errors, run } = useChange();
  return (
    <>
      <ConfirmButton
        label="Delete"
        name={`Delete ${what}`}
        question={`Delete ${what}? This cannot be undone.`}
        action="Delete"
        busy={busy}
        onConfirm={() => run(onDelete)}
      />
      <OtherErrors errors={errors} fields={[]} />
    </>
  );
}

/** Switch off / Switch on: one change of `active`. */
export function ActiveSwitch({
  what,
  active,
  busy,
  onSwitch,
}: {
  what: string;
  active: boolean;
  busy: boolean;
  onSwitch: (active: boolean) => Promise<Answer>;
}) {
  const { errors, run } = useChange();
  const label = active ? 'Switch off' : 'Switch on';
  return (
    <>
      <button
        type="button"
        className="console-secondary"
        disabled={busy}
        aria-label={`${label} ${what}`}
        onClick={() => void run(() => onSwitch(!active))}
      >
        {label}
      </button>
      <OtherErrors errors={errors} fields={[]} />
    </>
  );
}

export const activeText = (active: boolean) => (active ? 'Active' : 'Off');

/** A list screen's state: the entry being edited (none: the form creates); `finish` closes it and says what was done. */
export function useEditing<T>() {
  const [editing, setEditing] = useState<T | null>(null);
  const finish = (message: string) => {
    setEditing(null);
    notify(message);
  };
  return { editing, setEditing, finish };
}

type FormSave<Input> = {
  /** What the form saves, as a message starts: "Tax rule". */
  what: string;
  /** Editing an existing entry; else the form creates one and is emptied afterwards. */
  editing: boolean;
  read: (form: FormData) => { input: Input } | { errors: FieldMessage[] };
  save: (input: Input) => Promise<Answer>;
  /** The saved entry's name in the message: "Tax rule Ontario HST created." */
  name: (input: Input) => string;
  /** After a create: put the fields the form controls itself back as a new entry has them. */
  reset?: () => void;
  onDone: (message: string) => void;
};

/** A form's submit: read the fields (mistakes found before sending stay in the page), save, then tell `onDone`. */
export function useFormSave<Input>({ what, editing, read, save, name, reset, onDone }: FormSave<Input>) {
  const { errors, setErrors, run } = useChange();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = read(new FormData(form));
    if ('errors' in fields) return setErrors(fields.errors);
    if (!(await run(() => save(fields.input)))) return;
    if (!editing) {
      form.reset();
      reset?.();
    }
    onDone(`${what} ${name(fields.input)} ${editing ? 'saved' : 'created'}.`);
  };
  return { errors, submit };
}

/** The end of a settings form saved as a whole (bot check, trackers): refusals of no field, and Save. */
export function SettingsFormEnd({ errors, fields, busy }: { errors: FieldMessage[]; fields: string[]; busy: boolean }) {
  return (
    <>
      <OtherErrors errors={errors} fields={fields} />
      <p className="commerce-actions">
        <button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </p>
    </>
  );
}
