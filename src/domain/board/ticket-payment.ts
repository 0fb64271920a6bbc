import type { PaymentStatus } from '../checkout/payment-state.ts';
import { cardBrandLabel } from '../checkout/card-rules.ts';

/** One payment row as the board reads it (brand and last 4 only, never a card number). */
export interface TicketPayment {
  kind: 'card' | 'gift_card';
  brand: string;
  last4: string;
  status: PaymentStatus;
}

const PAID: readonly PaymentStatus[] = ['authorized', 'confirmed', 'captured'];
const WORDS: Record<PaymentStatus, string> = {
  pending: 'Payment pending',
  requires_confirmation: 'Awaiting confirmation',
  confirmed: 'Paid',
  authorized: 'Paid',
  captured: 'Paid',
  voiding: 'Voiding',
  voided: 'Voided',
  refunded: 'Refunded',
  failed: 'Failed',
};

const what = (p: TicketPayment) =>
  p.kind === 'gift_card' ? `Gift card ending ${p.last4}` : `${cardBrandLabel(p.brand)} ending ${p.last4}`;

/**
 * The ticket's payment line. Orders are paid at checkout, so the usual answer is "Paid · Visa
 * ending 4242"; any payment in another state says its state (a cancel's refund, a pending card).
 * Failed attempts are not payments and are left out.
 */
export function paymentLabel(payments: readonly TicketPayment[]): string {
  const real = payments.filter((p) => p.status !== 'failed');
  if (real.length === 0) return 'Not paid';
  if (real.every((p) => PAID.includes(p.status))) return `Paid · ${real.map(what).join(' + ')}`;
  return real.map((p) => `${WORDS[p.status]} · ${what(p)}`).join('; ');
}
