// The unsaved-changes warning of a form: while it has changes not saved, leaving the screen inside the console asks
// first (a dialog: stay, or leave without saving), and closing or reloading the tab asks through the browser's own
// question (beforeunload).
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmQuestion } from './Confirm.tsx';

export const LEAVE_QUESTION = 'Leave this page? Your changes are not saved.';

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
