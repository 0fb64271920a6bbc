/** An instant in a store's clock: "Dec 24, 2026, 7:42 AM". */
export const storeTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));

/** 'YYYYMMDD HH:mm' (a store's wall clock) → "Dec 24, 8:00 AM". */
export function readyWords(local: string): string {
  const [, y, m, d, hh, mm] = /^(\d{4})(\d{2})(\d{2}) (\d{2}):(\d{2})$/.exec(local) ?? [];
  if (!y) return local;
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm)));
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(day);
}
