import {
  refundLookupReply,
  refundQuoteReply,
  refundReply,
  type RefundQuoteRequest,
  type RefundRequest,
} from '../../../domain/refunds/refund-contract.ts';
import { staffRequest } from '../staff/index.ts';

/** Staff refunds of completed orders. */
const order = (locationId: string, orderId: string) =>
  `locations/${encodeURIComponent(locationId)}/orders/${encodeURIComponent(orderId)}`;

export const findOrder = (locationId: string, number: number) =>
  staffRequest(`locations/${encodeURIComponent(locationId)}/order-refunds?number=${number}`, refundLookupReply);

/** What a refund would give back and where: the confirmation step (nothing is refunded). */
export const quoteRefund = (locationId: string, orderId: string, body: RefundQuoteRequest) =>
  staffRequest(`${order(locationId, orderId)}/refund-quote`, refundQuoteReply, { method: 'POST', body });

/** `key` stays the same for a retried click of the same refund, so the server refunds once. */
export const refundOrder = (locationId: string, orderId: string, key: string, body: RefundRequest) =>
  staffRequest(`${order(locationId, orderId)}/refund`, refundReply, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });
