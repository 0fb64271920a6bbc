import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Asks before unsaved edits are thrown away: a link or Back inside the app opens a question
 * (React Router's blocker), a reload or a closed tab gets the browser's own (beforeunload).
 * `what` names the edits in the question ("hours for Pickup and Delivery").
 */
export function UnsavedChangesGuard({ dirty, what }: { dirty: boolean; what: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const blocked = blocker.state === 'blocked';
  return (
    <ConfirmDialog
      open={blocked}
      title="Leave without saving?"
      confirmLabel="Leave without saving"
      cancelLabel="Stay on this page"
      onConfirm={async () => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>You have unsaved changes to {what}. They will be lost if you leave this page.</p>
    </ConfirmDialog>
  );
}
