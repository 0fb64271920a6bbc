import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import { AppError } from '../../../domain/app-error.ts';
import { salesReportQuery, salesReportReply, type SalesReportQuery } from '../../../domain/reports/report-contract.ts';
import { mayRunLocation, runsEveryLocation } from '../../../domain/staff/roles.ts';
import { csvReply, routeSchemaFor, sendCsv } from '../../http/route-schema.ts';
import { requirePermission } from '../staff/index.ts';
import { ordersCsv, salesCsv } from './csv.ts';
import type { ReportLocation, ReportsService } from './service.ts';

const route = routeSchemaFor(['staff'], 'staff');

/**
 * Sales reports under /api/staff/reports (managers for their stores, admins for every store):
 * the report as JSON for the page, and CSV exports of its end-of-day rows and of the orders behind it.
 */
export const reportRoutes =
  (service: ReportsService): FastifyPluginAsyncZod =>
  async (server) => {
    /** The stores the report covers: the one asked for (404 if the caller does not run it), else all the caller runs. */
    async function storesFor(request: FastifyRequest, query: SalesReportQuery): Promise<ReportLocation[]> {
      const { staff, locationIds } = await requirePermission(request, 'read-reports');
      const asked = query.location_id;
      if (asked !== undefined && !mayRunLocation(staff.role, locationIds, asked))
        throw new AppError('NOT_FOUND', 'No such location.');
      const ids = asked !== undefined ? [asked] : runsEveryLocation(staff.role) ? 'all' : locationIds;
      const stores = ids.length === 0 ? [] : await service.locations(ids);
      if (stores.length === 0) throw new AppError('NOT_FOUND', 'No such location.');
      return stores;
    }

    server.get(
      '/reports/sales',
      route(
        { summary: 'Sales report of a store or every store the caller runs', querystring: salesReportQuery },
        salesReportReply,
      ),
      async (request) => {
        const { from, to } = request.query;
        return ok({ report: await service.salesReport(await storesFor(request, request.query), from, to) });
      },
    );

    server.get(
      '/reports/sales.csv',
      route(
        { summary: 'End-of-day rows of a sales report as CSV', querystring: salesReportQuery },
        csvReply('A row per business day and store, then the total of the range'),
      ),
      async (request, reply) => {
        const { from, to } = request.query;
        const report = await service.salesReport(await storesFor(request, request.query), from, to);
        return sendCsv(reply, `sales-${from}-to-${to}.csv`, salesCsv(report));
      },
    );

    server.get(
      '/reports/orders.csv',
      route(
        { summary: 'The orders behind a sales report as CSV', querystring: salesReportQuery },
        csvReply('A row per order placed in the range, cancelled ones included'),
      ),
      async (request, reply) => {
        const { from, to } = request.query;
        const stores = await storesFor(request, request.query);
        const names = new Map(stores.map((s) => [s.id, s.name]));
        const rows = await service.ordersForExport(stores, from, to);
        return sendCsv(
          reply,
          `orders-${from}-to-${to}.csv`,
          ordersCsv(rows, (id) => names.get(id) ?? id),
        );
      },
    );
  };
