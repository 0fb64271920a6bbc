import { describe, expect, it } from 'vitest';
import {
  behaviorOf,
  cardBrandOf,
  checkCard,
  cvcValid,
  expiryValid,
  luhnValid,
} from '../../src/domain/checkout/card-rules.ts';
import { allocateGiftCards } from '../../src/domain/checkout/gift-card-allocation.ts';
import { canonicalJson, hashableBody } from '../../src/domain/checkout/idempotency.ts';
import {
  canMovePayment,
  isFinalPayment,
  paymentStatesBefore,
  PAYMENT_STATUSES,
} from '../../src/domain/checkout/payment-state.ts';
import { moveStatus, nextStatuses, refundsOnMove } from '../../src/domain/orders/status-machine.ts';
import { ORDER_STATUSES } from '../../src/domain/orders/order-schema.ts';
import { computeTotals } from '../../src/domain/cart/totals.ts';

describe('card rules (decision 080)', () => {
  it('checks Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('12345')).toBe(false);
    expect(luhnValid('4242a24242424242')).toBe(false);
  });

  it('finds the brand from the prefix', () => {
    expect(cardBrandOf('4242424242424242')).toBe('visa');
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('2223003122003222')).toBe('mastercard');
    expect(cardBrandOf('378282246310005')).toBe('amex');
    expect(cardBrandOf('6011111111111117')).toBe('discover');
    expect(cardBrandOf('3056930009020004')).toBe('diners');
    expect(cardBrandOf('3566002020360505')).toBe('jcb');
    expect(cardBrandOf('9999999999999995')).toBe('unknown');
  });

  it('accepts the expiry month itself and refuses the month before', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(expiryValid(11, 2026, now)).toBe(true);
    expect(expiryValid(10, 2026, now)).toBe(false);
    expect(expiryValid(1, 2027, now)).toBe(true);
    expect(expiryValid(1, 2025, now)).toBe(false);
    expect(expiryValid(13, 2027, now)).toBe(false);
    expect(expiryValid(1, 2060, now)).toBe(false);
  });

  it('wants 4 CVC digits for Amex and 3 for the others', () => {
    expect(cvcValid('1234', 'amex')).toBe(true);
    expect(cvcValid('123', 'amex')).toBe(false);
    expect(cvcValid('123', 'visa')).toBe(true);
    expect(cvcValid('1234', 'visa')).toBe(false);
  });

  it('maps the test numbers to their behavior; any other valid number succeeds', () => {
    expect(behaviorOf('4242424242424242')).toBe('succeed');
    expect(behaviorOf('4000000000000002')).toBe('decline');
    expect(behaviorOf('4000000000009995')).toBe('insufficient_funds');
    expect(behaviorOf('4000000000000119')).toBe('processing_error');
    expect(behaviorOf('4000002500003155')).toBe('requires_confirmation');
    expect(behaviorOf('5555555555554444')).toBe('succeed');
  });

  it('checkCard names the failing field', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(checkCard({ number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' }, now)).toEqual({
      ok: true,
      brand: 'visa',
      last4: '4242',
      behavior: 'succeed',
    });
    expect(checkCard({ number: '4242424242424241', exp_month: 12, exp_year: 2030, cvc: '123' }, now)).toMatchObject({
      ok: false,
      field: 'number',
    });
    expect(checkCard({ number: '4242424242424242', exp_month: 1, exp_year: 2026, cvc: '123' }, now)).toMatchObject({
      ok: false,
      field: 'expiry',
      reason: 'expired',
    });
    expect(checkCard({ number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '12' }, now)).toMatchObject({
      ok: false,
      field: 'cvc',
    });
  });
});

describe('gift card allocation (spec §5 cap, decision 083)', () => {
  it('caps the applied amount at the order total', () => {
    expect(allocateGiftCards(1500, [{ id: 'a', balanceCents: 2500 }])).toEqual({
      applied: [{ id: 'a', amountCents: 1500 }],
      giftCardTotal: 1500,
      remainderCents: 0,
    });
  });

  it('uses several cards in order and puts the remainder on the card', () => {
    const a = allocateGiftCards(4000, [
      { id: 'a', balanceCents: 1000 },
      { id: 'b', balanceCents: 2500 },
    ]);
    expect(a).toEqual({
      applied: [
        { id: 'a', amountCents: 1000 },
        { id: 'b', amountCents: 2500 },
      ],
      giftCardTotal: 3500,
      remainderCents: 500,
    });
  });

  it('stops once paid, skips empty and repeated cards, never goes negative', () => {
    const a = allocateGiftCards(800, [
      { id: 'empty', balanceCents: 0 },
      { id: 'a', balanceCents: 500 },
      { id: 'a', balanceCents: 500 },
      { id: 'b', balanceCents: 5000 },
      { id: 'c', balanceCents: 5000 },
    ]);
    expect(a.applied).toEqual([
      { id: 'a', amountCents: 500 },
      { id: 'b', amountCents: 300 },
    ]);
    expect(a.remainderCents).toBe(0);
    expect(allocateGiftCards(0, [{ id: 'a', balanceCents: 500 }])).toEqual({
      applied: [],
      giftCardTotal: 0,
      remainderCents: 0,
    });
    expect(allocateGiftCards(700, [{ id: 'a', balanceCents: -5 }]).remainderCents).toBe(700);
  });

  it('holds for any totals and balances: applied + remainder = total, each card within its balance', () => {
    for (let i = 0; i < 500; i++) {
      const total = Math.floor(Math.random() * 20000);
      const cards = Array.from({ length: Math.floor(Math.random() * 4) }, (_, k) => ({
        id: `c${k}`,
        balanceCents: Math.floor(Math.random() * 8000),
      }));
      const a = allocateGiftCards(total, cards);
      expect(a.giftCardTotal + a.remainderCents).toBe(total);
      for (const x of a.applied)
        expect(x.amountCents).toBeLessThanOrEqual(cards.find((c) => c.id === x.id)?.balanceCents ?? 0);
    }
  });
});

describe('order status machine (decision 082)', () => {
  it('moves placed → in_progress → ready → completed', () => {
    expect(moveStatus('placed', 'in_progress')).toEqual({ ok: true, to: 'in_progress' });
    expect(moveStatus('in_progress', 'ready')).toEqual({ ok: true, to: 'ready' });
    expect(moveStatus('ready', 'completed')).toEqual({ ok: true, to: 'completed' });
  });

  it('cancels only from placed or in_progress, and then refunds', () => {
    expect(moveStatus('placed', 'cancelled').ok).toBe(true);
    expect(moveStatus('in_progress', 'cancelled').ok).toBe(true);
    expect(moveStatus('ready', 'cancelled')).toMatchObject({ ok: false });
    expect(refundsOnMove('cancelled')).toBe(true);
    expect(refundsOnMove('ready')).toBe(false);
  });

  it('refuses skipping, going back, staying and leaving a final state', () => {
    expect(moveStatus('placed', 'ready')).toEqual({
      ok: false,
      message: 'An order that is placed cannot become ready.',
    });
    expect(moveStatus('ready', 'placed').ok).toBe(false);
    expect(moveStatus('placed', 'placed')).toEqual({ ok: false, message: 'The order is already placed.' });
    expect(moveStatus('completed', 'cancelled')).toEqual({
      ok: false,
      message: 'The order is completed and can no longer change.',
    });
    for (const s of ORDER_STATUSES) for (const n of nextStatuses(s)) expect(moveStatus(s, n).ok).toBe(true);
  });
});

describe('payment state machine (issue 6)', () => {
  it('follows a card from attempt to capture or void, and a capture to refund', () => {
    expect(canMovePayment('pending', 'authorized')).toBe(true);
    expect(canMovePayment('pending', 'requires_confirmation')).toBe(true);
    expect(canMovePayment('requires_confirmation', 'authorized')).toBe(true);
    expect(canMovePayment('requires_confirmation', 'voided')).toBe(true);
    expect(canMovePayment('authorized', 'captured')).toBe(true);
    expect(canMovePayment('authorized', 'voided')).toBe(true);
    expect(canMovePayment('captured', 'refunded')).toBe(true);
    expect(canMovePayment('pending', 'failed')).toBe(true);
  });
  it('never captures what was not authorized, nor undoes a final state', () => {
    expect(canMovePayment('pending', 'captured')).toBe(false);
    expect(canMovePayment('requires_confirmation', 'captured')).toBe(false);
    expect(canMovePayment('captured', 'voided')).toBe(false);
    expect(canMovePayment('refunded', 'captured')).toBe(false);
    expect(canMovePayment('voided', 'authorized')).toBe(false);
    expect(canMovePayment('failed', 'authorized')).toBe(false);
    for (const final of ['voided', 'refunded', 'failed'] as const) {
      expect(isFinalPayment(final)).toBe(true);
      for (const to of PAYMENT_STATUSES) expect(canMovePayment(final, to)).toBe(to === final);
    }
  });
  it('lists the states a write may apply from (the guard of every status update)', () => {
    expect(paymentStatesBefore('captured').sort()).toEqual(['authorized', 'captured']);
    expect(paymentStatesBefore('refunded').sort()).toEqual(['authorized', 'captured', 'refunded']);
    expect(paymentStatesBefore('authorized').sort()).toEqual([
      'authorized',
      'confirmed',
      'pending',
      'requires_confirmation',
    ]);
  });
});

describe('idempotency request hash input', () => {
  it('is the same for the same body whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, { x: 1, y: 2 }] }, b: 1 }),
    );
    expect(canonicalJson({ a: 1, b: undefined })).toBe('{"a":1}');
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
  });

  it('leaves gift card PINs out (a stored hash must not give a PIN away) but keeps the card numbers', () => {
    const body = { cart_id: 'c', gift_cards: [{ number: '6006491000000001', pin: '1234' }] };
    const hashed = canonicalJson(hashableBody(body));
    expect(hashed).not.toContain('1234"');
    expect(hashed).toContain('6006491000000001');
    expect(hashed).toBe(
      canonicalJson(hashableBody({ ...body, gift_cards: [{ number: '6006491000000001', pin: '9999' }] })),
    );
    expect(hashed).not.toBe(
      canonicalJson(hashableBody({ ...body, gift_cards: [{ number: '6006491000000002', pin: '1234' }] })),
    );
  });
});

describe('tip maths at checkout (spec §9)', () => {
  const base = {
    lines: [{ id: 'l', productId: 'p', quantity: 3, unitPriceCents: 333 }],
    taxRateBps: 625,
    deliveryFeeCents: 0,
    serviceFeeCents: 0,
    coupon: null,
    now: new Date(),
  };
  it('takes 10/15/20 % of the subtotal, rounded to the cent, or a custom amount; none at the drive-thru', () => {
    expect(computeTotals({ ...base, handoff: 'pickup', tip: { kind: 'percent', percent: 15 } }).tip).toBe(150);
    expect(computeTotals({ ...base, handoff: 'pickup', tip: { kind: 'percent', percent: 20 } }).tip).toBe(200);
    expect(computeTotals({ ...base, handoff: 'pickup', tip: { kind: 'custom', cents: 275 } }).tip).toBe(275);
    expect(computeTotals({ ...base, handoff: 'drivethru', tip: { kind: 'percent', percent: 20 } }).tip).toBe(0);
  });
});
