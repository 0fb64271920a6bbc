/** A business day as YYYY-MM-DD in the store's zone, `offset` days from its today (a tablet's own zone may differ). */
export function businessDay(timeZone: string, offset = 0, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

let dayFormat: Intl.DateTimeFormat | undefined;
/** "Sun, Nov 1, 2026": a business day as US readers write it. */
export function formatDay(isoDay: string): string {
  dayFormat ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dayFormat.format(new Date(`${isoDay}T00:00:00Z`));
}

/** "7 AM": an hour of the business day. */
export function formatHour(hour: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12} ${suffix}`;
}
