/**
 * Wall-clock time in a location's own IANA time zone, with nothing but Intl: the time zone
 * database of the runtime handles DST, so no tz library is needed.
 */
export interface WallTime {
  /** Calendar date in the zone, 'YYYY-MM-DD'. */
  date: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Minutes after local midnight. */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * Memo per zone and minute (exact: the formatter has minute resolution) and per date: a location
 * search asks for many stores at one instant, and Intl's formatToParts is its main cost. Cleared
 * when it grows, so memory stays bounded.
 */
const MEMO_LIMIT = 2_000;
const wallTimes = new Map<string, WallTime>();
const weekdays = new Map<string, number>();
const shifted = new Map<string, string>();
const remember = <V>(map: Map<string, V>, key: string, value: V): V => {
  if (map.size >= MEMO_LIMIT) map.clear();
  map.set(key, value);
  return value;
};

export function wallTime(instant: Date, timeZone: string): WallTime {
  const minute = Math.floor(instant.getTime() / 60_000);
  const key = `${timeZone}|${minute}`;
  const known = wallTimes.get(key);
  if (known) return known;
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return remember(
    wallTimes,
    key,
    Object.freeze({ date, weekday: weekdayOf(date), minutes: Number(parts.hour) * 60 + Number(parts.minute) }),
  );
}

/** Weekday of a calendar date (the calendar does not depend on the zone). */
export function weekdayOf(date: string): number {
  const known = weekdays.get(date);
  if (known !== undefined) return known;
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return remember(weekdays, date, new Date(Date.UTC(y, m - 1, d)).getUTCDay());
}

export function addDays(date: string, days: number): string {
  const key = `${date}|${days}`;
  const known = shifted.get(key);
  if (known !== undefined) return known;
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return remember(shifted, key, new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10));
}

/** Spec §3 order time format 'YYYYMMDD HH:mm' ↔ a wall time. */
export function toOrderTime(date: string, minutes: number): string {
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${date.replaceAll('-', '')} ${hh}:${mm}`;
}

export const ORDER_TIME_PATTERN = /^(\d{4})(\d{2})(\d{2}) ([01]\d|2[0-3]):([0-5]\d)$/;

export function parseOrderTime(value: string): { date: string; weekday: number; minutes: number } | null {
  const match = ORDER_TIME_PATTERN.exec(value);
  if (!match) return null;
  const [, y, mo, d, hh, mm] = match;
  const date = `${y}-${mo}-${d}`;
  // Reject impossible dates such as 20260231 (Date would roll them over).
  if (addDays(date, 0) !== date) return null;
  return { date, weekday: weekdayOf(date), minutes: Number(hh) * 60 + Number(mm) };
}
