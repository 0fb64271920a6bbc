import { describe, expect, it } from 'vitest';
import { ITEM_SOLD_OUT_MESSAGE, customerMessage } from '../../src/domain/customer-copy.ts';
import { endOfLocalDay, isSoldOutAt, soldOutAt, soldOutUntil } from '../../src/domain/menu/sold-out.ts';

/** Issue 16 "Sold out" (decision 228): the pure rules, at fixed instants. */
describe('until close = the end of the local day in the location’s zone', () => {
  it('Boston, winter (EST): 21:30 local → next local midnight', () => {
    expect(endOfLocalDay(new Date('2026-11-26T02:30:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-26T05:00:00.000Z',
    );
  });
  it('Boston, summer (EDT): 07:00 local → that night’s midnight', () => {
    expect(endOfLocalDay(new Date('2026-07-04T11:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-07-05T04:00:00.000Z',
    );
  });
  it('the same instant is a different local day elsewhere', () => {
    // 03:00 UTC is still the evening before in Los Angeles.
    expect(endOfLocalDay(new Date('2026-11-26T03:00:00Z'), 'America/Los_Angeles').toISOString()).toBe(
      '2026-11-26T08:00:00.000Z',
    );
    expect(endOfLocalDay(new Date('2026-11-26T03:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-11-27T00:00:00.000Z',
    );
  });
  it('across the DST change in the fall: the day is 25 hours long', () => {
    expect(endOfLocalDay(new Date('2026-11-01T05:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
  });
  it('further notice has no end', () => {
    expect(soldOutUntil('further_notice', new Date('2026-11-26T02:30:00Z'), 'America/New_York')).toBeNull();
    expect(soldOutUntil('close', new Date('2026-11-26T02:30:00Z'), 'America/New_York')?.toISOString()).toBe(
      '2026-11-26T05:00:00.000Z',
    );
  });
});

describe('is it sold out at an instant', () => {
  const until = new Date('2026-11-26T05:00:00Z');
  it('holds before `until`, not at or after it; null holds forever', () => {
    expect(isSoldOutAt(until, new Date('2026-11-26T04:59:59Z'))).toBe(true);
    expect(isSoldOutAt(until, until)).toBe(false);
    expect(isSoldOutAt(until, new Date('2026-11-26T05:00:01Z'))).toBe(false);
    expect(isSoldOutAt(null, new Date('2099-01-01T00:00:00Z'))).toBe(true);
  });
  it('splits marks into products and choices and finds the next expiry', () => {
    const at = new Date('2026-11-26T01:00:00Z');
    const got = soldOutAt(
      [
        { kind: 'product', itemId: 'p-a', until: null },
        { kind: 'product', itemId: 'p-b', until: new Date('2026-11-26T00:00:00Z') },
        { kind: 'choice', itemId: 'c-x', until },
        { kind: 'choice', itemId: 'c-y', until: new Date('2026-11-26T03:00:00Z') },
      ],
      at,
    );
    expect([...got.products]).toEqual(['p-a']);
    expect([...got.choices]).toEqual(['c-x', 'c-y']);
    expect(got.nextExpiry?.toISOString()).toBe('2026-11-26T03:00:00.000Z');
  });
});

describe('customer copy for ITEM_SOLD_OUT', () => {
  it('shows the server’s named sentence, and the generic one for anything else', () => {
    expect(customerMessage({ code: 'ITEM_SOLD_OUT', message: 'Almond Croissant is sold out at this location' })).toBe(
      'Almond Croissant is sold out at this location',
    );
    expect(customerMessage({ code: 'ITEM_SOLD_OUT', message: 'product_id: p-x is gone {"x":1}' })).toBe(
      ITEM_SOLD_OUT_MESSAGE,
    );
  });
});
