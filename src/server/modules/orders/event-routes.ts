import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderIdParams } from '../../../domain/orders/get-order-contract.ts';
import { requireMember, type MemberResolver } from '../account/index.ts';
import type { Db } from '../../db/client.ts';
import { eventStreamReply } from '../../http/route-schema.ts';
import type { OrdersService } from './service.ts';
import { sessionStreamViewer } from './stream-viewer.ts';
import { memberKey, orderKey, type OrderStatusStreams } from './status-stream.ts';

const tags = ['orders'];

/**
 * Live order status for customers: Server-Sent Events, never compressed
 * (a compressor buffers); the reply is hijacked and written by the hub. Access is decided before
 * the stream opens, exactly as for the order itself: its member or the placing session, anyone
 * else the same 404 as an unknown id. Last-Event-ID needs nothing special: every stream starts
 * with a snapshot.
 */
export const orderEventRoutes =
  (o: {
    db: Db;
    service: OrdersService;
    streams: OrderStatusStreams;
    resolveMember: MemberResolver;
  }): FastifyPluginAsyncZod =>
  async (server) => {
    server.get(
      '/orders/:id/events',
      {
        schema: {
          tags,
          access: 'session',
          summary:
            "One order's status as Server-Sent Events (snapshot, then status events); its member or placing session only, else 404",
          params: orderIdParams,
          response: { 200: eventStreamReply('Events whose `data` is the order’s live status (orderLiveStatus)') },
        },
        config: { compress: false },
      },
      async (request, reply) => {
        const session = await request.session.get();
        const signedIn = await o.resolveMember(request, reply);
        const order = await o.service.get(
          { sessionIdHash: session?.idHash ?? null, memberId: signedIn?.member.id ?? null },
          request.params.id,
        );
        reply.hijack();
        const viewer = sessionStreamViewer(o.db, session?.idHash ?? null, signedIn?.member.id ?? null);
        await o.streams.open(orderKey(order.id), reply.raw, viewer);
      },
    );

    server.get(
      '/account/orders/events',
      {
        schema: {
          tags,
          access: 'member',
          summary: "The signed-in member's recent orders' status as Server-Sent Events (the order history)",
          response: {
            200: eventStreamReply(
              'Events whose `data` is a snapshot (orderStatusSnapshot), then one order’s live status',
            ),
          },
        },
        config: { compress: false },
      },
      async (request, reply) => {
        const member = await requireMember(o.resolveMember, request, reply);
        const session = await request.session.get();
        reply.hijack();
        await o.streams.open(
          memberKey(member.id),
          reply.raw,
          sessionStreamViewer(o.db, session?.idHash ?? null, member.id),
        );
      },
    );
  };
