import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { ScrollMetrics } from '../../domain/layout-rules.ts';

export const FOOTER_ID = 'site-footer';

/**
 * Scroll position, viewport and footer geometry for the chrome's show/hide rules
 * (domain/layout-rules.ts), kept outside React: one set of listeners, measured at most once per
 * animation frame. A piece of chrome reads what it shows through `usePageScroll(select)` and is
 * rendered again only when that changes — the header when it leaves the top, the sticky call to
 * action when it shows. Held as layout state, each measurement re-rendered the whole layout:
 * that re-render was the longest task after hydration on a slow phone.
 */
let metrics: ScrollMetrics | null = null;
const readers = new Set<() => void>();
let frame = 0;

function measure(): void {
  frame = 0;
  const footer = document.getElementById(FOOTER_ID);
  metrics = {
    scrollY: window.scrollY,
    viewportHeight: window.innerHeight,
    documentHeight: document.documentElement.scrollHeight,
    footerTop: footer ? footer.getBoundingClientRect().top : null,
  };
  for (const reader of readers) reader();
}

function schedule(): void {
  if (!frame) frame = window.requestAnimationFrame(measure);
}

function subscribe(reader: () => void): () => void {
  readers.add(reader);
  if (readers.size === 1) {
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
  }
  return () => {
    readers.delete(reader);
    if (readers.size > 0) return;
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    if (frame) window.cancelAnimationFrame(frame);
    frame = 0;
  };
}

/** What a piece of chrome shows from the metrics (null on the server and before the first measurement): keep it a primitive. */
export function usePageScroll<T>(select: (metrics: ScrollMetrics | null) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(metrics),
    () => select(null),
  );
}

/** Measures once the page is on screen and again after each navigation (a new page, a new height). */
export function PageScrollMeasure(): null {
  const { pathname } = useLocation();
  useEffect(measure, [pathname]);
  return null;
}
