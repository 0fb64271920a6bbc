import { withoutFieldPrefix } from '../../domain/field-prefix.ts';
import { useAppStore } from '../state/store.ts';
import { AlertIcon } from '../ui/icons/icons.tsx';
import styles from './error-banner.module.css';

/**
 * Global error banner (spec §2 "Layouts"): shows the root section's error message until the
 * guest presses Dismiss. The alert role makes screen readers announce it when it appears.
 */
export function ErrorBanner() {
  const message = useAppStore((s) => s.root.errorMessage);
  const dismiss = useAppStore((s) => s.root.dismissError);
  return <ErrorBannerView message={message} onDismiss={dismiss} />;
}

/**
 * The same banner inside an open drawer or popup (ui/dialog-alert.tsx), under its heading, so an
 * error never covers the dialog's title or Close button. Rendered only with a message: the alert
 * is announced as it appears, and an open dialog adds no empty alert region.
 */
export function DialogErrorBanner() {
  const message = useAppStore((s) => s.root.errorMessage);
  const dismiss = useAppStore((s) => s.root.dismissError);
  return message ? <ErrorBannerView message={message} onDismiss={dismiss} inDialog /> : null;
}

/** The presentational half, separate so it can be rendered and tested without the store. */
export function ErrorBannerView({
  message,
  onDismiss,
  inDialog = false,
}: {
  message: string | null;
  onDismiss: () => void;
  inDialog?: boolean;
}) {
  return (
    <div role="alert" className={inDialog ? styles.inDialog : styles.region}>
      {message ? (
        <div className={styles.banner}>
          <AlertIcon />
          {/* Never a developer's "field: " prefix on a page. */}
          <p className={styles.message}>{withoutFieldPrefix(message)}</p>
          <button type="button" className={styles.dismiss} onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
}
