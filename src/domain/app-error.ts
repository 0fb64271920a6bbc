/**
 * The one typed application error (EXAMPLES #5). Server code throws it; the HTTP layer maps
 * `code` to a status; the web client turns an error reply back into an AppError.
 */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 422,
  UNAUTHORIZED: 401,
  /** A card the payment provider refused (issue 6): the message is for the card field. */
  PAYMENT_DECLINED: 402,
  FORBIDDEN: 403,
  CSRF_INVALID: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  /** When to come back, for a limit or an outage: sent as `Retry-After` (seconds). */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: AppErrorCode, message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = APP_ERROR_STATUS[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /**
   * True for an AppError from any copy of this module: the server bundle and the web app's
   * server build each carry one, so an error a load-context port throws fails `instanceof` in
   * a route loader.
   */
  static is(value: unknown): value is AppError {
    return value instanceof AppError || (value instanceof Error && value.name === 'AppError' && 'code' in value && typeof value.code === 'string' && value.code in APP_ERROR_STATUS);
  }

  /** Rebuilds an AppError from an API error reply (or anything else that was thrown). */
  static from(reply: unknown, fallbackStatus = 500): AppError {
    if (reply instanceof AppError) return reply;
    if (reply && typeof reply === 'object' && 'message' in reply && typeof reply.message === 'string') {
      const code = 'code' in reply && typeof reply.code === 'string' && reply.code in APP_ERROR_STATUS
        ? (reply.code as AppErrorCode)
        : codeForStatus(fallbackStatus);
      return new AppError(code, reply.message);
    }
    return new AppError(codeForStatus(fallbackStatus), 'Something went wrong. Please try again.');
  }
}

export function codeForStatus(status: number): AppErrorCode {
  const entry = Object.entries(APP_ERROR_STATUS).find(([, s]) => s === status);
  if (entry) return entry[0] as AppErrorCode;
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}
