// One entry of an ordered list the editor saves on its own (a variant, an image): the refusals of its last change and
// its actions: Save (a toast says it was saved), Up / Down (absent at the list's ends) and Remove (confirmed in a
// dialog), with the refusals under them.
import { useState } from 'react';
import { ConfirmButton } from '../shared/Confirm.tsx';
import { type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import { notify } from '../shared/toasts.tsx';
import { type Payload, reportChange, runChange } from './editor-data.ts';
import { MoveButtons } from './MoveButtons.tsx';

type Send<D> = () => Promise<{ data?: D | null }>;

/** `saved`: what the toast says once a save is done ("Image 2 saved."). */
export function useEntry(saved: string) {
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  return {
    errors,
    /** Runs the save, shows its refusals and answers the API's data. */
    save: async <D,>(send: Send<D>, payload: (data: D | undefined) => Payload) => {
      const answer = await runChange(send, payload);
      setErrors(answer.errors);
      if (answer.ok) notify(saved);
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
  save: { label: string; busy: boolean; run: () => void };
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
    </>
  );
}
