/**
 * What a log line may say about a request or an error. Logs go to
 * operators and log stores that are not cleared for personal data, so:
 * - a request is logged by its path; query values (reset tokens, searched addresses) are dropped;
 * - an error keeps its type, message, code, stack and where it happened, never the data it was
 *   about: a failed query's parameters (e-mail, phone, password hash…), pg's `detail` ("Key
 *   (email)=(…) already exists"), and Drizzle's message line that lists the parameters;
 * - as a last guard, anything that still looks like an e-mail address or a password hash is masked.
 */

/** An e-mail address, also percent-encoded in a URL. */
const EMAIL = /[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;
const PASSWORD_HASH = /\$(?:argon2(?:id|i|d)|2[aby]?|scrypt)\$[\w$=,.+/-]*/g;
/** Drizzle's DrizzleQueryError message: "Failed query: <sql>\nparams: <values>". */
const PARAMS_LINE = /\nparams: [^\n]*/g;

export function scrubText(text: string): string {
  return text.replace(PARAMS_LINE, '\nparams: [redacted]').replace(EMAIL, '[email]').replace(PASSWORD_HASH, '[hash]');
}

/** The path, with the names of query parameters but not their values (an e-mail in the path is masked by `scrubText`). */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${safeName(pair.split('=')[0] ?? '')}=~`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

const safeName = (name: string) => (/^[\w.-]{1,40}$/.test(name) ? name : '_');

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** pino serializer for `req` (Fastify's fields, the URL without query values). */
export function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: req.url === undefined ? undefined : scrubText(redactUrl(req.url)),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Error fields that describe what failed, not the data it failed on. */
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
  'errno',
  'syscall',
] as const;
const MAX_CAUSES = 5;

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  errors?: SerializedError[];
  [field: string]: unknown;
}

/** pino serializer for `err`: an allow-list of fields, scrubbed text, the cause chain. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error && typeof error === 'object'))
    return { type: typeof error, message: scrubText(String(error)), stack: '' };
  const e = error as Partial<Error> & Record<string, unknown>;
  const out: SerializedError = {
    type: e instanceof Error ? e.constructor.name : 'Object',
    message: scrubText(typeof e.message === 'string' ? e.message : ''),
    stack: typeof e.stack === 'string' ? scrubText(e.stack) : '',
  };
  for (const field of KEPT_FIELDS) {
    const value = e[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (depth < MAX_CAUSES && e.cause !== undefined) out.cause = serializeError(e.cause, depth + 1);
  if (depth < MAX_CAUSES && Array.isArray(e.errors))
    out.errors = e.errors.slice(0, 5).map((inner: unknown) => serializeError(inner, depth + 1));
  return out;
}

/**
 * Field names whose values never reach a log line, wherever someone logs an object that has them
 * (pino `redact` paths, one level deep as pino allows).
 */
const SECRET_FIELDS = [
  'email',
  'phone',
  'password',
  'passwordHash',
  'password_hash',
  'token',
  'pin',
  'cvc',
  'number',
  'csrfToken',
  'csrf_token',
  'idHash',
  'params',
];
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'res.headers["x-csrf-token"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
];
