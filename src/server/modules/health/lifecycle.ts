/**
 * Where the process is in its life, as the balancer must see it: from SIGTERM on, readiness
 * fails while requests are still served, so the balancer moves traffic away before the
 * listener closes.
 */
export function createLifecycle() {
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    beginStop() {
      stopping = true;
    },
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
