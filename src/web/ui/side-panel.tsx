import { useId, type ReactNode } from 'react';
import { DialogFrame } from './dialog-frame.tsx';
import { IconButton } from './icon-button.tsx';
import { CloseIcon } from './icons/icons.tsx';
import styles from './side-panel.module.css';

export interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Hide the heading visually (still labels the dialog). */
  hideTitle?: boolean;
  /** Right by default (spec §2: side panels slide in from the right); the site menu uses left. */
  side?: 'left' | 'right';
  /** Extra content in the panel's header row, before the close button. */
  headerExtra?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A modal drawer (max 488 px wide, spec §9) over a backdrop. Backdrop click and Escape close
 * it; focus is trapped inside and returned to the opener on close (ui/dialog-frame.tsx).
 * Rendered only while open, so closed panels add nothing to the server-rendered page.
 */
export function SidePanel({
  open,
  onClose,
  title,
  hideTitle = false,
  side = 'right',
  headerExtra,
  footer,
  children,
  className,
}: SidePanelProps) {
  const headingId = useId();
  if (!open) return null;
  return (
    <DialogFrame
      onClose={onClose}
      labelledBy={headingId}
      className={styles.root}
      backdropClassName={styles.backdrop}
      backdropHidden
      backdropTestId="side-panel-backdrop"
      dialogClassName={[styles.panel, side === 'left' ? styles.left : styles.right, className ?? '']
        .filter(Boolean)
        .join(' ')}
      top={
        <div className={styles.header}>
          <h2 id={headingId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          {headerExtra}
          <IconButton label="Close" icon={<CloseIcon />} onClick={onClose} className={styles.close} />
        </div>
      }
    >
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </DialogFrame>
  );
}
