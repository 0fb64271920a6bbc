import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorEnvelope } from '../../domain/api-envelope.ts';
import { toErrorReply } from './errors.ts';

/**
 * Fastify answers some requests before any route or error handler runs: a URL whose
 * percent-encoding does not decode (the router's `onBadUrl`), an over-long path parameter, and —
 * earlier still, in Node's HTTP parser — headers that are too large (431), a malformed request
 * line, a client that times out. Both hooks below give those the same error envelope as every
 * other 4xx.
 */
export function replyFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = toErrorReply(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: body.code, status }, body.message);
  void reply
    .status(status)
    .type('application/json; charset=utf-8')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

const PARSER_ERRORS: Record<string, { status: number; message: string; code: ErrorEnvelope['code'] }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.', code: 'BAD_REQUEST' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.', code: 'BAD_REQUEST' },
};

/** The raw HTTP reply for an error Node's parser raised (no request object exists yet). */
export function clientErrorResponse(errorCode: string | undefined): string {
  const known = (errorCode && PARSER_ERRORS[errorCode]) || {
    status: 400,
    message: 'The request could not be read.',
    code: 'BAD_REQUEST' as const,
  };
  const body = JSON.stringify({ status: 'error', message: known.message, code: known.code } satisfies ErrorEnvelope);
  return [
    `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}`,
    'Content-Type: application/json; charset=utf-8',
    'X-Content-Type-Options: nosniff',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Fastify's `clientErrorHandler` option; `this` is the Fastify instance. */
export function handleClientError(
  this: { log: { trace(obj: object, msg: string): void } },
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has nobody left to answer (Node's own advice for 'clientError').
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.trace({ code: error.code }, 'client error');
  if (socket.writable) socket.write(clientErrorResponse(error.code));
  socket.destroy(error);
}
