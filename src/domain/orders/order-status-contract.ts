import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { orderSchema, orderStatus } from './order-schema.ts';

/**
 * POST /api/staff/orders/{id}/status (decision 082): the kitchen moves an order along its
 * lifecycle. Header `Authorization: Bearer <STAFF_API_KEY>`; without STAFF_API_KEY configured
 * the endpoint answers 404 (disabled). An illegal move (ready → placed) is 409.
 */
export const orderStatusRequest = z.strictObject({ status: orderStatus });
export const orderStatusReply = okEnvelope(z.object({ order: orderSchema }));
