import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { Database } from '../../src/server/db/client.ts';
import { BUILD_DIR, startBuiltWebApp } from './support/built-web-app.ts';

/**
 * Page HTML is React Router's own stream (issue 38): what the app serves for a page, decoded,
 * is byte for byte what `createRequestHandler(build)` renders for the same request and load
 * context (the per-request nonce included, since the context carries it). Anything that rewrote
 * the HTML between React Router and the wire — inlined CSS, moved scripts, a compacted manifest —
 * fails here. Covers pages from the anonymous cache (miss and hit), per-request pages and a bot.
 */
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

let server: FastifyInstance;
let database: Database;
let render: (request: Request, context: AppLoadContext) => Promise<Response>;
const rendered: { request: Request; context: AppLoadContext }[] = [];

beforeAll(async () => {
  ({ server, database } = await startBuiltWebApp('production', {
    onPageRender: (request, context) => rendered.push({ request, context }),
  }));
  // The first render of a process may stream a lazy island's fallback before its code is loaded.
  await server.inject({ url: '/?warm-up', headers: { accept: 'text/html', 'user-agent': PHONE } });
  // The same module the app loaded (one import per URL), rendered by React Router alone.
  const build = (await import(pathToFileURL(path.resolve(BUILD_DIR, 'server/index.js')).href)) as ServerBuild;
  render = createRequestHandler(build, 'production');
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

/** The page as a browser gets it: compressed on the wire, compared decoded. */
async function served(url: string, userAgent: string) {
  const reply = await server.inject({
    url,
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', 'user-agent': userAgent },
  });
  const encoding = reply.headers['content-encoding'];
  const raw = reply.rawPayload;
  const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
  return {
    status: reply.statusCode,
    type: String(reply.headers['content-type']),
    location: reply.headers.location,
    html: body.toString('utf8'),
  };
}

/** React Router's response to the last page request the app rendered, rendered again. */
async function frameworkStream(url: string) {
  const last = rendered.at(-1);
  expect(last, `no render seen for ${url}`).toBeDefined();
  expect(new URL(last!.request.url).pathname).toBe(new URL(url, 'http://x').pathname);
  // The same URL, method and headers; not the app's abort signal, which its reply has ended.
  const { url: href, method, headers } = last!.request;
  const response = await render(new Request(href, { method, headers }), last!.context);
  return {
    status: response.status,
    location: response.headers.get('location') ?? undefined,
    html: await response.text(),
  };
}

describe('page HTML is React Router’s stream, not rewritten', () => {
  const pages = [
    '/',
    '/menu/10101',
    '/menu/10101/product/turkey-avocado-club',
    '/locations/ma/boston/214-newbury-street',
    '/account/signin',
    '/staff/sign-in',
    '/no-such-page',
  ];

  for (const [agent, userAgent] of [
    ['phone', PHONE],
    ['bot', BOT],
  ] as const)
    it.each(pages)(`serves %s as rendered (${agent})`, async (page) => {
      // A query of its own: the first visit is a render, never an earlier case's cached copy.
      const url = `${page}?stream-test=${agent}`;
      rendered.length = 0;
      const first = await served(url, userAgent);
      expect(first.type).toContain('text/html');
      const framework = await frameworkStream(url);
      expect(first.status).toBe(framework.status);
      expect(first.html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(first.html).toBe(framework.html);
      // A second visit: from the anonymous cache where the page is kept, else rendered again.
      const again = await served(url, userAgent);
      const second = rendered.length > 1 ? await frameworkStream(url) : framework;
      expect(again.html).toBe(second.html);
    });

  it('sends a redirect as React Router answers it: no body', async () => {
    rendered.length = 0;
    // Checkout with an empty bag goes back to the menu.
    const reply = await served('/order/checkout', PHONE);
    const framework = await frameworkStream('/order/checkout');
    expect(reply.status).toBe(302);
    expect([reply.status, reply.location, reply.html]).toEqual([framework.status, framework.location, framework.html]);
    expect(reply.html).toBe('');
  });
});
