/**
 * Is this error "the database cannot be reached right now"? Such a request gets 503 with
 * Retry-After, not 500: the fault is outside the request and goes away by itself.
 * Drivers and Drizzle wrap the socket's error (DrizzleQueryError → `cause`, a failed connect to a
 * host with several addresses → AggregateError), so the whole chain is searched.
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** SQLSTATE: admin/crash shutdown, cannot connect now, too many connections. */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES = [
  /^Connection terminated/, // pg: socket closed under a query, or connect timed out
  /timeout exceeded when trying to connect/, // pg-pool: no connection within connectionTimeoutMillis
  /is not queryable/, // pg: a client whose connection already failed
  /Cannot use a pool after calling end on the pool/, // shutting down
  /^PGlite is closed/, // shutting down (PGlite)
];

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length) {
    const e = pending.pop();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return false;
}

/** Seconds a client should wait before trying again (Retry-After). */
export const RETRY_AFTER_SECONDS = 2;

export const UNAVAILABLE_MESSAGE = "We can't reach our ordering system right now. Please try again in a moment.";
