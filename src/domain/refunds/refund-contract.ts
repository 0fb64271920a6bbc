import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';

/**
 * Staff refunds of completed orders:
 * - `GET /api/staff/locations/{id}/order-refunds?number=1043` finds an order of that location by
 *   its number, with what was paid, what was refunded and what is left;
 * - `POST /api/staff/locations/{id}/orders/{orderId}/refund {amount_cents, reason}` with an
 *   `Idempotency-Key` header: a retried request refunds once and answers the same refund.
 */
export const refundLookupQuery = z.strictObject({
  number: z.coerce
    .number({ error: 'number must be an order number' })
    .int({ error: 'number must be an order number' })
    .min(1, { error: 'number must be an order number' })
    .max(2_000_000_000, { error: 'number must be an order number' }),
});

export const refundRequest = z.strictObject({
  amount_cents: z
    .number({ error: 'amount_cents must be a whole number of cents' })
    .int({ error: 'amount_cents must be a whole number of cents' })
    .min(1, { error: 'The refund must be at least $0.01' })
    .max(10_000_000, { error: 'The refund is larger than any order' }),
  reason: z
    .string({ error: 'Please give a reason' })
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .refine((v) => v.length > 0, { error: 'Please give a reason' })
    .refine((v) => v.length <= 200, { error: 'The reason must be at most 200 characters' }),
});
export type RefundRequest = z.infer<typeof refundRequest>;

export const refundIdempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'An Idempotency-Key header is required' })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'The Idempotency-Key must be 8–100 letters, digits, - or _' }),
});

export const refundPart = z.object({
  kind: z.enum(['card', 'gift_card']),
  brand: z.string(),
  last4: z.string(),
  amount_cents: z.number().int(),
  state: z.enum(['refunded', 'pending']),
});

export const refundRecord = z.object({
  id: z.string(),
  amount_cents: z.number().int(),
  reason: z.string(),
  by: z.string().nullable(),
  at: z.string(),
  parts: z.array(refundPart),
});
export type RefundRecord = z.infer<typeof refundRecord>;

export const refundableOrder = z.object({
  order_id: z.string(),
  number: z.string(),
  status: z.string(),
  customer: z.string(),
  placed_at: z.string(),
  paid_cents: z.number().int(),
  refunded_cents: z.number().int(),
  refundable_cents: z.number().int(),
  /** Only a completed order is refunded here; one not yet completed is cancelled on the board. */
  can_refund: z.boolean(),
  refunds: z.array(refundRecord),
});
export type RefundableOrder = z.infer<typeof refundableOrder>;

export const refundLookupReply = okEnvelope(z.object({ order: refundableOrder }));
export const refundReply = okEnvelope(
  z.object({ order: refundableOrder, refund: refundRecord, points_reversed: z.number().int() }),
);
