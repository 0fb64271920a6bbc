import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import {
  dailyLimitParams,
  deleteDailyLimitReply,
  menuDailyLimitsReply,
  menuLimitsParams,
  putDailyLimitReply,
  putDailyLimitRequest,
  staffDailyLimitsReply,
} from '../../../domain/daily-limits/daily-limits-contract.ts';
import { staffLocationParams } from '../../../domain/staff/contract.ts';
import { routeSchemaFor } from '../../http/route-schema.ts';
import { checkStaffCsrf, requireLocationAccess, requireStaff } from '../staff/index.ts';
import type { DailyLimitsService } from './service.ts';

const staffRoute = routeSchemaFor(['staff'], 'staff');
const menuRoute = routeSchemaFor(['menu'], 'public');

/**
 * /api/staff/locations/{id}/daily-limits: a store's daily limits for pre-orders. Everyone on the
 * store's board reads them (the board shows the day's counts); whoever manages the store sets them.
 */
export const dailyLimitStaffRoutes =
  (service: DailyLimitsService): FastifyPluginAsyncZod =>
  async (server) => {
    server.addHook('onRoute', (r) => {
      r.config = { ...r.config, csrf: false };
    });
    server.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await checkStaffCsrf(request);
      await requireStaff(request);
    });

    server.get(
      '/locations/:locationId/daily-limits',
      staffRoute(
        { summary: "A store's daily limits for pre-orders and today's counts", params: staffLocationParams },
        staffDailyLimitsReply,
      ),
      async (request) => {
        const staff = await requireLocationAccess(request, request.params.locationId, 'run-board');
        return ok(await service.staffLimits(staff, request.params.locationId));
      },
    );

    server.put(
      '/locations/:locationId/daily-limits/:productId',
      staffRoute(
        {
          summary: "Set a product's count per pickup day and its order-by cutoff at one store",
          params: dailyLimitParams,
          body: putDailyLimitRequest,
        },
        putDailyLimitReply,
      ),
      async (request) => {
        const staff = await requireLocationAccess(request, request.params.locationId, 'manage-store');
        return ok(await service.putLimit(staff, request.params.locationId, request.params.productId, request.body));
      },
    );

    server.delete(
      '/locations/:locationId/daily-limits/:productId',
      staffRoute(
        { summary: "Remove a product's daily limit at one store", params: dailyLimitParams },
        deleteDailyLimitReply,
      ),
      async (request) => {
        const staff = await requireLocationAccess(request, request.params.locationId, 'manage-store');
        return ok(await service.deleteLimit(staff, request.params.locationId, request.params.productId));
      },
    );
  };

/** /api/menus/{menuId}/daily-limits: what is left per pickup day (never cached: every order changes it). */
export const dailyLimitMenuRoutes =
  (service: DailyLimitsService): FastifyPluginAsyncZod =>
  async (server) => {
    server.get(
      '/menus/:menuId/daily-limits',
      menuRoute(
        { summary: "What is left of each limited product of a store's menu, per pickup day", params: menuLimitsParams },
        menuDailyLimitsReply,
      ),
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await service.menuLimits(request.params.menuId));
      },
    );
  };
