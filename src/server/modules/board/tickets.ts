import { and, asc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Ticket, TicketLine } from '../../../domain/board/ticket-contract.ts';
import { sortTickets } from '../../../domain/board/board-rules.ts';
import { choiceWords, combineIdenticalLines } from '../../../domain/board/ticket-lines.ts';
import { paymentLabel, type TicketPayment } from '../../../domain/board/ticket-payment.ts';
import type { MoneyRefundPart } from '../../../domain/refunds/order-money.ts';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, payments } from '../../db/schema/orders.ts';
import { orderRefunds } from '../../db/schema/refunds.ts';
import { staffAuditLog } from '../../db/schema/staff.ts';
import type { OrderLineRow, OrderRow } from '../orders/index.ts';

/** Open orders promised within this window are on the board (later days in its Later lane). */
const OPEN_AHEAD_MS = 7 * 24 * 3600_000;
/** Completed and cancelled tickets stay on the board this long, so a recall is possible. */
const DONE_FOR_MS = 30 * 60_000;
const MAX_TICKETS = 300;

function lineOf(row: OrderLineRow): TicketLine {
  return {
    name: row.name,
    quantity: row.quantity,
    choices: row.choices.map(choiceWords),
    made_for: row.recipient,
    instructions: row.instructions,
  };
}

export interface TicketExtras {
  payments: readonly TicketPayment[];
  /** The parts of the order's staff refunds (a completed order's only). */
  refunds: readonly MoneyRefundPart[];
  cancelReason: string | null;
}

export function ticketOf(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  extras: TicketExtras = { payments: [], refunds: [], cancelReason: null },
): Ticket {
  const address = row.handoff === 'delivery' && row.address ? row.address : null;
  return {
    id: row.id,
    number: String(row.number),
    status: row.status,
    first_name: row.contact.first_name,
    handoff: row.handoff,
    vehicle:
      row.handoff === 'curbside' && row.vehicle
        ? `${row.vehicle.color} ${row.vehicle.make} ${row.vehicle.model}`
        : null,
    delivery_address: address
      ? [address.address, address.building, `${address.city}, ${address.state} ${address.zip}`]
          .filter(Boolean)
          .join(', ') + (address.instructions ? ` — ${address.instructions}` : '')
      : null,
    promised_at: row.readyAt.toISOString(),
    promised_local: row.readyLocal,
    lines: combineIdenticalLines(
      [...lines]
        .sort((a, b) => a.position - b.position)
        .map((l) => ({ product_id: l.productId, choices: l.choices, line: lineOf(l) })),
    ),
    updated_at: row.updatedAt.toISOString(),
    placed_at: row.createdAt.toISOString(),
    phone: row.contact.phone,
    total_cents: row.totals.total,
    payment: paymentLabel(extras.payments, extras.refunds),
    cancel_reason: row.status === 'cancelled' ? extras.cancelReason : null,
  };
}

/** The cancel audit rows are written in the cancel's transaction, so no later than the order's updated_at. */
const CANCEL_AUDIT_SLACK_MS = 3600_000;

/**
 * Why each cancelled order was cancelled: the reason the board's cancel records in its audit row.
 * Read through the (location, at) index: a cancelled ticket is on the board only shortly after.
 */
async function cancelReasons(db: Db, rows: readonly OrderRow[]): Promise<Map<string, string>> {
  const cancelled = rows.filter((r) => r.status === 'cancelled');
  const reasons = new Map<string, string>();
  if (cancelled.length === 0) return reasons;
  const since = Math.min(...cancelled.map((r) => r.updatedAt.getTime())) - CANCEL_AUDIT_SLACK_MS;
  const audit = await db
    .select({ target: staffAuditLog.target, after: staffAuditLog.after })
    .from(staffAuditLog)
    .where(
      and(
        inArray(staffAuditLog.locationId, [...new Set(cancelled.map((r) => r.locationId))]),
        gte(staffAuditLog.at, new Date(since)),
        eq(staffAuditLog.action, 'order.cancel'),
        inArray(
          staffAuditLog.target,
          cancelled.map((r) => `order:${r.id}`),
        ),
      ),
    );
  for (const a of audit) {
    const reason = (a.after as { reason?: unknown } | null)?.reason;
    if (a.target && typeof reason === 'string') reasons.set(a.target.slice('order:'.length), reason);
  }
  return reasons;
}

async function withLines(db: Db, rows: OrderRow[]): Promise<Ticket[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // Only a completed order has staff refunds.
  const completed = rows.filter((r) => r.status === 'completed').map((r) => r.id);
  const [lines, pays, refunds, reasons] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)),
    db
      .select({
        id: payments.id,
        orderId: payments.orderId,
        kind: payments.kind,
        brand: payments.brand,
        last4: payments.last4,
        amountCents: payments.amountCents,
        status: payments.status,
        failure: payments.failure,
      })
      .from(payments)
      .where(inArray(payments.orderId, ids)),
    completed.length
      ? db
          .select({ orderId: orderRefunds.orderId, parts: orderRefunds.parts })
          .from(orderRefunds)
          .where(inArray(orderRefunds.orderId, completed))
      : [],
    cancelReasons(db, rows),
  ]);
  return rows.map((row) =>
    ticketOf(
      row,
      lines.filter((l) => l.orderId === row.id),
      {
        payments: pays.filter((p) => p.orderId === row.id),
        refunds: refunds.filter((r) => r.orderId === row.id).flatMap((r) => r.parts),
        cancelReason: reasons.get(row.id) ?? null,
      },
    ),
  );
}

/**
 * The board's read: today's open orders and the recently finished ones, by promised time. Each
 * arm of the OR has its own index: `orders_board_open_idx` (partial, open orders by
 * location and promised time) and `orders_location_updated_idx`; tests/api/board-query-plan checks
 * the plan.
 */
export function boardOrdersQuery(db: Db, locationId: string, now: Date) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.locationId, locationId),
        or(
          // Written out (not parameters) so even a generic plan proves the partial index's predicate.
          and(
            sql`${orders.status} in ('placed', 'in_progress', 'ready')`,
            lt(orders.readyAt, new Date(now.getTime() + OPEN_AHEAD_MS)),
          ),
          and(
            inArray(orders.status, ['completed', 'cancelled']),
            gt(orders.updatedAt, new Date(now.getTime() - DONE_FOR_MS)),
          ),
        ),
      ),
    )
    .orderBy(asc(orders.readyAt))
    .limit(MAX_TICKETS);
}

/** GET …/board: the tickets of `boardOrdersQuery`, with their lines. */
export async function boardTickets(db: Db, locationId: string, now: Date): Promise<Ticket[]> {
  return sortTickets(await withLines(db, await boardOrdersQuery(db, locationId, now)));
}

/** One ticket of this location (an event's order), or null. */
export async function oneTicket(db: Db, locationId: string, orderId: string): Promise<Ticket | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.locationId, locationId)))
    .limit(1);
  const [ticket] = await withLines(db, rows);
  return ticket ?? null;
}
