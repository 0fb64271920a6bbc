import { describe, expect, it } from 'vitest';
import { leadMinutesFor as orderLeadFor } from '../../src/domain/cart/time-slots.ts';
import { applyLeadEdit, defaultLeadMinutesFor, leadMinutesFor } from '../../src/domain/store-ops/lead-time.ts';
import { settings as slotSettings } from './cart-fixtures.ts';

/** Lead time per handoff (decision 244). */
describe('lead time per handoff', () => {
  const settings = { leadMinutes: 15, deliveryLeadMinutes: 45, leadMinutesByHandoff: { curbside: 30, delivery: 60 } };
  it('a handoff’s own number, else its group default (delivery’s or the counter’s)', () => {
    expect(leadMinutesFor(settings, 'curbside')).toBe(30);
    expect(leadMinutesFor(settings, 'delivery')).toBe(60);
    expect(leadMinutesFor(settings, 'pickup')).toBe(15);
    expect(leadMinutesFor(settings, 'drivethru')).toBe(15);
    expect(leadMinutesFor({ leadMinutes: 15, deliveryLeadMinutes: 45, leadMinutesByHandoff: null }, 'delivery')).toBe(
      45,
    );
    expect(leadMinutesFor({ leadMinutes: 15, deliveryLeadMinutes: 45 }, 'pickup')).toBe(15);
    expect(
      leadMinutesFor({ leadMinutes: 15, deliveryLeadMinutes: 45, leadMinutesByHandoff: { pickup: 0 } }, 'pickup'),
    ).toBe(0);
    expect(defaultLeadMinutesFor(settings, 'delivery')).toBe(45);
  });
  it('an edit sets or clears one handoff and leaves the rest; the current map is not changed', () => {
    expect(applyLeadEdit(settings.leadMinutesByHandoff, { curbside: null, pickup: 5 })).toEqual({
      delivery: 60,
      pickup: 5,
    });
    expect(applyLeadEdit(null, {})).toEqual({});
    expect(settings.leadMinutesByHandoff).toEqual({ curbside: 30, delivery: 60 });
  });
  it('the order’s lead follows it: dispatch reads delivery’s, catering stays at least a day, big orders add more', () => {
    const s = slotSettings({ leadMinutesByHandoff: { curbside: 45, delivery: 90 } });
    expect(orderLeadFor(s, { handoff: 'curbside', catering: false, itemCount: 1 })).toBe(45);
    expect(orderLeadFor(s, { handoff: 'pickup', catering: false, itemCount: 1 })).toBe(s.leadMinutes);
    expect(orderLeadFor(s, { handoff: 'dispatch', catering: false, itemCount: 1 })).toBe(90);
    expect(orderLeadFor(s, { handoff: 'curbside', catering: true, itemCount: 1 })).toBe(24 * 60);
    expect(orderLeadFor(s, { handoff: 'curbside', catering: false, itemCount: 40 })).toBe(75);
  });
});
