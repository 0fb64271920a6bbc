import { describe, expect, it } from 'vitest';
import { openOrderDays, orderDays, type SlotRequest } from '../../src/domain/cart/time-slots.ts';
import { schedule, settings } from './cart-fixtures.ts';

// 2026-11-25 is a Wednesday; the next day is Thanksgiving.
const request = (over: Partial<SlotRequest> = {}): Pick<SlotRequest, 'handoff' | 'catering' | 'now'> => ({
  handoff: 'pickup',
  catering: false,
  now: new Date('2026-11-25T15:00:00Z'),
  ...over,
});

describe('the day list leaves closed days out (issue 15 §9)', () => {
  it('omits a holiday closure and keeps every other order day', () => {
    const closed = settings({
      schedule: schedule({ closures: [{ date: '2026-11-26', closed: true, opens: null, closes: null }] }),
    });
    const days = openOrderDays(closed, request());
    expect(days).not.toContain('2026-11-26');
    expect(days).toEqual(orderDays(closed, request()).filter((d) => d !== '2026-11-26'));
  });

  it('keeps a day with special (shorter) hours', () => {
    const eve = settings({
      schedule: schedule({ closures: [{ date: '2026-11-26', closed: false, opens: '07:00', closes: '14:00' }] }),
    });
    expect(openOrderDays(eve, request())).toContain('2026-11-26');
  });

  it('asks the handoff its own hours: a weekday with no delivery hours is not a delivery day', () => {
    const noSundayDelivery = schedule();
    noSundayDelivery.hours.delivery = (noSundayDelivery.hours.delivery ?? []).filter((w) => w.weekday !== 0);
    const s = settings({ schedule: noSundayDelivery });
    // 2026-11-29 is a Sunday.
    expect(openOrderDays(s, request({ handoff: 'delivery' }))).not.toContain('2026-11-29');
    expect(openOrderDays(s, request())).toContain('2026-11-29');
  });

  it('keeps a day reached only by a window that runs past midnight', () => {
    // Curbside runs 22:00–02:00: Saturday is closed, yet Friday night's window still runs into its first two hours.
    const s = settings({
      schedule: schedule({ closures: [{ date: '2026-11-28', closed: true, opens: null, closes: null }] }),
    });
    expect(openOrderDays(s, request({ handoff: 'curbside' }))).toContain('2026-11-28');
  });
});
