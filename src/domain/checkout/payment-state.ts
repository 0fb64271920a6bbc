/**
 * The payment lifecycle (issue 6, decisions 080/081/155). A card attempt is written `pending`
 * before the processor is called; the processor answers authorized, requires_confirmation (the
 * extra step) or a failure; an authorisation is captured after the order is placed, or voided
 * when no order comes of it; a cancelled order refunds a capture. Gift card payments are
 * written `captured` with their order and refunded by a cancellation. Voided, refunded and
 * failed are final. (`confirmed` is a state the schema allows for processors that report the
 * extra step's success separately; ours go straight to authorized.)
 */
export const PAYMENT_STATUSES = ['pending', 'requires_confirmation', 'confirmed', 'authorized', 'captured', 'voided', 'refunded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['requires_confirmation', 'authorized', 'failed', 'voided'],
  requires_confirmation: ['authorized', 'voided', 'failed'],
  confirmed: ['authorized', 'voided', 'failed'],
  authorized: ['captured', 'voided', 'refunded'],
  captured: ['refunded'],
  voided: [],
  refunded: [],
  failed: [],
};

/** Staying put is allowed (a retried write of the same outcome); anything else must be a listed move. */
export const canMovePayment = (from: PaymentStatus, to: PaymentStatus): boolean => from === to || NEXT[from].includes(to);

/** The states a payment may be in for a write of `to` to apply (the guard of every status update). */
export const paymentStatesBefore = (to: PaymentStatus): PaymentStatus[] => PAYMENT_STATUSES.filter((from) => canMovePayment(from, to));

export const isFinalPayment = (status: PaymentStatus): boolean => NEXT[status].length === 0;
