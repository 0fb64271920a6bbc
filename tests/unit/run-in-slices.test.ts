import { describe, expect, it } from 'vitest';
import { runInSlices } from '../../src/web/lib/run-in-slices.ts';

/** A controlled clock: each unit costs `cost` ms; yields are recorded in the log. */
function harness(cost: number) {
  let clock = 0;
  const log: string[] = [];
  const unit = (name: string) => () => {
    clock += cost;
    log.push(name);
  };
  const options = { now: () => clock, yieldTask: async () => void log.push('yield') };
  return { unit, log, options };
}

describe('runInSlices (decision 350)', () => {
  it('runs units back to back until the budget is spent, then yields a task', async () => {
    const { unit, log, options } = harness(3);
    const units = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(unit);
    expect(await runInSlices(units, { ...options, budgetMs: 8 })).toBe(true);
    // 3 units make 9 ms ≥ 8: a yield before the fourth, and again after the next three.
    expect(log).toEqual(['a', 'b', 'c', 'yield', 'd', 'e', 'f', 'yield', 'g']);
  });

  it('gives a unit longer than the budget a task of its own', async () => {
    const { unit, log, options } = harness(20);
    await runInSlices(['a', 'b', 'c'].map(unit), { ...options, budgetMs: 8 });
    expect(log).toEqual(['a', 'yield', 'b', 'yield', 'c']);
  });

  it('stops at the next yield once the signal aborts, and says so', async () => {
    const { unit, log, options } = harness(5);
    const controller = new AbortController();
    const units = [unit('a'), unit('b'), () => controller.abort(), unit('c'), unit('d')];
    expect(await runInSlices(units, { ...options, budgetMs: 8, signal: controller.signal })).toBe(false);
    expect(log).toEqual(['a', 'b', 'yield']);
  });
});
