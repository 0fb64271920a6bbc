import { GIFT_CARD_NOT_FOUND } from './gift-card-balance-contract.ts';

/**
 * What a checkout with gift cards may say before any money moves. With a payment
 * card, a wrong number or PIN is the one generic "not found". Without one, the gift cards must
 * pay everything: a wrong PIN and a right PIN whose balance falls short get the SAME reply, so
 * checkout is no oracle for PINs.
 */
export const GIFT_CARDS_DO_NOT_COVER =
  'We could not use your gift cards for this order: check each number and PIN, or enter a card for the remaining amount.';
export const GIFT_CARD_TOO_MANY_ATTEMPTS = 'Too many gift card attempts. Please wait a few minutes and try again.';

export interface GiftCardCheck {
  /** Gift cards in the request. */
  given: number;
  /** Of those, found with their PIN. */
  found: number;
  /** What the found cards leave for a payment card, in cents. */
  remainderCents: number;
  /** A payment card is in the request. */
  hasCard: boolean;
}

/** The customer message refusing the gift cards (a 422 on `gift_cards`), or null when they may go on to payment. */
export function giftCardProblem(c: GiftCardCheck): string | null {
  if (c.given === 0) return null;
  const allFound = c.found === c.given;
  if (c.hasCard) return allFound ? null : GIFT_CARD_NOT_FOUND;
  return allFound && c.remainderCents === 0 ? null : GIFT_CARDS_DO_NOT_COVER;
}
