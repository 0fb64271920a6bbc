import { z } from 'zod';
import { paymentTokenRequest } from '../../../domain/checkout/payment-token-contract.ts';
import { contactInput, submitOrderRequest, vehicleInput } from '../../../domain/checkout/submit-order-contract.ts';
import type { ContactValues } from './contact-fields.tsx';
import { parseExpiry, type CardValues } from './payment-card-form.tsx';
import type { VehicleValues } from './vehicle-fields.tsx';

/** The checkout form's values, shaped like the order request (so a server `field` is a form path). */
export interface CheckoutValues {
  contact: ContactValues;
  vehicle: VehicleValues;
  card: CardValues;
}

/** The card inputs as the tokenization request; an expiry that is not a month and year leaves both parts out. */
export function toCardRequest(card: CardValues) {
  const postal = card.postal_code.trim();
  return {
    number: card.number,
    ...(parseExpiry(card.expiry) ?? {}),
    cvc: card.cvc,
    ...(postal ? { postal_code: postal } : {}),
  };
}

/** The Expiration input shows both of the card request's expiry parts. */
export const CHECKOUT_ALIASES = { 'card.exp_month': 'card.expiry', 'card.exp_year': 'card.expiry' } as const;

/**
 * The order request's own contract (DESIGN §1: one rule, two places), checked before anything is
 * sent so every error lands next to its field at once: every field the request takes from the
 * shopper is in the form by itself (a new one only needs its input). The contact is required
 * here (a guest gives it); the vehicle is checked only for curbside; the card only when
 * something is left to pay after gift cards.
 */
export function checkoutFormSchema({ curbside, cardDue }: { curbside: boolean; cardDue: boolean }) {
  return submitOrderRequest
    .omit({ cart_id: true, tip: true, gift_cards: true, payment: true, expected_total: true })
    .extend({
      contact: contactInput,
      vehicle: curbside ? vehicleInput : z.unknown().transform(() => undefined),
      card: cardDue
        ? z.preprocess((v) => toCardRequest(v as CardValues), paymentTokenRequest)
        : z.unknown().transform(() => null),
    });
}
export type CheckoutInput = z.output<ReturnType<typeof checkoutFormSchema>>;
/**
 * What Place Order sends: the contact as typed (the server parses it with the same contract; its
 * parsed phone may be null, which the request does not take), the rest parsed.
 */
export type PlaceOrderInput = Omit<CheckoutInput, 'contact'> & { contact: ContactValues };
