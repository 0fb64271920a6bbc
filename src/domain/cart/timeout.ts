/** Spec §4 "Cart timeout", §8, §9: 1 hour to abandon; the message only within 24 hours. */
export const CART_TIMEOUT_MS = 60 * 60 * 1000;
export const CART_TIMEOUT_MESSAGE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const CART_TIMEOUT_MESSAGE = 'Your cart has timed out. Please initiate a new order.';
/** A cart that was submitted, abandoned or transferred: the customer starts again. */
export const CART_GONE_MESSAGE = 'This cart is no longer active. Please start a new order.';

export interface CartTimeoutCheck {
  /** Older than 1 hour: the cart is abandoned. */
  expired: boolean;
  /** Show 'Your cart has timed out…' (expired, and younger than 24 hours). */
  showMessage: boolean;
}

/** The cart's age is measured from its creation (spec §4 "the cart's age"). */
export function checkCartTimeout(created: Date, now: Date): CartTimeoutCheck {
  const age = now.getTime() - created.getTime();
  const expired = age > CART_TIMEOUT_MS;
  return { expired, showMessage: expired && age < CART_TIMEOUT_MESSAGE_WINDOW_MS };
}

/** Spec §4: on menu, product or checkout pages (/order/checkout, the kiosk's /app/checkout) an expired cart sends the guest to /locations. */
export const isCartBoundPath = (pathname: string) =>
  /^\/(menu|checkout|order\/checkout|app\/checkout)(\/|$)/.test(pathname);
