import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { createAppMetrics } from '../../src/server/metrics/app-metrics.ts';
import { registerMetrics } from '../../src/server/metrics/serve-metrics.ts';

const TOKEN = 't'.repeat(32);

describe('request metrics of static files', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'larkspur-static-'));
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, 'images', 'menu'), { recursive: true });
  for (const file of ['assets/entry-a1.js', 'assets/chunk-b2.js', 'images/menu/croissant.webp', 'favicon.svg'])
    writeFileSync(path.join(root, file), 'x');
  const server = Fastify();
  afterAll(() => server.close());

  it('are one series per top folder, not one per file, while routes keep their pattern', async () => {
    registerMetrics(server, loadConfig({ METRICS_TOKEN: TOKEN }), createAppMetrics());
    // As the web wiring registers them: one route per file.
    await server.register(fastifyStatic, { root, wildcard: false });
    server.get('/api/items/:id', async () => ({ ok: true }));
    for (const url of ['/assets/entry-a1.js', '/assets/chunk-b2.js', '/images/menu/croissant.webp', '/favicon.svg'])
      expect((await server.inject({ url })).statusCode).toBe(200);
    await server.inject({ url: '/api/items/42' });
    const text = (await server.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    const routes = new Set(
      [...text.matchAll(/^http_request_duration_seconds_count\{route="([^"]*)"/gm)].map((m) => m[1]),
    );
    expect([...routes].sort()).toEqual(['/api/items/:id', '/assets/*', '/favicon.svg', '/images/*']);
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{route="\/assets\/\*",method="GET",status_class="2xx"\} 2$/m,
    );
  });
});
