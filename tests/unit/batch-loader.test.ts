import { describe, expect, it } from 'vitest';
import { createBatchLoader } from '../../src/server/db/batch-loader.ts';

/** A run that records each batch and answers later, when the test says so. */
function recorder<V>(answer: (key: string) => V) {
  const batches: string[][] = [];
  const open: (() => void)[] = [];
  const run = (keys: string[]) =>
    new Promise<V[]>((resolve) => {
      batches.push(keys);
      open.push(() => resolve(keys.map(answer)));
    });
  const finishAll = () => open.splice(0).forEach((finish) => finish());
  return { batches, run, finishAll };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('batch loader (decision 165)', () => {
  it('calls made in one loop turn share one batch, each caller gets its own answer', async () => {
    const r = recorder((key) => key.toUpperCase());
    const load = createBatchLoader(r.run);
    const answers = Promise.all(['a', 'b', 'c'].map(load));
    await turn();
    r.finishAll();
    expect(await answers).toEqual(['A', 'B', 'C']);
    expect(r.batches).toEqual([['a', 'b', 'c']]);
  });

  it('the same key twice in a batch is asked once and answered to both', async () => {
    const r = recorder((key) => `${key}!`);
    const load = createBatchLoader(r.run);
    const answers = Promise.all([load('a'), load('a'), load('b')]);
    await turn();
    r.finishAll();
    expect(await answers).toEqual(['a!', 'a!', 'b!']);
    expect(r.batches).toEqual([['a', 'b']]);
  });

  it('while maxInFlight batches are out, new calls gather into one next batch', async () => {
    const r = recorder((key) => key);
    const load = createBatchLoader(r.run, { maxInFlight: 1 });
    const first = load('a');
    await turn();
    const later = Promise.all(['b', 'c', 'd'].map(load));
    await turn();
    await turn();
    expect(r.batches).toEqual([['a']]);
    r.finishAll();
    await first;
    await turn();
    await turn();
    expect(r.batches).toEqual([['a'], ['b', 'c', 'd']]);
    r.finishAll();
    expect(await later).toEqual(['b', 'c', 'd']);
  });

  it('a batch never holds more than maxBatch keys', async () => {
    const r = recorder((key) => key);
    const load = createBatchLoader(r.run, { maxBatch: 2, maxInFlight: 10 });
    const answers = Promise.all(['a', 'b', 'c', 'd', 'e'].map(load));
    await turn();
    r.finishAll();
    expect(await answers).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(r.batches).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('a failed batch rejects its own callers only, and the loader keeps working', async () => {
    let fail = true;
    const load = createBatchLoader(async (keys: string[]) => {
      if (fail) throw new Error('database went away');
      return keys;
    });
    const failed = Promise.allSettled([load('a'), load('b')]);
    await turn();
    expect((await failed).map((s) => s.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load('c')).toBe('c');
  });
});
