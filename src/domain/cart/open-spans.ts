import { clockMinutes, type HandoffMode } from '../location-model.ts';
import { addDays, weekdayOf } from '../locations/local-time.ts';
import type { StoreSchedule } from '../locations/status.ts';

/**
 * The opening spans of one calendar day as [start, end) minutes of that day, for slot
 * generation: the windows that open that day (a closure overrides them) plus the part of the
 * previous day's windows that runs past midnight. The same rule as domain/locations/status.ts
 * isOpenAtWallTime, computed once per day instead of once per minute (a unit test checks the
 * two agree minute by minute).
 */
export function openSpansOn(schedule: StoreSchedule, handoff: HandoffMode, date: string): [number, number][] {
  const own = spansStarting(schedule, handoff, date);
  const carried = spansStarting(schedule, handoff, addDays(date, -1))
    .filter(([, end]) => end > 24 * 60)
    .map(([, end]): [number, number] => [0, end - 24 * 60]);
  return [...carried, ...own];
}

function spansStarting(schedule: StoreSchedule, handoff: HandoffMode, date: string): [number, number][] {
  const weekday = weekdayOf(date);
  const weekly = (schedule.hours[handoff] ?? []).filter((w) => w.weekday === weekday);
  const closure = schedule.closures.find((c) => c.date === date);
  if (closure) {
    if (closure.closed || !closure.opens || !closure.closes || weekly.length === 0) return [];
    return [span(closure.opens, closure.closes)];
  }
  return weekly.map((w) => span(w.opens, w.closes));
}

function span(opens: string, closes: string): [number, number] {
  const start = clockMinutes(opens);
  const end = clockMinutes(closes);
  return [start, end > start ? end : end + 24 * 60];
}

/** Whether [from, to) minutes of the day lie inside one span (a slot is offered whole). */
export const coveredBy = (spans: readonly [number, number][], from: number, to: number) =>
  spans.some(([s, e]) => from >= s && to <= e);
