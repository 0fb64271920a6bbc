/** A request or navigation that was stopped on purpose (`AbortController.abort()`), not a failure. */
export const isAbortError = (reason: unknown): boolean =>
  reason instanceof DOMException && reason.name === 'AbortError';

/**
 * An abort that no one awaited is not an error: React Router stops a superseded navigation's
 * requests and, on a slow phone, one of them can reject after its listener has gone (seen as
 * "signal is aborted without reason" in a CI run). It is kept out of the console and error
 * tracking; every other unhandled rejection is reported as before. Installed once, in the browser,
 * when the root module loads (a listener for the page's life, so no hook).
 */
export function quietAborts(): void {
  addEventListener('unhandledrejection', (event) => isAbortError(event.reason) && event.preventDefault());
}
