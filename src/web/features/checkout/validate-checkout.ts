import type { Cart } from '../../../domain/cart/cart-contract.ts';
import {
  paymentTokenRequest,
  CARD_EXPIRY_INVALID,
  type PaymentTokenRequest,
} from '../../../domain/checkout/payment-token-contract.ts';
import { contactInput, vehicleInput } from '../../../domain/checkout/submit-order-contract.ts';
import type { ContactValues } from './contact-fields.tsx';
import type { CardValues } from './payment-card-form.tsx';
import { parseExpiry } from './payment-card-form.tsx';
import type { VehicleValues } from './vehicle-fields.tsx';

/** Every field checkout can complain about, with the element each error sits under (focus target). */
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

export interface CheckoutDraft {
  contact: ContactValues;
  vehicle: VehicleValues;
  card: CardValues;
}

export type Checked =
  | {
      ok: true;
      contact: ReturnType<typeof contactInput.parse>;
      vehicle: ReturnType<typeof vehicleInput.parse> | undefined;
      card: PaymentTokenRequest | null;
    }
  | { ok: false; errors: CheckoutErrors };

/**
 * The same zod rules the API applies (DESIGN §1: one rule, two places), checked before anything
 * is sent so every error lands next to its field at once. The card is checked only when
 * something is left to pay after gift cards.
 */
export function checkDraft(draft: CheckoutDraft, cart: Pick<Cart, 'handoff'>, amountDue: number): Checked {
  const errors: CheckoutErrors = {};
  const contact = contactInput.safeParse(draft.contact);
  if (!contact.success) for (const i of contact.error.issues) errors[i.path[0] as CheckoutField] ??= i.message;
  let vehicle: ReturnType<typeof vehicleInput.parse> | undefined;
  if (cart.handoff === 'curbside') {
    const v = vehicleInput.safeParse(draft.vehicle);
    if (v.success) vehicle = v.data;
    else for (const i of v.error.issues) errors[i.path[0] as CheckoutField] ??= i.message;
  }
  let card: PaymentTokenRequest | null = null;
  if (amountDue > 0) {
    const expiry = parseExpiry(draft.card.expiry);
    if (!expiry) errors.expiry ??= CARD_EXPIRY_INVALID;
    const candidate = {
      number: draft.card.number,
      exp_month: expiry?.exp_month ?? 1,
      exp_year: expiry?.exp_year ?? 2100,
      cvc: draft.card.cvc,
      ...(draft.card.postal_code.trim() ? { postal_code: draft.card.postal_code.trim() } : {}),
    };
    const parsed = paymentTokenRequest.safeParse(candidate);
    if (!parsed.success) {
      for (const i of parsed.error.issues) {
        const key = i.path[0] === 'exp_month' || i.path[0] === 'exp_year' ? 'expiry' : (i.path[0] as CheckoutField);
        errors[key] ??= i.message;
      }
    } else card = candidate;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, contact: contact.data!, vehicle, card };
}

/** The first field (in page order) that has an error. */
export function firstErrorId(errors: CheckoutErrors): string | null {
  const first = (Object.keys(FIELD_IDS) as CheckoutField[]).find((k) => errors[k]);
  return first ? FIELD_IDS[first] : null;
}
