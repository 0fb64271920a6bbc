import type { RefundableOrder, RefundRecord } from '../../../domain/refunds/refund-contract.ts';
import { refundableCents, type RefundablePayment } from '../../../domain/refunds/allocate.ts';
import type { OrderRow, PaymentRow } from '../orders/index.ts';
import type { RefundRow, RefundWithStaff } from './repo.ts';

/** Payments that took money for the order (a captured card or gift card, or one refunded since). */
const PAID = new Set(['captured', 'refunded']);

/** Each paying payment with what the order's refunds already gave back to it. */
export function refundablePayments(pays: readonly PaymentRow[], refunds: readonly RefundRow[]): RefundablePayment[] {
  return pays
    .filter((p) => PAID.has(p.status))
    .map((p) => ({
      id: p.id,
      kind: p.kind,
      amountCents: p.amountCents,
      refundedCents: refunds.reduce(
        (sum, r) => sum + r.parts.filter((x) => x.paymentId === p.id).reduce((s, x) => s + x.amountCents, 0),
        0,
      ),
    }));
}

export const toRefundRecord = (r: RefundWithStaff | (RefundRow & { staffName?: string | null })): RefundRecord => ({
  id: r.id,
  amount_cents: r.amountCents,
  reason: r.reason,
  by: r.staffName ?? null,
  at: r.createdAt.toISOString(),
  parts: r.parts.map((p) => ({
    kind: p.kind,
    brand: p.brand,
    last4: p.last4,
    amount_cents: p.amountCents,
    state: p.state,
  })),
});

/** What the staff refund page shows of an order. */
export function toRefundableOrder(
  order: OrderRow,
  pays: readonly PaymentRow[],
  refunds: readonly RefundWithStaff[],
): RefundableOrder {
  const payable = refundablePayments(pays, refunds);
  const refunded = refunds.reduce((s, r) => s + r.amountCents, 0);
  return {
    order_id: order.id,
    number: String(order.number),
    status: order.status,
    customer: `${order.contact.first_name} ${order.contact.last_name}`.trim(),
    placed_at: order.createdAt.toISOString(),
    paid_cents: payable.reduce((s, p) => s + p.amountCents, 0),
    refunded_cents: refunded,
    refundable_cents: order.status === 'completed' ? refundableCents(payable) : 0,
    can_refund: order.status === 'completed',
    refunds: refunds.map(toRefundRecord),
  };
}
