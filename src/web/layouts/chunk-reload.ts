import { useEffect } from 'react';
import { CHUNK_RELOAD_STORAGE_KEY, isChunkLoadError, shouldReloadAfterChunkError } from '../../domain/chunk-reload.ts';

/**
 * Spec §4: a route chunk that fails to load (usually a deploy replaced the hashed files) reloads
 * the page once, at most once per 60 s, guarded by a timestamp in sessionStorage. Returns true
 * when it started a reload.
 */
export function reloadForChunkError(error: unknown): boolean {
  // Offline, a reload would leave the site for the browser's own error page: the error page
  // says the connection failed and offers Retry instead.
  if (!isChunkLoadError(error) || navigator.onLine === false) return false;
  let last: number | null = null;
  try {
    const stored = window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY);
    last = stored === null ? null : Number(stored);
    if (!shouldReloadAfterChunkError(Date.now(), last)) return false;
    window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(Date.now()));
  } catch {
    // No storage means no guard: do not risk a reload loop.
    return false;
  }
  window.location.reload();
  return true;
}

/** Reloads when an error boundary caught a chunk-load failure. */
export function useChunkReloadOnError(error: unknown): void {
  useEffect(() => {
    reloadForChunkError(error);
  }, [error]);
}

/**
 * Vite reports failed module preloads (a lazy component's chunk, a route's CSS) as the
 * `vite:preloadError` window event; route modules themselves are reloaded by React Router.
 */
export function useChunkReloadListener(): void {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      const payload = (event as Event & { payload?: unknown }).payload;
      if (reloadForChunkError(payload ?? new Error('Failed to fetch dynamically imported module')))
        event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
}
