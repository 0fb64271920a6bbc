import { useEffect } from 'react';

/**
 * From the first visit on, a navigation that cannot reach the server shows the offline page with
 * the site chrome and Retry, not the browser's own. The worker caches only that page; its
 * registration is its own chunk, off the first load (`offline-support.ts`).
 */
export function useServiceWorker(): void {
  useEffect(() => {
    void import('./offline-support.ts').then((m) => m.startOfflineSupport()).catch(() => undefined);
  }, []);
}
