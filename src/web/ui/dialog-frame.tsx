import { useRef, type ReactNode } from 'react';
import { DialogAlert } from './dialog-alert.tsx';
import { useFocusTrap } from './focus-trap.ts';

/**
 * What every modal dialog is made of (the centred Modal, the SidePanel drawer): a backdrop that
 * closes it on a click, and the dialog box — aria-modal, named by `labelledBy`, focus trapped
 * inside while it is mounted (Escape closes, focus returns to the opener: ui/focus-trap.ts), with
 * the site's error banner (DialogAlert) between its `top` (close button, header) and its content.
 * The caller mounts it only while the dialog is open.
 */
export function DialogFrame({
  onClose,
  labelledBy,
  className,
  backdropClassName,
  backdropHidden = false,
  backdropTestId,
  dialogClassName,
  top,
  children,
}: {
  onClose: () => void;
  labelledBy: string;
  /** The fixed layer holding the backdrop and the box. */
  className?: string;
  backdropClassName?: string;
  /** Hide the backdrop from assistive technology (a side panel's). */
  backdropHidden?: boolean;
  backdropTestId?: string;
  dialogClassName?: string;
  top: ReactNode;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, { active: true, onEscape: onClose });
  return (
    <div className={className}>
      {/* Pointer-only convenience: keyboard users close with Escape or the close button. */}
      <div
        className={backdropClassName}
        onClick={onClose}
        aria-hidden={backdropHidden ? 'true' : undefined}
        data-testid={backdropTestId}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={dialogClassName}
      >
        {top}
        <DialogAlert />
        {children}
      </div>
    </div>
  );
}
