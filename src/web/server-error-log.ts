import { isRouteErrorResponse, type HandleErrorFunction } from 'react-router';

/**
 * Whether a server-side error of React Router is worth a log line. A route error response below
 * 500 is the visitor's own request answered with its status (a 404 for an unknown page, a 405 for
 * a form POST to a page that takes none): React Router's default hook printed a stack trace for
 * each, so anyone could fill the logs by posting to pages. A request the visitor abandoned is not
 * logged either (as React Router's default). Everything else is.
 */
export function isLoggedServerError(error: unknown, aborted: boolean): boolean {
  if (aborted) return false;
  return !(isRouteErrorResponse(error) && error.status < 500);
}

/** The `handleError` export of entry.server: React Router's own message, only for errors worth logging. */
export const handleServerError: HandleErrorFunction = (error, { request }) => {
  if (!isLoggedServerError(error, request.signal.aborted)) return;
  // A route error response keeps the thrown error privately (as React Router's default prints it).
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(inner ?? error);
};
