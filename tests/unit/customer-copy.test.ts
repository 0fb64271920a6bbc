import { describe, expect, it } from 'vitest';
import { APP_ERROR_STATUS, AppError, type AppErrorCode } from '../../src/domain/app-error.ts';
import { CART_GONE_MESSAGE, CART_TIMEOUT_MESSAGE } from '../../src/domain/cart/timeout.ts';
import { paymentTokenRequest } from '../../src/domain/checkout/payment-token-contract.ts';
import { contactInput, PAYMENT_MESSAGES, vehicleInput } from '../../src/domain/checkout/submit-order-contract.ts';
import {
  allCustomerCopy,
  CODE_COPY,
  customerMessage,
  FIELD_COPY,
  GENERIC_FIELD_MESSAGE,
  looksTechnical,
  withoutFieldPrefix,
} from '../../src/domain/customer-copy.ts';
import { signUpRequest } from '../../src/domain/account/auth-contract.ts';
import { routeCheckoutError } from '../../src/web/features/checkout/error-routing.ts';
import { CHECKOUT_ALIASES } from '../../src/web/features/checkout/validate-checkout.ts';
import { fieldForPath } from '../../src/web/ui/form/use-contract-form.ts';

/**
 * The customer copy list (issues 15 §5, 19): walks every code and field on it, the spec §8
 * catalogue sentences, and the zod contracts' own messages, and checks that what a page shows
 * is a sentence of the list, never a field name or zod's wording, and that checkout puts each
 * error at its input.
 */
const copy = allCustomerCopy();

describe('the customer copy list', () => {
  it('keeps the spec §8 sentences exactly', () => {
    expect(customerMessage({ code: 'CART_EXPIRED', message: CART_TIMEOUT_MESSAGE })).toBe(
      'Your cart has timed out. Please initiate a new order.',
    );
    expect(copy.has(CART_TIMEOUT_MESSAGE)).toBe(true);
    expect(copy.has(CART_GONE_MESSAGE)).toBe(true);
  });

  it('walks every code: its own words and each listed variant are shown as they are, anything else becomes its words', () => {
    for (const [code, entry] of Object.entries(CODE_COPY)) {
      expect(code in APP_ERROR_STATUS, code).toBe(true);
      for (const sentence of [entry!.copy, ...(entry!.also ?? [])]) {
        expect(customerMessage({ code, message: sentence })).toBe(sentence);
        expect(customerMessage({ code, message: `payment.token: ${sentence}` })).toBe(sentence);
      }
      expect(customerMessage({ code, message: 'Invalid input: expected string, received undefined' })).toBe(
        entry!.copy,
      );
    }
  });

  it('walks every field: a developer prefix or zod wording never reaches the page', () => {
    for (const [field, entry] of Object.entries(FIELD_COPY)) {
      for (const code of ['FIELD_INVALID', 'VALIDATION'] as AppErrorCode[]) {
        expect(customerMessage({ code, field, message: `${field}: ${entry.copy}` })).toBe(entry.copy);
        for (const s of entry.also ?? []) expect(customerMessage({ code, field, message: `${field}: ${s}` })).toBe(s);
        expect(
          customerMessage({ code, field, message: `${field}: Invalid input: expected number, received string` }),
        ).toBe(entry.copy);
      }
    }
    expect(
      customerMessage({ code: 'CARD_EXPIRED', field: 'exp_month', message: 'exp_month: This card has expired' }),
    ).toBe('This card has expired');
    expect(
      customerMessage({
        code: 'FIELD_INVALID',
        field: 'no_such_field',
        message: 'no_such_field: Too big: expected string to have <=40 characters',
      }),
    ).toBe(GENERIC_FIELD_MESSAGE);
  });

  it('shows every message the checkout, card and account contracts can give as the contract words it', () => {
    const bad = [
      contactInput.safeParse({}),
      contactInput.safeParse({ first_name: ' ', last_name: 'x'.repeat(51), email: 'no', phone: '12' }),
      contactInput.safeParse({ first_name: 'A', last_name: 'B', email: `${'x'.repeat(250)}@b.co`, phone: 5 }),
      vehicleInput.safeParse({ make: '', model: 'x'.repeat(41) }),
      paymentTokenRequest.safeParse({ number: 'abc', exp_month: 13, exp_year: 'x', cvc: '1' }),
      paymentTokenRequest.safeParse({}),
      signUpRequest.safeParse({ first_name: '', last_name: 'x'.repeat(51), email: 'no', phone: '12', password: '' }),
    ];
    for (const result of bad) {
      expect(result.success).toBe(false);
      for (const issue of result.error!.issues) {
        const field = issue.path.join('.');
        // As the server sends it: the contract's sentence behind its path; the page shows the sentence.
        const shown = customerMessage({ code: 'VALIDATION', field, message: `${field}: ${issue.message}` });
        expect(shown === issue.message || copy.has(shown), `"${issue.message}" at ${field} → "${shown}"`).toBe(true);
        expect(looksTechnical(issue.message), `"${issue.message}" at ${field}`).toBe(false);
      }
    }
    for (const message of Object.values(PAYMENT_MESSAGES)) expect(copy.has(message), message).toBe(true);
  });

  it('takes a field prefix off and nothing else', () => {
    expect(withoutFieldPrefix('contact.phone: Please enter a 10-digit phone number')).toBe(
      'Please enter a 10-digit phone number',
    );
    expect(withoutFieldPrefix('The total changed to $12.40. Please review your order and place it again.')).toBe(
      'The total changed to $12.40. Please review your order and place it again.',
    );
  });
});

describe('checkout routes each error by code and field', () => {
  const route = (body: { code: string; message: string; field?: string }, within: 'order' | 'card' = 'order') =>
    routeCheckoutError(AppError.from(body), within);

  it('puts card, contact, vehicle and time errors at their inputs, in customer words', () => {
    expect(
      route({ code: 'CARD_EXPIRED', field: 'exp_month', message: 'exp_month: This card has expired' }, 'card'),
    ).toEqual({
      kind: 'field',
      field: 'card.exp_month',
      message: 'This card has expired',
      newToken: false,
    });
    expect(route({ code: 'CARD_DECLINED', field: 'number', message: PAYMENT_MESSAGES.declined }, 'card')).toEqual({
      kind: 'field',
      field: 'card.number',
      message: PAYMENT_MESSAGES.declined,
      newToken: true,
    });
    // The order's own refusal names the card's input by its name in the card call (`number`).
    expect(route({ code: 'CARD_DECLINED', field: 'number', message: PAYMENT_MESSAGES.declined })).toMatchObject({
      kind: 'field',
      field: 'card.number',
      newToken: true,
    });
    expect(
      route({
        code: 'CARD_REENTER',
        field: 'payment.token',
        message: 'payment.token: Please re-enter your card details.',
      }),
    ).toMatchObject({ field: 'card.number', message: 'Please re-enter your card details.', newToken: true });
    expect(
      route({
        code: 'VALIDATION',
        field: 'contact.phone',
        message: 'contact.phone: Please enter a 10-digit phone number',
      }),
    ).toMatchObject({ field: 'contact.phone', message: 'Please enter a 10-digit phone number' });
    expect(route({ code: 'FIELD_INVALID', field: 'cvc', message: 'cvc: Invalid input' }, 'card')).toMatchObject({
      field: 'card.cvc',
      message: 'Please enter a valid security code',
    });
    expect(
      route({
        code: 'VALIDATION',
        field: 'vehicle',
        message: 'vehicle: Please enter your vehicle make, model and color for curbside pickup',
      }),
    ).toMatchObject({ field: 'vehicle' });
    expect(
      route({ code: 'TIME_REQUIRED', field: 'time', message: 'Please choose a time for your order.' }),
    ).toMatchObject({ kind: 'field', field: 'time', message: 'Please choose a time for your order.' });
    expect(
      route({ code: 'SLOT_FULL', message: 'Every time left today is fully booked: choose a time ahead.' }),
    ).toMatchObject({ kind: 'field', field: 'time' });
  });

  it('every routed field finds a checkout input by its path', () => {
    // The checkout form's inputs, in page order (contact-fields, vehicle-fields, payment-card-form).
    const inputs = ['contact.first_name', 'contact.last_name', 'contact.email', 'contact.phone']
      .concat(['vehicle.make', 'vehicle.model', 'vehicle.color'])
      .concat(['card.number', 'card.expiry', 'card.cvc', 'card.postal_code']);
    const aliases: Record<string, string> = CHECKOUT_ALIASES;
    const cases: [string, 'order' | 'card', string][] = [
      ['number', 'card', 'card.number'],
      ['exp_month', 'card', 'card.expiry'],
      ['cvc', 'card', 'card.cvc'],
      ['postal_code', 'card', 'card.postal_code'],
      ['payment.token', 'order', 'card.number'],
      ['contact', 'order', 'contact.first_name'],
      ['contact.email', 'order', 'contact.email'],
      ['vehicle.color', 'order', 'vehicle.color'],
    ];
    for (const [field, within, input] of cases) {
      const failure = route({ code: 'FIELD_INVALID', field, message: `${field}: x` }, within);
      expect(failure.kind, field).toBe('field');
      if (failure.kind === 'field') expect(fieldForPath(inputs, aliases[failure.field] ?? failure.field)).toBe(input);
    }
    expect(route({ code: 'FIELD_INVALID', field: 'time', message: 'time: x' })).toMatchObject({ field: 'time' });
  });

  it('sends the cart, sign-in and other conflicts where they belong', () => {
    expect(route({ code: 'CART_EXPIRED', message: CART_TIMEOUT_MESSAGE })).toEqual({
      kind: 'cart-gone',
      message: CART_TIMEOUT_MESSAGE,
    });
    expect(route({ code: 'CART_GONE', message: CART_GONE_MESSAGE })).toEqual({
      kind: 'cart-gone',
      message: CART_GONE_MESSAGE,
    });
    expect(route({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' })).toEqual({ kind: 'sign-in' });
    expect(
      route({ code: 'CONFLICT', message: 'The total changed to $12.40. Please review your order and place it again.' }),
    ).toEqual({
      kind: 'form',
      message: 'The total changed to $12.40. Please review your order and place it again.',
      refresh: true,
    });
    expect(
      route({ code: 'VALIDATION', field: 'gift_cards', message: 'gift_cards: At most 5 gift cards per order' }),
    ).toEqual({ kind: 'field', field: 'gift_cards', message: 'At most 5 gift cards per order', newToken: false });
    // The checkout form has no input at that path: the page shows it as the form's message.
    expect(fieldForPath(['contact.email', 'card.number'], 'gift_cards')).toBeNull();
  });
});
