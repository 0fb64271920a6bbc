import { cartApi } from './cart-api.ts';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * Spec §4/§7 track event: pushed to window.dataLayer (the tag manager's queue, DESIGN §5)
 * and recorded by the server. Analytics never gets in the guest's way: failures are ignored.
 */
export function trackEvent(
  name: 'view_cart' | 'view_estimated_ready' | 'add_shipping_info',
  payload: Record<string, string | number | boolean | null>,
): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: name, ...payload });
  cartApi.track(name, payload).catch(() => undefined);
}
