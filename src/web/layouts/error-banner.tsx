import { withoutFieldPrefix } from '../../domain/customer-copy.ts';
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

/** The presentational half, separate so it can be rendered and tested without the store. */
export function ErrorBannerView({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  return (
    <div role="alert" className={styles.region}>
      {message ? (
        <div className={styles.banner}>
          <AlertIcon />
          {/* Never a developer's "field: " prefix on a page (issue 15 §5). */}
          <p className={styles.message}>{withoutFieldPrefix(message)}</p>
          <button type="button" className={styles.dismiss} onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
}
