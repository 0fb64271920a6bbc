/**
 * Dates and counts in US English without `Intl`: the first ICU formatter a page builds loads the
 * locale's data, and these fixed English shapes need none. Time zones still need `Intl`
 * (locations/local-time).
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 1420 → "1,420" (what `toLocaleString('en-US')` writes for an integer). */
export function groupThousands(n: number): string {
  const digits = String(Math.trunc(Math.abs(n)));
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return n < 0 ? `-${out}` : out;
}

/** 'YYYYMMDD' (or 'YYYY-MM-DD') → its calendar date as a UTC Date (store days have no zone of their own). */
function calendarDay(day: string): Date {
  const compact = day.replaceAll('-', '');
  return new Date(Date.UTC(Number(compact.slice(0, 4)), Number(compact.slice(4, 6)) - 1, Number(compact.slice(6, 8))));
}

/** 'YYYYMMDD' → 'Sat, Nov 22' (the time picker's days). */
export function shortDayLabel(day: string): string {
  const date = calendarDay(day);
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTH_NAMES[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCDate()}`;
}

/** 'YYYY-MM-DD' (or 'YYYYMMDD') → 'Fri, Dec 25, 2026' (a staff page's date: closures, audit). */
export function shortDateLabel(day: string): string {
  return `${shortDayLabel(day)}, ${calendarDay(day).getUTCFullYear()}`;
}

/** 'YYYY-MM-DD' → 'November 22, 2026' (an opening date, a story's date). */
export function longDateLabel(day: string): string {
  const date = calendarDay(day);
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
