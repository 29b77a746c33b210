// The unsaved-changes warning of a form: while it has changes not saved, leaving the screen inside the console asks
// first (a dialog: stay, or leave without saving), and closing or reloading the tab asks through the browser's own
// question (beforeunload).
import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmQuestion } from './Confirm.tsx';

export const LEAVE_QUESTION = 'Leave this page? Your changes are not saved.';

/** A form's unsaved changes: `changed` on every edit (the form's input events, or a change of state the form holds,
 * such as its blocks), `saved` once they are saved or discarded. */
export function useUnsavedChanges() {
  const [dirty, setDirty] = useState(false);
  const changed = () => setDirty(true);
  /** A setter of state the form holds that also counts as a change. */
  const tracking =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      changed();
    };
  return { dirty, changed, tracking, saved: () => setDirty(false) };
}

export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return (
    <ConfirmQuestion
      open={blocker.state === 'blocked'}
      question={LEAVE_QUESTION}
      action="Leave without saving"
      cancelLabel="Stay on this page"
      busy={false}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

/** A form's save bar (inside the form): whether there are unsaved changes, Discard when the form can put its saved
 * values back, and the submit button. */
export function SaveBar({ dirty, busy, label, onDiscard }: { dirty: boolean; busy: boolean; label: string; onDiscard?: () => void }) {
  return (
    <div className="console-savebar">
      <p className="console-savebar-state">{dirty ? 'Unsaved changes' : 'No unsaved changes'}</p>
      {onDiscard && (
        <button type="button" className="console-secondary" onClick={onDiscard} disabled={!dirty || busy}>
          Discard
        </button>
      )}
      <button type="submit" disabled={busy}>
        {busy ? 'Saving…' : label}
      </button>
    </div>
  );
}
