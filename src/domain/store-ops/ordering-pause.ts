/**
 * Pausing online ordering at a location ("Pause and throttle"). Pure
 * rules: the server stores `paused` + `until` (null = until a manager resumes), every reader asks
 * `isOrderingPaused` with its own clock, so a timed pause ends by itself with no job to run.
 */
export interface OrderingPause {
  paused: boolean;
  /** When the pause ends by itself; null while paused means "until resumed". */
  until: Date | null;
}

export const PAUSE_PRESET_MINUTES = [15, 30, 60] as const;
/** A timed pause is at most a day; longer is a closure (hours page) or "until resumed". */
export const MAX_PAUSE_MINUTES = 24 * 60;
/** What the location card and the menu page say while paused (the time picker says spec §8's sentence). */
export const ORDERING_PAUSED_LABEL = 'Not taking orders right now';

export function isOrderingPaused(pause: OrderingPause | null | undefined, now: Date): boolean {
  if (!pause?.paused) return false;
  return pause.until === null || pause.until.getTime() > now.getTime();
}

/** The stored pause for "pause for `minutes`" (null = until resumed), starting `now`. */
export function pauseFor(minutes: number | null, now: Date): OrderingPause {
  return { paused: true, until: minutes === null ? null : new Date(now.getTime() + minutes * 60_000) };
}

/** Whole minutes left (rounded up) of a timed pause; null for "until resumed" or not paused. */
export function minutesLeft(pause: OrderingPause, now: Date): number | null {
  if (!isOrderingPaused(pause, now) || pause.until === null) return null;
  return Math.ceil((pause.until.getTime() - now.getTime()) / 60_000);
}
