import { wallTime } from '../locations/local-time.ts';

const MINUTE = 60_000;

/**
 * The instant at which a wall clock in `timeZone` shows `date` (YYYY-MM-DD) at `minutes`
 * after midnight, or null when that wall time does not exist (the hour skipped when DST
 * starts). When it exists twice (DST ends) the earlier instant is returned.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date | null {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const asUtc = Date.UTC(y, m - 1, d) + minutes * MINUTE;
  // Try the offsets in force a day either side; real offsets are whole minutes.
  const candidates = new Set<number>();
  for (const probe of [asUtc - 36 * 60 * MINUTE, asUtc, asUtc + 36 * 60 * MINUTE]) {
    const wall = wallTime(new Date(probe), timeZone);
    const [wy = 1970, wm = 1, wd = 1] = wall.date.split('-').map(Number);
    const wallAsUtc = Date.UTC(wy, wm - 1, wd) + wall.minutes * MINUTE;
    const offset = wallAsUtc - Math.floor(probe / MINUTE) * MINUTE;
    candidates.add(asUtc - offset);
  }
  const matches = [...candidates]
    .filter((instant) => {
      const wall = wallTime(new Date(instant), timeZone);
      return wall.date === date && wall.minutes === minutes;
    })
    .sort((a, b) => a - b);
  return matches.length ? new Date(matches[0]!) : null;
}

/** The zone's UTC offset (ms) at an instant: one Intl call. */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallTime(new Date(instant), timeZone);
  const [y = 1970, m = 1, d = 1] = wall.date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) + wall.minutes * MINUTE - Math.floor(instant / MINUTE) * MINUTE;
}

const dayOffsets = new Map<string, number | null>();

/**
 * The zone's UTC offset (ms) for a whole calendar day, or null when it may change that day (a
 * DST transition). Slot generation uses it to turn ~100 wall times into instants with
 * arithmetic; transition days take the exact path (zonedInstant per slot). The probes sit
 * before the day's first and after its last instant for any offset (−12 h … +14 h), and zones
 * never change offset twice within them, so equal offsets mean none changed. Memoised.
 */
export function stableDayOffset(date: string, timeZone: string): number | null {
  const key = `${timeZone} ${date}`;
  const known = dayOffsets.get(key);
  if (known !== undefined) return known;
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const midnight = Date.UTC(y, m - 1, d);
  const before = offsetAt(midnight - 14 * 60 * MINUTE, timeZone);
  const after = offsetAt(midnight + 36 * 60 * MINUTE, timeZone);
  const result = before === after ? before : null;
  if (dayOffsets.size > 5000) dayOffsets.clear();
  dayOffsets.set(key, result);
  return result;
}
