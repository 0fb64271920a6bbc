import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse } from 'react-router';
import styles from './error-page.module.css';

export const NOT_FOUND_MESSAGE = 'This page could not be found';
export const ERROR_PAGE_FAILED_MESSAGE = 'An error occurred while showing the error page';

/**
 * Spec §8: errors are normalized to a message plus a status code, default 500. Route error
 * responses keep their status; a body with a `message` (our API envelope) supplies the text.
 */
export function describeError(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { status: 404, message: NOT_FOUND_MESSAGE };
    const data: unknown = error.data;
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message
        ? data.message
        : typeof data === 'string' && data
          ? data
          : error.statusText || 'Something went wrong';
    return { status: error.status, message };
  }
  if (error instanceof Error && error.message) {
    const status = 'status' in error && typeof error.status === 'number' ? error.status : 500;
    return { status, message: error.message };
  }
  return { status: 500, message: 'Something went wrong' };
}

/**
 * Generic full-screen centred error message (spec §2 "Other widgets"). A plain <a> goes home:
 * after an error the router's state is not to be trusted, so home is a fresh document load.
 */
function ErrorFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={styles.page}>
      <div className={styles.card}>
        {children}
        <a href="/" className={styles.home}>
          Back to the home page
        </a>
      </div>
    </main>
  );
}

export function ErrorPage({ status, message }: { status: number; message: string }) {
  return (
    <ErrorFrame>
      <p className={styles.status}>{status}</p>
      <h1 className={styles.message}>{message}</h1>
    </ErrorFrame>
  );
}

/** Last resort when rendering the error page itself throws (spec §2). */
export function ErrorPageFailure() {
  return (
    <ErrorFrame>
      <h1 className={styles.message}>{ERROR_PAGE_FAILED_MESSAGE}</h1>
    </ErrorFrame>
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
