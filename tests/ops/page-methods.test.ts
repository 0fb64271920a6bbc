import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/client.ts';
import { startBuiltWebApp } from './support/built-web-app.ts';

/**
 * A form method a page does not take (the production build's server render, in process): the
 * visitor gets 405 and nothing reaches the log. React Router's default error hook printed a stack
 * trace for each, so a stranger posting to pages could fill the logs (found by a fuzz run, issue 18).
 */
let server: FastifyInstance;
let database: Database;

beforeAll(async () => {
  ({ server, database } = await startBuiltWebApp('test'));
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});
afterEach(() => vi.restoreAllMocks());

describe('page requests with a method the page does not take', () => {
  it('answers 405 to POST, PUT, PATCH and DELETE on pages, and logs none of them', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pages = ['/', '/menu/10101', '/locations', '/menu/10101/p-butter-croissant'];
    for (const url of pages)
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const r = await server.inject({
          method,
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80' },
          payload: 'a=%00&b=' + 'x'.repeat(2000),
        });
        expect(r.statusCode, `${method} ${url}`).toBe(405);
      }
    const page = await server.inject({ method: 'GET', url: '/menu/10101', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(logged).not.toHaveBeenCalled();
  });
});
