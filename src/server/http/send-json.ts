import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a JSON body the route encoded itself, compressed in one synchronous call.
 * Hot read replies (the nearest-locations list) skip the zod response pass — their shape is
 * checked by the API tests against the same contract — and @fastify/compress's stream pipeline,
 * which costs more than the compression itself for a body this small. Quality 1 / level 1: a
 * dynamic reply may be compressed for every request, so the cheapest setting wins. Routes using
 * it pass `SELF_ENCODED_ROUTE` as route options.
 */
export const SELF_ENCODED_ROUTE = { compress: false } as const;

/** Below this many characters the headers outweigh the saving (the @fastify/compress threshold the app uses). */
const THRESHOLD_BYTES = 1024;

export type JsonEncoding = 'br' | 'gzip' | null;

const codingPattern = (name: string) =>
  new RegExp(`(?:^|,)\\s*${name}\\s*(?:;\\s*q\\s*=\\s*([0-9.]+))?\\s*(?:,|$)`, 'i');
const BR = codingPattern('br');
const GZIP = codingPattern('gzip');
const accepts = (header: string, pattern: RegExp) => {
  const match = pattern.exec(header);
  return match !== null && (match[1] === undefined || Number(match[1]) > 0);
};

/** The encoding to use for this request: brotli, else gzip, else none (q=0 refusals honoured). */
export function pickEncoding(acceptEncoding: string | string[] | undefined, brotli = true): JsonEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  if (!header) return null;
  if (brotli && accepts(header, BR)) return 'br';
  if (accepts(header, GZIP)) return 'gzip';
  return null;
}

/**
 * Small windows (32 KB brotli, 16 KB gzip): these bodies are tens of KB at most, and allocating
 * the default windows (4 MB, 32 KB + 256 KB) costs more than compressing them.
 */
export function encodeJson(body: string, encoding: JsonEncoding): Buffer | string {
  if (encoding === null || body.length < THRESHOLD_BYTES) return body;
  if (encoding === 'gzip') return gzipSync(body, { level: 1, windowBits: 14 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 1,
      [constants.BROTLI_PARAM_LGWIN]: 15,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** A JSON body kept for reuse, each encoding compressed on its first use only. */
export interface ReusableJson {
  readonly body: string;
  readonly encoded: { br?: Buffer | string; gzip?: Buffer | string };
}

export const reusableJson = (body: string): ReusableJson => ({ body, encoded: {} });

export function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  json: string | ReusableJson,
  status = 200,
): FastifyReply {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const encoded =
    typeof json === 'string'
      ? encodeJson(json, encoding)
      : encoding === null
        ? json.body
        : (json.encoded[encoding] ??= encodeJson(json.body, encoding));
  reply.status(status).header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  if (typeof encoded !== 'string') reply.header('content-encoding', encoding!);
  return reply.send(encoded);
}
