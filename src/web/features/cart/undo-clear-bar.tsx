import { useEffect, useRef, useState } from 'react';
import styles from './cart.module.css';

/** How long Undo stays after Clear Cart ("a few seconds"). Held while focused or hovered. */
export const UNDO_CLEAR_MS = 10_000;

/**
 * "Your bag was cleared." with Undo, shown in the bag right after Clear Cart. Focus moves to Undo
 * (the Clear Cart link is gone with the lines), and the message is announced. It leaves on its own
 * after UNDO_CLEAR_MS unless the customer is on it, or at once when Undo ran.
 */
export function UndoClearBar({ onUndo, onExpire }: { onUndo: () => Promise<unknown>; onExpire: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  const [held, setHeld] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => button.current?.focus(), []);
  useEffect(() => {
    if (held || pending) return;
    const timer = window.setTimeout(onExpire, UNDO_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [held, pending, onExpire]);

  const undo = async () => {
    setPending(true);
    setFailed(false);
    try {
      await onUndo();
      onExpire();
    } catch {
      setFailed(true);
      setPending(false);
    }
  };

  return (
    <div
      className={styles.undoBar}
      role="status"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p id="undo-clear-text" className={styles.undoText}>
        {failed ? 'Your items could not be put back. Please try again.' : 'Your bag was cleared.'}
      </p>
      <button
        ref={button}
        type="button"
        className={styles.undoButton}
        onClick={() => void undo()}
        disabled={pending}
        aria-describedby="undo-clear-text"
      >
        {pending ? 'Restoring…' : 'Undo'}
      </button>
    </div>
  );
}
