import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Ticket, TicketLine } from '../../../domain/board/ticket-contract.ts';
import { sortTickets } from '../../../domain/board/board-rules.ts';
import { combineIdenticalLines } from '../../../domain/board/ticket-lines.ts';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import type { OrderLineRow, OrderRow } from '../orders/index.ts';

/** Open orders promised within this window are "today's" on the board; later ones are advance orders. */
const OPEN_AHEAD_MS = 24 * 3600_000;
/** Completed and cancelled tickets stay on the board this long, so a recall is possible. */
const DONE_FOR_MS = 30 * 60_000;
const MAX_TICKETS = 300;

function lineOf(row: OrderLineRow): TicketLine {
  return {
    name: row.name,
    quantity: row.quantity,
    choices: row.choices.map(
      (c) => `${c.quantity > 1 ? `${c.quantity}× ` : ''}${c.name}${c.text ? `: “${c.text}”` : ''}`,
    ),
    made_for: row.recipient,
    instructions: row.instructions,
  };
}

export function ticketOf(row: OrderRow, lines: readonly OrderLineRow[]): Ticket {
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
  };
}

async function withLines(db: Db, rows: OrderRow[]): Promise<Ticket[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((row) =>
    ticketOf(
      row,
      lines.filter((l) => l.orderId === row.id),
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
