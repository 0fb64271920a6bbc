import type { Cart } from '../cart/cart-contract.ts';
import { CART_TIMEOUT_MESSAGE_WINDOW_MS } from '../cart/timeout.ts';

/**
 * The bag's id as a cookie beside the copy in localStorage (spec §3), so the server can draw
 * checkout with its form for the visitor whose session owns the bag. Not
 * HttpOnly: the browser writes it whenever it stores the id. It lives as long as a timed-out
 * cart still has something to say (24 hours); the server checks ownership on every read.
 */
export const CART_COOKIE = 'larkspur_cart';
export const CART_COOKIE_MAX_AGE_S = CART_TIMEOUT_MESSAGE_WINDOW_MS / 1000;

/** A cart id as the cookie may carry it: anything else is ignored, never looked up. */
export const isCartCookieValue = (value: string | undefined): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** What checkout's server loader hands the page: the validated bag and, for a member, the contact details. */
export interface CheckoutStart {
  cart: Cart;
  valid: boolean;
  contact: { first_name: string; last_name: string; email: string; phone: string } | null;
}
