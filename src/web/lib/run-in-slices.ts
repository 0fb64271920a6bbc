/**
 * Runs small units of work in slices of about `budgetMs`, yielding to the browser between slices
 * so it can paint and answer input (decision 350). A slow phone runs ≈ 4× slower than the
 * machine the budget is read on, so 8 ms here stays under the 50 ms that makes a long task there.
 */
export interface SliceOptions {
  /** Stops between units; the promise then resolves to false. */
  signal?: AbortSignal;
  budgetMs?: number;
  /** The clock and the yield, for tests; the browser's by default. */
  now?: () => number;
  yieldTask?: () => Promise<void>;
}

/** Resolves in a later task: the browser may paint and answer input first. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** True when every unit ran; false when the signal aborted first (the rest never run). */
export async function runInSlices(units: Iterable<() => void>, options: SliceOptions = {}): Promise<boolean> {
  const { signal, budgetMs = 8, now = () => performance.now(), yieldTask = nextTask } = options;
  let sliceStart = now();
  for (const unit of units) {
    if (now() - sliceStart >= budgetMs) {
      await yieldTask();
      sliceStart = now();
    }
    if (signal?.aborted) return false;
    unit();
  }
  return !signal?.aborted;
}
