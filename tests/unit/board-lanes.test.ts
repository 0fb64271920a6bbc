import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  groupByDay,
  laneOf,
  minutesSince,
  pauseLeft,
  placedAgo,
} from '../../src/domain/board/board-lanes.ts';
import { cancelMoneyWords, paymentLabel } from '../../src/domain/board/ticket-payment.ts';

/** The board's lanes, the placed-ago clock, the pause banner's minutes and the payment line. */
const TODAY = '20261223';
const NOW = new Date('2026-12-23T15:00:00Z');
const after = (ms: number) => new Date(NOW.getTime() + ms);

describe('laneOf', () => {
  it("today's open orders sit in their status column; a later day's in Later", () => {
    expect(laneOf({ status: 'placed', promised_local: '20261223 10:20' }, TODAY)).toBe('placed');
    expect(laneOf({ status: 'ready', promised_local: '20261223 23:59' }, TODAY)).toBe('ready');
    expect(laneOf({ status: 'placed', promised_local: '20261224 08:00' }, TODAY)).toBe('later');
    expect(laneOf({ status: 'in_progress', promised_local: '20270102 08:00' }, TODAY)).toBe('later');
  });

  it("yesterday's open order stays in its column (it is late, not later); done orders never go to Later", () => {
    expect(laneOf({ status: 'placed', promised_local: '20261222 17:00' }, TODAY)).toBe('placed');
    expect(laneOf({ status: 'completed', promised_local: '20261224 08:00' }, TODAY)).toBe('completed');
  });

  it('cancelled orders have their own lane, whatever the day', () => {
    expect(laneOf({ status: 'cancelled', promised_local: '20261223 10:20' }, TODAY)).toBe('cancelled');
    expect(laneOf({ status: 'cancelled', promised_local: '20261224 08:00' }, TODAY)).toBe('cancelled');
  });
});

describe('Later lane days', () => {
  it('labels a calendar date as "Thu, Dec 24"', () => {
    expect(dayLabel('20261224')).toBe('Thu, Dec 24');
    expect(dayLabel('20270101')).toBe('Fri, Jan 1');
  });

  it('groups by day, earliest first, keeping ticket order within a day', () => {
    const groups = groupByDay([
      { id: 'b', promised_local: '20261225 09:00' },
      { id: 'a', promised_local: '20261224 08:00' },
      { id: 'c', promised_local: '20261225 10:00' },
    ]);
    expect(groups.map((g) => [g.label, g.tickets.map((t) => t.id)])).toEqual([
      ['Thu, Dec 24', ['a']],
      ['Fri, Dec 25', ['b', 'c']],
    ]);
  });
});

describe('placed ago', () => {
  it('whole minutes, rounded down, never negative', () => {
    const placed = NOW.toISOString();
    expect(minutesSince(placed, after(59_999))).toBe(0);
    expect(minutesSince(placed, after(60_000))).toBe(1);
    expect(minutesSince(placed, after(4 * 60_000 + 59_000))).toBe(4);
    expect(minutesSince(placed, after(-5_000))).toBe(0);
  });

  it('says it in words', () => {
    expect(placedAgo(0)).toBe('placed just now');
    expect(placedAgo(4)).toBe('placed 4 min ago');
    expect(placedAgo(60)).toBe('placed 1 h ago');
    expect(placedAgo(65)).toBe('placed 1 h 5 min ago');
  });
});

describe('pauseLeft', () => {
  const timed = (ms: number) => ({ paused: true, paused_until: after(ms).toISOString() });

  it('a 20-minute pause shows 20 min left at once, never 21', () => {
    expect(pauseLeft(timed(20 * 60_000), NOW)).toEqual({ kind: 'timed', minutes: 20, changesInMs: 60_000 });
    expect(pauseLeft(timed(20 * 60_000), after(1))).toMatchObject({ minutes: 20, changesInMs: 59_999 });
  });

  it('counts down at each whole minute and ends by itself', () => {
    const pause = timed(20 * 60_000);
    expect(pauseLeft(pause, after(60_000))).toMatchObject({ minutes: 19 });
    expect(pauseLeft(pause, after(19 * 60_000 + 30_000))).toMatchObject({ minutes: 1, changesInMs: 30_000 });
    expect(pauseLeft(pause, after(20 * 60_000))).toBeNull();
  });

  it('until resumed, and not paused', () => {
    expect(pauseLeft({ paused: true, paused_until: null }, NOW)).toEqual({ kind: 'until-resumed' });
    expect(pauseLeft({ paused: false, paused_until: null }, NOW)).toBeNull();
  });
});

describe('paymentLabel', () => {
  const pay = { amountCents: 1400, failure: null };
  const card = { ...pay, id: 'c', kind: 'card' as const, brand: 'visa', last4: '4242', status: 'captured' as const };
  const gift = {
    ...pay,
    id: 'g',
    kind: 'gift_card' as const,
    brand: 'gift_card',
    last4: '1234',
    status: 'captured' as const,
  };

  it('paid at checkout: card, gift card, or both; failed attempts left out', () => {
    expect(paymentLabel([card])).toBe('Paid · Visa ending 4242');
    expect(paymentLabel([{ ...card, status: 'authorized' }, gift])).toBe(
      'Paid · Visa ending 4242 + Gift card ending 1234',
    );
    expect(paymentLabel([{ ...card, last4: '0002', status: 'failed' }, card])).toBe('Paid · Visa ending 4242');
  });

  it('any other state is said as it is', () => {
    expect(paymentLabel([{ ...card, status: 'refunded' }])).toBe('Refunded · Visa ending 4242');
    expect(paymentLabel([{ ...card, status: 'pending' }])).toBe('Payment pending · Visa ending 4242');
    expect(paymentLabel([])).toBe('Not paid');
  });

  it('says what staff refunds gave back, and a cancel’s refund that failed', () => {
    expect(paymentLabel([card], [{ paymentId: 'c', amountCents: 500 }])).toBe(
      'Paid · Visa ending 4242 · $5.00 refunded',
    );
    expect(
      paymentLabel([
        { ...card, status: 'refunded' },
        { ...gift, status: 'refunded' },
      ]),
    ).toBe('Refunded · Visa ending 4242; Refunded · Gift card ending 1234');
    expect(paymentLabel([{ ...card, failure: 'refund_failed' }])).toBe('Refund failed · Visa ending 4242');
  });
});

describe('cancelMoneyWords', () => {
  const pay = { id: 'c', kind: 'card' as const, brand: 'visa', last4: '4242', amountCents: 1400, failure: null };
  it('says what the cancel did with each payment', () => {
    expect(cancelMoneyWords([{ ...pay, status: 'refunded' }])).toBe('Card $14.00 refunded');
    expect(cancelMoneyWords([{ ...pay, status: 'voided' }])).toBe('Card $14.00 voided');
    expect(cancelMoneyWords([{ ...pay, status: 'captured', failure: 'refund_failed' }])).toBe(
      'Card $14.00: refund failed — refund it by hand',
    );
    expect(cancelMoneyWords([{ ...pay, status: 'failed' }])).toBe('Nothing was paid.');
  });
});
