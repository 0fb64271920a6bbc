import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { API_SECURITY_HEADERS, helmetHeaders } from './api-security-headers.ts';
import { matchesEtag, pickStoredBody, precompressedHeaders, type Precompressed } from './precompressed.ts';

/** A public reply kept in memory: its stored bytes and the Cache-Control it is sent with. */
export interface StoredReply {
  stored: Precompressed;
  cacheControl: string;
}

/**
 * What a path is answered with, decided without I/O: the stored reply while it is current, or
 * null to leave the request to Fastify (which loads, checks versions and answers as it always did).
 * A prefix lane gets the rest of the path after its prefix.
 */
export type LaneLookup = (rest: string) => StoredReply | null;

export interface FastLane {
  /** GETs of `path` (or, when it ends in '/', of one segment under it) answered from `lookup`. */
  add(path: string, lookup: LaneLookup): void;
  /** node:http's request listener: answers what the lane holds, hands the rest to `next` (Fastify). */
  listener(next: RequestListener): RequestListener;
  /** Shutdown: from now on every request goes to Fastify, which answers 503 while it drains. */
  close(): void;
  /** The process logger, for the access line a request gets at `info`, as Fastify's own. */
  setLogger(log: FastifyBaseLogger): void;
}

/** pino's logger has `isLevelEnabled`; Fastify's null logger (logging off) does not. */
type Logger = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

/**
 * The fast lane (decision 351): public, versioned GET replies that a CDN would keep — App info and
 * a menu — sent from memory before Fastify builds a request, routes it and runs its hooks. Those
 * steps were most of such a reply's CPU (decision 330's ablation), and a CDN is not something a
 * bakery's deployment can be assumed to have. The lane is that cache, in the process:
 * - it answers only a GET with no query string, on a path a route added, whose lookup says the
 *   stored reply is current; anything else (HEAD, a query, an unknown id, a stale menu) goes to
 *   Fastify, which answers and so refreshes what the lookup reads;
 * - the reply is the one the route sends: the same body choice, ETag/304, Cache-Control, Vary and
 *   the API's security headers, from the same functions (a test compares them header by header);
 * - what it skips is what a CDN hit skips: the per-IP rate limit (a hit costs less than the
 *   limiter's own check), sessions, and the request id. At `info` it writes the access line.
 */
export function createFastLane(options: { onAnswer?: (lane: string, status: number) => void } = {}): FastLane {
  const lanes = new Map<string, LaneLookup>();
  const prefixes: [prefix: string, lookup: LaneLookup, lane: string][] = [];
  const security = helmetHeaders(API_SECURITY_HEADERS);
  // One header object per stored body, encoding and Cache-Control: built on first use, dropped
  // with the body (a rebuilt menu is a new object).
  const headerCache = new WeakMap<Precompressed, Map<string, OutgoingHttpHeaders>>();
  let closed = false;
  let log: Logger | undefined;

  function headersFor(reply: StoredReply, variant: 'br' | 'gzip' | 'identity' | '304'): OutgoingHttpHeaders {
    let byVariant = headerCache.get(reply.stored);
    if (!byVariant) headerCache.set(reply.stored, (byVariant = new Map()));
    const key = `${variant}\n${reply.cacheControl}`;
    let headers = byVariant.get(key);
    if (!headers) {
      headers = Object.fromEntries(security);
      const encoding = variant === '304' ? undefined : variant === 'identity' ? null : variant;
      for (const [name, value] of precompressedHeaders(reply.stored, reply.cacheControl, encoding))
        headers[name] = value;
      if (encoding !== undefined) {
        const body = encoding === null ? reply.stored.body : reply.stored[encoding];
        headers['content-length'] = Buffer.byteLength(body);
      }
      byVariant.set(key, headers);
    }
    return headers;
  }

  /** The stored reply, and its lane named as it was added (a prefix lane with `*`). */
  function find(url: string): { reply: StoredReply | null; lane: string } | null {
    const exact = lanes.get(url);
    if (exact) return { reply: exact(''), lane: url };
    for (const [prefix, lookup, lane] of prefixes) {
      if (url.length > prefix.length && url.startsWith(prefix) && !url.includes('/', prefix.length))
        return { reply: lookup(url.slice(prefix.length)), lane };
    }
    return null;
  }

  function answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (closed || request.method !== 'GET') return false;
    const url = request.url;
    if (url === undefined || url.includes('?')) return false;
    const found = find(url);
    const reply = found?.reply;
    if (!found || !reply) return false;
    if (matchesEtag(request.headers['if-none-match'], reply.stored.etag)) {
      response.writeHead(304, headersFor(reply, '304')).end();
    } else {
      const { encoding, body } = pickStoredBody(reply.stored, request.headers['accept-encoding']);
      response.writeHead(200, headersFor(reply, encoding ?? 'identity')).end(body);
    }
    options.onAnswer?.(found.lane, response.statusCode);
    if (log?.isLevelEnabled?.('info'))
      log.info(
        { req: { method: 'GET', url }, res: { statusCode: response.statusCode }, fastLane: true },
        'request completed',
      );
    return true;
  }

  return {
    add(path, lookup) {
      if (path.endsWith('/')) prefixes.push([path, lookup, `${path}*`]);
      else lanes.set(path, lookup);
    },
    listener: (next) => (request, response) => {
      let answered = false;
      try {
        answered = answer(request, response);
      } catch (error) {
        // Nothing is written before the last step, so Fastify can still answer it properly.
        log?.warn({ err: error }, 'fast lane failed; Fastify answers');
      }
      if (!answered && !response.headersSent) next(request, response);
    },
    close() {
      closed = true;
    },
    setLogger(logger) {
      log = logger;
    },
  };
}
