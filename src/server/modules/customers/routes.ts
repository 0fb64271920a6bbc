import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import { AppError } from '../../../domain/app-error.ts';
import { customerDetailReply, customerParams } from '../../../domain/customers/customer-detail-contract.ts';
import { customerSearchQuery, customerSearchReply } from '../../../domain/customers/customer-search-contract.ts';
import {
  rewardsAdjustmentReply,
  rewardsAdjustmentRequest,
} from '../../../domain/customers/rewards-adjustment-contract.ts';
import { refundIdempotencyHeaders as idempotencyHeaders } from '../../../domain/refunds/refund-contract.ts';
import { routeSchemaFor } from '../../http/route-schema.ts';
import { requirePermission } from '../staff/index.ts';
import type { CustomerService } from './service.ts';

const route = routeSchemaFor(['staff'], 'staff');

/**
 * Customer lookup (managers: customers of their stores; admins: everyone; leads and store staff
 * 403): search, one customer's page, and a rewards adjustment with a reason.
 */
export const customerRoutes =
  (service: CustomerService): FastifyPluginAsyncZod =>
  async (server) => {
    server.get(
      '/customers',
      route(
        { summary: 'Find a customer by name, e-mail, phone or order number', querystring: customerSearchQuery },
        customerSearchReply,
      ),
      async (request) => {
        const context = await requirePermission(request, 'read-customers');
        return ok(await service.search(context, request.query.q ?? ''));
      },
    );

    server.get(
      '/customers/:id',
      route(
        {
          summary: 'A customer’s contact details, orders, refunds, gift cards on file and rewards',
          params: customerParams,
        },
        customerDetailReply,
      ),
      async (request) => {
        const context = await requirePermission(request, 'read-customers');
        return ok(await service.detail(context, request.params.id));
      },
    );

    server.post(
      '/customers/:id/rewards-adjustments',
      route(
        {
          summary: 'Add or take away reward points with a reason (Idempotency-Key required; audited)',
          params: customerParams,
          body: rewardsAdjustmentRequest,
        },
        rewardsAdjustmentReply,
      ),
      async (request) => {
        const context = await requirePermission(request, 'adjust-rewards');
        // Read after the staff gate, so a lead or a guest hears 403/401 whatever they sent.
        const key = idempotencyHeaders.safeParse(request.headers);
        if (!key.success)
          throw new AppError('BAD_REQUEST', key.error.issues[0]?.message ?? 'An Idempotency-Key header is required', {
            field: 'idempotency-key',
          });
        return ok(await service.adjust(context, request.params.id, key.data['idempotency-key'], request.body));
      },
    );
  };
