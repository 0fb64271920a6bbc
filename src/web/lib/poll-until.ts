/** Calls `find` now and then every `intervalMs` until it returns a value or `timeoutMs` passes. */
export function pollUntil<T>(
  find: () => T | null | undefined,
  intervalMs: number,
  timeoutMs: number,
): Promise<T | null> {
  return new Promise((resolve) => {
    const started = Date.now();
    const tick = () => {
      const found = find();
      if (found) return resolve(found);
      if (Date.now() - started + intervalMs > timeoutMs) return resolve(null);
      setTimeout(tick, intervalMs);
    };
    tick();
  });
}
