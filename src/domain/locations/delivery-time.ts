import { addDays, toOrderTime, wallTime } from './local-time.ts';

const NOON = 12 * 60;
const SEVEN_PM = 19 * 60;

/**
 * Spec §9 "Default delivery time when searching": before 12:00 → 12:00 today; after 19:00 →
 * 12:00 tomorrow; catering → 12:00 two days ahead. Between 12:00 and 19:00 the spec is
 * silent: we use the next slot boundary (now rounded up to `slotMinutes`).
 * Returns the spec's order time 'YYYYMMDD HH:mm' in `timeZone`.
 */
export function defaultDeliveryTime(
  instant: Date,
  timeZone: string,
  options: { catering?: boolean; slotMinutes?: number } = {},
): string {
  const now = wallTime(instant, timeZone);
  if (options.catering) return toOrderTime(addDays(now.date, 2), NOON);
  if (now.minutes < NOON) return toOrderTime(now.date, NOON);
  if (now.minutes > SEVEN_PM) return toOrderTime(addDays(now.date, 1), NOON);
  const slot = options.slotMinutes ?? 15;
  const next = Math.ceil(now.minutes / slot) * slot;
  return toOrderTime(now.date, Math.min(next, SEVEN_PM));
}
