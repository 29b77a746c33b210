// A destructive action confirmed in the page: its button opens the question with the action's button and Cancel.
// Focus moves to the question when it opens, and back to the button when it closes without the change done.
import './shared.css';
import { useEffect, useRef, useState } from 'react';

type ConfirmProps = {
  /** The button's text, and its accessible name (naming what it acts on). */
  label: string;
  name: string;
  question: string;
  action: string;
  busy: boolean;
  /** Answers whether the change was made; when not (a refusal), the question closes. */
  onConfirm: () => Promise<boolean>;
};

export function ConfirmButton({ label, name, question, action, busy, onConfirm }: ConfirmProps) {
  const [asking, setAsking] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (asking || !refocus.current) return;
    refocus.current = false;
    trigger.current?.focus();
  }, [asking]);
  const close = () => {
    refocus.current = true;
    setAsking(false);
  };
  if (!asking)
    return (
      <button ref={trigger} type="button" className="console-secondary" onClick={() => setAsking(true)} aria-label={name}>
        {label}
      </button>
    );
  const confirm = async () => {
    if (!(await onConfirm())) close();
  };
  return <Question question={question} action={action} busy={busy} onConfirm={() => void confirm()} onCancel={close} />;
}

function Question({
  question,
  action,
  busy,
  onConfirm,
  onCancel,
}: Pick<ConfirmProps, 'question' | 'action' | 'busy'> & { onConfirm: () => void; onCancel: () => void }) {
  const ref = useRef<HTMLFieldSetElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <fieldset ref={ref} tabIndex={-1} className="console-confirm">
      <legend>{question}</legend>
      <button type="button" className="console-danger" onClick={onConfirm} disabled={busy}>
        {busy ? 'Working…' : action}
      </button>{' '}
      <button type="button" className="console-secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
    </fieldset>
  );
}
