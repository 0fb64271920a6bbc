import { describe, expect, it } from 'vitest';
import {
  cancellationMail,
  cancellationParts,
  refundMail,
  whenToExpect,
} from '../../src/domain/refunds/customer-mail.ts';
import { orderMoney, refundDestination, type MoneyPayment } from '../../src/domain/refunds/order-money.ts';
import { orderTimeline } from '../../src/domain/orders/order-timeline.ts';

/** One source of an order's refunded and left-to-refund figures, whichever way the money went back. */
const card: MoneyPayment = {
  id: 'card',
  kind: 'card',
  brand: 'visa',
  last4: '4242',
  amountCents: 1400,
  status: 'captured',
  failure: null,
};
const gift: MoneyPayment = {
  ...card,
  id: 'gift',
  kind: 'gift_card',
  brand: 'gift_card',
  last4: '1234',
  amountCents: 500,
};

describe('orderMoney', () => {
  it('a paid order: nothing refunded, everything left; the card listed first', () => {
    expect(orderMoney([gift, card], [])).toMatchObject({
      paidCents: 1900,
      refundedCents: 0,
      leftCents: 1900,
      payments: [
        { id: 'card', state: 'paid', captured: true },
        { id: 'gift', state: 'paid' },
      ],
    });
  });

  it('staff refunds count by their parts, a pending card part too', () => {
    const m = orderMoney([card, gift], [{ paymentId: 'card', amountCents: 850 }]);
    expect(m).toMatchObject({ refundedCents: 850, leftCents: 1050 });
    expect(m.payments[0]).toMatchObject({ state: 'partly_refunded', refundedCents: 850, leftCents: 550 });
  });

  it('a cancellation refunds by the payment row itself, with no refund row (the board’s $14.00 refunded)', () => {
    const m = orderMoney([{ ...card, status: 'refunded' }], []);
    expect(m).toMatchObject({ paidCents: 1400, refundedCents: 1400, leftCents: 0 });
    // A payment refunded in full by staff refunds is not counted twice.
    expect(orderMoney([{ ...card, status: 'refunded' }], [{ paymentId: 'card', amountCents: 1400 }])).toMatchObject({
      refundedCents: 1400,
      leftCents: 0,
    });
  });

  it('a voided hold was never paid; a failed cancel refund is still owed; failed attempts are not payments', () => {
    expect(orderMoney([{ ...card, status: 'voided' }], [])).toMatchObject({ paidCents: 0, refundedCents: 0 });
    expect(orderMoney([{ ...card, failure: 'refund_failed' }], []).payments[0]).toMatchObject({
      state: 'refund_failed',
      leftCents: 1400,
    });
    expect(
      orderMoney(
        [
          { ...card, status: 'failed' },
          { ...card, id: 'b', status: 'authorized' },
        ],
        [],
      ),
    ).toMatchObject({
      paidCents: 1400,
      payments: [{ id: 'b', captured: false }],
    });
  });

  it('names where each part of a refund goes', () => {
    expect(refundDestination({ ...card, amountCents: 850 })).toBe('$8.50 to Visa ending 4242');
    expect(refundDestination({ ...gift, amountCents: 500 })).toBe('$5.00 to gift card ending 1234');
  });
});

describe('the customer e-mails', () => {
  const facts = {
    brand: 'Larkspur',
    number: '1043',
    firstName: 'Ann',
    store: { name: 'Back Bay', phone: '(617) 555-0100' },
  };
  it('a cancellation: what, how much back where, and when', () => {
    const parts = cancellationParts(
      orderMoney(
        [
          { ...card, status: 'refunded' },
          { ...gift, status: 'refunded' },
        ],
        [],
      ),
    );
    const mail = cancellationMail(facts, {
      lines: [{ name: 'Butter Croissant', quantity: 2, totalCents: 1190 }],
      totalCents: 1900,
      parts,
    });
    expect(mail.subject).toBe('Your order was cancelled: Larkspur order #1043');
    expect(mail.paragraphs).toEqual([
      ['Ann, your order #1043 from Back Bay was cancelled.'],
      ['What was cancelled:', '2 × Butter Croissant  $11.90', 'Total $19.00'],
      ['$14.00 was refunded to your VISA card ending in 4242. $5.00 was refunded to your gift card ending in 1234.'],
      [
        'A card refund usually reaches your account within 5–10 business days, depending on your bank.',
        'Gift card money is back on the card now.',
      ],
      ['Questions? Call Back Bay at (617) 555-0100.'],
    ]);
  });

  it('a refund by items, and a released hold', () => {
    const mail = refundMail(facts, {
      amountCents: 850,
      lines: [{ name: 'Caffè Latte', quantity: 1, totalCents: 850 }],
      parts: [{ kind: 'card', brand: 'visa', last4: '4242', amount: 850, state: 'refunded' }],
    });
    expect(mail.subject).toBe('Your refund of $8.50: Larkspur order #1043');
    expect(mail.paragraphs[1]).toEqual(['What was refunded:', '1 × Caffè Latte  $8.50']);
    expect(whenToExpect(cancellationParts(orderMoney([{ ...card, status: 'voided' }], [])))).toEqual([
      'A released hold usually drops off your statement within a few business days.',
    ]);
  });
});

describe('orderTimeline', () => {
  it('tells placed, moves, the refund and the e-mails in time order', () => {
    const at = (min: number) => new Date(Date.UTC(2030, 0, 1, 12, min)).toISOString();
    expect(
      orderTimeline({
        placedAt: at(0),
        audit: [
          { at: at(9), action: 'order.refund', who: 'Rhea', before: {}, after: {} },
          {
            at: at(2),
            action: 'order.bump',
            who: 'Casey',
            before: { status: 'placed' },
            after: { status: 'in_progress' },
          },
          { at: at(3), action: 'order.recall', who: null, before: {}, after: { status: 'placed' } },
          { at: at(4), action: 'order.cancel', who: 'Casey', before: {}, after: { reason: 'Oven down' } },
        ],
        refunds: [
          {
            at: at(9),
            by: 'Rhea',
            amountCents: 850,
            reason: 'Cold',
            parts: [{ ...card, amountCents: 850 }],
            lines: [{ name: 'Caffè Latte', quantity: 1 }],
            emailAt: at(10),
          },
        ],
        readyEmailAt: null,
        cancelEmailAt: at(5),
      }).map((e) => [e.kind, e.text]),
    ).toEqual([
      ['placed', 'Placed online'],
      ['status', 'Moved to In Progress by Casey'],
      ['status', 'Recalled to Placed'],
      ['cancelled', 'Cancelled by Casey: Oven down'],
      ['email', 'Cancellation e-mail sent'],
      ['refund', 'Refunded $8.50 (1 × Caffè Latte) by Rhea: $8.50 to Visa ending 4242 — Cold'],
      ['email', 'Refund e-mail of $8.50 sent'],
    ]);
  });
});
