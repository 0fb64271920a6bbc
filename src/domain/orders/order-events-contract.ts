import { z } from 'zod';
import { orderStatus } from './order-schema.ts';

/**
 * Live order status for customers: the Server-Sent Events of
 * `GET /api/orders/{id}/events` (one order: its member or the session that placed it, else 404)
 * and `GET /api/account/orders/events` (the signed-in member's recent orders). Every stream
 * starts with a `snapshot`, then sends a `status` event per change; events carry only what the
 * pages show next to the order they already have.
 */
export const orderRefundPart = z.object({
  kind: z.enum(['card', 'gift_card']),
  brand: z.string(),
  last4: z.string(),
  /** Integer cents. */
  amount: z.number().int(),
  /** refunded: money sent back; released: an authorization voided, never charged; pending: on its way (or being redone by hand). */
  state: z.enum(['refunded', 'released', 'pending']),
});
export type OrderRefundPart = z.infer<typeof orderRefundPart>;

export const orderLiveStatus = z.object({
  order_id: z.string(),
  number: z.string(),
  status: orderStatus,
  /** The order row's updated_at in ms: a page keeps the newest. */
  seq: z.number().int(),
  /** Cancelled orders: what happened to each payment; completed orders: the store's refunds; otherwise empty. */
  refund: z.array(orderRefundPart),
});
export type OrderLiveStatus = z.infer<typeof orderLiveStatus>;

/** `snapshot` data: one order (its stream) or the member's recent orders (the history stream). */
export const orderStatusSnapshot = z.object({ orders: z.array(orderLiveStatus) });
export type OrderStatusSnapshot = z.infer<typeof orderStatusSnapshot>;
