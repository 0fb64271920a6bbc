import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { emailField, firstNameField, lastNameField, phoneField } from '../account/fields.ts';
import { orderSchema } from '../orders/order-schema.ts';
import { giftCardInput } from './gift-card-balance-contract.ts';

/**
 * POST /api/checkout: submits a cart as an order exactly once.
 *
 * Header `Idempotency-Key` (required, 8–100 characters of [A-Za-z0-9_-], e.g. a UUID): make
 * one key per distinct body and reuse it for every retry of that body (double click, timeout,
 * second tab). Same key + same body -> the first reply again; same key + a different body ->
 * 422. After an error reply the same key + same body may be retried (it is tried again).
 *
 * The body never carries a price: amounts come from the server (DESIGN §3). `expected_total`
 * is optional: when sent and the server's total differs (a price changed), the reply is 409
 * and nothing is charged. Unknown fields (e.g. `prices`) are rejected (400).
 *
 * Replies: 200 `{result:'placed', order}`; 200 `{result:'requires_confirmation', payment_id}`
 * (card 4000 0025 0000 3155: POST /api/checkout/payments/{payment_id}/confirm, then repeat
 * this request with the same key); 402 PAYMENT_DECLINED with a message for the card field;
 * 401 when the app is not borderless and nobody is signed in; 404 a cart that is not yours;
 * 409 cart no longer active / slot full / total changed; 400/422 bad input.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different order request. Use a new key for a new request.';

export const VEHICLE_REQUIRED = 'Please enter your vehicle make, model and color for curbside pickup';
const vehicleField = (label: string) =>
  z
    .string({ error: `Please enter your vehicle ${label}` })
    .trim()
    .min(1, { error: `Please enter your vehicle ${label}` })
    .max(40, { error: `Vehicle ${label} is at most 40 characters` });

export const vehicleInput = z.strictObject({
  make: vehicleField('make'),
  model: vehicleField('model'),
  color: vehicleField('color'),
});

/** Guests (borderless app) give all four; a member may omit contact (the profile is used). */
export const contactInput = z.strictObject({
  first_name: firstNameField,
  last_name: lastNameField,
  email: emailField,
  phone: phoneField,
});

export const tipInput = z.union([
  z.strictObject({
    percent: z.union([z.literal(10), z.literal(15), z.literal(20)], { error: 'tip percent must be 10, 15 or 20' }),
  }),
  z.strictObject({ custom: z.number({ error: 'tip custom must be a number of cents' }).int().min(0).max(100_000) }),
]);

export const submitOrderRequest = z.strictObject({
  cart_id: z.uuid({ error: 'cart_id is not a cart id' }),
  contact: contactInput.optional(),
  /** Required when the cart's handoff is curbside. */
  vehicle: vehicleInput.optional(),
  /** Omitted: the cart's tip (15 % by default); ignored where tips are not allowed. */
  tip: tipInput.optional(),
  /** Applied in order, each capped at what is left to pay (spec §5); at most 5. */
  gift_cards: z.array(giftCardInput).max(5, { error: 'At most 5 gift cards per order' }).default([]),
  /** The token from POST /api/checkout/payment-token; null/omitted when gift cards cover the total. */
  payment: z
    .strictObject({ token: z.string().min(10).max(2000, { error: 'payment token is too long' }) })
    .nullable()
    .default(null),
  /** The total (cents) the shopper saw; optional guard against a price change in between. */
  expected_total: z.number().int().min(0).optional(),
});
export type SubmitOrderRequest = z.input<typeof submitOrderRequest>;
export type SubmitOrderInput = z.output<typeof submitOrderRequest>;

export const submitOrderResult = z.discriminatedUnion('result', [
  z.object({ result: z.literal('placed'), order: orderSchema }),
  z.object({
    result: z.literal('requires_confirmation'),
    payment_id: z.string(),
    message: z.string(),
  }),
]);
export type SubmitOrderResult = z.infer<typeof submitOrderResult>;
export const submitOrderReply = okEnvelope(submitOrderResult);
export type SubmitOrderReply = z.infer<typeof submitOrderReply>;

/** Messages for the card field (402 PAYMENT_DECLINED replies carry one of these). */
export const PAYMENT_MESSAGES = {
  declined: 'Your card was declined. Please use a different card.',
  insufficient_funds: 'Your card has insufficient funds. Please use a different card.',
  processing_error: 'We could not process your card. Please try again.',
  confirmation_cancelled: 'The card confirmation was cancelled. Please try again or use a different card.',
  token_invalid: 'Your card details have expired. Please enter them again.',
  payment_required: 'Please enter a card for the remaining amount.',
} as const;
