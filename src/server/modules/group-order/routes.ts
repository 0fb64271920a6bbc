import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import { AppError } from '../../../domain/app-error.ts';
import {
  cancelGroupOrderParams,
  cancelGroupOrderReply,
} from '../../../domain/group-order/cancel-group-order-contract.ts';
import {
  createGroupOrderReply,
  createGroupOrderRequest,
} from '../../../domain/group-order/create-group-order-contract.ts';
import { getGroupOrderParams, getGroupOrderReply } from '../../../domain/group-order/get-group-order-contract.ts';
import {
  joinGroupOrderParams,
  joinGroupOrderReply,
  joinGroupOrderRequest,
} from '../../../domain/group-order/join-group-order-contract.ts';
import { leaveGroupOrderParams, leaveGroupOrderReply } from '../../../domain/group-order/leave-group-order-contract.ts';
import { lockGroupOrderParams, lockGroupOrderReply } from '../../../domain/group-order/lock-group-order-contract.ts';
import { MESSAGES } from '../../../domain/group-order/rules.ts';
import type { Caller } from './repo.ts';
import type { GroupOrderService } from './service.ts';
import { privateNoStore, routeSchemaFor } from '../../http/route-schema.ts';

const route = routeSchemaFor(['group-order'], 'session');

async function callerOf(request: FastifyRequest): Promise<Caller | null> {
  const session = await request.session.get();
  return session ? { sessionIdHash: session.idHash, memberId: session.memberId ?? null } : null;
}

/**
 * Group orders (spec §7 "create group order", "get group order by id", "leave group
 * order by id"; join, cancel and lock complete the lifecycle of spec §4). Registered only when
 * the group_order feature is on: off, every path is an unknown API route (404).
 */
export const groupOrderRoutes =
  (service: GroupOrderService, joins: (ip: string) => Promise<void>): FastifyPluginAsyncZod =>
  async (server) => {
    server.addHook('onSend', privateNoStore);
    server.sessionEvents.onSessionRotated(async ({ oldIdHash, newIdHash, memberId }) => {
      if (oldIdHash) await service.handOver(oldIdHash, newIdHash, memberId);
    });

    server.post(
      '/group-orders',
      route(
        {
          summary: 'Create group order {menu_id, deadline, payment_type}; host must be signed in',
          access: 'member',
          body: createGroupOrderRequest,
        },
        createGroupOrderReply,
      ),
      async (request) => {
        const caller = await callerOf(request);
        if (!caller?.memberId) throw new AppError('UNAUTHORIZED', MESSAGES.signInToStart);
        return ok(await service.create(caller, request.body));
      },
    );

    server.get(
      '/group-orders/:id',
      route(
        {
          summary: 'Get group order by id (the invite view until joined)',
          access: 'visitor',
          params: getGroupOrderParams,
        },
        getGroupOrderReply,
      ),
      async (request) => ok(await service.get(request.params.id, await callerOf(request))),
    );

    server.post(
      '/group-orders/:id/join',
      route(
        {
          summary: 'Join under a name (guest or member)',
          access: 'visitor',
          params: joinGroupOrderParams,
          body: joinGroupOrderRequest,
        },
        joinGroupOrderReply,
      ),
      async (request, reply) => {
        // Anonymous seats cost rows and a place in someone's group: counted per IP on every instance.
        await joins(request.ip);
        const session = await request.session.ensure(reply);
        return ok(
          await service.join(
            request.params.id,
            { sessionIdHash: session.idHash, memberId: session.memberId ?? null },
            request.body.name,
          ),
        );
      },
    );

    server.post(
      '/group-orders/:id/leave',
      route({ summary: 'Leave group order by id', params: leaveGroupOrderParams }, leaveGroupOrderReply),
      async (request) => {
        await service.leave(request.params.id, await callerOf(request));
        return ok({ id: request.params.id, left: true as const });
      },
    );

    server.post(
      '/group-orders/:id/cancel',
      route({ summary: 'Cancel the group order (host)', params: cancelGroupOrderParams }, cancelGroupOrderReply),
      async (request) => ok(await service.cancel(request.params.id, await callerOf(request))),
    );

    server.post(
      '/group-orders/:id/lock',
      route({ summary: 'Lock (submit) the group order (host)', params: lockGroupOrderParams }, lockGroupOrderReply),
      async (request) => ok(await service.lock(request.params.id, await callerOf(request))),
    );
  };
