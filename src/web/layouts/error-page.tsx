import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRevalidator } from 'react-router';
import { AppError } from '../../domain/app-error.ts';
import { NOT_FOUND_MESSAGE, describeRouteError, type RouteErrorView } from '../../domain/route-error.ts';
import styles from './error-page.module.css';

export { NOT_FOUND_MESSAGE };
export const ERROR_PAGE_FAILED_MESSAGE = 'An error occurred while showing the error page';

/**
 * Spec §8: errors are normalized to a status code and a message, default 500. Route error
 * responses keep their status; a body with a `message` (our API envelope) supplies the text.
 * A thrown error shows only customer copy (an AppError's sentence), never its own text, and a
 * request that never reached the server (offline, "Failed to fetch") says the connection failed.
 */
export function describeError(error: unknown, online = true): RouteErrorView {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message
        ? data.message
        : null;
    return describeRouteError({ kind: 'reply', status: error.status, message }, online);
  }
  const app = AppError.is(error) ? error : null;
  return describeRouteError(
    { kind: 'thrown', error, customerMessage: app?.message ?? null, status: app?.status ?? null },
    online,
  );
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * What failed and a way back: Retry runs the page's loaders again (and a render that failed is drawn
 * again); the home link is a fresh document load, since after an error the router's state is not
 * to be trusted.
 */
export function RouteErrorPage({ error, inChrome }: { error: unknown; inChrome: boolean }) {
  const view = describeError(error, isOnline());
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  const body = (
    <div className={inChrome ? styles.inChrome : styles.card}>
      {view.status !== null && <p className={styles.status}>{view.status}</p>}
      <h1 className={styles.message}>{view.message}</h1>
      <p className={styles.detail}>{view.detail}</p>
      <div className={styles.actions}>
        {view.retry && (
          <button
            type="button"
            className={styles.retry}
            aria-disabled={retrying}
            onClick={() => {
              // A retry that fails again leaves this page as it is (never an uncaught "Failed to fetch").
              if (!retrying) revalidator.revalidate().catch(() => undefined);
            }}
          >
            {retrying ? 'Retrying…' : 'Retry'}
          </button>
        )}
        <a href="/" className={view.retry ? styles.secondary : styles.home}>
          Back to the home page
        </a>
      </div>
    </div>
  );
  // Inside the site chrome the layout's <main> holds it; alone, it is the page's main.
  return inChrome ? (
    body
  ) : (
    <main id="main" className={styles.page}>
      {body}
    </main>
  );
}

/** Last resort when rendering the error page itself throws (spec §2). */
export function ErrorPageFailure() {
  return (
    <main id="main" className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.message}>{ERROR_PAGE_FAILED_MESSAGE}</h1>
        <a href="/" className={styles.home}>
          Back to the home page
        </a>
      </div>
    </main>
  );
}

/** Inner boundary around the error UI, so a failure there still shows something useful. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Error page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorPageFailure /> : this.props.children;
  }
}
