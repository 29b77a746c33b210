// An in-page confirmation for an action that cannot be undone: the question, then Yes or No. Focus moves to it, and
// back to the button that opened it (useOpener) when it closes.
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

/** A ref for the button that opens a question: it gets focus back when `asking` turns false (if it is still there). */
export function useOpener(asking: boolean) {
  const opener = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (wasAsking.current && !asking) opener.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  return opener;
}
