import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { orderSchema } from './order-schema.ts';

/**
 * GET /api/account/orders (spec §7 "get order history"): the signed-in member's orders,
 * newest first, spec §3 Order shape. Signed out: 401. `limit` defaults to 20 (max 50);
 * `before` is the `created` of the last order shown, for the next page.
 */
export const orderHistoryQuery = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(50).default(20),
  before: z.iso.datetime({ offset: true, error: 'before must be an ISO timestamp' }).optional(),
});
export const orderHistoryReply = okEnvelope(z.object({ orders: z.array(orderSchema) }));
export type OrderHistoryReply = z.infer<typeof orderHistoryReply>;
