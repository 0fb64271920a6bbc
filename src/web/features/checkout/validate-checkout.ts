import { z } from 'zod';
import { paymentTokenRequest, type PaymentTokenRequest } from '../../../domain/checkout/payment-token-contract.ts';
import { contactInput, vehicleInput } from '../../../domain/checkout/submit-order-contract.ts';
import type { ZodFormOptions } from '../../ui/form/use-zod-form.ts';
import type { ContactValues } from './contact-fields.tsx';
import type { CardValues } from './payment-card-form.tsx';
import { parseExpiry } from './payment-card-form.tsx';
import type { VehicleValues } from './vehicle-fields.tsx';

/** Every field checkout can complain about, with the element each error sits under (focus target), in page order. */
export const FIELD_IDS = {
  first_name: 'checkout-first-name',
  last_name: 'checkout-last-name',
  email: 'checkout-email',
  phone: 'checkout-phone',
  /** The time picker's Time select (issue 15 §5: time problems sit at the picker). */
  time: 'checkout-time',
  make: 'checkout-vehicle-make',
  model: 'checkout-vehicle-model',
  color: 'checkout-vehicle-color',
  number: 'checkout-card-number',
  expiry: 'checkout-card-expiry',
  cvc: 'checkout-card-cvc',
  postal_code: 'checkout-card-postal',
} as const;
export type CheckoutField = keyof typeof FIELD_IDS;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The checkout form's values: one flat record (the inputs' names are distinct). */
export type CheckoutValues = ContactValues & VehicleValues & CardValues;

/**
 * How checkout's errors find their input with the one form hook (decision 286): the time picker
 * is not a value; the contract's expiry parts are the one Expiration field; focus goes by id.
 */
export const CHECKOUT_FORM_OPTIONS = {
  extraFields: ['time'],
  aliases: { exp_month: 'expiry', exp_year: 'expiry' },
  ids: FIELD_IDS,
} as const satisfies ZodFormOptions<CheckoutField>;

/**
 * The same zod contracts the API applies (DESIGN §1: one rule, two places), checked before
 * anything is sent so every error lands next to its field at once. The vehicle is checked only
 * for curbside; the card only when something is left to pay after gift cards.
 */
export function checkoutFormSchema({ curbside, cardDue }: { curbside: boolean; cardDue: boolean }) {
  return z.object({
    contact: contactInput,
    vehicle: curbside ? vehicleInput : z.undefined().catch(undefined),
    card: cardDue ? paymentTokenRequest : z.null().catch(null),
  });
}
export type CheckoutInput = z.output<ReturnType<typeof checkoutFormSchema>>;
/**
 * What Place Order sends: the contact as typed (the server parses it with the same contract; its
 * parsed phone may be null, which the request does not take), the parsed vehicle and card.
 */
export type PlaceOrderInput = Omit<CheckoutInput, 'contact'> & { contact: ContactValues };

/** The flat values as the contracts' shapes; an expiry that is not a month and year leaves both parts out. */
export function toCheckoutInput(values: CheckoutValues) {
  const expiry = parseExpiry(values.expiry);
  const postal = values.postal_code.trim();
  const card: Partial<PaymentTokenRequest> = {
    number: values.number,
    ...(expiry ?? {}),
    cvc: values.cvc,
    ...(postal ? { postal_code: postal } : {}),
  };
  return {
    contact: { first_name: values.first_name, last_name: values.last_name, email: values.email, phone: values.phone },
    vehicle: { make: values.make, model: values.model, color: values.color },
    card,
  };
}
