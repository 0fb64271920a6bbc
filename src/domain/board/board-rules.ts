import type { OrderStatus } from '../orders/order-schema.ts';
import { previousStatus } from '../orders/status-machine.ts';
import type { Ticket } from './ticket-contract.ts';

/**
 * Pure rules of the live order board: columns (lanes: board-lanes.ts), bump and recall targets,
 * ticket order, age colour and all-day counts. The server and the page use the same functions.
 */
export const BOARD_COLUMNS = ['placed', 'in_progress', 'ready', 'completed'] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

const BUMP: Partial<Record<OrderStatus, OrderStatus>> = {
  placed: 'in_progress',
  in_progress: 'ready',
  ready: 'completed',
};

/** Where a bump moves a ticket; null when it is done. */
export const bumpTarget = (status: OrderStatus): OrderStatus | null => BUMP[status] ?? null;
/** Where a recall moves a ticket back (a bump by mistake); a cancelled order is never recalled. */
export const recallTarget = (status: OrderStatus): OrderStatus | null => previousStatus(status);

export const isOpen = (status: OrderStatus) => status === 'placed' || status === 'in_progress' || status === 'ready';

/** By promised time, then by order number (the older order first). */
export function sortTickets<T extends Pick<Ticket, 'promised_at' | 'number'>>(tickets: readonly T[]): T[] {
  return [...tickets].sort((a, b) => a.promised_at.localeCompare(b.promised_at) || Number(a.number) - Number(b.number));
}

export type TicketAge = 'on-time' | 'due-soon' | 'late' | 'done';
/** Minutes before the promised time when a ticket turns "due soon". */
export const DUE_SOON_MINUTES = 5;

export function ticketAge(ticket: Pick<Ticket, 'promised_at' | 'status'>, now: Date): TicketAge {
  if (!isOpen(ticket.status)) return 'done';
  const left = Date.parse(ticket.promised_at) - now.getTime();
  if (left < 0) return 'late';
  if (left <= DUE_SOON_MINUTES * 60_000) return 'due-soon';
  return 'on-time';
}

export const ALL_DAY_WINDOW_MINUTES = 60;

/** How many of each item the open tickets promised within the next hour (or late) still need, most first. */
export function allDayCounts(
  tickets: readonly Pick<Ticket, 'promised_at' | 'status' | 'lines'>[],
  now: Date,
): { name: string; quantity: number }[] {
  const until = now.getTime() + ALL_DAY_WINDOW_MINUTES * 60_000;
  const counts = new Map<string, number>();
  for (const ticket of tickets) {
    if (ticket.status !== 'placed' && ticket.status !== 'in_progress') continue;
    if (Date.parse(ticket.promised_at) > until) continue;
    for (const line of ticket.lines) counts.set(line.name, (counts.get(line.name) ?? 0) + line.quantity);
  }
  return [...counts]
    .map(([name, quantity]) => ({ name, quantity }))
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name));
}

/** Keeps the newer of two versions of a ticket and the board in order (an SSE event or a reply). */
export function mergeTicket(tickets: readonly Ticket[], next: Ticket): Ticket[] {
  const current = tickets.find((t) => t.id === next.id);
  if (current && current.updated_at > next.updated_at) return [...tickets];
  return sortTickets([...tickets.filter((t) => t.id !== next.id), next]);
}
