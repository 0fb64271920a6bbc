import { ok } from '../../../domain/api-envelope.ts';
import {
  abandonCartReply,
  cartIdParams,
  cartReply,
  createCartRequest,
  transferCartReply,
  transferCartRequest,
  validateCartReply,
} from '../../../domain/cart/cart-contract.ts';
import { ensureOwner, ownerOf, route, type CartRouteServer } from './route-support.ts';
import type { CartService } from './service.ts';

/** A cart's life: create, get, abandon, move to another menu, validate before checkout. */
export function registerLifecycleRoutes(server: CartRouteServer, service: CartService): void {
  server.post(
    '/carts',
    route(
      { summary: 'Create a cart for a menu (spec §7 "create cart")', access: 'visitor', body: createCartRequest },
      cartReply,
    ),
    async (request, reply) => ok(await service.create(await ensureOwner(request, reply), request.body)),
  );

  server.get('/carts/:id', route({ summary: 'Get cart', params: cartIdParams }, cartReply), async (request) =>
    ok(await service.get(await ownerOf(request), request.params.id)),
  );

  server.delete(
    '/carts/:id',
    route({ summary: 'Abandon cart', params: cartIdParams }, abandonCartReply),
    async (request) => {
      await service.abandon(await ownerOf(request), request.params.id);
      return ok({ id: request.params.id, status: 'abandoned' as const });
    },
  );

  server.post(
    '/carts/:id/transfer',
    route(
      {
        summary: 'Transfer cart to another menu; lines that cannot come are listed in dropped',
        params: cartIdParams,
        body: transferCartRequest,
      },
      transferCartReply,
    ),
    async (request) => ok(await service.transfer(await ownerOf(request), request.params.id, request.body.menu_id)),
  );

  server.post(
    '/carts/:id/validate',
    route({ summary: 'Validate cart before checkout', params: cartIdParams }, validateCartReply),
    async (request) => ok(await service.validate(await ownerOf(request), request.params.id)),
  );
}
