import { shortDayLabel } from '../us-english-format.ts';
import { formatClock } from './format.ts';
import { addDays, wallTime, weekdayOf } from './local-time.ts';
import type { StoreSchedule } from './status.ts';

/** How far ahead the store page lists closures and special hours. */
export const SPECIAL_DAYS_AHEAD = 14;

/** One date whose hours differ from the week's, as the customer reads it. */
export interface SpecialDay {
  /** 'YYYY-MM-DD' in the store's calendar. */
  date: string;
  closed: boolean;
  opens: string | null;
  closes: string | null;
  reason: string;
}

/** The handoffs that make a store "open" (catering is ordered days ahead, as in locationStatus). */
const IN_PERSON_OR_DELIVERY = ['pickup', 'curbside', 'drivethru', 'delivery'] as const;

/**
 * The closures and special hours from today to `days - 1` days on, in the store's own calendar,
 * read as the slot rules read them (status.ts, open-spans.ts): special hours on a weekday no
 * handoff opens is a closed day, so the page never promises hours the time list will not offer.
 */
export function specialDaysAhead(
  schedule: Pick<StoreSchedule, 'hours' | 'closures'>,
  now: Date,
  timeZone: string,
  days = SPECIAL_DAYS_AHEAD,
): SpecialDay[] {
  const today = wallTime(now, timeZone).date;
  const last = addDays(today, days - 1);
  return schedule.closures
    .filter((c) => c.date >= today && c.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((c) => {
      const weekday = weekdayOf(c.date);
      const opensThatDay = IN_PERSON_OR_DELIVERY.some((m) => schedule.hours[m]?.some((w) => w.weekday === weekday));
      const hours = !c.closed && c.opens && c.closes && opensThatDay ? { opens: c.opens, closes: c.closes } : null;
      return {
        date: c.date,
        closed: hours === null,
        opens: hours?.opens ?? null,
        closes: hours?.closes ?? null,
        reason: c.reason ?? '',
      };
    });
}

/** A special day's hours: "7:00 AM–2:00 PM" or "Closed". */
export const specialDayHours = (day: SpecialDay): string =>
  day.closed || !day.opens || !day.closes ? 'Closed' : `${formatClock(day.opens)}–${formatClock(day.closes)}`;

/** "Thu, Dec 24: 7:00 AM–2:00 PM (Christmas Eve)", "Fri, Dec 25: Closed (Christmas Day)". */
export function specialDayLabel(day: SpecialDay): string {
  return `${shortDayLabel(day.date)}: ${specialDayHours(day)}${day.reason ? ` (${day.reason})` : ''}`;
}
