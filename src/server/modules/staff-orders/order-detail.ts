import { AppError } from '../../../domain/app-error.ts';
import { choiceWords } from '../../../domain/board/ticket-lines.ts';
import { orderTimeline } from '../../../domain/orders/order-timeline.ts';
import type { StaffOrder } from '../../../domain/orders/staff-order-contract.ts';
import { refundedUnitsOf } from '../../../domain/refunds/line-refund.ts';
import { describeEntry } from '../../../domain/rewards/history.ts';
import { mayRunLocation, type StaffRole } from '../../../domain/staff/roles.ts';
import type { Db } from '../../db/client.ts';
import { oneTicket } from '../board/index.ts';
import { orderPayments } from '../orders/index.ts';
import { orderRefundsView } from '../refunds/index.ts';
import { orderAuditEntries } from '../staff/index.ts';
import { ledgerOf, linesOf, orderWithStore } from './repo.ts';

const NO_SUCH_ORDER = 'No such order';

/**
 * One order as the staff order page shows it. An order of a store the caller does not run reads
 * exactly like an unknown id (404), as everywhere on the staff side.
 */
export async function staffOrderDetail(
  db: Db,
  caller: { role: StaffRole; locationIds: readonly string[] },
  orderId: string,
): Promise<StaffOrder> {
  const found = await orderWithStore(db, orderId);
  if (!found || !mayRunLocation(caller.role, caller.locationIds, found.order.locationId))
    throw new AppError('NOT_FOUND', NO_SUCH_ORDER);
  const { order } = found;
  const [lines, pays, ledger, audit, ticket] = await Promise.all([
    linesOf(db, order.id),
    orderPayments(db, order.id),
    ledgerOf(db, order.id),
    orderAuditEntries(db, order.id),
    oneTicket(db, order.locationId, order.id),
  ]);
  if (!ticket) throw new AppError('NOT_FOUND', NO_SUCH_ORDER);
  const refunds = await orderRefundsView(db, order, pays);
  const units = refundedUnitsOf(refunds.rows);
  const who = (e: (typeof audit)[number]) => e.staff_name ?? (e.integration ? `Integration ${e.integration}` : null);
  const cancel = audit.find((e) => e.action === 'order.cancel');
  const reason = (cancel?.after as { reason?: unknown } | null)?.reason;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    location: { id: order.locationId, name: found.locationName, time_zone: found.timeZone },
    placed_at: order.createdAt.toISOString(),
    handoff: order.handoff,
    time_mode: order.timeMode,
    ready_local: order.readyLocal,
    catering: order.catering,
    customer: {
      name: `${order.contact.first_name} ${order.contact.last_name}`.trim(),
      email: order.contact.email,
      phone: order.contact.phone,
      member: order.memberId !== null,
    },
    vehicle: ticket.vehicle,
    delivery_address: ticket.delivery_address,
    lines: lines.map((l) => ({
      id: l.id,
      name: l.name,
      quantity: l.quantity,
      choices: l.choices.map(choiceWords),
      made_for: l.recipient,
      instructions: l.instructions,
      unit_cents: l.unitCents,
      total_cents: l.totalCents,
      refunded_quantity: units.get(l.id) ?? 0,
    })),
    coupon: order.couponCode,
    discounts: order.discounts,
    totals: order.totals,
    payments: refunds.money.payments.map((p) => ({
      kind: p.kind,
      brand: p.brand,
      last4: p.last4,
      amount_cents: p.amountCents,
      paid_cents: p.paidCents,
      refunded_cents: p.refundedCents,
      left_cents: p.leftCents,
      state: p.state,
    })),
    money: {
      paid_cents: refunds.money.paidCents,
      refunded_cents: refunds.money.refundedCents,
      left_cents: refunds.money.leftCents,
      refundable_cents: refunds.refundableCents,
      can_refund: refunds.refundableCents > 0 && !pays.some((p) => p.kind === 'card' && p.status === 'authorized'),
    },
    refunds: refunds.records,
    rewards: ledger.map((e) => ({
      at: e.createdAt.toISOString(),
      kind: e.kind,
      points: e.points,
      text: describeEntry(e),
    })),
    timeline: orderTimeline({
      placedAt: order.createdAt.toISOString(),
      audit: audit.map((e) => ({ at: e.at, action: e.action, who: who(e), before: e.before, after: e.after })),
      refunds: refunds.rows.map((r) => ({
        at: r.createdAt.toISOString(),
        by: r.staffName,
        amountCents: r.amountCents,
        reason: r.reason,
        parts: r.parts,
        lines: r.lines,
        emailAt: r.emailSentAt?.toISOString() ?? null,
      })),
      readyEmailAt: order.readyEmailSentAt?.toISOString() ?? null,
      cancelEmailAt: order.cancelEmailSentAt?.toISOString() ?? null,
    }),
    audit: audit.map((e) => ({ id: e.id, at: e.at, summary: e.summary })),
    cancel_reason: order.status === 'cancelled' && typeof reason === 'string' ? reason : null,
    ticket,
  };
}
