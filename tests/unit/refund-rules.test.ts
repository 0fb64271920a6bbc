import { describe, expect, it } from 'vitest';
import { statusMessage } from '../../src/domain/orders/live-status.ts';
import { allocateRefund, refundableCents } from '../../src/domain/refunds/allocate.ts';

/** Decision 270: how a staff refund is split over an order's payments. */
describe('refund allocation', () => {
  const pays = [
    { id: 'gift', kind: 'gift_card' as const, amountCents: 1000, refundedCents: 0 },
    { id: 'card', kind: 'card' as const, amountCents: 800, refundedCents: 0 },
  ];
  it('goes to the card first, then the gift card', () => {
    expect(allocateRefund(pays, 500)).toEqual({
      ok: true,
      full: false,
      shares: [{ paymentId: 'card', amountCents: 500 }],
    });
    expect(allocateRefund(pays, 1200)).toEqual({
      ok: true,
      full: false,
      shares: [
        { paymentId: 'card', amountCents: 800 },
        { paymentId: 'gift', amountCents: 400 },
      ],
    });
  });
  it('counts what earlier refunds gave back; the rest is a full refund', () => {
    const after = [
      { ...pays[0]!, refundedCents: 400 },
      { ...pays[1]!, refundedCents: 800 },
    ];
    expect(refundableCents(after)).toBe(600);
    expect(allocateRefund(after, 600)).toEqual({
      ok: true,
      full: true,
      shares: [{ paymentId: 'gift', amountCents: 600 }],
    });
  });
  it('refuses more than is left, and anything when nothing is', () => {
    expect(allocateRefund(pays, 1801)).toEqual({ ok: false, problem: 'over_remaining', leftCents: 1800 });
    const done = pays.map((p) => ({ ...p, refundedCents: p.amountCents }));
    expect(allocateRefund(done, 1)).toEqual({ ok: false, problem: 'nothing_left', leftCents: 0 });
  });
});

describe('what the customer reads about a refunded completed order', () => {
  it('says where the money went, and nothing more without a refund', () => {
    const order = {
      handoff: 'pickup' as const,
      vehicle: null,
      location: { name: 'Back Bay', address: '1 Main St', phone: '555' },
    };
    expect(statusMessage(order, 'completed', [])).toBe('Your order is complete. Enjoy!');
    expect(
      statusMessage(order, 'completed', [
        { kind: 'card', brand: 'visa', last4: '4242', amount: 1000, state: 'refunded' },
      ]),
    ).toBe('Your order is complete. $10.00 was refunded to your VISA card ending in 4242.');
  });
});
