import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import { AppError } from '../../../domain/app-error.ts';
import {
  DEFAULT_EVENT_PAYLOAD_LIMITS,
  eventPayloadProblem,
  type EventPayloadLimits,
} from '../../../domain/cart/event-payload.ts';
import { trackEventReply, trackEventRequest } from '../../../domain/cart/cart-contract.ts';
import { registerCouponRoutes } from './coupon-routes.ts';
import { registerLifecycleRoutes } from './lifecycle-routes.ts';
import { registerLineRoutes } from './line-routes.ts';
import { registerTimingRoutes } from './timing-routes.ts';
import type { CartService } from './service.ts';

/** Cart replies are personal and change with every call. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * The cart API (spec §7 cart calls), one file per use case like the service. Handlers
 * parse, find the owner and call one service function; every mutation answers with the whole
 * cart (spec §3 Cart).
 */
export const cartRoutes =
  (service: CartService, eventLimits: EventPayloadLimits = DEFAULT_EVENT_PAYLOAD_LIMITS): FastifyPluginAsyncZod =>
  async (server) => {
    server.addHook('onSend', async (_request, reply) => {
      noStore(reply);
    });
    // Only a listening server sweeps: in-process API tests call `sweep` themselves.
    server.addHook('onListen', async () => service.timeoutSweep.start(server.log));
    server.addHook('onClose', async () => service.timeoutSweep.stop());
    // A guest who signs in keeps their cart: it follows the rotated session.
    server.sessionEvents.onSessionRotated(async ({ oldIdHash, newIdHash, memberId }) => {
      if (oldIdHash) await service.handOver(oldIdHash, newIdHash, memberId);
    });

    registerLifecycleRoutes(server, service);
    registerLineRoutes(server, service);
    registerTimingRoutes(server, service);
    registerCouponRoutes(server, service);

    server.post(
      '/events',
      {
        schema: {
          tags: ['events'],
          access: 'visitor',
          summary: 'Track event (view_cart, view_estimated_ready, add_shipping_info)',
          body: trackEventRequest,
          response: { 200: trackEventReply },
        },
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      },
      async (request) => {
        const problem = eventPayloadProblem(request.body.payload, eventLimits);
        if (problem) throw new AppError(problem.code, problem.message);
        const session = await request.session.get();
        await service.track(session?.idHash ?? null, request.body.name, request.body.payload);
        return ok({ recorded: true as const });
      },
    );
  };
