import { AppError } from '../../../domain/app-error.ts';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import { allocateRefund, type RefundablePayment, type RefundShare } from '../../../domain/refunds/allocate.ts';
import { priceLineRefund, refundedUnitsOf } from '../../../domain/refunds/line-refund.ts';
import type { RefundQuoteRequest } from '../../../domain/refunds/refund-contract.ts';
import type { RefundLineRow } from '../../db/schema/refunds.ts';
import type { Tx } from '../../db/tx.ts';
import { orderPayments, type OrderRow, type PaymentRow } from '../orders/index.ts';
import * as repo from './repo.ts';
import { moneyOf, refundablePayments } from './view.ts';

/** A refund worked out and not yet written: the quote shows it, the refund writes it. */
export interface RefundPlan {
  amountCents: number;
  lines: RefundLineRow[];
  shares: RefundShare[];
  full: boolean;
  pays: PaymentRow[];
  payable: RefundablePayment[];
  refundedBeforeCents: number;
  leftAfterCents: number;
}

function linesProblem(order: OrderRow, check: Exclude<ReturnType<typeof priceLineRefund>, { ok: true }>): AppError {
  if (check.problem === 'too_many')
    return new AppError(
      'VALIDATION',
      check.leftUnits === 0
        ? `${check.name} on order #${order.number} has been refunded already.`
        : `Only ${check.leftUnits} of ${check.name} on order #${order.number} can still be refunded.`,
      { field: 'lines' },
    );
  return new AppError('VALIDATION', `That item is not on order #${order.number}.`, { field: 'lines' });
}

/**
 * What refunding `want` (an amount, or some units of some lines) gives back and to which payment,
 * or why it cannot: only a completed order whose card is captured; never more than is left; a
 * line's units at most once. Reads only: the caller holds the order row's lock when it writes.
 */
export async function planRefund(tx: Tx, order: OrderRow, want: RefundQuoteRequest): Promise<RefundPlan> {
  if (order.status !== 'completed')
    throw new AppError(
      'CONFLICT',
      `Order #${order.number} is ${order.status.replace('_', ' ')}: only a completed order is refunded here (an open order is cancelled on the board).`,
    );
  const [pays, before] = await Promise.all([orderPayments(tx, order.id), repo.orderRefundRows(tx, order.id)]);
  if (pays.some((p) => p.kind === 'card' && p.status === 'authorized'))
    throw new AppError('CONFLICT', 'The card payment is still being captured. Try again in a minute.', {
      retryAfterSeconds: 60,
    });
  let amountCents = want.amount_cents ?? 0;
  let lines: RefundLineRow[] = [];
  if (want.lines) {
    const rows = await repo.orderLineRows(tx, order.id);
    const check = priceLineRefund(
      rows.map((l) => ({ id: l.id, name: l.name, quantity: l.quantity, totalCents: l.totalCents })),
      order.totals,
      refundedUnitsOf(before),
      want.lines.map((l) => ({ lineId: l.line_id, quantity: l.quantity })),
    );
    if (!check.ok) throw linesProblem(order, check);
    if (check.amountCents === 0)
      throw new AppError('VALIDATION', 'These items cost nothing: there is no money to give back.', {
        field: 'lines',
      });
    ({ amountCents, lines } = check);
  }
  const money = moneyOf(pays, before);
  const payable = refundablePayments(money);
  const check = allocateRefund(payable, amountCents);
  if (!check.ok) {
    if (check.problem === 'nothing_left')
      throw new AppError('CONFLICT', `Order #${order.number} has been refunded in full; nothing is left to refund.`);
    throw new AppError(
      'VALIDATION',
      want.lines
        ? `These items come to ${formatCents(amountCents)}, more than what is left to refund (${formatCents(check.leftCents)}).`
        : `The refund is more than what is left to refund (${formatCents(check.leftCents)}).`,
      { field: want.lines ? 'lines' : 'amount_cents' },
    );
  }
  return {
    amountCents,
    lines,
    shares: check.shares,
    full: check.full,
    pays,
    payable,
    refundedBeforeCents: money.refundedCents,
    leftAfterCents: money.leftCents - amountCents,
  };
}
