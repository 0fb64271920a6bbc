import type { FastifyReply, FastifySchema } from 'fastify';

/** What one API route declares besides its file's tags and its success reply. */
export type RouteDoc = Omit<FastifySchema, 'tags' | 'response'> & { summary: string };

/**
 * The `schema` option of an API route (issue 19: every route wrote the same wrapper): the route
 * file's OpenAPI tags, a summary, the zod request parts (`params`, `body`, `querystring`) and the
 * one reply the route answers with on success, `{ status: "ok", data }` under 200 (decision 005;
 * errors go through http/errors.ts). Without a reply, a route that answers otherwise (an SSE
 * stream, a 201). The zod types flow through, so the handler's `request.params` and
 * `request.body` keep their parsed types.
 *
 *   const route = routeSchemaFor(['orders']);
 *   server.get('/orders/:id', route({ summary: 'One order', params: orderIdParams }, getOrderReply), handler);
 */
export function routeSchemaFor(tags: readonly string[]) {
  function route<D extends RouteDoc>(doc: D): { schema: D & { tags: string[] } };
  function route<D extends RouteDoc, R>(doc: D, reply: R): { schema: D & { tags: string[]; response: { 200: R } } };
  function route(doc: RouteDoc, reply?: unknown) {
    return { schema: { tags: [...tags], ...doc, ...(reply === undefined ? {} : { response: { 200: reply } }) } };
  }
  return route;
}

/** `onSend` hook of a scope whose every reply is one person's: never cached, nor shared on the way. */
export async function privateNoStore(_request: unknown, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'private, no-store');
}
