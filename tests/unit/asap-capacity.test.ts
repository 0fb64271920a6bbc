import { describe, expect, it } from 'vitest';
import {
  ASAP_FULLY_BOOKED,
  asapSlot,
  NO_TIME_LEFT_TODAY,
  slotsForDay,
  withFullSlots,
} from '../../src/domain/cart/time-slots.ts';
import { settings, slotRequest as request } from './cart-fixtures.ts';

/** Decision 181: ASAP skips slots with no place left and moves to the next free one. */
const at = (iso: string) => new Date(iso);
// 10:00 local (New York, June): the earliest pickup slot is 10:15.
const startOf = (local: string, r = request()) => {
  const slot = slotsForDay(settings(), r, `${local.slice(0, 4)}-${local.slice(4, 6)}-${local.slice(6, 8)}`).find(
    (s) => s.time === local,
  );
  if (!slot) throw new Error(`no slot ${local}`);
  return slot.start.getTime();
};

describe('ASAP honours slot capacity (decision 181)', () => {
  it('skips a full earliest slot, and several in a row', () => {
    const one = withFullSlots(settings(), 'pickup', [startOf('20260610 10:15')]);
    expect(asapSlot(one, request())).toMatchObject({ available: true, slot: { time: '20260610 10:30' } });
    const three = withFullSlots(one, 'pickup', [startOf('20260610 10:30'), startOf('20260610 10:45')]);
    expect(asapSlot(three, request())).toMatchObject({ available: true, slot: { time: '20260610 11:00' } });
  });

  it('counts fullness per hours mode: a full pickup slot leaves delivery alone', () => {
    // 10:30 local: pickup's earliest is 10:45, delivery's (45 minutes' lead) 11:15.
    const later = request({ now: at('2026-06-10T14:30:00Z') });
    const full = withFullSlots(settings(), 'pickup', [
      startOf('20260610 10:45', later),
      startOf('20260610 11:15', later),
    ]);
    expect(asapSlot(full, later)).toMatchObject({ available: true, slot: { time: '20260610 11:00' } });
    expect(asapSlot(full, { ...later, handoff: 'delivery' })).toMatchObject({
      available: true,
      slot: { time: '20260610 11:15' },
    });
  });

  it('is unavailable, saying the times are fully booked, when every slot left in the opening is full', () => {
    const today = slotsForDay(settings(), request(), '2026-06-10').map((s) => s.start.getTime());
    const result = asapSlot(withFullSlots(settings(), 'pickup', today), request());
    expect(result).toEqual({ available: false, reason: ASAP_FULLY_BOOKED });
  });

  it('never moves past the current opening into tomorrow morning', () => {
    // 20:30 local: one slot (20:45) meets the lead; full, and the store closes at 21:00.
    const late = request({ now: at('2026-06-11T00:30:00Z') });
    const full = withFullSlots(settings(), 'pickup', [startOf('20260610 20:45', late)]);
    expect(asapSlot(full, late)).toEqual({ available: false, reason: ASAP_FULLY_BOOKED });
    // Without full slots the old answer stands.
    expect(asapSlot(settings(), request({ now: at('2026-06-11T00:50:00Z') }))).toEqual({
      available: false,
      reason: NO_TIME_LEFT_TODAY,
    });
  });

  it('adds to the slots already known full without changing the settings given', () => {
    const base = withFullSlots(settings(), 'pickup', [1]);
    const more = withFullSlots(base, 'pickup', [2]);
    expect([...(more.fullSlots?.get('pickup') ?? [])]).toEqual([1, 2]);
    expect([...(base.fullSlots?.get('pickup') ?? [])]).toEqual([1]);
  });
});
