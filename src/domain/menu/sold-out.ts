import { zonedInstant } from '../cart/zoned-time.ts';
import { addDays, wallTime } from '../locations/local-time.ts';

/**
 * Sold out ("86"): pure rules shared by the staff API, the menu build
 * and the tests. A mark lasts until an instant (`until close`) or until further notice (null).
 */
export const SOLD_OUT_DURATIONS = ['close', 'further_notice'] as const;
export type SoldOutDuration = (typeof SOLD_OUT_DURATIONS)[number];

/**
 * "Until close": the end of today's business day in the location's own time zone — the next
 * local midnight. Every store closes before it (none runs past midnight), and the item is back
 * for the next morning's opening with nobody having to remember it.
 */
export function endOfLocalDay(at: Date, timeZone: string): Date {
  const tomorrow = addDays(wallTime(at, timeZone).date, 1);
  // Midnight always exists in the demo zones; a zone that skips it (DST at 00:00) ends at 01:00.
  return zonedInstant(tomorrow, 0, timeZone) ?? (zonedInstant(tomorrow, 60, timeZone) as Date);
}

/** The `until` stored for a new mark made at `at`: an instant, or null for further notice. */
export function soldOutUntil(duration: SoldOutDuration, at: Date, timeZone: string): Date | null {
  return duration === 'close' ? endOfLocalDay(at, timeZone) : null;
}

/** Whether a mark with this `until` still holds at `at` (null = until further notice). */
export function isSoldOutAt(until: Date | null, at: Date): boolean {
  return until === null || until.getTime() > at.getTime();
}

export interface SoldOutMark {
  kind: 'product' | 'choice';
  itemId: string;
  until: Date | null;
}

/** The marks in force at `at`, as two id sets, and the next instant one of them runs out. */
export function soldOutAt(
  marks: readonly SoldOutMark[],
  at: Date,
): { products: Set<string>; choices: Set<string>; nextExpiry: Date | null } {
  const products = new Set<string>();
  const choices = new Set<string>();
  let nextExpiry: Date | null = null;
  for (const mark of marks) {
    if (!isSoldOutAt(mark.until, at)) continue;
    (mark.kind === 'product' ? products : choices).add(mark.itemId);
    if (mark.until && (!nextExpiry || mark.until < nextExpiry)) nextExpiry = mark.until;
  }
  return { products, choices, nextExpiry };
}

/** The words when a product or a choice is 86'd: the line's problem, add-to-cart's and checkout's refusal. */
export const soldOutMessage = (name: string) => `${name} is sold out at this location`;
