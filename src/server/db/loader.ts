import DataLoader from 'dataloader';

/**
 * A DataLoader that batches the calls of one event-loop turn (not one microtask tick, its
 * default), so concurrent requests' lookups share a statement, and caches nothing: every call
 * reads as fresh as a lone query would.
 */
export function turnLoader<K, V>(batch: (keys: readonly K[]) => Promise<readonly (V | Error)[]>): DataLoader<K, V> {
  return new DataLoader(batch, { cache: false, maxBatchSize: 256, batchScheduleFn: (run) => setImmediate(run) });
}
