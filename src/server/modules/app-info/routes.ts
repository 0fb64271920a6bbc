import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../domain/api-envelope.ts';
import type { AppInfo } from '../../../domain/app-info.ts';
import { PRECOMPRESSED_ROUTE, precompress, sendPrecompressed } from '../../http/precompressed.ts';

/** GET /api/app: the site configuration (spec §3 App info). Serialised and compressed once: it never changes while running. */
export const appInfoRoutes =
  (app: AppInfo): FastifyPluginAsync =>
  async (server) => {
    const stored = precompress(JSON.stringify(ok(app)));
    server.get('/app', PRECOMPRESSED_ROUTE, async (request, reply) =>
      sendPrecompressed(request, reply, stored, 'public, max-age=60'),
    );
  };
