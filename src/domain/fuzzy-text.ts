/**
 * Forgiving text matching shared by the store search and the menu search: one way to fold
 * text for comparison, and a bounded edit distance for typos.
 */

/** Lower case, accents and punctuation dropped, hyphens and runs of spaces as one space. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The key without spaces: "Backbay" and "Back Bay" meet here. */
export const compactKey = (text: string) => searchKey(text).replace(/ /g, '');

/** How many typos a word of this length may carry: none under 4 letters, one under 8, else two. */
export const typoAllowance = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

/**
 * Edit distance with adjacent swaps (optimal string alignment), or `max + 1` as soon as it
 * must exceed `max`: a typo check, not a measurement.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** True when `typed` is `word` with at most the typos its length allows. */
export function nearlyEquals(typed: string, word: string): boolean {
  const allowed = typoAllowance(Math.min(typed.length, word.length));
  return allowed > 0 && editDistance(typed, word, allowed) <= allowed;
}

/** True when `typed` is the start of `word`, allowing the typos of the typed part's length. */
export function nearlyStarts(typed: string, word: string): boolean {
  if (word.startsWith(typed)) return true;
  const allowed = typoAllowance(typed.length);
  if (allowed === 0) return false;
  // The typed part may have a letter more or less than the word's start it means.
  for (const length of [typed.length - 1, typed.length, typed.length + 1]) {
    if (length > 0 && length <= word.length && editDistance(typed, word.slice(0, length), allowed) <= allowed)
      return true;
  }
  return false;
}
