// A destructive action confirmed in the page: its button opens the question with the action's button and Cancel.
// Focus moves to the question (or to the action's button) when it opens, and back to the button that opened it when
// it closes without the change done.
import './shared.css';
import { useEffect, useRef, useState } from 'react';

type QuestionProps = {
  question: string;
  action: string;
  busy: boolean;
  /** The way out's words ("Keep the order"). */
  cancelLabel?: string;
  /** What gets focus when the question opens: the question itself, or the action's button. */
  focus?: 'question' | 'action';
};

type ConfirmProps = QuestionProps & {
  /** The button's text, and its accessible name (naming what it acts on). */
  label: string;
  name: string;
  /** Answers whether the change was made; when not (a refusal), the question closes. */
  onConfirm: () => Promise<boolean>;
};

export function ConfirmButton({ label, name, onConfirm, ...question }: ConfirmProps) {
  const [asking, setAsking] = useState(false);
  const trigger = useReturnFocus(asking);
  if (!asking)
    return (
      <button ref={trigger} type="button" className="console-secondary" onClick={() => setAsking(true)} aria-label={name}>
        {label}
      </button>
    );
  const confirm = async () => {
    if (!(await onConfirm())) setAsking(false);
  };
  return <ConfirmQuestion {...question} onConfirm={() => void confirm()} onCancel={() => setAsking(false)} />;
}

/** The question alone, for an action opened by something else than a plain button (a form that checks its values first). */
export function ConfirmQuestion({
  question,
  action,
  busy,
  cancelLabel = 'Cancel',
  focus = 'question',
  onConfirm,
  onCancel,
}: QuestionProps & { onConfirm: () => void; onCancel: () => void }) {
  const group = useRef<HTMLFieldSetElement>(null);
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => (focus === 'action' ? yes : group).current?.focus(), [focus]);
  return (
    <fieldset ref={group} tabIndex={-1} className="console-confirm">
      <legend>{question}</legend>
      <button ref={yes} type="button" className="console-danger" onClick={onConfirm} disabled={busy}>
        {busy ? 'Working…' : action}
      </button>{' '}
      <button type="button" className="console-secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
    </fieldset>
  );
}

/** A ref for the button that opens a question: it gets focus back when `open` turns false (if it is still there). */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return opener;
}
