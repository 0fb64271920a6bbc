/** Clock-time arithmetic without zod (the menu page's daypart checks run it on first load). */

/**
 * Minutes after midnight of an 'HH:MM' clock time. Sliced rather than split into an array:
 * the status of every store in a search calls this for each window, and split/map showed in
 * the search's profile.
 */
export function clockMinutes(time: string): number {
  const colon = time.indexOf(':');
  const h = Number(colon < 0 ? time : time.slice(0, colon));
  const m = colon < 0 ? 0 : Number(time.slice(colon + 1));
  return h * 60 + m;
}
