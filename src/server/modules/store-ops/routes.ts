import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okEnvelope } from '../../../domain/api-envelope.ts';
import { AppError } from '../../../domain/app-error.ts';
import { STAFF_SIGN_IN_REQUIRED, staffLocationParams } from '../../../domain/staff/contract.ts';
import { closureDateParams, closureView, hoursReply, orderingReply } from '../../../domain/store-ops/contract.ts';
import {
  closureInputSchema,
  isCalendarDate,
  putHoursSchema,
  putOrderingSchema,
} from '../../../domain/store-ops/hours-rules.ts';
import { orderingWritePermission } from '../../../domain/staff/roles.ts';
import { checkStaffCsrf, requireLocationAccess } from '../staff/index.ts';
import type { StoreOpsService } from './service.ts';
import { REPLY_SCHEMA_DOCUMENTS_ONLY, routeSchemaFor } from '../../http/route-schema.ts';

const route = routeSchemaFor(['staff'], 'staff');

/**
 * /api/staff/locations/{locationId}/ordering|hours|closures.
 * Reads: anyone who runs the location (store staff see the settings, read-only). Writes: the
 * 'manage-store' permission (managers of the location, admins), except a PUT of the ordering that
 * only pauses or resumes, which a shift lead may make too; others get 403. A location
 * the caller does not run is 404.
 */
export const storeOpsRoutes =
  (service: StoreOpsService): FastifyPluginAsyncZod =>
  async (server) => {
    server.addHook('onRoute', (route) => {
      route.config = { ...route.config, csrf: false };
    });
    server.addHook('onRequest', async (request, reply) => {
      reply.headers({ 'cache-control': 'no-store' });
      await checkStaffCsrf(request);
      if (!(await request.staffAuth.get())) throw new AppError('UNAUTHORIZED', STAFF_SIGN_IN_REQUIRED);
    });

    const base = '/locations/:locationId';

    server.get(
      `${base}/ordering`,
      route({ summary: 'Pause state, slot capacity and lead times', params: staffLocationParams }, orderingReply),
      async (request) => {
        await requireLocationAccess(request, request.params.locationId);
        return ok({ ordering: await service.ordering(request.params.locationId) });
      },
    );

    server.put(
      `${base}/ordering`,
      route(
        {
          summary: 'Pause/resume online ordering; set capacity and lead times',
          params: staffLocationParams,
          body: putOrderingSchema,
        },
        orderingReply,
      ),
      async (request) => {
        const permission = orderingWritePermission(request.body);
        const { staff } = await requireLocationAccess(request, request.params.locationId, permission);
        return ok({ ordering: await service.setOrdering(staff.id, request.params.locationId, request.body) });
      },
    );

    server.get(
      `${base}/hours`,
      route({ summary: 'Weekly hours per handoff and upcoming closures', params: staffLocationParams }, hoursReply),
      async (request) => {
        await requireLocationAccess(request, request.params.locationId);
        return ok({ schedule: await service.schedule(request.params.locationId) });
      },
    );

    server.put(
      `${base}/hours`,
      route(
        {
          summary: 'Replace the weekly hours of the handoffs given',
          params: staffLocationParams,
          body: putHoursSchema,
        },
        hoursReply,
      ),
      async (request) => {
        const { staff } = await requireLocationAccess(request, request.params.locationId, 'manage-store');
        return ok({ schedule: await service.setHours(staff.id, request.params.locationId, request.body) });
      },
    );

    server.post(
      `${base}/closures`,
      {
        ...REPLY_SCHEMA_DOCUMENTS_ONLY,
        ...route(
          {
            summary: 'Add (or replace) a one-off closure or special hours for a date',
            params: staffLocationParams,
            body: closureInputSchema,
          },
          okEnvelope(z.object({ closure: closureView })),
          201,
        ),
      },
      async (request, reply) => {
        const { staff } = await requireLocationAccess(request, request.params.locationId, 'manage-store');
        const closure = await service.addClosure(staff.id, request.params.locationId, request.body);
        return reply.code(201).send(ok({ closure }));
      },
    );

    server.delete(
      `${base}/closures/:date`,
      route(
        { summary: 'Remove the closure of a date', params: closureDateParams },
        z.object({ status: z.literal('ok'), data: z.object({ removed: z.string() }) }),
      ),
      async (request) => {
        const { staff } = await requireLocationAccess(request, request.params.locationId, 'manage-store');
        if (!isCalendarDate(request.params.date))
          throw new AppError('VALIDATION', 'date: Use a date such as 2026-12-25.', { field: 'date' });
        await service.removeClosure(staff.id, request.params.locationId, request.params.date);
        return ok({ removed: request.params.date });
      },
    );
  };
