import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import { orderIdParams } from '../../../domain/orders/get-order-contract.ts';
import { orderStatusReply, orderStatusRequest } from '../../../domain/orders/order-status-contract.ts';
import type { IntegrationCaller, IntegrationService } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    integration?: IntegrationCaller;
  }
}

/**
 * The integration API: POS and kitchen-display systems move orders with
 * a per-integration key. The path is kept as first documented, for callers that exist.
 * The key is checked before the body is read (a caller without one learns nothing from a 400).
 */
export const integrationRoutes =
  (service: IntegrationService): FastifyPluginAsyncZod =>
  async (server) => {
    server.post(
      '/staff/orders/:id/status',
      {
        schema: {
          tags: ['integrations'],
          access: 'integration',
          summary:
            'Move an order along its lifecycle (integration key with the orders:status scope: Authorization: Bearer lsk_…; keys from `npm run integration:create`)',
          params: orderIdParams,
          body: orderStatusRequest,
          response: { 200: orderStatusReply },
        },
        onRequest: async (request, reply) => {
          reply.header('cache-control', 'no-store');
          request.integration = await service.authenticate(request.headers.authorization);
        },
      },
      async (request) =>
        ok({ order: await service.setOrderStatus(request.integration!, request.params.id, request.body.status) }),
    );
  };
