import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON body compressed once when it is built, not on every request: replies that change
 * rarely (App info, menus) are sent as stored bytes with a strong ETag.
 */
export interface Precompressed {
  body: string;
  etag: string;
  gzip: Buffer;
  /** Null until the background compression ends: meanwhile a brotli client gets gzip. */
  br: Buffer | null;
}

/**
 * Route options for a GET that answers with `sendPrecompressed`: @fastify/compress would only
 * check and pass its bytes on, and a GET has no body to decompress, so neither hook is added.
 */
export const PRECOMPRESSED_ROUTE = { compress: false, decompress: false } as const;

const BROTLI_BEST = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };

/**
 * `background`: brotli at quality 11 takes most of a second for a large menu, so a body rebuilt
 * while serving (a menu after a publish) is brotli-compressed in the thread pool and served as
 * gzip until then; bodies built once at boot are compressed here.
 */
export function precompress(body: string, o: { background?: boolean } = {}): Precompressed {
  const stored: Precompressed = {
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    gzip: gzipSync(body, { level: 9 }),
    br: o.background ? null : brotliCompressSync(body, BROTLI_BEST),
  };
  if (o.background)
    brotliCompress(body, BROTLI_BEST, (error, out) => {
      if (!error) stored.br = out;
    });
  return stored;
}

/** RFC 9110 §13.1.2: If-None-Match uses the weak comparison; "*" matches any current body. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export type StoredEncoding = 'br' | 'gzip' | null;

const codingPattern = (name: string) =>
  new RegExp(`(?:^|,)\\s*${name}\\s*(?:;\\s*q\\s*=\\s*([0-9.]+))?\\s*(?:,|$)`, 'i');
const BR = codingPattern('br');
const GZIP = codingPattern('gzip');
const accepts = (header: string, pattern: RegExp) => {
  const match = pattern.exec(header);
  return match !== null && (match[1] === undefined || Number(match[1]) > 0);
};

/** The encoding to use for this request: brotli, else gzip, else none (q=0 refusals honoured). */
function pickEncoding(acceptEncoding: string | string[] | undefined, brotli = true): StoredEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  if (!header) return null;
  if (brotli && accepts(header, BR)) return 'br';
  if (accepts(header, GZIP)) return 'gzip';
  return null;
}

/** The stored body for a request's Accept-Encoding: brotli, else gzip, else the JSON text (q=0 is a refusal). */
export function pickStoredBody(
  stored: Precompressed,
  acceptEncoding: string | string[] | undefined,
): { encoding: StoredEncoding; body: Buffer | string } {
  const encoding = pickEncoding(acceptEncoding, stored.br !== null);
  if (encoding === 'br' && stored.br) return { encoding, body: stored.br };
  return encoding === 'gzip' ? { encoding, body: stored.gzip } : { encoding: null, body: stored.body };
}

/**
 * The headers of a stored reply (the security headers aside): for a 304 (`encoding` undefined)
 * the validators only, for a 200 its type and encoding too.
 */
export function precompressedHeaders(
  stored: Precompressed,
  cacheControl: string,
  encoding?: StoredEncoding,
): [name: string, value: string][] {
  const headers: [string, string][] = [
    ['etag', stored.etag],
    ['cache-control', cacheControl],
    ['vary', 'accept-encoding'],
  ];
  if (encoding === undefined) return headers;
  headers.push(['content-type', 'application/json; charset=utf-8']);
  if (encoding) headers.push(['content-encoding', encoding]);
  return headers;
}

/** Sends the stored body in the best encoding the client accepts, or 304 when it has it. */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  stored: Precompressed,
  cacheControl: string,
) {
  const notModified = matchesEtag(request.headers['if-none-match'], stored.etag);
  const { encoding, body } = pickStoredBody(stored, request.headers['accept-encoding']);
  for (const [name, value] of precompressedHeaders(stored, cacheControl, notModified ? undefined : encoding))
    reply.header(name, value);
  return notModified ? reply.status(304).send() : reply.send(body);
}
