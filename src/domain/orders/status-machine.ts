import type { OrderStatus } from './order-schema.ts';

/**
 * The order lifecycle (DESIGN §4): placed → in_progress → ready → completed, or
 * cancelled from placed or in_progress. Completed and cancelled are final. Staying put is not
 * a move (the staff call answers 409 for it too, so a double tap is visible).
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['in_progress', 'cancelled'],
  in_progress: ['ready', 'cancelled'],
  ready: ['completed'],
  completed: [],
  cancelled: [],
};

export const nextStatuses = (from: OrderStatus): readonly OrderStatus[] => NEXT[from];

export type StatusMove = { ok: true; to: OrderStatus } | { ok: false; message: string };

export function moveStatus(from: OrderStatus, to: OrderStatus): StatusMove {
  if (NEXT[from].includes(to)) return { ok: true, to };
  if (from === to) return { ok: false, message: `The order is already ${to.replace('_', ' ')}.` };
  if (NEXT[from].length === 0) return { ok: false, message: `The order is ${from} and can no longer change.` };
  return { ok: false, message: `An order that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}.` };
}

/** Payments are given back when an order is cancelled. */
export const refundsOnMove = (to: OrderStatus) => to === 'cancelled';

/**
 * The board's recall: one step back, for a ticket bumped by mistake.
 * Money never moves on a recall; a cancelled order stays cancelled.
 */
const PREVIOUS: Partial<Record<OrderStatus, OrderStatus>> = {
  in_progress: 'placed',
  ready: 'in_progress',
  completed: 'ready',
};

export const previousStatus = (from: OrderStatus): OrderStatus | null => PREVIOUS[from] ?? null;

export function recallMove(from: OrderStatus, to: OrderStatus): StatusMove {
  if (PREVIOUS[from] === to) return { ok: true, to };
  if (from === 'cancelled') return { ok: false, message: 'A cancelled order cannot be recalled.' };
  return {
    ok: false,
    message: `An order that is ${from.replace('_', ' ')} cannot go back to ${to.replace('_', ' ')}.`,
  };
}
