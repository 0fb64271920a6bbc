import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { orderSchema } from './order-schema.ts';

/**
 * GET /api/orders/{id} (the confirmation page /order/confirm/{oid}). Only the member who owns
 * the order or the browser session that placed it may read it; anyone else gets 404
 * "No such order" (never 403, so ids reveal nothing).
 */
export const orderIdParams = z.object({ id: z.uuid({ error: 'order id is not an order id' }) });
export const getOrderReply = okEnvelope(z.object({ order: orderSchema }));
export type GetOrderReply = z.infer<typeof getOrderReply>;
