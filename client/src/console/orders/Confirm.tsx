// An in-page confirmation for an action that cannot be undone: the question, then Yes or No. Focus moves to it.
import { useEffect, useRef } from 'react';

export function Confirm({
  question,
  yes,
  no,
  busy,
  onYes,
  onNo,
}: {
  question: string;
  yes: string;
  no: string;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div className="console-confirm">
      <p>{question}</p>
      <div className="console-buttons">
        <button type="button" ref={first} onClick={onYes} disabled={busy}>
          {busy ? 'Working…' : yes}
        </button>
        <button type="button" className="console-secondary" onClick={onNo} disabled={busy}>
          {no}
        </button>
      </div>
    </div>
  );
}
