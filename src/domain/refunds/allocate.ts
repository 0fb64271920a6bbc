/**
 * How a staff refund of a completed order is split over what paid for it.
 * Pure: the server calls it with the order's payments, each with what earlier refunds
 * already gave back. The card comes first (the customer's own money, back through the
 * processor), then gift cards (their balance is restored in the refund's transaction).
 */
export interface RefundablePayment {
  id: string;
  kind: 'card' | 'gift_card';
  amountCents: number;
  refundedCents: number;
}

export interface RefundShare {
  paymentId: string;
  amountCents: number;
}

/** What is left to refund on an order: paid less already refunded, never below zero. */
export const refundableCents = (pays: readonly RefundablePayment[]) =>
  pays.reduce((sum, p) => sum + Math.max(0, p.amountCents - p.refundedCents), 0);

export type RefundCheck =
  | { ok: true; shares: RefundShare[]; full: boolean }
  | { ok: false; problem: 'nothing_left' | 'over_remaining'; leftCents: number };

/** The shares of a refund of `amountCents`, or why it cannot be given. */
export function allocateRefund(pays: readonly RefundablePayment[], amountCents: number): RefundCheck {
  const left = refundableCents(pays);
  if (left <= 0) return { ok: false, problem: 'nothing_left', leftCents: 0 };
  if (amountCents > left) return { ok: false, problem: 'over_remaining', leftCents: left };
  const ordered = [...pays].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'card' ? -1 : 1));
  let rest = amountCents;
  const shares: RefundShare[] = [];
  for (const p of ordered) {
    const take = Math.min(rest, Math.max(0, p.amountCents - p.refundedCents));
    if (take > 0) shares.push({ paymentId: p.id, amountCents: take });
    rest -= take;
    if (rest === 0) break;
  }
  return { ok: true, shares, full: amountCents === left };
}
