import { ok } from '../../../domain/api-envelope.ts';
import {
  cartIdParams,
  deliveryHandoffRequest,
  handoffRequest,
  orderTimeRequest,
  timesQuery,
  timesReply,
} from '../../../domain/cart/cart-contract.ts';
import { cartCommand, ownerOf, route, type CartRouteServer } from './route-support.ts';
import type { CartService } from './service.ts';

/** How and when: handoff mode, delivery address, order time, and the day's available times. */
export function registerTimingRoutes(server: CartRouteServer, service: CartService): void {
  cartCommand(
    server,
    'PUT',
    '/carts/:id/handoff',
    { summary: 'Set the handoff mode', body: handoffRequest },
    (owner, id, body) => service.setHandoff(owner, id, body.handoff),
  );
  cartCommand(
    server,
    'PUT',
    '/carts/:id/handoff/delivery',
    { summary: 'Apply delivery handoff (spec §7)', body: deliveryHandoffRequest },
    (owner, id, body) => service.setDelivery(owner, id, body),
  );
  cartCommand(
    server,
    'PUT',
    '/carts/:id/time',
    { summary: 'Apply order asap or order ahead (YYYYMMDD HH:mm)', body: orderTimeRequest },
    (owner, id, body) => service.setTime(owner, id, body),
  );

  server.get(
    '/carts/:id/times',
    route(
      { summary: 'Available times for a day (YYYYMMDD)', params: cartIdParams, querystring: timesQuery },
      timesReply,
    ),
    async (request) => ok(await service.times(await ownerOf(request), request.params.id, request.query.day)),
  );
}
