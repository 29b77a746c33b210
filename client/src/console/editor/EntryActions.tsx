// One entry of an ordered list the editor saves on its own (a variant, an image): its state (the refusals of its last
// change, whether it is saved) and its actions: Save, Up / Down (absent at the list's ends) and Remove (confirmed in
// the page), with the refusals and the word that it was saved under them.
import { useState } from 'react';
import { ConfirmButton } from '../shared/Confirm.tsx';
import { type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import { type Payload, reportChange, runChange } from './editor-data.ts';
import { MoveButtons } from './MoveButtons.tsx';

type Send<D> = () => Promise<{ data?: D | null }>;

export function useEntry() {
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const [saved, setSaved] = useState(false);
  return {
    errors,
    saved,
    /** An edit of a field: the entry is no longer saved. */
    edit: (next: () => void) => {
      setSaved(false);
      next();
    },
    /** Runs the save, shows its refusals and answers the API's data. */
    save: async <D,>(send: Send<D>, payload: (data: D | undefined) => Payload) => {
      const answer = await runChange(send, payload);
      setErrors(answer.errors);
      setSaved(answer.ok);
      return answer;
    },
    /** A change other than the save (move, remove): shows its refusals, answers whether it was done. */
    report: <D,>(send: Send<D>, payload: (data: D | undefined) => Payload) => reportChange(setErrors, send, payload),
    refuse: (message: string) => setErrors([{ message }]),
  };
}

type Props = {
  entry: ReturnType<typeof useEntry>;
  name: string;
  index: number;
  last: boolean;
  save: { label: string; busy: boolean; run: () => void; done: string };
  moving: boolean;
  onMove: (position: number) => void;
  remove: { question: string; action: string; busy: boolean; run: () => Promise<boolean> };
};

export function EntryActions({ entry, name, index, last, save, moving, onMove, remove }: Props) {
  return (
    <>
      <div className="editor-actions">
        <button type="button" disabled={save.busy} onClick={save.run} aria-label={`Save ${name}`}>
          {save.busy ? 'Saving…' : save.label}
        </button>
        <MoveButtons
          name={name}
          busy={moving}
          onUp={index > 0 ? () => onMove(index - 1) : undefined}
          onDown={last ? undefined : () => onMove(index + 1)}
        />
        <ConfirmButton
          label="Remove"
          name={`Remove ${name}`}
          question={remove.question}
          action={remove.action}
          busy={remove.busy}
          onConfirm={remove.run}
        />
      </div>
      <OtherErrors errors={entry.errors} fields={[]} />
      {entry.saved && <p role="status">{save.done}</p>}
    </>
  );
}
