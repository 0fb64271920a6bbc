import { describe, expect, it } from 'vitest';
import { describeAudit, type AuditFacts } from '../../src/domain/staff/audit-words.ts';

const base: AuditFacts = {
  action: '',
  at: '2026-12-01T15:00:00Z',
  who: 'Rhea Manager',
  location_name: 'Back Bay',
  time_zone: 'America/New_York',
  order_number: null,
  target: null,
  before: null,
  after: null,
};
const say = (over: Partial<AuditFacts>) => describeAudit({ ...base, ...over });

describe('the audit log in plain words', () => {
  it('says how long a pause lasts, in the store’s clock', () => {
    expect(say({ action: 'location.pause', after: { paused: true, paused_until: '2026-12-01T15:20:00Z' } })).toBe(
      'Rhea Manager paused online ordering at Back Bay for 20 min (until 10:20 AM)',
    );
    expect(say({ action: 'location.pause', after: { paused: true, paused_until: null } })).toBe(
      'Rhea Manager paused online ordering at Back Bay until resumed',
    );
    expect(say({ action: 'location.resume' })).toBe('Rhea Manager resumed online ordering at Back Bay');
  });

  it('says a daily limit, its cutoff and its removal', () => {
    expect(
      say({
        action: 'menu.daily-limit',
        after: { name: 'Pumpkin Pie', per_day: 24, cutoff: { days_before: 1, time: '14:00' } },
      }),
    ).toBe('Rhea Manager limited Pumpkin Pie to 24 a day at Back Bay, order by 2:00 PM the day before');
    expect(say({ action: 'menu.daily-limit', after: { name: 'Pumpkin Pie', per_day: 6, cutoff: null } })).toBe(
      'Rhea Manager limited Pumpkin Pie to 6 a day at Back Bay',
    );
    expect(
      say({
        action: 'menu.daily-limit',
        before: { name: 'Pumpkin Pie' },
        after: { name: 'Pumpkin Pie', per_day: null },
      }),
    ).toBe('Rhea Manager removed the daily limit of Pumpkin Pie at Back Bay');
  });

  it('names the capacity settings that changed', () => {
    expect(
      say({
        action: 'location.throttle',
        before: { slot_capacity: 6, lead_minutes: 15 },
        after: { slot_capacity: 4, lead_minutes: 15 },
      }),
    ).toBe('Rhea Manager changed capacity at Back Bay: orders per slot 6 → 4');
  });

  it('writes closures with US dates and special hours with clock times', () => {
    expect(
      say({ action: 'location.closure.set', after: { date: '2026-12-25', closed: true, reason: 'Christmas' } }),
    ).toBe('Rhea Manager closed at Back Bay on Fri, Dec 25, 2026 (Christmas)');
    expect(
      say({
        action: 'location.closure.set',
        after: { date: '2026-12-24', closed: false, opens: '07:00', closes: '14:00', reason: 'Christmas Eve' },
      }),
    ).toBe('Rhea Manager set special hours at Back Bay on Thu, Dec 24, 2026: 7:00 AM–2:00 PM (Christmas Eve)');
    expect(say({ action: 'location.closure.remove', before: { date: '2026-12-25' } })).toBe(
      'Rhea Manager removed the closure at Back Bay on Fri, Dec 25, 2026',
    );
  });

  it('tells sold out from back on sale', () => {
    expect(
      say({
        action: 'availability.set',
        after: { name: 'Almond Croissant', sold_out: { until: '2026-12-01T20:00:00Z' } },
      }),
    ).toBe('Rhea Manager marked Almond Croissant sold out at Back Bay until 3:00 PM');
    expect(say({ action: 'availability.set', after: { name: 'Almond Croissant', sold_out: { until: null } } })).toBe(
      'Rhea Manager marked Almond Croissant sold out at Back Bay until further notice',
    );
    expect(say({ action: 'availability.set', after: { name: 'Almond Croissant', sold_out: null } })).toBe(
      'Rhea Manager put Almond Croissant back on sale at Back Bay',
    );
  });

  it('names orders by number, with the move, the refund and the reason', () => {
    const order = { order_number: 1007 };
    expect(say({ ...order, action: 'order.bump', before: { status: 'in_progress' }, after: { status: 'ready' } })).toBe(
      'Rhea Manager moved order #1007 from In Progress to Ready at Back Bay',
    );
    expect(say({ ...order, action: 'order.cancel', after: { status: 'cancelled', reason: 'Out of stock' } })).toBe(
      'Rhea Manager cancelled order #1007 at Back Bay (Out of stock)',
    );
    expect(say({ ...order, action: 'order.refund', after: { amount_cents: 1000, reason: 'Latte was cold' } })).toBe(
      'Rhea Manager refunded $10.00 of order #1007 at Back Bay (Latte was cold)',
    );
    expect(
      say({
        ...order,
        action: 'order.refund',
        after: {
          amount_cents: 850,
          reason: 'Burnt',
          lines: [
            { name: 'Butter Croissant', quantity: 2 },
            { name: 'Caffè Latte', quantity: 1 },
          ],
        },
      }),
    ).toBe('Rhea Manager refunded $8.50 of order #1007 at Back Bay for 2 × Butter Croissant, 1 × Caffè Latte (Burnt)');
  });

  it('describes team changes, and the command line when no person acted', () => {
    expect(
      say({
        action: 'staff.update',
        location_name: null,
        before: { email: 'a@x.example', role: 'staff', disabled: false, location_ids: ['a'] },
        after: { email: 'a@x.example', role: 'manager', disabled: true, location_ids: ['a'] },
      }),
    ).toBe('Rhea Manager changed a@x.example: role Store staff → Store manager, disabled');
    expect(
      say({ action: 'staff.create', who: null, location_name: null, after: { email: 'b@x.example', role: 'admin' } }),
    ).toBe('The command line added b@x.example as Brand admin');
    expect(say({ action: 'staff.create', location_name: null, after: { email: 'c@x.example', role: 'lead' } })).toBe(
      'Rhea Manager added c@x.example as Shift lead',
    );
    expect(
      say({
        action: 'staff.create',
        who: null,
        location_name: null,
        after: { email: 'e@x.example', role: 'admin', via: 'setup-link' },
      }),
    ).toBe('The setup link added e@x.example as Brand admin');
    expect(say({ action: 'staff.password_forgot', location_name: null })).toBe(
      'Rhea Manager chose a new password from an e-mailed reset link',
    );
  });

  it('says whose password an admin reset, never the password', () => {
    expect(
      say({
        action: 'staff.password_reset',
        location_name: null,
        target: 'staff:1',
        before: { email: 'd@x.example', must_change_password: false },
        after: { email: 'd@x.example', must_change_password: true },
      }),
    ).toBe('Rhea Manager reset the password of d@x.example');
    expect(say({ action: 'staff.password_reset', who: null, location_name: null })).toBe(
      'The command line reset the password of a staff member',
    );
  });
  it('says who added or took reward points, whose, how many and why', () => {
    const adjust = (points: number, reason: string) =>
      say({
        action: 'customer.rewards_adjust',
        location_name: null,
        after: { customer_name: 'Ann Lee', points, reason },
      });
    expect(adjust(50, 'birthday')).toBe("Rhea Manager added 50 points to Ann Lee's rewards: birthday");
    expect(adjust(-1, 'typo')).toBe("Rhea Manager took 1 point from Ann Lee's rewards: typo");
    expect(adjust(-1200, 'duplicate visit')).toBe(
      "Rhea Manager took 1,200 points from Ann Lee's rewards: duplicate visit",
    );
  });
});
