import { refundLookupReply, refundReply, type RefundRequest } from '../../../domain/refunds/refund-contract.ts';
import { staffRequest } from '../staff/index.ts';

/** Staff refunds of completed orders. */
const base = (locationId: string) => `locations/${encodeURIComponent(locationId)}`;

export const findOrder = (locationId: string, number: number) =>
  staffRequest(`${base(locationId)}/order-refunds?number=${number}`, refundLookupReply);

/** `key` stays the same for a retried click of the same refund, so the server refunds once. */
export const refundOrder = (locationId: string, orderId: string, key: string, body: RefundRequest) =>
  staffRequest(`${base(locationId)}/orders/${encodeURIComponent(orderId)}/refund`, refundReply, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });
