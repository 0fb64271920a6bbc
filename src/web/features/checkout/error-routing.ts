import type { AppError } from '../../../domain/app-error.ts';
import { customerMessage } from '../../../domain/customer-copy.ts';
import type { CheckoutField } from './validate-checkout.ts';

/**
 * Where a failed Place Order's error is shown (issues 15 §5, 19): by its code and `field`,
 * never by its text, and always in the customer copy list's words.
 * - `field`: next to that input (it takes focus; its message is announced);
 * - `sign-in`: the sign-in wall;
 * - `form`: the alert above Place Order; `refresh` re-validates the cart (a price, a slot or the cart moved on);
 * - `cart-gone`: the cart is over (timed out or submitted elsewhere): the page leaves.
 */
export type CheckoutFailure =
  | { kind: 'field'; field: CheckoutField; message: string; newToken: boolean }
  | { kind: 'sign-in' }
  | { kind: 'cart-gone'; message: string }
  | { kind: 'form'; message: string; refresh: boolean };

/** The request's field paths (as the server names them) → the checkout input that shows them. */
const FIELD_TO_INPUT: Record<string, CheckoutField> = {
  number: 'number',
  payment: 'number',
  'payment.token': 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvc: 'cvc',
  postal_code: 'postal_code',
  contact: 'first_name',
  'contact.first_name': 'first_name',
  'contact.last_name': 'last_name',
  'contact.email': 'email',
  'contact.phone': 'phone',
  vehicle: 'make',
  'vehicle.make': 'make',
  'vehicle.model': 'model',
  'vehicle.color': 'color',
  time: 'time',
};

export function checkoutInputFor(field: string | undefined): CheckoutField | null {
  return field ? (FIELD_TO_INPUT[field] ?? null) : null;
}

export function routeCheckoutError(app: AppError): CheckoutFailure {
  const message = customerMessage(app);
  if (app.code === 'UNAUTHORIZED') return { kind: 'sign-in' };
  if (app.code === 'CART_EXPIRED' || app.code === 'CART_GONE' || app.code === 'CART_NOT_FOUND')
    return { kind: 'cart-gone', message };
  // A time problem always sits at the time picker, even from an older server without `field`.
  const input = app.code === 'TIME_REQUIRED' || app.code === 'SLOT_FULL' ? 'time' : checkoutInputFor(app.field);
  if (input)
    return {
      kind: 'field',
      field: input,
      message,
      newToken: app.code === 'CARD_DECLINED' || app.code === 'CARD_REENTER',
    };
  if (app.code === 'CARD_DECLINED' || app.code === 'CARD_REENTER' || app.code === 'CARD_EXPIRED') {
    return { kind: 'field', field: app.code === 'CARD_EXPIRED' ? 'expiry' : 'number', message, newToken: true };
  }
  return { kind: 'form', message, refresh: app.code === 'CONFLICT' };
}
