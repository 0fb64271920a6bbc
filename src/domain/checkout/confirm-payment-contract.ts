import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';

/**
 * POST /api/checkout/payments/{id}/confirm: the extra confirmation step some
 * cards need (test card 4000 0025 0000 3155, like 3-D Secure). The submission answered
 * `result: 'requires_confirmation'` with `payment_id`; the shopper approves (or cancels) here,
 * then the client repeats the SAME submission with the SAME Idempotency-Key to place the order.
 * Only the session that started the payment can confirm it; anyone else gets 404.
 */
export const paymentIdParams = z.object({ id: z.uuid({ error: 'payment id is not a payment id' }) });
export const confirmPaymentRequest = z.strictObject({
  approve: z.boolean({ error: 'approve must be true or false' }).default(true),
});
export const confirmPaymentReply = okEnvelope(
  z.object({ payment_id: z.string(), status: z.enum(['confirmed', 'cancelled']) }),
);
export type ConfirmPaymentReply = z.infer<typeof confirmPaymentReply>;
