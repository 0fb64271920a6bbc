/**
 * Loading progress bar timing (spec §2 "Other widgets", §9): it appears only when a
 * navigation lasts more than 200 ms and creeps towards (never reaching) completion over
 * 5 s in total; the finish jumps it to 100 %.
 */
export const PROGRESS_START_DELAY_MS = 200;
export const PROGRESS_TOTAL_MS = 5_000;
/** Where the bar rests if the navigation is still running after 5 s. */
export const PROGRESS_CAP = 0.9;

/**
 * Fraction (0..PROGRESS_CAP) to draw `elapsedMs` after the navigation started. 0 (hidden)
 * during the first 200 ms; then an ease-out curve reaching the cap at 5 s.
 */
export function progressAt(elapsedMs: number): number {
  if (!(elapsedMs > PROGRESS_START_DELAY_MS)) return 0;
  const span = PROGRESS_TOTAL_MS - PROGRESS_START_DELAY_MS;
  const t = Math.min(1, (elapsedMs - PROGRESS_START_DELAY_MS) / span);
  const eased = 1 - (1 - t) ** 3;
  return PROGRESS_CAP * eased;
}

export function isProgressVisible(elapsedMs: number): boolean {
  return elapsedMs > PROGRESS_START_DELAY_MS;
}
