import type { FastifyPluginAsync } from 'fastify';
import { ok, okEnvelope } from '../../../domain/api-envelope.ts';
import { appInfoSchema, type AppInfo } from '../../../domain/app-info.ts';
import { PRECOMPRESSED_ROUTE, precompress, sendPrecompressed } from '../../http/precompressed.ts';

const APP_CACHE_CONTROL = 'public, max-age=60';

/**
 * GET /api/app: the site configuration (spec §3 App info). Serialised and compressed once: it
 * never changes while running.
 */
export const appInfoRoutes =
  (app: AppInfo): FastifyPluginAsync =>
  async (server) => {
    const stored = precompress(JSON.stringify(ok(app)));
    server.get(
      '/app',
      {
        ...PRECOMPRESSED_ROUTE,
        schema: {
          tags: ['app'],
          summary: 'App info: the site configuration (spec §3)',
          access: 'public',
          response: { 200: okEnvelope(appInfoSchema) },
        },
      },
      async (request, reply) => sendPrecompressed(request, reply, stored, APP_CACHE_CONTROL),
    );
  };
