import type { OrderStatus } from '../orders/order-schema.ts';
import { minutesLeft } from '../store-ops/ordering-pause.ts';
import { isOpen, type BoardColumn } from './board-rules.ts';

/**
 * Where a ticket sits on the board, and the clocks a ticket and the pause banner show. Pure:
 * the page passes the store's local date and its own (server-corrected) clock.
 */
export type BoardLane = BoardColumn | 'later' | 'cancelled';

/** `promised_local` is 'YYYYMMDD HH:mm' and `today` 'YYYYMMDD', both in the store's zone. */
export function laneOf(ticket: { status: OrderStatus; promised_local: string }, today: string): BoardLane {
  if (ticket.status === 'cancelled') return 'cancelled';
  // An open order for a later day is not today's work, whatever its status says.
  if (isOpen(ticket.status) && ticket.promised_local.slice(0, 8) > today) return 'later';
  return ticket.status;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYYMMDD' → 'Thu, Dec 24' (a calendar date: no zone involved). */
export function dayLabel(day: string): string {
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8))));
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

/** The Later lane's tickets by promised day, earliest day first; tickets keep their order. */
export function groupByDay<T extends { promised_local: string }>(
  tickets: readonly T[],
): { day: string; label: string; tickets: T[] }[] {
  const days = new Map<string, T[]>();
  for (const ticket of tickets) {
    const day = ticket.promised_local.slice(0, 8);
    days.set(day, [...(days.get(day) ?? []), ticket]);
  }
  return [...days.keys()].sort().map((day) => ({ day, label: dayLabel(day), tickets: days.get(day)! }));
}

/** Whole minutes since the order was placed, rounded down (a clock a little ahead never shows minus). */
export function minutesSince(placedAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(placedAt)) / 60_000));
}

/** "placed just now", "placed 4 min ago", "placed 1 h 5 min ago". */
export function placedAgo(minutes: number): string {
  if (minutes < 1) return 'placed just now';
  if (minutes < 60) return `placed ${minutes} min ago`;
  const rest = minutes % 60;
  return `placed ${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''} ago`;
}

export interface BoardPause {
  paused: boolean;
  /** ISO instant a timed pause ends; null while paused means until resumed. */
  paused_until: string | null;
}

/**
 * What is left of a pause: null when ordering is open (a timed pause that ran out is over),
 * 'until-resumed', or whole minutes rounded up (a pause set 20 minutes ago… shows 20 at first,
 * 1 in its last minute, never 0) and the ms until that figure changes.
 */
export function pauseLeft(
  pause: BoardPause,
  now: Date,
): null | { kind: 'until-resumed' } | { kind: 'timed'; minutes: number; changesInMs: number } {
  const stored = { paused: pause.paused, until: pause.paused_until ? new Date(pause.paused_until) : null };
  if (!stored.paused || (stored.until && stored.until.getTime() <= now.getTime())) return null;
  if (!stored.until) return { kind: 'until-resumed' };
  const minutes = minutesLeft(stored, now)!;
  const changesInMs = stored.until.getTime() - now.getTime() - (minutes - 1) * 60_000;
  return { kind: 'timed', minutes, changesInMs };
}
