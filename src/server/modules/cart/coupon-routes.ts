import { ok } from '../../../domain/api-envelope.ts';
import {
  cartIdParams,
  couponRequest,
  tipRequest,
  upsellsQuery,
  upsellsReply,
} from '../../../domain/cart/cart-contract.ts';
import { cartCommand, ownerOf, route, type CartRouteServer } from './route-support.ts';
import type { CartService } from './service.ts';

/** What changes the total besides the lines: the one coupon, the tip; and the upsells offered. */
export function registerCouponRoutes(server: CartRouteServer, service: CartService): void {
  server.get(
    '/carts/:id/upsells',
    route({ summary: 'Get upsells (num 4)', params: cartIdParams, querystring: upsellsQuery }, upsellsReply),
    async (request) =>
      ok({ upsells: await service.upsells(await ownerOf(request), request.params.id, request.query.num) }),
  );

  cartCommand(
    server,
    'POST',
    '/carts/:id/coupon',
    { summary: 'Apply a coupon (one per cart)', body: couponRequest },
    (owner, id, body) => service.applyCoupon(owner, id, body.code),
  );
  cartCommand(server, 'DELETE', '/carts/:id/coupon', { summary: 'Remove the coupon' }, (owner, id) =>
    service.removeCoupon(owner, id),
  );
  cartCommand(
    server,
    'PUT',
    '/carts/:id/tip',
    { summary: 'Tip 10/15/20 % or a custom amount in cents', body: tipRequest },
    (owner, id, body) => service.setTip(owner, id, body),
  );
}
