import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';

/**
 * Staff refunds of completed orders:
 * - `GET /api/staff/locations/{id}/order-refunds?number=1043` finds an order of that location by
 *   its number, with what was paid, what was refunded and what is left;
 * - `POST /api/staff/locations/{id}/orders/{orderId}/refund-quote {amount_cents} | {lines}`: what a
 *   refund would give back and where, writing nothing (the confirmation step);
 * - `POST /api/staff/locations/{id}/orders/{orderId}/refund {amount_cents, lines?, reason}` with an
 *   `Idempotency-Key` header: a retried request refunds once and answers the same refund.
 */
export const refundLookupQuery = z.strictObject({
  number: z.coerce
    .number({ error: 'number must be an order number' })
    .int({ error: 'number must be an order number' })
    .min(1, { error: 'number must be an order number' })
    .max(2_000_000_000, { error: 'number must be an order number' }),
});

const amountCents = z
  .number({ error: 'amount_cents must be a whole number of cents' })
  .int({ error: 'amount_cents must be a whole number of cents' })
  .min(1, { error: 'The refund must be at least $0.01' })
  .max(10_000_000, { error: 'The refund is larger than any order' });

/** Items to refund: each line of the order at most once, with how many of its units. */
const refundLines = z
  .array(
    z.strictObject({
      line_id: z.uuid({ error: 'line_id must be one of the order’s lines' }),
      quantity: z
        .number({ error: 'quantity must be a whole number' })
        .int({ error: 'quantity must be a whole number' })
        .min(1, { error: 'quantity must be at least 1' })
        .max(999, { error: 'quantity is larger than any line' }),
    }),
    { error: 'lines must be a list of items' },
  )
  .min(1, { error: 'Choose at least one item to refund' })
  .max(100, { error: 'At most 100 items per refund' })
  .refine((lines) => new Set(lines.map((l) => l.line_id)).size === lines.length, {
    error: 'Each item may be listed once',
  });

/**
 * A refund by amount, or by items (`lines`): then `amount_cents` is the amount the confirmation
 * showed, and the server refuses the refund (409) when the items now come to another amount.
 */
export const refundRequest = z.strictObject({
  amount_cents: amountCents,
  lines: refundLines.optional(),
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

/** One refunded line: how many of its units and what they gave back. */
export const refundLinePart = z.object({
  line_id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  amount_cents: z.number().int(),
});

export const refundRecord = z.object({
  id: z.string(),
  amount_cents: z.number().int(),
  reason: z.string(),
  by: z.string().nullable(),
  at: z.string(),
  parts: z.array(refundPart),
  /** Empty for a refund by amount. */
  lines: z.array(refundLinePart),
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
  /** Paid less refunded (a cancellation's refunds included): what the store still holds. */
  left_cents: z.number().int(),
  /** What a refund here may still give back: a completed order's captured payments only. */
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

export const refundQuoteRequest = z
  .strictObject({ amount_cents: amountCents.optional(), lines: refundLines.optional() })
  .refine((q) => (q.amount_cents === undefined) !== (q.lines === undefined), {
    error: 'Give either amount_cents or lines',
    path: ['amount_cents'],
  });
export type RefundQuoteRequest = z.infer<typeof refundQuoteRequest>;

/** What a refund would give back and where, before anything is refunded. */
export const refundQuote = z.object({
  amount_cents: z.number().int(),
  parts: z.array(refundPart.omit({ state: true })),
  lines: z.array(refundLinePart),
  /** What is left to refund after it. */
  left_after_cents: z.number().int(),
});
export type RefundQuote = z.infer<typeof refundQuote>;
export const refundQuoteReply = okEnvelope(refundQuote);
