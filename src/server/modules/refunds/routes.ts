import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import { AppError } from '../../../domain/app-error.ts';
import { boardOrderParams } from '../../../domain/board/ticket-contract.ts';
import {
  refundIdempotencyHeaders,
  refundLookupQuery,
  refundLookupReply,
  refundQuoteReply,
  refundQuoteRequest,
  refundReply,
  refundRequest,
} from '../../../domain/refunds/refund-contract.ts';
import { staffLocationParams } from '../../../domain/staff/contract.ts';
import { requireLocationAccess } from '../staff/index.ts';
import type { RefundService } from './service.ts';

const tags = ['staff'];

/**
 * Refunds of completed orders under /api/staff, in the staff routes'
 * scope (staff session, CSRF, 401 for anyone else). Managers and admins only (403 for store
 * staff); another location's order is a 404. Registered whatever the rewards flags say.
 */
export const refundRoutes =
  (service: RefundService): FastifyPluginAsyncZod =>
  async (server) => {
    server.get(
      '/locations/:locationId/order-refunds',
      {
        schema: {
          tags,
          access: 'staff',
          summary: 'Find an order of this location by number, with what was paid and refunded',
          params: staffLocationParams,
          querystring: refundLookupQuery,
          response: { 200: refundLookupReply },
        },
      },
      async (request) => {
        await requireLocationAccess(request, request.params.locationId, 'refund-orders');
        return ok({ order: await service.lookup(request.params.locationId, request.query.number) });
      },
    );

    server.post(
      '/locations/:locationId/orders/:orderId/refund-quote',
      {
        schema: {
          tags,
          access: 'staff',
          summary: 'What a refund by amount or by items would give back, and to which payment (writes nothing)',
          params: boardOrderParams,
          body: refundQuoteRequest,
          response: { 200: refundQuoteReply },
        },
      },
      async (request) => {
        await requireLocationAccess(request, request.params.locationId, 'refund-orders');
        return ok(await service.quote(request.params.locationId, request.params.orderId, request.body));
      },
    );

    server.post(
      '/locations/:locationId/orders/:orderId/refund',
      {
        schema: {
          tags,
          access: 'staff',
          summary:
            'Refund a completed order by amount or by items (Idempotency-Key required; audited; the customer is e-mailed)',
          params: boardOrderParams,
          body: refundRequest,
          response: { 200: refundReply },
        },
      },
      async (request) => {
        const context = await requireLocationAccess(request, request.params.locationId, 'refund-orders');
        // Read after the staff gate, so a guest or store staff hears 401/403 whatever they sent.
        const key = refundIdempotencyHeaders.safeParse(request.headers);
        if (!key.success)
          throw new AppError('BAD_REQUEST', key.error.issues[0]?.message ?? 'An Idempotency-Key header is required', {
            field: 'idempotency-key',
          });
        return ok(
          await service.refund(
            context.staff.id,
            request.params.locationId,
            request.params.orderId,
            key.data['idempotency-key'],
            request.body,
          ),
        );
      },
    );
  };
