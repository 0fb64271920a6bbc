import type { FastifyPluginAsync } from 'fastify';
import { errorEnvelope } from '../../../domain/api-envelope.ts';
import { healthReply } from '../../../domain/health-contract.ts';
import type { Database } from '../../db/client.ts';
import { RETRY_AFTER_SECONDS } from '../../db/unavailable.ts';
import { REPLY_SCHEMA_DOCUMENTS_ONLY } from '../../http/route-schema.ts';

/** Liveness for load balancers: answers 503 while the database is unreachable or the server drains. */
export const healthRoutes =
  (database: Database, isDraining: () => boolean): FastifyPluginAsync =>
  async (server) => {
    const schema = {
      tags: ['health'],
      summary: 'Liveness for load balancers: 503 while the database is unreachable or the server drains',
      access: 'public',
      response: { 200: healthReply, 503: errorEnvelope },
    } as const;
    server.get('/health', { ...REPLY_SCHEMA_DOCUMENTS_ONLY, schema }, async (request, reply) => {
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
