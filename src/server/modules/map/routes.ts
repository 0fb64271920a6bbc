import type { FastifyPluginAsync } from 'fastify';
import { basemapReply } from '../../../domain/map/basemap-contract.ts';
import { PRECOMPRESSED_ROUTE, sendPrecompressed } from '../../http/precompressed.ts';
import type { MapService } from './service.ts';

/**
 * GET /api/map/basemap: the embedded basemap of the stores' metros, compressed
 * once. An hour in caches, revalidated by its ETag: it changes only when the stores do.
 */
export const mapRoutes =
  (map: MapService): FastifyPluginAsync =>
  async (server) => {
    server.get(
      '/map/basemap',
      {
        ...PRECOMPRESSED_ROUTE,
        schema: {
          tags: ['locations'],
          summary: 'The embedded basemap of the metros with stores',
          access: 'public',
          response: { 200: basemapReply },
        },
      },
      async (request, reply) => sendPrecompressed(request, reply, await map.basemapReply(), 'public, max-age=3600'),
    );
  };
