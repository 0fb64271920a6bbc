import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asapSlot, orderDays, slotsForDay, type SlotRequest } from '../../src/domain/cart/time-slots.ts';
import { availabilityProblem } from '../../src/domain/menu/availability.ts';
import { minuteOf, perMinute } from '../../src/server/modules/cart/per-minute-memo.ts';
import { settings } from './cart-fixtures.ts';

/**
 * Decision 150 caches ASAP, a day's slots and line validations per minute. That is only right
 * if every instant strictly inside a minute gives the same answer — checked here against the
 * domain functions themselves, over the day around the fixtures' hours and a DST change.
 */
const MINUTE = 60_000;
const minuteStarts = fc
  .integer({ min: Date.parse('2026-03-07T00:00:00Z') / MINUTE, max: Date.parse('2026-03-10T00:00:00Z') / MINUTE })
  .map((m) => m * MINUTE);
const summerMinutes = fc
  .integer({ min: Date.parse('2026-06-10T00:00:00Z') / MINUTE, max: Date.parse('2026-06-12T00:00:00Z') / MINUTE })
  .map((m) => m * MINUTE);
const inside = fc.integer({ min: 1, max: MINUTE - 1 });
const orders = fc.record({
  handoff: fc.constantFrom('pickup' as const, 'curbside' as const, 'delivery' as const),
  catering: fc.boolean(),
  itemCount: fc.constantFrom(1, 12),
});

describe('per-minute answers (decision 150)', () => {
  it('ASAP, the order days and a day’s slots are the same at every instant inside a minute', () => {
    fc.assert(
      fc.property(fc.oneof(minuteStarts, summerMinutes), inside, inside, orders, (start, a, b, order) => {
        const s = settings();
        const at = (offset: number): SlotRequest => ({ ...order, now: new Date(start + offset) });
        expect(asapSlot(s, at(a))).toEqual(asapSlot(s, at(b)));
        expect(orderDays(s, at(a))).toEqual(orderDays(s, at(b)));
        for (const day of orderDays(s, at(a)).slice(0, 2))
          expect(slotsForDay(s, at(a), day)).toEqual(slotsForDay(s, at(b), day));
      }),
      { numRuns: 300 },
    );
  });

  it('but not at the minute’s first millisecond: a slot exactly the lead time ahead is offered only then', () => {
    // 10:00:00.000 local with a 15-minute lead: 10:15 is offered; one millisecond later it is not.
    const s = settings();
    const request = (now: string): SlotRequest => ({
      handoff: 'pickup',
      catering: false,
      itemCount: 1,
      now: new Date(now),
    });
    expect(slotsForDay(s, request('2026-06-10T14:00:00.000Z'), '2026-06-10')[0]?.time).toBe('20260610 10:15');
    expect(slotsForDay(s, request('2026-06-10T14:00:00.001Z'), '2026-06-10')[0]?.time).toBe('20260610 10:30');
    expect(minuteOf(new Date('2026-06-10T14:00:00.000Z'))).toBeNull();
    expect(minuteOf(new Date('2026-06-10T14:00:00.001Z'))).toBe(Date.parse('2026-06-10T14:00:00Z') / MINUTE);
  });

  it('a product’s availability reads the minute only', () => {
    const dayparts = [{ id: 'breakfast', name: 'Breakfast', starts: '07:00', ends: '10:30' }];
    const product = { name: 'Omelette', available: true, handoffs: null, dayparts: ['breakfast'] };
    fc.assert(
      fc.property(summerMinutes, inside, (start, offset) => {
        const context = (at: number) => ({
          handoff: 'pickup' as const,
          at: new Date(at),
          timeZone: 'America/New_York',
        });
        expect(availabilityProblem(product, dayparts, context(start + offset))).toBe(
          availabilityProblem(product, dayparts, context(start)),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('computes once per owner, minute and key, and never caches the first millisecond', () => {
    const owner = {};
    let runs = 0;
    const count = () => ++runs;
    expect(perMinute(owner, 5, 'k', count)).toBe(1);
    expect(perMinute(owner, 5, 'k', count)).toBe(1);
    expect(perMinute(owner, 5, 'other', count)).toBe(2);
    expect(perMinute(owner, 6, 'k', count)).toBe(3);
    expect(perMinute({}, 5, 'k', count)).toBe(4);
    expect(perMinute(owner, null, 'k', count)).toBe(5);
    expect(perMinute(owner, null, 'k', count)).toBe(6);
  });
});
