import { pauseLeft } from '../board/board-lanes.ts';
import { formatClock } from '../locations/format.ts';
import { addDays, wallTime } from '../locations/local-time.ts';
import { shortDateLabel } from '../us-english-format.ts';
import { locationStatus, type Closure, type StoreSchedule } from '../locations/status.ts';

/**
 * One store at a glance (the store office's all-stores view): whether it takes orders now, what is
 * left of a pause, and how many open tickets are past their promised time. Pure rules on the
 * snapshot the server sends, so the page re-reads them as its clock moves, with no new event.
 */
export type StoreStatus = 'open' | 'closed' | 'paused' | 'coming-soon';

export interface GlanceFacts {
  time_zone: string;
  coming_soon: boolean;
  schedule: Pick<StoreSchedule, 'hours' | 'closures'>;
  paused: boolean;
  /** ISO instant a timed pause ends; null while paused until resumed. */
  paused_until: string | null;
  /** Promised times (ISO) of the store's open tickets of today. */
  open_promised: readonly string[];
}

export interface StoreGlance {
  status: StoreStatus;
  /** "Open", "Closed", "Paused · 18 min left", "Paused until resumed", "Closed today (Snowstorm)". */
  label: string;
  /** Whole minutes left of a timed pause (rounded up); null otherwise. */
  pause_minutes_left: number | null;
  /** Today's closure or special hours in the store's calendar, as staff read it; null on a normal day. */
  today_note: string | null;
  late: number;
}

/** Open tickets whose promised time has passed (the board's "Late"). */
export function lateCount(openPromised: readonly string[], now: Date): number {
  return openPromised.filter((at) => Date.parse(at) < now.getTime()).length;
}

/** Today's closure or special hours: "Closed today (Snowstorm)", "Special hours 10:00 AM–2:00 PM (Inventory)". */
export function todayNote(closures: readonly Closure[], now: Date, timeZone: string): string | null {
  const today = wallTime(now, timeZone).date;
  const closure = closures.find((c) => c.date === today);
  if (!closure) return null;
  const why = closure.reason ? ` (${closure.reason})` : '';
  if (closure.closed || !closure.opens || !closure.closes) return `Closed today${why}`;
  return `Special hours ${formatClock(closure.opens)}–${formatClock(closure.closes)}${why}`;
}

/** Closures and special hours after today, within `days`: "Closed Fri, Dec 4, 2026 (Snowstorm)". */
export function closuresAhead(closures: readonly Closure[], now: Date, timeZone: string, days = 14): string[] {
  const today = wallTime(now, timeZone).date;
  const last = addDays(today, days);
  return closures
    .filter((c) => c.date > today && c.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((c) => {
      const why = c.reason ? ` (${c.reason})` : '';
      const day = shortDateLabel(c.date);
      return c.closed || !c.opens || !c.closes
        ? `Closed ${day}${why}`
        : `Special hours ${day}, ${formatClock(c.opens)}–${formatClock(c.closes)}${why}`;
    });
}

/** The store's state at `now` (the server's clock): a pause wins over the hours, as on the customer's site. */
export function storeGlance(facts: GlanceFacts, now: Date): StoreGlance {
  const late = lateCount(facts.open_promised, now);
  const note = facts.coming_soon ? null : todayNote(facts.schedule.closures, now, facts.time_zone);
  if (facts.coming_soon)
    return { status: 'coming-soon', label: 'Coming soon', pause_minutes_left: null, today_note: null, late };
  const pause = pauseLeft(facts, now);
  if (pause)
    return {
      status: 'paused',
      label: pause.kind === 'timed' ? `Paused · ${pause.minutes} min left` : 'Paused until resumed',
      pause_minutes_left: pause.kind === 'timed' ? pause.minutes : null,
      today_note: note,
      late,
    };
  const open =
    locationStatus({ comingSoon: false, ...facts.schedule }, now, facts.time_zone) === 'open' ? 'open' : 'closed';
  return {
    status: open,
    label: open === 'open' ? 'Open' : note?.startsWith('Closed today') ? note : 'Closed',
    pause_minutes_left: null,
    today_note: note,
    late,
  };
}

/**
 * How long until some store's glance may read differently: a pause's figure, a ticket turning
 * late, or the next whole minute (hours open and close on whole minutes).
 */
export function nextGlanceChangeMs(stores: readonly GlanceFacts[], now: Date): number {
  let next = 60_000 - (now.getTime() % 60_000);
  for (const facts of stores) {
    const pause = pauseLeft(facts, now);
    if (pause?.kind === 'timed') next = Math.min(next, pause.changesInMs);
    for (const at of facts.open_promised) {
      const left = Date.parse(at) - now.getTime();
      if (left >= 0) next = Math.min(next, left + 1);
    }
  }
  return Math.max(1, next);
}
