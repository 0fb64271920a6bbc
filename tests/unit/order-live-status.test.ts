import { describe, expect, it } from 'vitest';
import {
  isFinalStatus,
  liveStepLabel,
  readyInstructions,
  refundStatement,
  statusAnnouncement,
  statusMessage,
  type HandoffFacts,
} from '../../src/domain/orders/live-status.ts';

/** The customer's live-status wording (issue 16, decision 235): one source for the page, the history and the ready e-mail. */
const location = { name: 'Back Bay', address: '123 Boylston St', phone: '(617) 555-0101' };
const pickup: HandoffFacts = { handoff: 'pickup', vehicle: null, location };

describe('readyInstructions', () => {
  it('says where and how to collect it, by handoff', () => {
    expect(readyInstructions(pickup)).toBe(
      'Pick it up at the counter at Back Bay, 123 Boylston St. Give the name on the order.',
    );
    expect(
      readyInstructions({
        handoff: 'curbside',
        vehicle: { color: 'Blue', make: 'Subaru', model: 'Outback' },
        location,
      }),
    ).toBe(
      'Park in a curbside spot at Back Bay, 123 Boylston St, and call (617) 555-0101: we will bring your order out to your Blue Subaru Outback.',
    );
    expect(readyInstructions({ handoff: 'curbside', vehicle: null, location })).toMatch(/out to your car\.$/);
    expect(readyInstructions({ handoff: 'drivethru', vehicle: null, location })).toMatch(
      /^Pull up to the drive-thru window at Back Bay/,
    );
    expect(readyInstructions({ handoff: 'delivery', vehicle: null, location })).toBe(
      'Your order is leaving Back Bay and is on its way to you.',
    );
  });
});

describe('refundStatement', () => {
  it('states each payment of a cancelled order in money and card terms', () => {
    expect(refundStatement([])).toBe('Nothing was charged.');
    expect(refundStatement([{ kind: 'card', brand: 'visa', last4: '4242', amount: 1234, state: 'refunded' }])).toBe(
      '$12.34 was refunded to your VISA card ending in 4242.',
    );
    expect(refundStatement([{ kind: 'card', brand: 'visa', last4: '4242', amount: 900, state: 'released' }])).toBe(
      'The $9.00 hold on your VISA card ending in 4242 was released; you were not charged.',
    );
    expect(
      refundStatement([
        { kind: 'gift_card', brand: 'gift_card', last4: '0001', amount: 500, state: 'refunded' },
        { kind: 'card', brand: 'amex', last4: '0005', amount: 100, state: 'pending' },
      ]),
    ).toBe(
      '$5.00 was refunded to your gift card ending in 0001. A refund of $1.00 to your AMEX card ending in 0005 is on its way.',
    );
  });
});

describe('statusMessage and statusAnnouncement', () => {
  it('says what each status means; ready carries the instructions, cancelled the refund', () => {
    expect(statusMessage(pickup, 'placed', [])).toBe('We have your order. We will start on it soon.');
    expect(statusMessage(pickup, 'in_progress', [])).toBe('Your order is being prepared.');
    expect(statusMessage(pickup, 'ready', [])).toBe(`Your order is ready. ${readyInstructions(pickup)}`);
    expect(statusMessage(pickup, 'completed', [])).toBe('Your order is complete. Enjoy!');
    expect(statusMessage(pickup, 'cancelled', [])).toBe('Your order was cancelled. Nothing was charged.');
    expect(statusAnnouncement('1043', pickup, 'in_progress', [])).toBe(
      'Order #1043: Being prepared. Your order is being prepared.',
    );
  });
});

describe('a delivered order', () => {
  const delivery = { ...pickup, handoff: 'delivery' as const };
  it('goes out for delivery and is delivered, never "ready" or "completed"', () => {
    expect(liveStepLabel('ready', 'delivery')).toBe('Out for delivery');
    expect(liveStepLabel('completed', 'dispatch')).toBe('Delivered');
    expect(liveStepLabel('ready', 'curbside')).toBe('Ready');
    expect(statusMessage(delivery, 'ready', [])).toBe('Your order is leaving Back Bay and is on its way to you.');
    expect(statusMessage(delivery, 'completed', [])).toBe('Your order was delivered. Enjoy!');
    expect(statusAnnouncement('1043', delivery, 'ready', [])).toBe(
      'Order #1043: Out for delivery. Your order is leaving Back Bay and is on its way to you.',
    );
  });
});

describe('isFinalStatus', () => {
  it('is true only where the order no longer moves (a status link page stops asking)', () => {
    expect((['placed', 'in_progress', 'ready'] as const).map(isFinalStatus)).toEqual([false, false, false]);
    expect(isFinalStatus('completed')).toBe(true);
    expect(isFinalStatus('cancelled')).toBe(true);
  });
});
