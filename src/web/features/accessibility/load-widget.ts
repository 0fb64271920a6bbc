import { ACCESSIBILITY_POLL_INTERVAL_MS, ACCESSIBILITY_POLL_TIMEOUT_MS } from '../../../domain/accessibility.ts';
import { pollUntil } from '../../lib/poll-until.ts';

/** The element a vendor widget renders for its menu (the contract a vendor widget follows). */
export const WIDGET_MENU_SELECTOR = '[data-accessibility-widget-menu]';

let loading: Promise<boolean> | null = null;

/** Adds the vendor script once; resolves false on a load failure, which stays silent (spec §8). */
function injectScript(src: string, siteKey: string): Promise<boolean> {
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.siteKey = siteKey;
    script.onload = () => resolve(true);
    script.onerror = () => {
      loading = null;
      resolve(false);
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Loads the widget, then polls for its menu every 200 ms for up to 5 s and opens it. */
export async function openAccessibilityWidget(src: string, siteKey: string): Promise<boolean> {
  if (!(await injectScript(src, siteKey))) return false;
  const menu = await pollUntil(
    () => document.querySelector<HTMLElement>(WIDGET_MENU_SELECTOR),
    ACCESSIBILITY_POLL_INTERVAL_MS,
    ACCESSIBILITY_POLL_TIMEOUT_MS,
  );
  menu?.click();
  return Boolean(menu);
}
