import type { FastifyInstance } from 'fastify';
import { AppError } from '../../domain/app-error.ts';
import { createLifecycle } from '../modules/health/index.ts';

/**
 * The process's stop as requests see it: `lifecycle` is marked by main.ts at SIGTERM (readiness
 * fails, requests are still served); once the listener closes, a request that still arrives on
 * an open connection gets 503 (docs/operations.md).
 */
export function wireLifecycle(server: FastifyInstance) {
  const lifecycle = createLifecycle();
  let closing = false;
  server.decorate('lifecycle', lifecycle);
  // preClose: before the listener closes, so requests during the drain see it.
  server.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook, not an async one: it runs on every request, and a promise per request is CPU.
  server.addHook('onRequest', (_request, _reply, done) => {
    if (closing) return done(new AppError('UNAVAILABLE', 'This server is restarting. Please try again in a moment.'));
    done();
  });
  return { lifecycle, isClosing: () => closing };
}
