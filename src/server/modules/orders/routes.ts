import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import { AppError } from '../../../domain/app-error.ts';
import { getOrderReply, orderIdParams } from '../../../domain/orders/get-order-contract.ts';
import { orderHistoryQuery, orderHistoryReply } from '../../../domain/orders/order-history-contract.ts';
import { orderStatusReply, orderStatusRequest } from '../../../domain/orders/order-status-contract.ts';
import { reorderReply, reorderRequest } from '../../../domain/orders/reorder-contract.ts';
import { buyerOf, requireMember, type MemberResolver } from '../account/index.ts';
import type { Db } from '../../db/client.ts';
import { handOverOrders } from './repo.ts';
import type { OrdersService } from './service.ts';

export interface OrderRouteDeps {
  service: OrdersService;
  resolveMember: MemberResolver;
  /** STAFF_API_KEY; undefined: the staff endpoint answers 404 (disabled). */
  staffKey: string | undefined;
  db: Db;
}

const tags = ['orders'];

function isStaff(request: FastifyRequest, key: string): boolean {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7));
  const expected = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Orders API (issue 6): the confirmation, history, Order Again and the staff status call. */
export const orderRoutes =
  ({ service, resolveMember, staffKey, db }: OrderRouteDeps): FastifyPluginAsyncZod =>
  async (server) => {
    // A guest who signs in after ordering still sees the confirmation in this browser.
    server.sessionEvents.onSessionRotated(async ({ oldIdHash, newIdHash }) => {
      if (oldIdHash) await handOverOrders(db, oldIdHash, newIdHash);
    });
    server.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    server.get(
      '/orders/:id',
      { schema: { tags, summary: 'One order: only its member or the session that placed it; anyone else 404', params: orderIdParams, response: { 200: getOrderReply } } },
      async (request, reply) => {
        const session = await request.session.get();
        const signedIn = await resolveMember(request, reply);
        return ok({ order: await service.get({ sessionIdHash: session?.idHash ?? null, memberId: signedIn?.member.id ?? null }, request.params.id) });
      },
    );

    server.get(
      '/account/orders',
      { schema: { tags, summary: 'Order history of the signed-in member, newest first (spec §7 "get order history")', querystring: orderHistoryQuery, response: { 200: orderHistoryReply } } },
      async (request, reply) => {
        const member = await requireMember(resolveMember, request, reply);
        return ok({ orders: await service.history(member.id, request.query.limit, request.query.before) });
      },
    );

    server.post(
      '/orders',
      { schema: { tags, summary: 'Reorder (spec §7): data is the new cart; what could not come along is in reorder_problems', body: reorderRequest, response: { 200: reorderReply } } },
      async (request, reply) => {
        const buyer = await buyerOf(resolveMember, request, reply);
        return ok(await service.reorder({ sessionIdHash: buyer.sessionIdHash, memberId: buyer.memberId }, request.body.id));
      },
    );

    server.post(
      '/staff/orders/:id/status',
      { schema: { tags: ['staff'], summary: 'Move an order along its lifecycle (Authorization: Bearer STAFF_API_KEY; disabled without it)', params: orderIdParams, body: orderStatusRequest, response: { 200: orderStatusReply } } },
      async (request) => {
        if (!staffKey) throw new AppError('NOT_FOUND', `No API route ${request.method} ${request.url.split('?')[0]}`);
        if (!isStaff(request, staffKey)) throw new AppError('UNAUTHORIZED', 'A valid staff key is required.');
        return ok({ order: await service.setStatus(request.params.id, request.body.status) });
      },
    );
  };
