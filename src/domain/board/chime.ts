/**
 * The board's new-order chime: it sounds when an order arrives and again every
 * CHIME_REPEAT_MS while a new order waits untouched. A new order stops waiting when someone
 * touches its ticket (focus, tap, a move), when it leaves Placed (another tablet or a kitchen
 * system moved it), or when the board is silenced.
 */
export const CHIME_REPEAT_MS = 15_000;

/** The new orders still waiting for someone: arrived on this board, untouched, still placed. */
export function waitingOrders<T extends { id: string; status: string }>(
  tickets: readonly T[],
  arrived: ReadonlySet<string>,
): T[] {
  return tickets.filter((t) => arrived.has(t.id) && t.status === 'placed');
}

/** Whether the chime sounds again now: something waits and the last chime is CHIME_REPEAT_MS old. */
export function chimeDue(waiting: number, lastChimeAt: number | null, now: number): boolean {
  if (waiting === 0) return false;
  return lastChimeAt === null || now - lastChimeAt >= CHIME_REPEAT_MS;
}
