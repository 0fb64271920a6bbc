import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { RETRY_AFTER_SECONDS } from '../../db/unavailable.ts';

/** Liveness for load balancers: answers 503 while the database is unreachable or the server drains. */
export const healthRoutes =
  (database: Database, isDraining: () => boolean): FastifyPluginAsync =>
  async (server) => {
    server.get('/health', async (request, reply) => {
      if (isDraining())
        return reply
          .status(503)
          .header('connection', 'close')
          .send({ status: 'error', message: 'Shutting down', code: 'UNAVAILABLE' });
      try {
        await database.ping();
      } catch (error) {
        // Any failed probe means "send traffic elsewhere"; the reason is the driver's, without SQL.
        request.log.warn({ code: (error as { code?: unknown }).code }, 'health: database unreachable');
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ status: 'error', message: 'The database is unreachable.', code: 'UNAVAILABLE' });
      }
      return { status: 'ok', data: { database: database.kind } };
    });
  };
