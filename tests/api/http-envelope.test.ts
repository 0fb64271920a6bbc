import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 14: every 4xx is the `{status:'error', message, code}` envelope, Fastify's own included —
 * those raised before any route (bad percent-encoding, 431 from Node's HTTP parser), 413, 415,
 * unknown routes — and a NUL anywhere in the input is a 400 naming the field, never a 500.
 * Over a real socket, since light-my-request never meets Node's parser.
 */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.server.listen({ port: 0, host: '127.0.0.1' });
  port = (t.server.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** One raw HTTP/1.1 exchange: what the server wrote until it closed the connection. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [headers = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(headers.split(' ')[1]), headers, body: decodeChunked(headers, body) });
    });
    socket.end(request);
  });
}

const decodeChunked = (headers: string, body: string) =>
  /transfer-encoding: chunked/i.test(headers)
    ? body.replace(/^[0-9a-f]+\r\n|\r\n[0-9a-f]+\r\n|\r\n0\r\n\r\n$/gi, '')
    : body;

function expectEnvelope(body: string, status: number) {
  const parsed = JSON.parse(body) as { status: string; message: string; code: string };
  expect(parsed.status, body).toBe('error');
  expect(parsed.message.length).toBeGreaterThan(0);
  expect(parsed.message).not.toMatch(/FST_|HPE_/);
  expect(typeof parsed.code).toBe('string');
  if (status === 404) expect(parsed.code).toBe('NOT_FOUND');
}

const get = (path: string, extra = '') => `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${extra}\r\n`;

describe("Fastify's own errors in the envelope", () => {
  it('answers bad percent-encoding, huge headers, bad request lines and unknown routes with the envelope', async () => {
    const cases: [request: string, status: number][] = [
      [get('/api/menus/%E0%A4%A'), 400],
      [get('/api/carts/%C0%AF'), 400],
      [get('/%ZZ'), 400],
      [get('/api/app', `X-Big: ${'a'.repeat(20_000)}\r\n`), 431],
      ['BR0KEN / HTTP/1.1\r\nHost: x\r\n\r\n', 400],
      [get('/api/no-such-thing'), 404],
      [get('/no-such-page'), 404],
      [
        `POST /api/subscribe HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 1100000\r\n\r\n{"email":"${'a'.repeat(1_100_000)}"}`,
        413,
      ],
      [
        `POST /api/subscribe HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 7\r\n\r\nemail=a`,
        415,
      ],
    ];
    for (const [request, status] of cases) {
      const reply = await raw(request);
      expect(reply.status, request.slice(0, 60)).toBe(status);
      expect(reply.headers.toLowerCase()).toContain('content-type: application/json');
      expect(reply.headers.toLowerCase()).toContain('x-content-type-options: nosniff');
      expectEnvelope(reply.body, status);
    }
  });

  it("gives API replies the JSON security headers and none of a page's (decision 330)", async () => {
    const reply = await t.server.inject({ url: '/api/app' });
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
    expect(reply.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(reply.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const pageOnly of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-xss-protection',
    ])
      expect(reply.headers[pageOnly], pageOnly).toBeUndefined();
  });

  it('sends the rate limit headers with the 429 only, with Retry-After', async () => {
    // The newsletter route allows 20 a minute per IP; a bad body still counts, and writes nothing.
    const subscribe = () =>
      t.server.inject({
        method: 'POST',
        url: '/api/subscribe',
        payload: { email: 'nope' },
        remoteAddress: '10.33.0.1',
      });
    for (let i = 0; i < 20; i++) {
      const under = await subscribe();
      expect(under.statusCode).toBe(400);
      expect(under.headers['x-ratelimit-remaining']).toBeUndefined();
    }
    const over = await subscribe();
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ status: 'error' });
    expect(over.headers['x-ratelimit-limit']).toBe('20');
    expect(over.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses NUL and control characters in bodies, queries and paths with a 400 naming the field', async () => {
    const cases: [
      method: 'GET' | 'POST',
      url: string,
      payload: Record<string, unknown> | undefined,
      message: string,
    ][] = [
      ['GET', '/api/locations/%00', undefined, 'id: must not contain control characters'],
      ['GET', '/api/geocode/autocomplete?q=a%00b', undefined, 'q: must not contain control characters'],
      ['GET', '/api/no%00where', undefined, 'path: must not contain control characters'],
      ['GET', '/api/menus/10101?x=%1B', undefined, 'x: must not contain control characters'],
      ['POST', '/api/subscribe', { email: 'a\u0000@b.co' }, 'email: must not contain control characters'],
      [
        'POST',
        '/api/account/signup',
        { first_name: 'Ada\u0000', last_name: 'B', email: 'a@b.co', password: 'crumb-and-crust-42' },
        'first_name: must not contain control characters',
      ],
      [
        'POST',
        '/api/account/signin',
        { email: 'a@b.co\n', password: 'x' },
        'email: must be a single line (no line breaks or tabs)',
      ],
      [
        'POST',
        '/api/events',
        { name: 'view_cart', payload: { ['k\u0000']: 1 } },
        'payload: field names must not contain control characters',
      ],
    ];
    for (const [method, url, payload, message] of cases) {
      const reply = await t.server.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json()).toEqual({ status: 'error', message, code: 'BAD_REQUEST' });
    }
  });
});
