import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import { AppError } from '../../../domain/app-error.ts';
import {
  DEFAULT_EVENT_PAYLOAD_LIMITS,
  eventPayloadProblem,
  type EventPayloadLimits,
} from '../../../domain/cart/event-payload.ts';
import { encodeCartReply } from './cart-json.ts';
import {
  abandonCartReply,
  addProductRequest,
  cartIdParams,
  cartLineParams,
  cartReply,
  couponRequest,
  createCartRequest,
  deliveryHandoffRequest,
  handoffRequest,
  orderTimeRequest,
  quickAddRequest,
  timesQuery,
  timesReply,
  tipRequest,
  trackEventReply,
  trackEventRequest,
  transferCartReply,
  transferCartRequest,
  updateProductRequest,
  upsellsQuery,
  upsellsReply,
  validateCartReply,
} from '../../../domain/cart/cart-contract.ts';
import { SELF_ENCODED_ROUTE, sendJson } from '../../http/send-json.ts';
import type { CartOwner, CartService } from './service.ts';

/** The caller's session as a cart owner, or null (no session: every cart is someone else's). */
async function ownerOf(request: FastifyRequest): Promise<CartOwner | null> {
  const session = await request.session.get();
  return session ? { sessionIdHash: session.idHash, memberId: session.memberId ?? null } : null;
}

async function ensureOwner(request: FastifyRequest, reply: FastifyReply): Promise<CartOwner> {
  const session = await request.session.ensure(reply);
  return { sessionIdHash: session.idHash, memberId: session.memberId ?? null };
}

const tags = ['cart'];
/** Cart replies are personal and change with every call. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * The cart API (issue 5, spec §7 cart calls). Handlers parse, find the owner and call one
 * service function; every mutation answers with the whole cart (spec §3 Cart).
 */
export const cartRoutes =
  (service: CartService, eventLimits: EventPayloadLimits = DEFAULT_EVENT_PAYLOAD_LIMITS): FastifyPluginAsyncZod =>
  async (server) => {
    server.addHook('onSend', async (_request, reply) => {
      noStore(reply);
    });
    // Only a listening server sweeps (decision 216): in-process API tests call `sweep` themselves.
    server.addHook('onListen', async () => service.timeoutSweep.start(server.log));
    server.addHook('onClose', async () => service.timeoutSweep.stop());
    // A guest who signs in keeps their cart: it follows the rotated session (issue 7).
    server.sessionEvents.onSessionRotated(async ({ oldIdHash, newIdHash, memberId }) => {
      if (oldIdHash) await service.handOver(oldIdHash, newIdHash, memberId);
    });

    server.post(
      '/carts',
      {
        schema: {
          tags,
          summary: 'Create a cart for a menu (spec §7 "create cart")',
          body: createCartRequest,
          response: { 200: cartReply },
        },
      },
      async (request, reply) => ok(await service.create(await ensureOwner(request, reply), request.body)),
    );

    // The hot calls (get, add, quick add, times) encode their own JSON: no zod pass over the reply,
    // whose shape the API tests check against the same contract (decisions 145, 150).
    server.get(
      '/carts/:id',
      {
        ...SELF_ENCODED_ROUTE,
        schema: { tags, summary: 'Get cart', params: cartIdParams, response: { 200: cartReply } },
      },
      async (request, reply) =>
        sendJson(request, reply, encodeCartReply(await service.get(await ownerOf(request), request.params.id))),
    );

    server.delete(
      '/carts/:id',
      { schema: { tags, summary: 'Abandon cart', params: cartIdParams, response: { 200: abandonCartReply } } },
      async (request) => {
        await service.abandon(await ownerOf(request), request.params.id);
        return ok({ id: request.params.id, status: 'abandoned' as const });
      },
    );

    server.post(
      '/carts/:id/transfer',
      {
        schema: {
          tags,
          summary: 'Transfer cart to another menu; lines that cannot come are listed in dropped',
          params: cartIdParams,
          body: transferCartRequest,
          response: { 200: transferCartReply },
        },
      },
      async (request) => ok(await service.transfer(await ownerOf(request), request.params.id, request.body.menu_id)),
    );

    server.post(
      '/carts/:id/products',
      {
        ...SELF_ENCODED_ROUTE,
        schema: {
          tags,
          summary: 'Add a configured product',
          params: cartIdParams,
          body: addProductRequest,
          response: { 200: cartReply },
        },
      },
      async (request, reply) =>
        sendJson(
          request,
          reply,
          encodeCartReply(await service.addProduct(await ownerOf(request), request.params.id, request.body)),
        ),
    );

    server.post(
      '/carts/:id/products/quick-add',
      {
        ...SELF_ENCODED_ROUTE,
        schema: {
          tags,
          summary: 'Quick add product {product_id, quantity} with its default choices',
          params: cartIdParams,
          body: quickAddRequest,
          response: { 200: cartReply },
        },
      },
      async (request, reply) =>
        sendJson(
          request,
          reply,
          encodeCartReply(await service.quickAdd(await ownerOf(request), request.params.id, request.body)),
        ),
    );

    server.put(
      '/carts/:id/products/:lineId',
      {
        schema: {
          tags,
          summary: 'Update product {quantity, choices}',
          params: cartLineParams,
          body: updateProductRequest,
          response: { 200: cartReply },
        },
      },
      async (request) =>
        ok(await service.updateProduct(await ownerOf(request), request.params.id, request.params.lineId, request.body)),
    );

    server.delete(
      '/carts/:id/products/:lineId',
      { schema: { tags, summary: 'Remove product', params: cartLineParams, response: { 200: cartReply } } },
      async (request) =>
        ok(await service.removeProduct(await ownerOf(request), request.params.id, request.params.lineId)),
    );

    server.delete(
      '/carts/:id/products',
      {
        schema: {
          tags,
          summary: 'Remove every product (Clear Cart)',
          params: cartIdParams,
          response: { 200: cartReply },
        },
      },
      async (request) => ok(await service.clear(await ownerOf(request), request.params.id)),
    );

    server.put(
      '/carts/:id/handoff',
      {
        schema: {
          tags,
          summary: 'Set the handoff mode',
          params: cartIdParams,
          body: handoffRequest,
          response: { 200: cartReply },
        },
      },
      async (request) => ok(await service.setHandoff(await ownerOf(request), request.params.id, request.body.handoff)),
    );

    server.put(
      '/carts/:id/handoff/delivery',
      {
        schema: {
          tags,
          summary: 'Apply delivery handoff (spec §7)',
          params: cartIdParams,
          body: deliveryHandoffRequest,
          response: { 200: cartReply },
        },
      },
      async (request) => ok(await service.setDelivery(await ownerOf(request), request.params.id, request.body)),
    );

    server.put(
      '/carts/:id/time',
      {
        schema: {
          tags,
          summary: 'Apply order asap or order ahead (YYYYMMDD HH:mm)',
          params: cartIdParams,
          body: orderTimeRequest,
          response: { 200: cartReply },
        },
      },
      async (request) => ok(await service.setTime(await ownerOf(request), request.params.id, request.body)),
    );

    server.get(
      '/carts/:id/times',
      {
        ...SELF_ENCODED_ROUTE,
        schema: {
          tags,
          summary: 'Available times for a day (YYYYMMDD)',
          params: cartIdParams,
          querystring: timesQuery,
          response: { 200: timesReply },
        },
      },
      async (request, reply) =>
        sendJson(
          request,
          reply,
          JSON.stringify(ok(await service.times(await ownerOf(request), request.params.id, request.query.day))),
        ),
    );

    server.get(
      '/carts/:id/upsells',
      {
        schema: {
          tags,
          summary: 'Get upsells (num 4)',
          params: cartIdParams,
          querystring: upsellsQuery,
          response: { 200: upsellsReply },
        },
      },
      async (request) =>
        ok({ upsells: await service.upsells(await ownerOf(request), request.params.id, request.query.num) }),
    );

    server.post(
      '/carts/:id/coupon',
      {
        schema: {
          tags,
          summary: 'Apply a coupon (one per cart)',
          params: cartIdParams,
          body: couponRequest,
          response: { 200: cartReply },
        },
      },
      async (request) => ok(await service.applyCoupon(await ownerOf(request), request.params.id, request.body.code)),
    );

    server.delete(
      '/carts/:id/coupon',
      { schema: { tags, summary: 'Remove the coupon', params: cartIdParams, response: { 200: cartReply } } },
      async (request) => ok(await service.removeCoupon(await ownerOf(request), request.params.id)),
    );

    server.put(
      '/carts/:id/tip',
      {
        schema: {
          tags,
          summary: 'Tip 10/15/20 % or a custom amount in cents',
          params: cartIdParams,
          body: tipRequest,
          response: { 200: cartReply },
        },
      },
      async (request) => ok(await service.setTip(await ownerOf(request), request.params.id, request.body)),
    );

    server.post(
      '/carts/:id/validate',
      {
        schema: {
          tags,
          summary: 'Validate cart before checkout',
          params: cartIdParams,
          response: { 200: validateCartReply },
        },
      },
      async (request) => ok(await service.validate(await ownerOf(request), request.params.id)),
    );

    server.post(
      '/events',
      {
        schema: {
          tags: ['events'],
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
