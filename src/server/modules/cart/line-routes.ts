import { ok } from '../../../domain/api-envelope.ts';
import {
  addProductRequest,
  cartIdParams,
  cartLineParams,
  cartReply,
  quickAddRequest,
  updateProductRequest,
} from '../../../domain/cart/cart-contract.ts';
import { cartCommand, ownerOf, route, type CartRouteServer } from './route-support.ts';
import type { CartService } from './service.ts';

/** The bag's lines: add (configured or quick), update, remove one, clear all. */
export function registerLineRoutes(server: CartRouteServer, service: CartService): void {
  server.post(
    '/carts/:id/products',
    route({ summary: 'Add a configured product', params: cartIdParams, body: addProductRequest }, cartReply),
    async (request) => ok(await service.addProduct(await ownerOf(request), request.params.id, request.body)),
  );

  server.post(
    '/carts/:id/products/quick-add',
    route(
      {
        summary: 'Quick add product {product_id, quantity} with its default choices',
        params: cartIdParams,
        body: quickAddRequest,
      },
      cartReply,
    ),
    async (request) => ok(await service.quickAdd(await ownerOf(request), request.params.id, request.body)),
  );

  server.put(
    '/carts/:id/products/:lineId',
    route(
      { summary: 'Update product {quantity, choices}', params: cartLineParams, body: updateProductRequest },
      cartReply,
    ),
    async (request) =>
      ok(await service.updateProduct(await ownerOf(request), request.params.id, request.params.lineId, request.body)),
  );

  server.delete(
    '/carts/:id/products/:lineId',
    route({ summary: 'Remove product', params: cartLineParams }, cartReply),
    async (request) =>
      ok(await service.removeProduct(await ownerOf(request), request.params.id, request.params.lineId)),
  );

  cartCommand(server, 'DELETE', '/carts/:id/products', { summary: 'Remove every product (Clear Cart)' }, (owner, id) =>
    service.clear(owner, id),
  );
}
