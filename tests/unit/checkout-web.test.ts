import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/orders/order-schema.ts';
import { giftCardAmounts } from '../../src/web/features/checkout/gift-card-fields.tsx';
import { AttemptKeys } from '../../src/web/features/checkout/idempotency-key.ts';
import { formatCardNumber, formatExpiry, parseExpiry } from '../../src/web/features/checkout/payment-card-form.tsx';
import { parseDollars } from '../../src/web/features/checkout/tip-selector.tsx';
import { CARD_EXPIRY_INVALID } from '../../src/domain/checkout/payment-token-contract.ts';
import { CHECKOUT_ALIASES, checkoutFormSchema } from '../../src/web/features/checkout/validate-checkout.ts';
import { fieldForPath } from '../../src/web/ui/form/use-contract-form.ts';
import { orderCalendar } from '../../src/web/features/orders/order-calendar.ts';

const draft = {
  contact: { first_name: 'Ada', last_name: 'Baker', email: 'ada@larkspur.example', phone: '(617) 555-0100' },
  vehicle: { make: '', model: '', color: '' },
  card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', postal_code: '' },
};

describe('checkout web rules (decision 090)', () => {
  it('reuses the Idempotency-Key for the same body and makes a new one for a different body', () => {
    const keys = new AttemptKeys();
    const a = keys.keyFor({ cart_id: 'x', payment: { token: 't1' } });
    expect(keys.keyFor({ cart_id: 'x', payment: { token: 't1' } })).toBe(a);
    const b = keys.keyFor({ cart_id: 'x', payment: { token: 't2' } });
    expect(b).not.toBe(a);
    keys.reset();
    expect(keys.keyFor({ cart_id: 'x', payment: { token: 't2' } })).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it('caps gift cards at the total, in the order they were added (spec §5)', () => {
    expect(
      giftCardAmounts(3000, [
        { number: 'a', balance: 2500 },
        { number: 'b', balance: 1000 },
        { number: 'c', balance: 500 },
      ]),
    ).toEqual([2500, 500, 0]);
    expect(
      giftCardAmounts(1000, [
        { number: 'a', balance: 0 },
        { number: 'b', balance: 5000 },
      ]),
    ).toEqual([0, 1000]);
    expect(giftCardAmounts(0, [{ number: 'a', balance: 100 }])).toEqual([0]);
  });

  it('shows what the server will take: the same card twice pays once (the domain allocation)', () => {
    expect(
      giftCardAmounts(3000, [
        { number: 'a', balance: 1000 },
        { number: 'a', balance: 1000 },
        { number: 'b', balance: 5000 },
      ]),
    ).toEqual([1000, 0, 2000]);
  });

  it('parses tips in dollars, expiry dates and formats card numbers', () => {
    expect(parseDollars('5')).toBe(500);
    expect(parseDollars('$4.25')).toBe(425);
    expect(parseDollars('4.255')).toBeNull();
    expect(parseDollars('abc')).toBeNull();
    expect(parseExpiry('12/29')).toEqual({ exp_month: 12, exp_year: 29 });
    expect(parseExpiry('0731')).toEqual({ exp_month: 7, exp_year: 31 });
    expect(parseExpiry('7/2031')).toEqual({ exp_month: 7, exp_year: 2031 });
    expect(parseExpiry('july')).toBeNull();
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('60061234567890123', 16)).toBe('6006 1234 5678 9012');
    // The expiry gets its slash as it is typed, and a pasted four-digit year still parses.
    expect(formatExpiry('0829')).toBe('08/29');
    expect(formatExpiry('08')).toBe('08');
    expect(formatExpiry('08/')).toBe('08/');
    expect(formatExpiry('8/')).toBe('08/');
    expect(formatExpiry('12/2029')).toBe('12/29');
    expect(parseExpiry(formatExpiry('0829'))).toEqual({ exp_month: 8, exp_year: 29 });
  });

  /** What the one form hook does on submit (decision 286), for checkout's schema and options. */
  // The checkout form's inputs in page order, and where each contract issue lands (as the form routes it).
  const inputs = ['contact.first_name', 'contact.last_name', 'contact.email', 'contact.phone']
    .concat(['vehicle.make', 'vehicle.model', 'vehicle.color'])
    .concat(['card.number', 'card.expiry', 'card.cvc', 'card.postal_code']);
  const aliases: Record<string, string> = CHECKOUT_ALIASES;
  const checkDraft = (d: typeof draft, cart: { handoff: string }, amountDue: number) => {
    const parsed = checkoutFormSchema({ curbside: cart.handoff === 'curbside', cardDue: amountDue > 0 }).safeParse(d);
    if (parsed.success) return { ok: true as const, data: parsed.data };
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      const input = fieldForPath(inputs, aliases[path] ?? path);
      if (input) errors[input] ??= issue.message;
    }
    return { ok: false as const, errors };
  };
  const firstError = (errors: Record<string, string>) => inputs.find((name) => errors[name]);

  it('maps nested paths and aliases to the input that shows them', () => {
    expect(fieldForPath(inputs, 'contact.email')).toBe('contact.email');
    expect(fieldForPath(inputs, aliases['card.exp_year']!)).toBe('card.expiry');
    expect(fieldForPath(inputs, 'vehicle')).toBe('vehicle.make');
    expect(fieldForPath(inputs, 'gift_cards.0.pin')).toBeNull();
    const unparsed = checkDraft({ ...draft, card: { ...draft.card, expiry: 'july' } }, { handoff: 'pickup' }, 1000);
    expect(unparsed.ok ? null : unparsed.errors).toEqual({ 'card.expiry': CARD_EXPIRY_INVALID });
  });

  it('checks the draft with the contract schemas: vehicle only for curbside, card only when something is due', () => {
    expect(checkDraft(draft, { handoff: 'pickup' }, 1000).ok).toBe(true);
    const curbside = checkDraft(draft, { handoff: 'curbside' }, 1000);
    expect(curbside.ok).toBe(false);
    if (!curbside.ok) expect(firstError(curbside.errors)).toBe('vehicle.make');
    const bad = checkDraft(
      {
        ...draft,
        contact: { ...draft.contact, email: 'nope' },
        card: { number: '1', expiry: '13/99', cvc: '1', postal_code: '' },
      },
      { handoff: 'pickup' },
      1000,
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(Object.keys(bad.errors).sort()).toEqual(['card.cvc', 'card.expiry', 'card.number', 'contact.email']);
      expect(firstError(bad.errors)).toBe('contact.email');
    }
    // Gift cards cover everything: no card needed.
    expect(
      checkDraft({ ...draft, card: { number: '', expiry: '', cvc: '', postal_code: '' } }, { handoff: 'pickup' }, 0).ok,
    ).toBe(true);
  });

  it('builds an iCalendar event for the ready time', () => {
    const order = {
      id: '0b6f1c1e-1111-4222-8333-444455556666',
      number: '1042',
      handoff: 'pickup',
      address: null,
      created: '2026-11-22T16:00:00.000Z',
      time: { mode: 'asap', ready: '20261122 11:15', ready_at: '2026-11-22T16:15:00.000Z' },
      location: {
        id: 'l',
        name: 'Back Bay',
        address: '1 Boylston St',
        city: 'Boston',
        state: 'MA',
        zip: '02116',
        phone: '',
        path: '/',
        time_zone: 'America/New_York',
      },
      products: [{ quantity: 2, name: 'Butter Croissant' }],
    } as unknown as Order;
    const ics = orderCalendar(order, 'Larkspur Bakery & Cafe');
    expect(ics).toContain('BEGIN:VEVENT\r\n');
    expect(ics).toContain('DTSTART:20261122T161500Z');
    expect(ics).toContain('DTEND:20261122T163000Z');
    expect(ics).toContain('SUMMARY:Pickup: Larkspur Bakery & Cafe order #1042');
    expect(ics).toContain('LOCATION:Back Bay\\, 1 Boylston St\\, Boston\\, MA 02116');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
