import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import { getOrderReply, orderIdParams } from '../../../domain/orders/get-order-contract.ts';
import { orderHistoryQuery, orderHistoryReply } from '../../../domain/orders/order-history-contract.ts';
import { reorderReply, reorderRequest } from '../../../domain/orders/reorder-contract.ts';
import { orderStatusLinkParams, orderStatusLinkReply } from '../../../domain/orders/order-status-link-contract.ts';
import { buyerOf, requireMember, type MemberResolver } from '../account/index.ts';
import type { Db } from '../../db/client.ts';
import { privateNoStore, routeSchemaFor } from '../../http/route-schema.ts';
import { handOverOrders } from './repo.ts';
import type { OrdersService } from './service.ts';
import type { StatusLinks } from './status-links.ts';

export interface OrderRouteDeps {
  service: OrdersService;
  links: StatusLinks;
  resolveMember: MemberResolver;
  db: Db;
}

const route = routeSchemaFor(['orders'], 'session');

/** Orders API: the confirmation, history and Order Again (the integrations' status call: modules/integrations). */
export const orderRoutes =
  ({ service, links, resolveMember, db }: OrderRouteDeps): FastifyPluginAsyncZod =>
  async (server) => {
    // A guest who signs in after ordering still sees the confirmation in this browser.
    server.sessionEvents.onSessionRotated(async ({ oldIdHash, newIdHash }) => {
      if (oldIdHash) await handOverOrders(db, oldIdHash, newIdHash);
    });
    server.addHook('onSend', privateNoStore);

    server.get(
      '/orders/:id',
      route(
        { summary: 'One order: only its member or the session that placed it; anyone else 404', params: orderIdParams },
        getOrderReply,
      ),
      async (request, reply) => {
        const session = await request.session.get();
        const signedIn = await resolveMember(request, reply);
        return ok({
          order: await service.get(
            { sessionIdHash: session?.idHash ?? null, memberId: signedIn?.member.id ?? null },
            request.params.id,
          ),
        });
      },
    );

    server.get(
      '/orders/status/:token',
      {
        ...route(
          {
            summary: "A guest's order through the private status link of the receipt; any other token 404",
            access: 'public',
            params: orderStatusLinkParams,
          },
          orderStatusLinkReply,
        ),
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request) => ok({ order: await service.byStatusLink(links, request.params.token) }),
    );

    server.get(
      '/account/orders',
      route(
        {
          summary: 'Order history of the signed-in member, newest first (spec §7 "get order history")',
          access: 'member',
          querystring: orderHistoryQuery,
        },
        orderHistoryReply,
      ),
      async (request, reply) => {
        const member = await requireMember(resolveMember, request, reply);
        return ok({ orders: await service.history(member.id, request.query.limit, request.query.before) });
      },
    );

    server.post(
      '/orders',
      route(
        {
          summary: 'Reorder (spec §7): data is the new cart; what could not come along is in reorder_problems',
          body: reorderRequest,
        },
        reorderReply,
      ),
      async (request, reply) => {
        const buyer = await buyerOf(resolveMember, request, reply);
        return ok(
          await service.reorder({ sessionIdHash: buyer.sessionIdHash, memberId: buyer.memberId }, request.body.id),
        );
      },
    );
  };
