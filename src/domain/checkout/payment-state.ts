/**
 * The payment lifecycle. A card attempt is written `pending`
 * before the processor is called; the processor answers authorized, requires_confirmation (the
 * extra step) or a failure; an authorization is captured after the order is placed, or voided
 * when no order comes of it; a cancelled order refunds a capture. Gift card payments are
 * written `captured` with their order and refunded by a cancellation. Voided, refunded and
 * failed are final. (`confirmed` is a state the schema allows for processors that report the
 * extra step's success separately; ours go straight to authorized.)
 *
 * `voiding` is the intent recorded before a checkout asks the processor to void:
 * a crash or a database error between the processor's answer and the `voided` write leaves
 * `voiding`, which no order may use and the capture sweep finishes. Only an attempt no order
 * holds is voided this way (the repo's guard).
 */
export const PAYMENT_STATUSES = [
  'pending',
  'requires_confirmation',
  'confirmed',
  'authorized',
  'voiding',
  'captured',
  'voided',
  'refunded',
  'failed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['requires_confirmation', 'authorized', 'failed', 'voiding', 'voided'],
  requires_confirmation: ['authorized', 'voiding', 'voided', 'failed'],
  confirmed: ['authorized', 'voiding', 'voided', 'failed'],
  authorized: ['captured', 'voiding', 'voided', 'refunded'],
  voiding: ['voided'],
  captured: ['refunded'],
  voided: [],
  refunded: [],
  failed: [],
};

/** Staying put is allowed (a retried write of the same outcome); anything else must be a listed move. */
export const canMovePayment = (from: PaymentStatus, to: PaymentStatus): boolean =>
  from === to || NEXT[from].includes(to);

/** The states a payment may be in for a write of `to` to apply (the guard of every status update). */
export const paymentStatesBefore = (to: PaymentStatus): PaymentStatus[] =>
  PAYMENT_STATUSES.filter((from) => canMovePayment(from, to));

/** States of a card attempt that may still become an order's payment (the live hold of a cart). */
export const LIVE_ATTEMPT_STATUSES = [
  'pending',
  'requires_confirmation',
  'confirmed',
  'authorized',
] as const satisfies readonly PaymentStatus[];

/**
 * How long a card authorization holds at the processor (Stripe: 7 days for online card
 * payments; the sandbox uses the same). An attempt older than this less a margin is never reused
 * nor turned into an order: its hold may already have lapsed.
 */
export const AUTHORIZATION_LIFETIME_MS = 7 * 24 * 3600_000;
export const AUTHORIZATION_USABLE_MS = AUTHORIZATION_LIFETIME_MS - 3600_000;

/** Whether an attempt created at `createdAt` may still back an order at `now`. */
export const authorizationUsable = (createdAt: Date, now: Date): boolean =>
  now.getTime() - createdAt.getTime() < AUTHORIZATION_USABLE_MS;

export const isFinalPayment = (status: PaymentStatus): boolean => NEXT[status].length === 0;
