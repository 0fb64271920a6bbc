import { zonedInstant } from '../cart/zoned-time.ts';
import { addDays, wallTime } from '../locations/local-time.ts';
import { formatClock } from '../locations/format.ts';
import { shortDayLabel } from '../us-english-format.ts';
import { weekday, type LimitDay } from './limit-note.ts';

export { limitNote, type LimitDay } from './limit-note.ts';

/**
 * Daily limits for pre-orders: a store sells at most `perDay` of a product for one pickup day,
 * ordered no later than `cutoff` (`daysBefore` days before the pickup day at `time`, store time).
 */
export interface DailyLimit {
  perDay: number;
  cutoff: { daysBefore: number; time: string } | null;
}

/** 'YYYY-MM-DD' or 'YYYYMMDD' → 'YYYY-MM-DD'. */
export const isoDay = (day: string): string =>
  day.includes('-') ? day : `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;

/** The store's calendar day ('YYYY-MM-DD') an order picked up at `at` counts against. */
export function pickupDay(at: Date, timeZone: string): string {
  return wallTime(at, timeZone).date;
}

/**
 * The last instant an order for `day` is taken. A cutoff inside the hour skipped when DST starts
 * falls at the first wall time after the gap; one in the hour repeated when it ends, at its first.
 */
export function cutoffInstant(day: string, cutoff: NonNullable<DailyLimit['cutoff']>, timeZone: string): Date {
  const date = addDays(isoDay(day), -cutoff.daysBefore);
  const [h = 0, m = 0] = cutoff.time.split(':').map(Number);
  const minutes = h * 60 + m;
  for (let later = 0; later <= 120; later += 15) {
    const instant = zonedInstant(date, minutes + later, timeZone);
    if (instant) return instant;
  }
  throw new Error(`no wall time ${cutoff.time} on ${date} in ${timeZone}`);
}

/** Whether an order for `day` placed at `now` is still before the limit's cutoff. */
export function beforeCutoff(limit: DailyLimit, day: string, now: Date, timeZone: string): boolean {
  return !limit.cutoff || now.getTime() <= cutoffInstant(day, limit.cutoff, timeZone).getTime();
}

/** How many are left for a day once `taken` have been ordered (never below zero). */
export function remainingFor(limit: DailyLimit, taken: number): number {
  return Math.max(0, limit.perDay - Math.max(0, taken));
}

/** One pickup day's state of a limit. */
export function limitDay(limit: DailyLimit, day: string, taken: number, now: Date, timeZone: string): LimitDay {
  return {
    day: isoDay(day).replaceAll('-', ''),
    remaining: remainingFor(limit, taken),
    open: beforeCutoff(limit, day, now, timeZone),
  };
}

/** Checkout's refusal when the bag wants more than is left (or the cutoff has passed). */
export function limitRefusal(name: string, d: LimitDay, wanted: number, limit: DailyLimit, timeZone: string): string {
  if (!d.open && limit.cutoff) {
    const at = cutoffInstant(d.day, limit.cutoff, timeZone);
    const wall = wallTime(at, timeZone);
    const hh = String(Math.floor(wall.minutes / 60)).padStart(2, '0');
    const mm = String(wall.minutes % 60).padStart(2, '0');
    return `${name} for ${shortDayLabel(d.day)} had to be ordered by ${formatClock(`${hh}:${mm}`)} on ${shortDayLabel(wall.date.replaceAll('-', ''))} — choose another day`;
  }
  if (d.remaining === 0) return `${name} is sold out for ${weekday(d.day)} — choose another day`;
  return `Only ${d.remaining} ${name} left for ${shortDayLabel(d.day)} — you asked for ${wanted}`;
}
