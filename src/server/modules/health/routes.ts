import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';

/** Liveness for load balancers: answers 503 while the database is unreachable or the server drains. */
export const healthRoutes =
  (database: Database, isDraining: () => boolean): FastifyPluginAsync =>
  async (server) => {
    server.get('/health', async (_request, reply) => {
      if (isDraining()) return reply.status(503).send({ status: 'error', message: 'Shutting down', code: 'UNAVAILABLE' });
      await database.ping();
      return { status: 'ok', data: { database: database.kind } };
    });
  };
