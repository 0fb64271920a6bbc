import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { CARD_CVC_INVALID, CARD_EXPIRY_INVALID, CARD_NUMBER_INVALID } from '../customer-copy.ts';

/**
 * POST /api/checkout/payment-token. The sandbox stand-in for Stripe.js: the
 * card form posts the number here once, the server checks it (Luhn, future expiry, CVC length)
 * and answers an opaque signed token carrying only brand, last 4, expiry and the test-card
 * behavior. The order submission carries the token, never the number; numbers are never
 * logged or stored. Format checks live here; Luhn, brand and expiry (needs "now") in card-rules.ts.
 */

// The card messages live in the customer copy list; re-exported for existing imports.
export { CARD_CVC_INVALID, CARD_EXPIRED, CARD_EXPIRY_INVALID, CARD_NUMBER_INVALID } from '../customer-copy.ts';

export const paymentTokenRequest = z.strictObject({
  /** Digits; spaces and dashes are ignored. */
  number: z
    .string({ error: CARD_NUMBER_INVALID })
    .max(40, { error: CARD_NUMBER_INVALID })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => /^\d{12,19}$/.test(v), { error: CARD_NUMBER_INVALID }),
  exp_month: z
    .number({ error: CARD_EXPIRY_INVALID })
    .int({ error: CARD_EXPIRY_INVALID })
    .min(1, { error: CARD_EXPIRY_INVALID })
    .max(12, { error: CARD_EXPIRY_INVALID }),
  /** Four digits (2027) or two (27). */
  exp_year: z
    .number({ error: CARD_EXPIRY_INVALID })
    .int({ error: CARD_EXPIRY_INVALID })
    .min(0, { error: CARD_EXPIRY_INVALID })
    .max(2100, { error: CARD_EXPIRY_INVALID })
    .transform((y) => (y < 100 ? 2000 + y : y)),
  cvc: z.string({ error: CARD_CVC_INVALID }).regex(/^\d{3,4}$/, { error: CARD_CVC_INVALID }),
  /** Name on card, optional (never stored). */
  name: z.string().trim().max(100).optional(),
  /** Postal code, optional (never stored). */
  postal_code: z.string().trim().max(12).optional(),
});
export type PaymentTokenRequest = z.input<typeof paymentTokenRequest>;

export const cardBrand = z.enum(['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unknown']);
export type CardBrand = z.infer<typeof cardBrand>;

export const paymentTokenReply = okEnvelope(
  z.object({
    /** Opaque; pass it as `payment.token` in POST /api/checkout. Valid for 1 hour. */
    token: z.string(),
    brand: cardBrand,
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  }),
);
export type PaymentTokenReply = z.infer<typeof paymentTokenReply>;
