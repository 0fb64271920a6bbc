import { describe, expect, it } from 'vitest';
import { applyCapacityEdit, slotCapacityFor, smallestSlotCapacity } from '../../src/domain/store-ops/slot-capacity.ts';

/** Orders per slot per handoff (decision 240). */
describe('slot capacity per handoff', () => {
  const settings = { slotCapacity: 8, slotCapacityByHandoff: { curbside: 2, drivethru: 12 } };
  it('a handoff’s own number, else the location default', () => {
    expect(slotCapacityFor(settings, 'curbside')).toBe(2);
    expect(slotCapacityFor(settings, 'drivethru')).toBe(12);
    expect(slotCapacityFor(settings, 'pickup')).toBe(8);
    expect(slotCapacityFor({ slotCapacity: 8, slotCapacityByHandoff: null }, 'pickup')).toBe(8);
  });
  it('the smallest limit of any handoff (the full-slots query)', () => {
    expect(smallestSlotCapacity(settings)).toBe(2);
    expect(smallestSlotCapacity({ slotCapacity: 3, slotCapacityByHandoff: {} })).toBe(3);
  });
  it('an edit sets, clears with null and leaves unnamed handoffs alone', () => {
    expect(applyCapacityEdit(settings.slotCapacityByHandoff, { curbside: null, pickup: 4 })).toEqual({
      drivethru: 12,
      pickup: 4,
    });
    expect(applyCapacityEdit(null, { delivery: 3 })).toEqual({ delivery: 3 });
    expect(settings.slotCapacityByHandoff).toEqual({ curbside: 2, drivethru: 12 });
  });
});
