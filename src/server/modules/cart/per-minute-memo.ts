/**
 * Work every cart reply repeats — ASAP, a day's slots, each line's validation — depends on the
 * clock only through the minute (decision 150): availability reads the store's wall-clock
 * minute, and slot starts and lead times are whole minutes, so `start ≥ now + lead` gives one
 * answer for every instant strictly inside a minute. Results are kept per owner object (the
 * menu, or the location's slot settings, replaced whenever they change) and per key; the
 * instant a minute starts is never cached, as a slot exactly `lead` ahead is offered only then.
 */
const memos = new WeakMap<object, Map<string, unknown>>();
const MAX_KEYS_PER_OWNER = 5000;

/** The minute `now` falls in, or null at the first millisecond of a minute (compute, do not cache). */
export function minuteOf(now: Date): number | null {
  const ms = now.getTime();
  return ms % 60_000 === 0 ? null : Math.floor(ms / 60_000);
}

/** `compute()` for this owner, minute and key, computed once. A null minute is never cached. */
export function perMinute<T>(owner: object, minute: number | null, key: string, compute: () => T): T {
  if (minute === null) return compute();
  let map = memos.get(owner);
  if (!map) memos.set(owner, (map = new Map()));
  const full = `${minute}|${key}`;
  if (map.has(full)) return map.get(full) as T;
  const value = compute();
  // Old minutes are never asked for again: drop everything rather than track ages.
  if (map.size >= MAX_KEYS_PER_OWNER) map.clear();
  map.set(full, value);
  return value;
}
