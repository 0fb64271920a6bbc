import { useEffect } from 'react';

/**
 * Registers public/sw.js once the page has loaded (it must not compete with the page's own
 * requests): from then on a navigation that cannot reach the server shows the offline page with
 * the site chrome and Retry, not the browser's own. The worker caches only that page.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
        // No worker (private mode, an old browser): the site works as before.
      });
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
}
