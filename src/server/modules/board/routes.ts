import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import {
  boardOrderParams,
  boardReply,
  boardStatusReply,
  boardStatusRequest,
} from '../../../domain/board/ticket-contract.ts';
import { staffLocationParams } from '../../../domain/staff/contract.ts';
import type { Db } from '../../db/client.ts';
import { requireLocationAccess, staffStreamViewer } from '../staff/index.ts';
import type { BoardService } from './board-service.ts';
import type { StreamHub } from './stream-hub.ts';
import { boardSnapshotAt } from './board-store.ts';
import { eventStreamReply, routeSchemaFor } from '../../http/route-schema.ts';

const route = routeSchemaFor(['staff'], 'staff');

/**
 * The live order board's API under /api/staff. Registered inside the
 * staff routes' scope, so the staff session, its CSRF token and the 401 for everyone else apply.
 */
export const boardRoutes =
  (o: { db: Db; service: BoardService; hub: StreamHub }): FastifyPluginAsyncZod =>
  async (server) => {
    server.get(
      '/locations/:locationId/board',
      route(
        {
          summary:
            "The board's tickets (open orders of the coming week, the recently finished, by promised time) and the store's day and pause",
          params: staffLocationParams,
        },
        boardReply,
      ),
      async (request) => {
        await requireLocationAccess(request, request.params.locationId);
        return ok(await boardSnapshotAt(o.db, request.params.locationId, new Date()));
      },
    );

    // Server-Sent Events: never compressed (a compressor buffers), the reply is hijacked and
    // written by the hub. Last-Event-ID needs nothing special: every stream starts with a snapshot.
    server.get(
      '/locations/:locationId/board/events',
      {
        ...route(
          {
            summary: 'Board changes as Server-Sent Events (snapshot, then ticket events)',
            params: staffLocationParams,
          },
          eventStreamReply(
            'Events whose `data` is a board snapshot (the GET board reply’s data) or one ticket (ticketSchema)',
          ),
        ),
        config: { compress: false },
      },
      async (request, reply) => {
        const context = await requireLocationAccess(request, request.params.locationId);
        reply.hijack();
        await o.hub.open(
          request.params.locationId,
          reply.raw,
          staffStreamViewer(o.db, context, request.params.locationId),
        );
      },
    );

    server.post(
      '/locations/:locationId/orders/:orderId/status',
      route(
        {
          summary: 'Bump, recall or cancel an order from the board (audited)',
          params: boardOrderParams,
          body: boardStatusRequest,
        },
        boardStatusReply,
      ),
      async (request) => {
        const context = await requireLocationAccess(request, request.params.locationId);
        const { action, reason } = request.body;
        return ok(
          await o.service.move(context.staff.id, request.params.locationId, request.params.orderId, action, reason),
        );
      },
    );
  };
