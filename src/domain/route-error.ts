import { isChunkLoadError } from './chunk-reload.ts';

/** What a page that failed to load says, in the customer's words. */
export const NOT_FOUND_MESSAGE = 'This page could not be found';
export const NOT_FOUND_DETAIL = 'The page may have moved, or the address may be mistyped.';
export const CONNECTION_LOST_MESSAGE = 'You seem to be offline';
export const CONNECTION_LOST_DETAIL = 'We could not load this page. Check your connection, then press Retry.';
export const ROUTE_ERROR_MESSAGE = 'Something went wrong on our side';
export const ROUTE_ERROR_DETAIL = 'Please try again. If it keeps happening, come back in a few minutes.';

/** Browsers' words for a request that never reached the server (Chromium, Firefox, Safari). */
const CONNECTION_PATTERNS = [
  /failed to fetch/i,
  /networkerror/i,
  /^load failed$/i,
  /network error/i,
  /network request failed/i,
];

/** A request or a code chunk that could not be fetched: the connection, not the page, failed. */
export function isConnectionFailure(error: unknown): boolean {
  if (isChunkLoadError(error)) return true;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CONNECTION_PATTERNS.some((pattern) => pattern.test(message));
}

export interface RouteErrorView {
  /** The big number (spec §8: status code, default 500); null for a lost connection. */
  status: number | null;
  message: string;
  detail: string;
  /** Whether trying again can help (not for a page that does not exist). */
  retry: boolean;
}

/**
 * Spec §8 "Other route errors: status code and message, default 500; 404 has a link 'Back to the
 * home page'". `reply` is a route's error response (its status and any message written for people,
 * an API envelope's); `thrown` anything else. A thrown error's own text is a developer's and is
 * never shown, except our customer copy (`customerMessage`, an AppError's sentence).
 */
export function describeRouteError(
  failure:
    | { kind: 'reply'; status: number; message: string | null }
    | { kind: 'thrown'; error: unknown; customerMessage: string | null; status: number | null },
  online = true,
): RouteErrorView {
  if (failure.kind === 'reply') {
    if (failure.status === 404)
      return { status: 404, message: NOT_FOUND_MESSAGE, detail: NOT_FOUND_DETAIL, retry: false };
    return {
      status: failure.status,
      message: failure.message || ROUTE_ERROR_MESSAGE,
      detail: ROUTE_ERROR_DETAIL,
      retry: true,
    };
  }
  if (!online || isConnectionFailure(failure.error))
    return { status: null, message: CONNECTION_LOST_MESSAGE, detail: CONNECTION_LOST_DETAIL, retry: true };
  return {
    status: failure.status ?? 500,
    message: failure.customerMessage ?? ROUTE_ERROR_MESSAGE,
    detail: ROUTE_ERROR_DETAIL,
    retry: true,
  };
}
