import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON body compressed once when it is built, not on every request: replies that change
 * rarely (App info, menus) are sent as stored bytes with a strong ETag (decision 050).
 */
export interface Precompressed {
  body: string;
  etag: string;
  gzip: Buffer;
  br: Buffer;
}

/**
 * Route options for a GET that answers with `sendPrecompressed`: @fastify/compress would only
 * check and pass its bytes on, and a GET has no body to decompress, so neither hook is added.
 */
export const PRECOMPRESSED_ROUTE = { compress: false, decompress: false } as const;

export function precompress(body: string): Precompressed {
  return {
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    gzip: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

/** RFC 9110 §13.1.2: If-None-Match uses the weak comparison; "*" matches any current body. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends the stored body in the best encoding the client accepts, or 304 when it has it. */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  stored: Precompressed,
  cacheControl: string,
) {
  reply.header('etag', stored.etag).header('cache-control', cacheControl).header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], stored.etag)) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(stored.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(stored.gzip);
  return reply.send(stored.body);
}
