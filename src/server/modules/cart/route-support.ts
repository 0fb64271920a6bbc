import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../../../domain/api-envelope.ts';
import { cartIdParams, cartReply, type Cart } from '../../../domain/cart/cart-contract.ts';
import { routeSchemaFor } from '../../http/route-schema.ts';
import type { CartOwner } from './service.ts';

/** The Fastify scope the cart routes register in (zod type provider). */
export type CartRouteServer = Parameters<FastifyPluginAsyncZod>[0];

/** The cart routes' `schema` option (OpenAPI tag `cart`): a cart is its session's, anyone else's is 404. */
export const route = routeSchemaFor(['cart'], 'session');

/** The caller's session as a cart owner, or null (no session: every cart is someone else's). */
export async function ownerOf(request: FastifyRequest): Promise<CartOwner | null> {
  const session = await request.session.get();
  return session ? { sessionIdHash: session.idHash, memberId: session.memberId ?? null } : null;
}

/** The caller's session as a cart owner, made now if there is none (only creating a cart makes one). */
export async function ensureOwner(request: FastifyRequest, reply: FastifyReply): Promise<CartOwner> {
  const session = await request.session.ensure(reply);
  return { sessionIdHash: session.idHash, memberId: session.memberId ?? null };
}

/**
 * Registers a write on the caller's cart `:id` that answers with the whole cart: the form most
 * cart changes share (owner from the session, cart id from the path, the parsed body if the
 * route has one, the service's cart wrapped in the reply envelope), so each route names only
 * what is its own.
 */
export function cartCommand<B extends z.ZodType = z.ZodUndefined>(
  server: CartRouteServer,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  doc: { summary: string; body?: B },
  run: (owner: CartOwner | null, cartId: string, body: z.output<B>) => Promise<Cart>,
): void {
  const { summary, body } = doc;
  server.route({
    method,
    url,
    ...route({ summary, params: cartIdParams, ...(body ? { body } : {}) }, cartReply),
    // The zod type provider cannot infer a generic body's type; the route's schema has parsed it.
    handler: async (request) => ok(await run(await ownerOf(request), request.params.id, request.body as z.output<B>)),
  });
}
