import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import { AppError } from '../../../domain/app-error.ts';
import { STAFF_NOT_ALLOWED } from '../../../domain/staff/contract.ts';
import { runsEveryLocation } from '../../../domain/staff/roles.ts';
import { seesAllStores } from '../../../domain/stores/brand-actions.ts';
import {
  brandActionReply,
  brandActionRequest,
  storesReply,
  type StoresSnapshot,
} from '../../../domain/stores/stores-contract.ts';
import type { Db } from '../../db/client.ts';
import { eventStreamReply, routeSchemaFor } from '../../http/route-schema.ts';
import { requireStaff, staffViewerWhile, type StaffContext } from '../staff/index.ts';
import type { BrandActions } from './actions.ts';
import type { StoreScope } from './repo.ts';
import { scopeKey, type StoresStreams } from './stream.ts';

const route = routeSchemaFor(['staff'], 'staff');

/**
 * /api/staff/stores: every store a brand admin (or a manager of several) runs, at a glance and
 * live, and brand actions on a set of them. Registered in the staff routes' scope (session, CSRF, 401).
 */
export const storesRoutes =
  (o: {
    db: Db;
    snapshot: (scope: StoreScope, now: Date) => Promise<StoresSnapshot>;
    streams: StoresStreams;
    actions: BrandActions;
  }): FastifyPluginAsyncZod =>
  async (server) => {
    const viewer = async (request: Parameters<typeof requireStaff>[0]): Promise<StaffContext> => {
      const context = await requireStaff(request);
      if (!seesAllStores(context.staff.role, context.locationIds)) throw new AppError('FORBIDDEN', STAFF_NOT_ALLOWED);
      return context;
    };
    const scopeOf = (c: StaffContext): StoreScope => (runsEveryLocation(c.staff.role) ? 'all' : c.locationIds);

    server.get(
      '/stores',
      route(
        {
          summary:
            "Every store the caller runs at a glance: pause, hours and today's closures, open tickets' promised times, sold-out items, today's orders and net sales",
        },
        storesReply,
      ),
      async (request) => ok(await o.snapshot(scopeOf(await viewer(request)), new Date())),
    );

    // Server-Sent Events, as the board's: never compressed, the hijacked reply written by the hub.
    server.get(
      '/stores/events',
      {
        ...route(
          { summary: 'The all-stores view as Server-Sent Events (a snapshot, then a fresh one on every change)' },
          eventStreamReply('Events whose `data` is the GET /api/staff/stores reply’s data'),
        ),
        config: { compress: false },
      },
      async (request, reply) => {
        const context = await viewer(request);
        const key = scopeKey(context.staff.role, context.locationIds);
        reply.hijack();
        // Ends at once when the person's role or store list changes (or the session ends).
        await o.streams.open(
          key,
          reply.raw,
          staffViewerWhile(o.db, context, (role, ids) => seesAllStores(role, ids) && scopeKey(role, ids) === key),
        );
      },
    );

    server.post(
      '/stores/actions',
      route(
        {
          summary:
            'One change to a set of stores in one step (sold out or back, pause or resume, a closure): every store or none, audited per store',
          body: brandActionRequest,
        },
        brandActionReply,
      ),
      async (request) => ok(await o.actions(await requireStaff(request), request.body)),
    );
  };
