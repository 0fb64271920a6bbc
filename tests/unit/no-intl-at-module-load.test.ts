import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 350: the first ICU formatter a page builds loads the locale's data (≈ 28 ms on a slow
 * phone), and at a module's top level it lands in the task that evaluates the chunk. Code that
 * reaches the browser builds formatters on first use, or uses `domain/us-english-format.ts`.
 */
const ROOTS = ['src/web', 'src/domain'];
const TOP_LEVEL_INTL = /^(?:export )?(?:const|let|var) \w+(?::[^=]+)? = new Intl\./m;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.server\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('no ICU formatter at module load in browser code (decision 350)', () => {
  it('finds none in src/web or src/domain', () => {
    const files = ROOTS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) => TOP_LEVEL_INTL.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('recognises the pattern it guards against', () => {
    expect(TOP_LEVEL_INTL.test("const thousands = new Intl.NumberFormat('en-US');")).toBe(true);
    expect(TOP_LEVEL_INTL.test('  const local = new Intl.NumberFormat();')).toBe(false);
  });
});
