import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../domain/api-envelope.ts';
import type { AppInfo } from '../../../domain/app-info.ts';

/** GET /api/app: the site configuration (spec §3 App info). Serialised once: it never changes while running. */
export const appInfoRoutes =
  (app: AppInfo): FastifyPluginAsync =>
  async (server) => {
    const body = JSON.stringify(ok(app));
    server.get('/app', async (_request, reply) => {
      return reply.header('cache-control', 'public, max-age=60').type('application/json; charset=utf-8').send(body);
    });
  };
