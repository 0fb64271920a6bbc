/**
 * Whether a typed word is the intended word with a slip: one letter wrong, missing, extra or
 * two swapped ("Newbery" for "Newbury"); two slips in a long word. Short words must be exact.
 */
export function withinTypo(typed: string, word: string): boolean {
  if (typed === word) return true;
  const allowed = word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
  if (allowed === 0 || Math.abs(typed.length - word.length) > allowed) return false;
  return editDistance(typed, word, allowed) <= allowed;
}

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), stopping past `cap`. */
export function editDistance(a: string, b: string, cap = Number.POSITIVE_INFINITY): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
    }
    rows.push(row);
    if (i > 0 && Math.min(...row) > cap) return cap + 1;
  }
  return rows[a.length]![b.length]!;
}
