import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { newDataDir } from './support/pglite-template.ts';
import { spawnServer } from './support/spawn-server.ts';

// Not a browser journey: the production server's HTTP behavior (issue 2 §1–2).

test('HTML carries a strict CSP and compression; hashed assets are cached for a year', async ({ request }) => {
  const home = await request.get('/', { headers: { 'accept-encoding': 'gzip, br' } });
  expect(home.status()).toBe(200);
  const headers = home.headers();
  // A page rendered per request carries a nonce; one from the anonymous cache the hashes of its inline scripts (decision 254).
  expect(headers['content-security-policy']).toMatch(
    /script-src 'self' ('nonce-[A-Za-z0-9+/=]{20,}'|'sha256-[A-Za-z0-9+/]{43}=')/,
  );
  expect(headers['content-security-policy']).not.toContain('unsafe-inline');
  expect(headers['content-encoding']).toMatch(/br|gzip/);
  // Issue 14 (decision 177): pages and static files say nosniff, a referrer policy and what the page may use.
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('geolocation=(self)');
  const html = await home.text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const js = await request.get(asset!);
  expect(js.status()).toBe(200);
  expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(js.headers()['x-content-type-options']).toBe('nosniff');
  expect(js.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('API replies carry security headers and JSON errors', async ({ request }) => {
  const reply = await request.get('/api/app');
  expect(reply.headers()['x-content-type-options']).toBe('nosniff');
  expect(reply.headers()['content-security-policy']).toContain("default-src 'none'");
  const missing = await request.get('/api/unknown');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
});

test('start prints the URL, a restart on the same folder re-seeds nothing, SIGTERM drains and exits 0', async () => {
  test.setTimeout(90_000);
  // An empty folder, as on a first `npm run demo`: this start migrates and seeds it.
  const first = await spawnServer(3290, {}, newDataDir());
  try {
    expect(first.output()).toContain(`running at ${first.url}`);
    // A request in flight when SIGTERM arrives (headers sent, body still coming) completes.
    const body = JSON.stringify({ email: 'draining@larkspur.example' });
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${first.url}/api/subscribe`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 1_000);
    });
    await new Promise((r) => setTimeout(r, 400));
    const exit = first.stop();
    expect(await inFlight).toBe(200);
    // New connections after the drain are refused.
    await exit;
    expect(
      await fetch(`${first.url}/api/app`).then(
        () => 'answered',
        () => 'refused',
      ),
    ).toBe('refused');
    expect(await exit).toBe(0);

    const second = await spawnServer(3290, {}, first.dataDir);
    const health = await fetch(`${second.url}/api/health`).then((r) => r.json());
    expect(health).toMatchObject({
      status: 'ok',
      data: { ready: true, database: { kind: 'pglite', reachable: true } },
    });
    expect(await second.stop()).toBe(0);
  } finally {
    first.cleanup();
  }
});
