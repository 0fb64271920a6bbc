import type { PaymentStatus } from '../checkout/payment-state.ts';
import { formatCents } from '../menu/menu-format.ts';
import {
  orderMoney,
  paymentName,
  type MoneyPayment,
  type MoneyRefundPart,
  type PaymentMoney,
} from '../refunds/order-money.ts';

/** One payment row as the board reads it (brand and last 4 only, never a card number). */
export type TicketPayment = MoneyPayment;

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

const stateWords = (p: TicketPayment, m: PaymentMoney | undefined) => {
  if (m?.state === 'refund_failed') return 'Refund failed';
  if (m?.state === 'partly_refunded') return `Paid, ${formatCents(m.refundedCents)} refunded`;
  return WORDS[p.status];
};

/**
 * The ticket's payment line. Orders are paid at checkout, so the usual answer is "Paid · Visa
 * ending 4242", with what staff refunds gave back ("· $5.00 refunded"); any payment in another
 * state says its state (a cancel's refund, a pending card). The figures are the order's money
 * (refunds/order-money.ts), as on the refund and order pages. Failed attempts are left out.
 */
export function paymentLabel(payments: readonly TicketPayment[], refunds: readonly MoneyRefundPart[] = []): string {
  const real = payments.filter((p) => p.status !== 'failed');
  if (real.length === 0) return 'Not paid';
  const money = orderMoney(real, refunds);
  const of = (p: TicketPayment) => money.payments.find((m) => m.id === p.id);
  const paid = real.every((p) => PAID.includes(p.status) && of(p)?.state !== 'refund_failed');
  if (paid)
    return `Paid · ${real.map(paymentName).join(' + ')}${money.refundedCents > 0 ? ` · ${formatCents(money.refundedCents)} refunded` : ''}`;
  return real.map((p) => `${stateWords(p, of(p))} · ${paymentName(p)}`).join('; ');
}

/** What a cancel did with the money, for the person who cancelled: "Card $14.00 refunded". */
export function cancelMoneyWords(payments: readonly TicketPayment[]): string {
  const parts = orderMoney(payments, []).payments.map((p) => {
    const what = `${p.kind === 'gift_card' ? 'Gift card' : 'Card'} ${formatCents(p.amountCents)}`;
    if (p.state === 'refund_failed') return `${what}: refund failed — refund it by hand`;
    if (p.state === 'refunded') return `${what} refunded`;
    if (p.state === 'released') return `${what} voided`;
    return `${what}: ${WORDS[payments.find((x) => x.id === p.id)?.status ?? 'captured'].toLowerCase()}`;
  });
  return parts.length ? parts.join('; ') : 'Nothing was paid.';
}
