// An in-page confirmation of a destructive action: the question, the action's button and a way back. Focus moves
// to the question when it opens, so keyboard and screen-reader users land on it.
import './shared.css';
import { useEffect, useRef } from 'react';

export function Confirm({
  question,
  action,
  busy,
  onConfirm,
  onCancel,
}: {
  question: string;
  action: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
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
