import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import { AppError } from '../../../domain/app-error.ts';
import {
  ORDER_SEARCH_PAGE_SIZE,
  orderSearchQuery,
  orderSearchReply,
  type OrderSearchHit,
} from '../../../domain/orders/order-search-contract.ts';
import { parseOrderSearch } from '../../../domain/orders/search-text.ts';
import { mayRunLocation, runsEveryLocation } from '../../../domain/staff/roles.ts';
import type { Db } from '../../db/client.ts';
import { routeSchemaFor } from '../../http/route-schema.ts';
import { staffOrderParams, staffOrderReply } from '../../../domain/orders/staff-order-contract.ts';
import { ordersMoney } from '../refunds/index.ts';
import { requirePermission } from '../staff/index.ts';
import { staffOrderDetail } from './order-detail.ts';
import { allLocationIds, searchOrders } from './repo.ts';

const route = routeSchemaFor(['staff'], 'staff');

/**
 * GET /api/staff/orders/{orderId}: the order page's read.
 * GET /api/staff/orders: find any order of the stores the caller runs ("where is my order?", a
 * disputed charge) by number, phone, e-mail or name, with store, day, handoff and status filters.
 */
export const staffOrderRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (server) => {
    server.get(
      '/orders',
      route(
        { summary: 'Search the orders of the stores the caller runs', querystring: orderSearchQuery },
        orderSearchReply,
      ),
      async (request) => {
        const { staff, locationIds } = await requirePermission(request, 'run-board');
        const { q, location_id, from, to, handoff, status, page } = request.query;
        if (location_id !== undefined && !mayRunLocation(staff.role, locationIds, location_id))
          throw new AppError('NOT_FOUND', 'No such location.');
        const stores = location_id
          ? [location_id]
          : runsEveryLocation(staff.role)
            ? await allLocationIds(db)
            : locationIds;
        const rows = stores.length
          ? await searchOrders(
              db,
              { locationIds: stores, term: parseOrderSearch(q ?? ''), from, to, handoff, status },
              { offset: (page - 1) * ORDER_SEARCH_PAGE_SIZE, limit: ORDER_SEARCH_PAGE_SIZE + 1 },
            )
          : [];
        const shown = rows.slice(0, ORDER_SEARCH_PAGE_SIZE);
        // Refunded as the order page and the board count it (a cancellation's refund included).
        const money = await ordersMoney(
          db,
          shown.map((r) => r.order.id),
        );
        const orders: OrderSearchHit[] = shown.map((r) => ({
          id: r.order.id,
          number: r.order.number,
          location_id: r.order.locationId,
          location_name: r.locationName,
          time_zone: r.timeZone,
          placed_at: r.order.createdAt.toISOString(),
          ready_local: r.order.readyLocal,
          handoff: r.order.handoff,
          status: r.order.status,
          customer: {
            name: `${r.order.contact.first_name} ${r.order.contact.last_name}`.trim(),
            email: r.order.contact.email,
            phone: r.order.contact.phone,
          },
          total_cents: r.order.totals.total,
          refunded_cents: money.get(r.order.id)?.refundedCents ?? 0,
        }));
        return ok({ orders, page, has_more: rows.length > ORDER_SEARCH_PAGE_SIZE });
      },
    );

    server.get(
      '/orders/:orderId',
      route(
        {
          summary: 'One order of a store the caller runs: items, payments, refunds, rewards, history, audit, ticket',
          params: staffOrderParams,
        },
        staffOrderReply,
      ),
      async (request) => {
        const { staff, locationIds } = await requirePermission(request, 'run-board');
        return ok({ order: await staffOrderDetail(db, { role: staff.role, locationIds }, request.params.orderId) });
      },
    );
  };
