import { ok } from '../../../domain/api-envelope.ts';
import {
  cartIdParams,
  cartReply,
  deliveryHandoffRequest,
  handoffRequest,
  orderTimeRequest,
  timesQuery,
  timesReply,
} from '../../../domain/cart/cart-contract.ts';
import { SELF_ENCODED_ROUTE, sendJson } from '../../http/send-json.ts';
import { ownerOf, route, type CartRouteServer } from './route-support.ts';
import type { CartService } from './service.ts';

/** How and when: handoff mode, delivery address, order time, and the day's available times. */
export function registerTimingRoutes(server: CartRouteServer, service: CartService): void {
  server.put(
    '/carts/:id/handoff',
    route({ summary: 'Set the handoff mode', params: cartIdParams, body: handoffRequest }, cartReply),
    async (request) => ok(await service.setHandoff(await ownerOf(request), request.params.id, request.body.handoff)),
  );

  server.put(
    '/carts/:id/handoff/delivery',
    route(
      { summary: 'Apply delivery handoff (spec §7)', params: cartIdParams, body: deliveryHandoffRequest },
      cartReply,
    ),
    async (request) => ok(await service.setDelivery(await ownerOf(request), request.params.id, request.body)),
  );

  server.put(
    '/carts/:id/time',
    route(
      { summary: 'Apply order asap or order ahead (YYYYMMDD HH:mm)', params: cartIdParams, body: orderTimeRequest },
      cartReply,
    ),
    async (request) => ok(await service.setTime(await ownerOf(request), request.params.id, request.body)),
  );

  // A hot read: encodes its own JSON (decision 145).
  server.get(
    '/carts/:id/times',
    {
      ...SELF_ENCODED_ROUTE,
      ...route(
        { summary: 'Available times for a day (YYYYMMDD)', params: cartIdParams, querystring: timesQuery },
        timesReply,
      ),
    },
    async (request, reply) =>
      sendJson(
        request,
        reply,
        JSON.stringify(ok(await service.times(await ownerOf(request), request.params.id, request.query.day))),
      ),
  );
}
