import type { AppError } from '../../../domain/app-error.ts';
import { customerMessage } from '../../../domain/customer-copy.ts';

/**
 * Where a failed Place Order's error is shown: by its code and `field`,
 * never by its text, and always in the customer copy list's words.
 * - `field`: next to that input (it takes focus; its message is announced);
 * - `sign-in`: the sign-in wall;
 * - `form`: the alert above Place Order; `refresh` re-validates the cart (a price, a slot or the cart moved on);
 * - `cart-gone`: the cart is over (timed out or submitted elsewhere): the page leaves.
 */
export type CheckoutFailure =
  | { kind: 'field'; field: string; message: string; newToken: boolean }
  | { kind: 'sign-in' }
  | { kind: 'cart-gone'; message: string }
  | { kind: 'form'; message: string; refresh: boolean };

/**
 * The checkout form path an error is about: the request's own path (the form is shaped like the
 * request), the card number for the payment; `within` the card for the tokenization call's fields.
 */
function formPathOf(app: AppError, within: 'order' | 'card'): string | null {
  // A time problem always sits at the time picker, even from an older server without `field`.
  if (app.code === 'TIME_REQUIRED' || app.code === 'SLOT_FULL' || app.code === 'DAILY_LIMIT') return 'time';
  if (app.field && within === 'card') return `card.${app.field}`;
  // A refused payment is the card's, whatever it names (`payment`, `payment.token`, the card's `number`).
  if (app.code === 'CARD_DECLINED' || app.code === 'CARD_REENTER' || app.field?.startsWith('payment'))
    return 'card.number';
  if (app.field) return app.field;
  if (app.code === 'CARD_EXPIRED') return 'card.expiry';
  return null;
}

export function routeCheckoutError(app: AppError, within: 'order' | 'card' = 'order'): CheckoutFailure {
  const message = customerMessage(app);
  if (app.code === 'UNAUTHORIZED') return { kind: 'sign-in' };
  if (app.code === 'CART_EXPIRED' || app.code === 'CART_GONE' || app.code === 'CART_NOT_FOUND')
    return { kind: 'cart-gone', message };
  const field = formPathOf(app, within);
  if (field)
    return {
      kind: 'field',
      field,
      message,
      // A refused card or an unusable token: the next attempt needs a fresh token.
      newToken:
        app.code === 'CARD_DECLINED' || app.code === 'CARD_REENTER' || (!app.field && app.code === 'CARD_EXPIRED'),
    };
  return { kind: 'form', message, refresh: app.code === 'CONFLICT' };
}
