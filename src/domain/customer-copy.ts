import type { AppErrorCode } from './app-error.ts';
import { CART_GONE_MESSAGE, CART_TIMEOUT_MESSAGE } from './cart/timeout.ts';
import { unavailableMessage } from './locations/selection.ts';
import { withoutFieldPrefix } from './field-prefix.ts';
import { LIMIT_REFUSAL_PATTERN } from './daily-limits/refusal-pattern.ts';

export { withoutFieldPrefix };

/**
 * The customer copy list (typed error codes): every error code and every
 * request field the web can show an error for, mapped to the words a customer reads. The server
 * throws with these words; the web shows `customerMessage(reply)`, which only ever returns a
 * sentence from this list (or a server message written for people, with any `field:` prefix
 * removed), so no field name, zod wording or developer text reaches a page.
 * No zod here: the cart store (first-load code) reads this file.
 */

export const CARD_NUMBER_INVALID = 'Please enter a valid card number';
export const CARD_EXPIRY_INVALID = 'Please enter a valid expiration date';
export const CARD_EXPIRED = 'This card has expired';
export const CARD_CVC_INVALID = 'Please enter a valid security code';
export const TIME_REQUIRED_MESSAGE = 'Please choose a time for your order.';
export const SLOT_FULL_MESSAGE = 'The chosen time is no longer available. Please choose another time.';
export const CARD_REENTER_MESSAGE = 'Please re-enter your card details.';
/**
 * LOCATION_PAUSED: spec §8 "Selected location unavailable", exact. It
 * names the store, so it is not in CODE_COPY: the server's sentence is shown as written.
 */
export const locationPausedMessage = unavailableMessage;
/** Sold out: the generic form; the server names the item ("… is sold out at this location"). */
export const ITEM_SOLD_OUT_MESSAGE = 'Sorry, this item is sold out at this location. Please choose something else.';
/** ITEM_NOT_SERVED_NOW: the generic form; the server's own sentence names the item and its daypart and is shown as written. */
export const ITEM_NOT_SERVED_NOW_MESSAGE = 'Sorry, this item is not served at this time. Please choose something else.';
/** DAILY_LIMIT: the generic form; the server's own sentence names the item and the day. */
export const DAILY_LIMIT_MESSAGE = 'An item in your bag is sold out for the chosen day. Please choose another day.';
export const SIGN_IN_TO_CHECK_OUT = 'Sign in or create an account to check out';
/** The wall's guest option (borderless brands): what a guest gets instead of an account. */
export const GUEST_CHECKOUT_NOTE =
  'Check out as a guest: we e-mail your receipt and a private link to follow your order.';
export const accountExistsMessage = (email: string) =>
  `An account already exists for ${email}. Sign in, or reset your password if you have forgotten it.`;
/** What a field's error says when the server's words are not on this list (a zod default, say). */
export const GENERIC_FIELD_MESSAGE = 'Please check this entry and try again.';
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
/** After Sign Out; the bag goes with the member's session, off this device. */
export const SIGNED_OUT_MESSAGE = 'You are signed out.';
export const SIGNED_OUT_BAG_MESSAGE = 'You are signed out. Your bag has been emptied on this device.';

interface CopyEntry {
  /** Shown when the reply's own message is not one of `also`. */
  copy: string;
  /** Other sentences for the same situation that may be shown as the server wrote them. */
  also?: readonly string[];
  /** Sentences with a name in them (an item's) that may be shown as the server wrote them. */
  pattern?: RegExp;
}

/** Codes whose wording is fixed by the code (the server sends these words; the web shows them). */
export const CODE_COPY: Partial<Record<AppErrorCode, CopyEntry>> = {
  // Spec §8, exact.
  CART_EXPIRED: { copy: CART_TIMEOUT_MESSAGE },
  CART_GONE: { copy: CART_GONE_MESSAGE },
  CART_NOT_FOUND: { copy: CART_GONE_MESSAGE },
  SLOT_FULL: {
    copy: SLOT_FULL_MESSAGE,
    also: [
      'This location cannot take an order for now. Please choose a time ahead.',
      'Catering orders are placed ahead: choose a day and a time.',
      'This location is not open yet.',
      'This location is closed now: choose a time ahead.',
      'No time is left today: choose a time ahead.',
      'Every time left today is fully booked: choose a time ahead.',
    ],
  },
  TIME_REQUIRED: { copy: TIME_REQUIRED_MESSAGE },
  CARD_DECLINED: {
    copy: 'Your card was declined. Please use a different card.',
    also: [
      'Your card has insufficient funds. Please use a different card.',
      'We could not process your card. Please try again.',
      'The card confirmation was cancelled. Please try again or use a different card.',
      'Please enter a card for the remaining amount.',
      'Your card details have expired. Please enter them again.',
    ],
  },
  CARD_EXPIRED: { copy: CARD_EXPIRED },
  ITEM_SOLD_OUT: {
    copy: ITEM_SOLD_OUT_MESSAGE,
    pattern: /^[\p{L}\p{N} '’&,.()-]{1,80} is sold out at this location$/u,
  },
  // The server's sentence ("Rosemary Breakfast Potatoes is served during Breakfast 05:00–10:30 only"); the spec has no wording of its own.
  ITEM_NOT_SERVED_NOW: {
    copy: ITEM_NOT_SERVED_NOW_MESSAGE,
    pattern: /^[\p{L}\p{N} '’&,.()-]{1,80} is served during [\p{L}\p{N} ,:–-]{1,120} only$/u,
  },
  // The server's sentence names the item and the day ("Pumpkin Pie is sold out for Thu — choose another day").
  DAILY_LIMIT: { copy: DAILY_LIMIT_MESSAGE, pattern: LIMIT_REFUSAL_PATTERN },
  CARD_REENTER: { copy: CARD_REENTER_MESSAGE, also: ['Your card details have expired. Please enter them again.'] },
  // Limits, outages and server faults keep their own sentences (written for people, e.g. "We could
  // not reach the server…"): they take the default path of `customerMessage`.
};

/**
 * Request fields (their path in the request body, as the server names them in `field`) whose
 * error a customer reads in words other than the server's: the card processor's and the payment
 * token's. Every other field error is the contract's own sentence (the server checks with the
 * same zod contract), shown as written unless it is zod's or Fastify's default wording — so a
 * new contract field needs no entry here and no sentence is copied from a contract by hand.
 */
export const FIELD_COPY: Record<string, CopyEntry> = {
  number: { copy: CARD_NUMBER_INVALID },
  exp_month: { copy: CARD_EXPIRY_INVALID, also: [CARD_EXPIRED] },
  exp_year: { copy: CARD_EXPIRY_INVALID, also: [CARD_EXPIRED] },
  cvc: { copy: CARD_CVC_INVALID },
  postal_code: { copy: 'Please enter a valid billing ZIP code' },
  'payment.token': { copy: CARD_REENTER_MESSAGE, also: ['Your card details have expired. Please enter them again.'] },
  payment: { copy: 'Please enter a card for the remaining amount.' },
  time: { copy: TIME_REQUIRED_MESSAGE, also: [SLOT_FULL_MESSAGE] },
  password: { copy: 'Please choose a different password.' },
  gift_cards: {
    copy: 'Please check your gift card number and PIN.',
    also: ['At most 5 gift cards per order'],
  },
};

/** Every sentence on the list: what a test checks each shown error against. */
export function allCustomerCopy(): Set<string> {
  const all = new Set<string>([GENERIC_FIELD_MESSAGE, GENERIC_ERROR_MESSAGE]);
  for (const entry of [...Object.values(CODE_COPY), ...Object.values(FIELD_COPY)]) {
    if (!entry) continue;
    all.add(entry.copy);
    for (const s of entry.also ?? []) all.add(s);
  }
  return all;
}

const pick = (entry: CopyEntry, text: string) =>
  text === entry.copy || entry.also?.includes(text) || entry.pattern?.test(text) ? text : entry.copy;

/** Codes the web reads as "this input is wrong" (the field's copy applies). */
const FIELD_CODES: ReadonlySet<string> = new Set([
  'FIELD_INVALID',
  'VALIDATION',
  'BAD_REQUEST',
  'CARD_EXPIRED',
  'CARD_REENTER',
  'TIME_REQUIRED',
  'SLOT_FULL',
]);

/**
 * What the customer reads for an error reply. A code with fixed wording → that wording (or one
 * of its listed variants); a field error → the field's copy; anything else → the server's
 * sentence without a `field:` prefix (conflicts like "The total changed to $12.40…" are
 * written for people), or the generic sentence when it names no field but looks like a zod default.
 */
export function customerMessage(error: { code: string; message: string; field?: string | undefined }): string {
  const text = withoutFieldPrefix(error.message);
  const byCode = CODE_COPY[error.code as AppErrorCode];
  if (byCode) return pick(byCode, text);
  if (error.field && FIELD_CODES.has(error.code)) {
    const byField = FIELD_COPY[error.field] ?? FIELD_COPY[error.field.split('.')[0] ?? ''];
    if (byField) return pick(byField, text);
    return looksTechnical(text) ? GENERIC_FIELD_MESSAGE : text;
  }
  return looksTechnical(text) ? (error.code === 'FIELD_INVALID' ? GENERIC_FIELD_MESSAGE : GENERIC_ERROR_MESSAGE) : text;
}

/** zod's and Fastify's own wording ("Invalid input: expected string…", "must NOT have…", "Invalid body: …"). */
export function looksTechnical(text: string): boolean {
  return /^(Invalid (input|body|querystring|params|option|string|type)|Too (big|small)|Unrecognized key|Expected |must (NOT|be|have|match))|FST_|received (undefined|null|string|number)|\bNaN\b/i.test(
    text,
  );
}
