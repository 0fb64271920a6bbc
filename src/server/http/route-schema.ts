import type { FastifyReply, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { RouteAccess } from './route-access.ts';

/** What one API route declares besides its file's tags and its success reply. */
export type RouteDoc = Omit<FastifySchema, 'tags' | 'response'> & { summary: string };

/**
 * The `schema` option of an API route, written once for every route: the route
 * file's OpenAPI tags and default access (route-access.ts), a summary, the zod request parts
 * (`params`, `body`, `querystring`) and the one reply the route answers with on success,
 * `{ status: "ok", data }` under 200 (errors go through http/errors.ts and are
 * documented by http/openapi-document.ts). Without a reply, a route that answers only errors. The
 * zod types flow through, so the handler's `request.params` and `request.body` keep their parsed types.
 *
 *   const route = routeSchemaFor(['orders'], 'session');
 *   server.get('/orders/:id', route({ summary: 'One order', params: orderIdParams }, getOrderReply), handler);
 */
export function routeSchemaFor(tags: readonly string[], access: RouteAccess) {
  function route<D extends RouteDoc>(doc: D): { schema: D & { tags: string[]; access: RouteAccess } };
  function route<D extends RouteDoc, R, S extends number = 200>(
    doc: D,
    reply: R,
    status?: S,
  ): { schema: D & { tags: string[]; access: RouteAccess; response: { [K in S]: R } } };
  function route(doc: RouteDoc, reply?: unknown, status = 200) {
    return {
      schema: { tags: [...tags], access, ...doc, response: reply === undefined ? {} : { [status]: reply } },
    };
  }
  return route;
}

/**
 * Route options for a route that writes its reply itself, whose reply schema is documentation:
 * an object it returns is sent as JSON.stringify makes it, not re-encoded through zod (the route's tests hold it to the contract).
 */
export const REPLY_SCHEMA_DOCUMENTS_ONLY = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
} as const;

/**
 * A Server-Sent Events reply (the route hijacks the reply and a hub writes it): each event's
 * `data` is a JSON document of the contract named in `description`.
 */
export const eventStreamReply = (description: string) => ({
  description,
  content: { 'text/event-stream': { schema: z.string() } },
});

/** `onSend` hook of a scope whose every reply is one person's: never cached, nor shared on the way. */
export async function privateNoStore(_request: unknown, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'private, no-store');
}

/** A CSV download's success reply, for the document. */
export const csvReply = (description: string) => ({ description, content: { 'text/csv': { schema: z.string() } } });

/** Sends `body` as a CSV file the browser saves as `filename`. */
export const sendCsv = (reply: FastifyReply, filename: string, body: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(body);
