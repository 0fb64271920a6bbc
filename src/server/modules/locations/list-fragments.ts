import type { LocationRow } from './repo.ts';
import type { Schedule } from './schedule-cache.ts';
import { roundDistance, toLocationSummary } from './to-location.ts';

const DISTANCE_KEY = '"distance":';
const DISTANCE_NULL = `${DISTANCE_KEY}null`;

interface Fragment {
  minute: number;
  row: LocationRow;
  schedule: Schedule;
  /** The location's JSON up to and including `"distance":`, and the rest after the value. */
  head: string;
  tail: string;
}

/**
 * The locations of a list reply as JSON text, each store's text built at most once a minute. A
 * store's status depends on its row, its schedule and the wall-clock minute (status rules read
 * minutes), so for the same row and schedule objects — the index and the schedule cache replace
 * them when they reload — one minute gives one text but for the distance, which is spliced in
 * per request. Status stays "computed at request time" to the minute, and a list request does no
 * status rules and no serialisation for a store already seen.
 */
export function createListFragments(options: { maxEntries?: number } = {}) {
  const max = options.maxEntries ?? 20_000;
  const entries = new Map<string, Fragment>();

  function fragment(row: LocationRow, schedule: Schedule, now: Date): Fragment {
    const minute = Math.floor(now.getTime() / 60_000);
    const hit = entries.get(row.id);
    if (hit && hit.minute === minute && hit.row === row && hit.schedule === schedule) return hit;
    const text = JSON.stringify(toLocationSummary(row, schedule.hours, schedule.closures, now, null));
    // An unescaped `"distance":null` can only be the key itself: a quote inside a string value is escaped.
    const at = text.indexOf(DISTANCE_NULL);
    const made = {
      minute,
      row,
      schedule,
      head: text.slice(0, at + DISTANCE_KEY.length),
      tail: text.slice(at + DISTANCE_NULL.length),
    };
    if (!hit && entries.size >= max) entries.clear();
    entries.set(row.id, made);
    return made;
  }

  return {
    /** `[{…},{…}]`: the stores in the given order, each with its distance (miles, 3 decimals) or null. */
    jsonArray(stores: { row: LocationRow; schedule: Schedule; distance: number | null }[], now: Date): string {
      let out = '[';
      for (let i = 0; i < stores.length; i++) {
        const { row, schedule, distance } = stores[i]!;
        const f = fragment(row, schedule, now);
        out += (i ? ',' : '') + f.head + String(roundDistance(distance)) + f.tail;
      }
      return `${out}]`;
    },
  };
}
