/**
 * Registers public/sw.js once the page has loaded, so it never competes with the page's own
 * requests, and quiets one browser report: a client navigation's data fetch that fails while the
 * device is offline is shown by the route's error page ("You seem to be offline"), yet React
 * Router's single fetch can leave that same rejection unhandled a moment later.
 */
export function startOfflineSupport(): void {
  window.addEventListener('unhandledrejection', (event) => {
    if (!navigator.onLine && event.reason instanceof TypeError) event.preventDefault();
  });
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, an old browser): the site works as before.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
