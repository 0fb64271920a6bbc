import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createFastLane, type FastLane, type LaneLookup } from '../../src/server/http/fast-lane.ts';
import { precompress } from '../../src/server/http/precompressed.ts';

/** The fast lane in front of a stand-in for Fastify that answers 299 "from fastify". */
const stored = precompress(JSON.stringify({ status: 'ok', data: { menu: 'x'.repeat(2000) } }));
let server: Server | undefined;
let fastifyCalls = 0;

async function serve(setup: (lane: FastLane) => void): Promise<{ base: string; lane: FastLane }> {
  const lane = createFastLane();
  setup(lane);
  fastifyCalls = 0;
  server = createServer(
    lane.listener((_request, response) => {
      fastifyCalls += 1;
      response.writeHead(299).end('from fastify');
    }),
  );
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lane };
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

const always: LaneLookup = () => ({ stored, cacheControl: 'public, max-age=60' });

describe('the fast lane (decision 351)', () => {
  it('answers a GET of its path with the stored body, its validators and the API security headers', async () => {
    const { base } = await serve((lane) => lane.add('/api/app', always));
    const reply = await fetch(`${base}/api/app`, { headers: { 'accept-encoding': 'identity' } });
    expect(reply.status).toBe(200);
    expect(await reply.text()).toBe(stored.body);
    expect(Object.fromEntries(reply.headers)).toMatchObject({
      etag: stored.etag,
      'cache-control': 'public, max-age=60',
      vary: 'accept-encoding',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(stored.body)),
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    expect(reply.headers.get('content-encoding')).toBeNull();
    expect(fastifyCalls).toBe(0);
  });

  it('sends brotli or gzip bytes as the client accepts them, and neither when refused', async () => {
    const { base } = await serve((lane) => lane.add('/api/app', always));
    const raw = async (acceptEncoding: string) => {
      // fetch decodes bodies; node's plain request shows the bytes as sent.
      const req = request(`${base}/api/app`, { headers: { 'accept-encoding': acceptEncoding } }).end();
      const [response] = (await once(req, 'response')) as [IncomingMessage];
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      return { encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) };
    };
    expect(await raw('gzip, deflate, br')).toEqual({ encoding: 'br', body: stored.br });
    expect(await raw('gzip')).toEqual({ encoding: 'gzip', body: stored.gzip });
    // q=0 refuses a coding (RFC 9110 §12.5.3), as the route's negotiation does.
    expect(await raw('br;q=0, gzip')).toEqual({ encoding: 'gzip', body: stored.gzip });
    expect(await raw('br;q=0, gzip;q=0')).toEqual({ encoding: undefined, body: Buffer.from(stored.body) });
  });

  it('answers 304 with no body when If-None-Match names the stored body (weak, listed or *)', async () => {
    const { base } = await serve((lane) => lane.add('/api/app', always));
    for (const ifNoneMatch of [stored.etag, `W/${stored.etag}`, `"other", ${stored.etag}`, '*']) {
      const reply = await fetch(`${base}/api/app`, { headers: { 'if-none-match': ifNoneMatch } });
      expect(reply.status, ifNoneMatch).toBe(304);
      expect(await reply.text()).toBe('');
      expect(reply.headers.get('etag')).toBe(stored.etag);
      expect(reply.headers.get('x-frame-options')).toBe('DENY');
    }
    expect((await fetch(`${base}/api/app`, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  it('answers one segment under a prefix from its lookup, and leaves what the lookup has not to Fastify', async () => {
    const asked: string[] = [];
    const { base } = await serve((lane) =>
      lane.add('/api/menus/', (id) => {
        asked.push(id);
        return id === '10101' ? { stored, cacheControl: 'public, max-age=30, must-revalidate' } : null;
      }),
    );
    expect((await fetch(`${base}/api/menus/10101`)).status).toBe(200);
    expect((await fetch(`${base}/api/menus/20202`)).status).toBe(299);
    expect((await fetch(`${base}/api/menus/10101/products/x`)).status).toBe(299);
    expect((await fetch(`${base}/api/menus/`)).status).toBe(299);
    expect(asked).toEqual(['10101', '20202']);
    expect(fastifyCalls).toBe(3);
  });

  it('leaves HEAD, other methods, query strings and other paths to Fastify', async () => {
    const { base } = await serve((lane) => lane.add('/api/app', always));
    expect((await fetch(`${base}/api/app`, { method: 'HEAD' })).status).toBe(299);
    expect((await fetch(`${base}/api/app`, { method: 'POST', body: '{}' })).status).toBe(299);
    expect((await fetch(`${base}/api/app?fresh=1`)).status).toBe(299);
    expect((await fetch(`${base}/api/app/`)).status).toBe(299);
    expect((await fetch(`${base}/api/apps`)).status).toBe(299);
    expect(fastifyCalls).toBe(5);
  });

  it('hands everything to Fastify once closed (the server is draining and answers 503 there)', async () => {
    const { base, lane } = await serve((l) => l.add('/api/app', always));
    expect((await fetch(`${base}/api/app`)).status).toBe(200);
    lane.close();
    expect((await fetch(`${base}/api/app`)).status).toBe(299);
  });

  it('hands a request to Fastify, unanswered, when its lookup throws', async () => {
    const { base } = await serve((lane) =>
      lane.add('/api/app', () => {
        throw new Error('broken lookup');
      }),
    );
    const reply = await fetch(`${base}/api/app`);
    expect(reply.status).toBe(299);
    expect(await reply.text()).toBe('from fastify');
  });
});
