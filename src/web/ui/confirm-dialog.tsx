import { useId, useState, type ReactNode } from 'react';
import { AppError } from '../../domain/app-error.ts';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The button that closes it unchanged (spec §8's popups say "Go Back"). */
  cancelLabel?: string;
  /** Runs the change; the dialog stays open with the error if it fails. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/**
 * A question before a change that cannot be taken back: the spec §8 confirm popups, a staff
 * closure's removal, leaving unsaved edits. A heading, a sentence, a confirm button and a way back.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Go Back',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const headingId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onCancel();
  };
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
    } catch (e) {
      setError(AppError.from(e).message);
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal open={open} onClose={close} labelledBy={headingId} className={styles.dialog}>
      <div className={styles.body}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.text}>{children}</div>
        <p role="alert" className={styles.error}>
          {error ?? ''}
        </p>
        <div className={styles.actions}>
          <Button onClick={() => void confirm()} disabled={pending} block>
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={close} block>
            {cancelLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
