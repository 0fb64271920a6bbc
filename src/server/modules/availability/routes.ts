import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import {
  availabilityReply,
  setAvailabilityReply,
  setAvailabilityRequest,
} from '../../../domain/staff/availability-contract.ts';
import { staffLocationParams } from '../../../domain/staff/contract.ts';
import { checkStaffCsrf, requireLocationAccess, requireStaff } from '../staff/index.ts';
import type { AvailabilityService } from './service.ts';

const tags = ['staff'];

/**
 * /api/staff/locations/{locationId}/availability ("Sold out"). Every
 * role that runs the location may 86 an item: at a bakery the counter staff do.
 */
export const availabilityRoutes =
  (service: AvailabilityService): FastifyPluginAsyncZod =>
  async (server) => {
    // The same gates as the staff module's own routes: the staff CSRF token
    // instead of the member one, never cached, and 401 for members and guests before the body is read.
    server.addHook('onRoute', (route) => {
      route.config = { ...route.config, csrf: false };
    });
    server.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await checkStaffCsrf(request);
      await requireStaff(request);
    });

    server.get(
      '/locations/:locationId/availability',
      {
        schema: {
          tags,
          access: 'staff',
          summary: "The location's menu with what is sold out (86'd)",
          params: staffLocationParams,
          response: { 200: availabilityReply },
        },
      },
      async (request) => {
        await requireLocationAccess(request, request.params.locationId, 'run-board');
        return ok(await service.list(request.params.locationId));
      },
    );

    server.put(
      '/locations/:locationId/availability',
      {
        schema: {
          tags,
          access: 'staff',
          summary: 'Mark one product or option choice sold out (until close or further notice) or available again',
          params: staffLocationParams,
          body: setAvailabilityRequest,
          response: { 200: setAvailabilityReply },
        },
      },
      async (request) => {
        const staff = await requireLocationAccess(request, request.params.locationId, 'run-board');
        return ok(await service.set(staff, request.params.locationId, request.body));
      },
    );
  };
