import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { orderSchema, orderStatus } from './order-schema.ts';

/**
 * POST /api/staff/orders/{id}/status: the integration API — a POS or kitchen
 * system moves an order along its lifecycle with its own key (`Authorization: Bearer lsk_…`, from
 * `npm run integration:create`). 401 without a valid key, 403 without the orders:status scope,
 * 404 for an order outside the key's locations, 409 for an illegal move (ready → placed).
 */
export const orderStatusRequest = z.strictObject({ status: orderStatus });
export const orderStatusReply = okEnvelope(z.object({ order: orderSchema }));
