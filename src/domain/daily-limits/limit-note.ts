import { shortDayLabel } from '../us-english-format.ts';

/** A limited product's state on one pickup day (daily-limit-rules.ts), and the words for it; no time zone needed. */
export interface LimitDay {
  /** 'YYYYMMDD'. */
  day: string;
  remaining: number;
  /** Still before its cutoff. */
  open: boolean;
}

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** 'YYYYMMDD' or 'YYYY-MM-DD' → 'Thu'. */
export const weekday = (day: string): string => {
  const d = day.replaceAll('-', '');
  return WEEKDAY[
    new Date(Date.UTC(Number(d.slice(0, 4)), Number(d.slice(4, 6)) - 1, Number(d.slice(6, 8)))).getUTCDay()
  ]!;
};

/** What the product page and the day picker say: "3 left for Thu, Dec 24" / "Sold out for Thu — choose another day". */
export function limitNote(d: LimitDay): string {
  if (!d.open) return `Ordering has closed for ${weekday(d.day)} — choose another day`;
  if (d.remaining === 0) return `Sold out for ${weekday(d.day)} — choose another day`;
  return `${d.remaining} left for ${shortDayLabel(d.day)}`;
}
