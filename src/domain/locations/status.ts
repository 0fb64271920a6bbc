import { clockMinutes, type HandoffMode } from '../location-model.ts';
import { addDays, wallTime, weekdayOf, type WallTime } from './local-time.ts';

/** Spec §4 Location status and its labels. */
export type LocationStatus = 'coming-soon' | 'open' | 'closed';
export const STATUS_LABEL: Record<LocationStatus, string> = {
  'coming-soon': 'Coming Soon',
  open: 'Open Now',
  closed: 'Closed',
};

export interface WeeklyWindow {
  weekday: number;
  opens: string;
  closes: string;
}

/** A date override in the store's calendar: closed all day, or open only opens–closes. */
export interface Closure {
  date: string;
  closed: boolean;
  opens: string | null;
  closes: string | null;
  /** What the customer reads beside the date ("Christmas Day"); the slot rules do not need it. */
  reason?: string;
}

export interface StoreSchedule {
  comingSoon: boolean;
  /** Weekly windows per handoff mode; a mode with no windows is never open. */
  hours: Partial<Record<HandoffMode, WeeklyWindow[]>>;
  closures: Closure[];
}

/** [start, end) in minutes after the date's midnight; end may pass 1440 (runs past midnight). */
type Span = [number, number];

function span(opens: string, closes: string): Span {
  const start = clockMinutes(opens);
  const end = clockMinutes(closes);
  return [start, end > start ? end : end + 24 * 60];
}

/** The opening spans that start on `date` for a handoff, honouring the date's closure. */
function spansOn(schedule: StoreSchedule, handoff: HandoffMode, date: string): Span[] {
  const closure = schedule.closures.find((c) => c.date === date);
  const weekly = schedule.hours[handoff] ?? [];
  if (closure) {
    // A special day only shortens hours for modes that open that weekday at all.
    if (closure.closed || !closure.opens || !closure.closes) return [];
    const weekday = weekdayOf(date);
    return weekly.some((w) => w.weekday === weekday) ? [span(closure.opens, closure.closes)] : [];
  }
  const weekday = weekdayOf(date);
  return weekly.filter((w) => w.weekday === weekday).map((w) => span(w.opens, w.closes));
}

/**
 * Whether the handoff is open at a local wall time. A window that runs past midnight belongs
 * to the day it opened, so Saturday 00:30 is inside Friday's 07:00–01:00.
 */
export function isOpenAtWallTime(
  schedule: StoreSchedule,
  handoff: HandoffMode,
  at: Pick<WallTime, 'date' | 'minutes'>,
): boolean {
  if (spansOn(schedule, handoff, at.date).some(([s, e]) => at.minutes >= s && at.minutes < e)) return true;
  const dayBefore = addDays(at.date, -1);
  const m = at.minutes + 24 * 60;
  return spansOn(schedule, handoff, dayBefore).some(([s, e]) => m >= s && m < e);
}

/**
 * Open for `handoff` at this wall-clock time on the given day or one of the `days - 1` after it.
 * A delivery search whose default time falls on a day the store is closed (Thanksgiving, when the
 * search is made after 7 pm the evening before) still finds the store that delivers there: the
 * customer then picks an open day in its time picker.
 */
export function isOpenAtWallTimeWithin(
  schedule: StoreSchedule,
  handoff: HandoffMode,
  at: Pick<WallTime, 'date' | 'minutes'>,
  days: number,
): boolean {
  for (let k = 0; k < days; k += 1)
    if (isOpenAtWallTime(schedule, handoff, { date: addDays(at.date, k), minutes: at.minutes })) return true;
  return false;
}

/** Status of one handoff mode at an instant, in the store's own time zone. */
export function handoffStatus(
  schedule: StoreSchedule,
  handoff: HandoffMode,
  instant: Date,
  timeZone: string,
): LocationStatus {
  if (schedule.comingSoon) return 'coming-soon';
  return isOpenAtWallTime(schedule, handoff, wallTime(instant, timeZone)) ? 'open' : 'closed';
}

/**
 * The store's headline status (location card, spec §2): open when any in-person or delivery
 * mode is open now. Catering is ordered days ahead, so its hours do not make a store "open".
 */
export function locationStatus(schedule: StoreSchedule, instant: Date, timeZone: string): LocationStatus {
  if (schedule.comingSoon) return 'coming-soon';
  const at = wallTime(instant, timeZone);
  const modes: HandoffMode[] = ['pickup', 'curbside', 'drivethru', 'delivery'];
  return modes.some((mode) => isOpenAtWallTime(schedule, mode, at)) ? 'open' : 'closed';
}
