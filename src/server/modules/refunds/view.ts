import type { RefundableOrder, RefundRecord } from '../../../domain/refunds/refund-contract.ts';
import { refundableCents, type RefundablePayment } from '../../../domain/refunds/allocate.ts';
import { orderMoney, type MoneyPayment, type OrderMoney } from '../../../domain/refunds/order-money.ts';
import type { OrderRow, PaymentRow } from '../orders/index.ts';
import type { RefundRow, RefundWithStaff } from './repo.ts';

type RefundFacts = Pick<RefundRow, 'parts'>;

/** The order's money (domain/refunds/order-money.ts) from its payment and refund rows. */
export const moneyOf = (pays: readonly MoneyPayment[], refunds: readonly RefundFacts[]): OrderMoney =>
  orderMoney(
    pays,
    refunds.flatMap((r) => r.parts.map((p) => ({ paymentId: p.paymentId, amountCents: p.amountCents }))),
  );

/** Each payment the processor or gift card has taken, with what went back to it: what a refund may split over. */
export const refundablePayments = (money: OrderMoney): RefundablePayment[] =>
  money.payments
    .filter((p) => p.captured)
    .map((p) => ({ id: p.id, kind: p.kind, amountCents: p.paidCents, refundedCents: p.refundedCents }));

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
  lines: r.lines.map((l) => ({ line_id: l.lineId, name: l.name, quantity: l.quantity, amount_cents: l.amountCents })),
});

/** What the staff refund page shows of an order. */
export function toRefundableOrder(
  order: OrderRow,
  pays: readonly PaymentRow[],
  refunds: readonly RefundWithStaff[],
): RefundableOrder {
  const money = moneyOf(pays, refunds);
  const completed = order.status === 'completed';
  return {
    order_id: order.id,
    number: String(order.number),
    status: order.status,
    customer: `${order.contact.first_name} ${order.contact.last_name}`.trim(),
    placed_at: order.createdAt.toISOString(),
    paid_cents: money.paidCents,
    refunded_cents: money.refundedCents,
    left_cents: money.leftCents,
    refundable_cents: completed ? refundableCents(refundablePayments(money)) : 0,
    can_refund: completed,
    refunds: refunds.map(toRefundRecord),
  };
}
