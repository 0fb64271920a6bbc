import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, codeForStatus } from '../../domain/app-error.ts';
import type { ErrorEnvelope } from '../../domain/api-envelope.ts';
import { scrubText } from './log-serializers.ts';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../db/unavailable.ts';

/**
 * One place that turns anything thrown into the spec's error envelope (DESIGN §3):
 * `{ status: "error", message, code }` with a matching HTTP status. Stack traces and
 * internal messages never reach the client; 5xx are logged with the request id.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorReply(error);
    // An outage (the database, a provider) is not this request's fault: a warning without the
    // failed query, and a hint for when to come back.
    if (status === 503) {
      request.log.warn({ code: body.code }, body.message);
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    // A client error's message can quote the input (an id from the path): masked like any log text.
    else request.log.info({ code: body.code, status }, scrubText(body.message));
    // A limit says when its window opens again.
    if (AppError.is(error) && error.retryAfterSeconds !== undefined)
      void reply.header('retry-after', String(error.retryAfterSeconds));
    void reply
      .status(status)
      .type('application/json; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .send(body);
  });
  // Paths no route matches (the API-only app; with the web app the SSR catch-all takes them).
  app.setNotFoundHandler(async (request) => {
    throw new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
  });
}

export function toErrorReply(error: unknown): { status: number; body: ErrorEnvelope } {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: {
        status: 'error',
        message: error.message,
        code: error.code,
        ...(error.field ? { field: error.field } : {}),
      },
    };
  }
  if (isDatabaseUnavailable(error))
    return { status: 503, body: { status: 'error', message: UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' } };
  const fastifyError = error as Partial<FastifyError> & { validation?: unknown };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [first] = error.validation;
    const where = fastifyError.validationContext ?? 'body';
    const field = first?.instancePath ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
    const detail = first?.message ?? 'is invalid';
    // A contract message that already names its field ("email is too long") is kept as is. The
    // message names the field for a developer; `field` is for the web, which shows the customer
    // copy list's words instead.
    const message = !field
      ? `Invalid ${where}: ${detail}`
      : detail.toLowerCase().startsWith(field.toLowerCase())
        ? detail
        : `${field}: ${detail}`;
    return { status: 400, body: { status: 'error', message, code: 'FIELD_INVALID', ...(field ? { field } : {}) } };
  }
  const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status < 500) {
    return {
      status,
      body: { status: 'error', message: describeClientError(fastifyError, status), code: codeForStatus(status) },
    };
  }
  return {
    status: 500,
    body: { status: 'error', message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
  };
}

function describeClientError(error: Partial<FastifyError>, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; a JSON object was expected.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large (the limit is 1 MB).';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send application/json.';
    case 'FST_ERR_BAD_URL':
      return 'The address is not valid (bad percent-encoding).';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'A part of the address is too long.';
    default:
      if (status === 413) return 'The request body is too large (the limit is 1 MB).';
      if (status === 429) return 'Too many requests. Please wait a moment and try again.';
      return error.message && !/^FST_/.test(error.message) ? error.message : 'The request could not be processed.';
  }
}
