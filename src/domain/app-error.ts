/**
 * The one typed application error (EXAMPLES #5). Server code throws it; the HTTP layer maps
 * `code` to a status; the web client turns an error reply back into an AppError.
 */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 422,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CSRF_INVALID: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
  // Listed after the generic codes: `codeForStatus` picks the first code of a status.
  /**
   * Situations the web reacts to by code, never by message text ("typed error codes").
   * Each one's customer wording is in `customer-copy.ts`; `field` (when sent) names the input.
   */
  /** The cart timed out within the last 24 h: spec §8 'Your cart has timed out…' (forget it, show it). */
  CART_EXPIRED: 409,
  /** The cart was submitted, abandoned long ago or replaced: forget it quietly. */
  CART_GONE: 409,
  /** No such cart, or not yours (says nothing about other people's carts): forget it quietly. */
  CART_NOT_FOUND: 404,
  /** The chosen time (or ASAP) can no longer be served: shown at the time picker. */
  SLOT_FULL: 409,
  /** No time chosen (Plan Ahead without a time, or ASAP not served now): the time picker asks for one. 409: the cart, not the request, lacks it. */
  TIME_REQUIRED: 409,
  /** A card the payment provider refused: shown at the card number. */
  CARD_DECLINED: 402,
  /** The card's expiry date is past: shown at the expiry field. */
  CARD_EXPIRED: 422,
  /** The card token cannot be used (expired, spent, another session's): re-enter the card. */
  CARD_REENTER: 422,
  /** One input is wrong; `field` names it (its path in the request, e.g. `contact.email`). */
  FIELD_INVALID: 400,
  /** Sign-up with an e-mail that already has an account. */
  ACCOUNT_EXISTS: 409,
  /** A product or option choice the location has marked sold out ("86"). */
  ITEM_SOLD_OUT: 409,
  /** A staff member signed in with a one-time password: every staff call but the password change waits. */
  PASSWORD_CHANGE_REQUIRED: 403,
  /** A manager paused online ordering at the location: checkout refuses with spec §8's unavailable sentence. */
  LOCATION_PAUSED: 409,
  /** A product outside its daypart at the order's time ("… is served during Breakfast 05:00–10:30 only"). 422 like the VALIDATION it replaces, so older clients see no change. */
  ITEM_NOT_SERVED_NOW: 422,
  /** A product's daily limit for the pickup day is used up, or its order-by cutoff has passed: shown at the time picker. */
  DAILY_LIMIT: 409,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  /** When to come back, for a limit or an outage: sent as `Retry-After` (seconds). */
  readonly retryAfterSeconds: number | undefined;
  /** The input the error is about, as its path in the request (`exp_month`, `contact.email`, `time`). */
  readonly field: string | undefined;

  constructor(code: AppErrorCode, message: string, options: { retryAfterSeconds?: number; field?: string } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = APP_ERROR_STATUS[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.field = options.field;
  }

  /**
   * True for an AppError from any copy of this module: the server bundle and the web app's
   * server build each carry one, so an error a load-context port throws fails `instanceof` in
   * a route loader.
   */
  static is(value: unknown): value is AppError {
    return (
      value instanceof AppError ||
      (value instanceof Error &&
        value.name === 'AppError' &&
        'code' in value &&
        typeof value.code === 'string' &&
        value.code in APP_ERROR_STATUS)
    );
  }

  /** Rebuilds an AppError from an API error reply (or anything else that was thrown). */
  static from(reply: unknown, fallbackStatus = 500): AppError {
    if (reply instanceof AppError) return reply;
    if (reply && typeof reply === 'object' && 'message' in reply && typeof reply.message === 'string') {
      const code =
        'code' in reply && typeof reply.code === 'string' && reply.code in APP_ERROR_STATUS
          ? (reply.code as AppErrorCode)
          : codeForStatus(fallbackStatus);
      const field = 'field' in reply && typeof reply.field === 'string' ? reply.field : undefined;
      return new AppError(code, reply.message, field ? { field } : {});
    }
    return new AppError(codeForStatus(fallbackStatus), 'Something went wrong. Please try again.');
  }
}

export function codeForStatus(status: number): AppErrorCode {
  const entry = Object.entries(APP_ERROR_STATUS).find(([, s]) => s === status);
  if (entry) return entry[0] as AppErrorCode;
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}
