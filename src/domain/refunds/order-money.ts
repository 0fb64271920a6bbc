import { cardBrandLabel } from '../checkout/card-rules.ts';
import type { PaymentStatus } from '../checkout/payment-state.ts';
import { formatCents } from '../menu/menu-format.ts';

/**
 * An order's money in one place: what each payment took, what went back to it and what is left.
 * The board ticket, the refund page, the order page, the order search and the customer e-mails
 * all read these figures, so they never disagree. Money goes back two ways: a staff refund (its
 * rows' parts) and a cancellation (the payment row itself becomes `refunded` or `voided`, with no
 * refund row); both count here.
 */
export interface MoneyPayment {
  id: string;
  kind: 'card' | 'gift_card';
  brand: string;
  last4: string;
  amountCents: number;
  status: PaymentStatus;
  /** 'refund_failed' when a cancellation's card refund was refused (it is redone by hand). */
  failure: string | null;
}

/** One payment's part of one staff refund (a pending card part counts: it is retried, never dropped). */
export interface MoneyRefundPart {
  paymentId: string;
  amountCents: number;
}

export type PaymentMoneyState =
  | 'paid'
  | 'partly_refunded'
  | 'refunded'
  /** An authorization voided: the customer was never charged. */
  | 'released'
  /** A cancellation's card refund the processor refused: still to give back, by hand. */
  | 'refund_failed';

export interface PaymentMoney {
  id: string;
  kind: 'card' | 'gift_card';
  brand: string;
  last4: string;
  amountCents: number;
  /** What the customer paid (or has held) on it: 0 once a hold is released. */
  paidCents: number;
  refundedCents: number;
  leftCents: number;
  /** The processor has taken it (a card still only authorized cannot be refunded yet). */
  captured: boolean;
  state: PaymentMoneyState;
}

export interface OrderMoney {
  payments: PaymentMoney[];
  paidCents: number;
  refundedCents: number;
  /** Paid less refunded: what the business still holds of the order. */
  leftCents: number;
}

/** Attempts that never paid for the order (declined, abandoned, still at the processor). */
const NOT_A_PAYMENT: readonly PaymentStatus[] = ['pending', 'requires_confirmation', 'failed'];
const RELEASED: readonly PaymentStatus[] = ['voided', 'voiding'];

function paymentMoney(p: MoneyPayment, parts: readonly MoneyRefundPart[]): PaymentMoney {
  const base = { id: p.id, kind: p.kind, brand: p.brand, last4: p.last4, amountCents: p.amountCents };
  if (RELEASED.includes(p.status))
    return { ...base, paidCents: 0, refundedCents: 0, leftCents: 0, captured: false, state: 'released' };
  const byRefunds = parts.filter((x) => x.paymentId === p.id).reduce((s, x) => s + x.amountCents, 0);
  // A payment row marked refunded gave everything back, with or without refund rows (a cancellation).
  const refunded = Math.min(p.amountCents, p.status === 'refunded' ? p.amountCents : byRefunds);
  const state: PaymentMoneyState =
    refunded >= p.amountCents
      ? 'refunded'
      : p.failure === 'refund_failed'
        ? 'refund_failed'
        : refunded > 0
          ? 'partly_refunded'
          : 'paid';
  return {
    ...base,
    paidCents: p.amountCents,
    refundedCents: refunded,
    leftCents: p.amountCents - refunded,
    captured: p.status === 'captured' || p.status === 'refunded',
    state,
  };
}

/** The order's figures from its payment rows and its staff refunds' parts; the card listed first. */
export function orderMoney(pays: readonly MoneyPayment[], parts: readonly MoneyRefundPart[]): OrderMoney {
  const payments = pays
    .filter((p) => !NOT_A_PAYMENT.includes(p.status))
    .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'card' ? -1 : 1))
    .map((p) => paymentMoney(p, parts));
  const paidCents = payments.reduce((s, p) => s + p.paidCents, 0);
  const refundedCents = payments.reduce((s, p) => s + p.refundedCents, 0);
  return { payments, paidCents, refundedCents, leftCents: paidCents - refundedCents };
}

type Named = { kind: 'card' | 'gift_card'; brand: string; last4: string };

/** "Visa ending 4242", "Gift card ending 1234": a payment as a list names it. */
export const paymentName = (p: Named) =>
  p.kind === 'gift_card' ? `Gift card ending ${p.last4}` : `${cardBrandLabel(p.brand)} ending ${p.last4}`;

/** "$8.50 to Visa ending 4242": one part of a refund, as the confirmation and the records say it. */
export const refundDestination = (p: Named & { amountCents: number }) =>
  `${formatCents(p.amountCents)} to ${p.kind === 'gift_card' ? `gift card ending ${p.last4}` : paymentName(p)}`;
