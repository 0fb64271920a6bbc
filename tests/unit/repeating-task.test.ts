import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeatingTask } from '../../src/server/background/repeating-task.ts';

/** The sweeps' timer (cart timeout, staff sessions): on a controlled clock, never real time. */
describe('repeatingTask', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const log = () => ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

  it('runs every interval after the previous run ended, logs a failed run and goes on, and stops', async () => {
    let runs = 0;
    const run = vi.fn(async () => {
      runs += 1;
      if (runs === 2) throw new Error('database away');
    });
    const logger = log();
    const task = repeatingTask(run, 60_000, 'test sweep');
    task.start(logger);
    task.start(logger); // a second start is ignored: still one timer
    await vi.advanceTimersByTimeAsync(59_999);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(logger.warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'test sweep failed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(3);
    task.stop();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('never overlaps: the next run is timed from the end of a slow one', async () => {
    let finish: () => void = () => {};
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const task = repeatingTask(run, 1_000, 'slow');
    task.start(log());
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    task.stop();
  });
});
