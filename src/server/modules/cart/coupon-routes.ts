import { ok } from '../../../domain/api-envelope.ts';
import {
  cartIdParams,
  cartReply,
  couponRequest,
  tipRequest,
  upsellsQuery,
  upsellsReply,
} from '../../../domain/cart/cart-contract.ts';
import { ownerOf, route, type CartRouteServer } from './route-support.ts';
import type { CartService } from './service.ts';

/** What changes the total besides the lines: the one coupon, the tip; and the upsells offered. */
export function registerCouponRoutes(server: CartRouteServer, service: CartService): void {
  server.get(
    '/carts/:id/upsells',
    route({ summary: 'Get upsells (num 4)', params: cartIdParams, querystring: upsellsQuery }, upsellsReply),
    async (request) =>
      ok({ upsells: await service.upsells(await ownerOf(request), request.params.id, request.query.num) }),
  );

  server.post(
    '/carts/:id/coupon',
    route({ summary: 'Apply a coupon (one per cart)', params: cartIdParams, body: couponRequest }, cartReply),
    async (request) => ok(await service.applyCoupon(await ownerOf(request), request.params.id, request.body.code)),
  );

  server.delete(
    '/carts/:id/coupon',
    route({ summary: 'Remove the coupon', params: cartIdParams }, cartReply),
    async (request) => ok(await service.removeCoupon(await ownerOf(request), request.params.id)),
  );

  server.put(
    '/carts/:id/tip',
    route({ summary: 'Tip 10/15/20 % or a custom amount in cents', params: cartIdParams, body: tipRequest }, cartReply),
    async (request) => ok(await service.setTip(await ownerOf(request), request.params.id, request.body)),
  );
}
