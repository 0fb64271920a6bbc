/**
 * Coalesces the same lookup from concurrent requests into one statement (decision 165).
 *
 * Calls made while the event loop handles one batch of ready sockets are collected and sent as
 * one query when that batch is done (`setImmediate` runs after the poll phase), so 40 requests
 * arriving together cost one round trip, one `writev` and one PostgreSQL execution instead of 40.
 * A lone request waits for nothing but the end of the current loop turn. While `maxInFlight`
 * batches are out, new calls gather for the next one: under load batches grow by themselves,
 * as a database's group commit does.
 *
 * `run` gets distinct keys and answers one value per key, in the same order. If it throws,
 * every caller of that batch gets the error — callers must be able to retry, or use a query
 * whose failure is shared by all (a read).
 */
export interface BatchLoaderOptions {
  maxBatch?: number;
  maxInFlight?: number;
}

export function createBatchLoader<K, V>(
  run: (keys: K[]) => Promise<V[]>,
  options: BatchLoaderOptions = {},
): (key: K) => Promise<V> {
  const maxBatch = options.maxBatch ?? 256;
  const maxInFlight = options.maxInFlight ?? 2;
  const pending = new Map<K, { resolve: (v: V) => void; reject: (e: unknown) => void }[]>();
  let scheduled = false;
  let inFlight = 0;

  const flush = () => {
    scheduled = false;
    while (pending.size > 0 && inFlight < maxInFlight) {
      const keys = [...pending.keys()].slice(0, maxBatch);
      const waiters = keys.map((key) => pending.get(key)!);
      keys.forEach((key) => pending.delete(key));
      inFlight++;
      run(keys)
        .then(
          (values) => waiters.forEach((ws, i) => ws.forEach((w) => w.resolve(values[i]!))),
          (error: unknown) => waiters.forEach((ws) => ws.forEach((w) => w.reject(error))),
        )
        .finally(() => {
          inFlight--;
          schedule();
        });
    }
  };
  const schedule = () => {
    if (scheduled || pending.size === 0 || inFlight >= maxInFlight) return;
    scheduled = true;
    setImmediate(flush);
  };

  return (key) =>
    new Promise<V>((resolve, reject) => {
      const waiting = pending.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
      schedule();
    });
}
