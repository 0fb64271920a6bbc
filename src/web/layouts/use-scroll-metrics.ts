import { useEffect, useState } from 'react';
import type { ScrollMetrics } from '../../domain/layout-rules.ts';

export const FOOTER_ID = 'site-footer';

/**
 * Scroll position, viewport and footer geometry for the chrome's show/hide rules
 * (domain/layout-rules.ts). Null on the server and before the first measurement; updates are
 * throttled to one per animation frame. `key` (the path) re-measures after navigation.
 */
export function useScrollMetrics(key: string): ScrollMetrics | null {
  const [metrics, setMetrics] = useState<ScrollMetrics | null>(null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const footer = document.getElementById(FOOTER_ID);
      setMetrics({
        scrollY: window.scrollY,
        viewportHeight: window.innerHeight,
        documentHeight: document.documentElement.scrollHeight,
        footerTop: footer ? footer.getBoundingClientRect().top : null,
      });
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [key]);
  return metrics;
}
