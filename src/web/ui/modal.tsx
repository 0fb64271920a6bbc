import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DialogFrame } from './dialog-frame.tsx';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (usually its heading). */
  labelledBy: string;
  /** Accessible name of the X button. */
  closeLabel?: string;
  /** Extra class on the dialog box (size or theme variants). */
  className?: string;
  children: ReactNode;
}

/**
 * A centred dialog (welcome popup, executive-team popup): aria-modal, named by its heading,
 * closed by the X, Escape or a click on the backdrop; Tab stays inside and focus returns to the
 * opener (shared focus-trap helper). Rendered into <body> only once open, which only happens
 * after hydration, so the server never renders a portal.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({ onClose, labelledBy, closeLabel = 'Close', className, children }: ModalProps) {
  useScrollLock();
  return (
    <DialogFrame
      onClose={onClose}
      labelledBy={labelledBy}
      className={styles.overlay}
      backdropClassName={styles.backdrop}
      dialogClassName={[styles.dialog, className].filter(Boolean).join(' ')}
      top={
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      }
    >
      {children}
    </DialogFrame>
  );
}

/** Spec §4 "scroll lock applies to the page body while any … popup is open". */
function useScrollLock() {
  useEffect(() => {
    document.body.classList.add('scroll-locked');
    return () => {
      // Another open dialog (a side panel, a second popup) keeps the lock.
      if (!document.querySelector('[aria-modal="true"]')) document.body.classList.remove('scroll-locked');
    };
  }, []);
}
