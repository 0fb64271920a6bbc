import { describe, expect, it } from 'vitest';
import { specialDayLabel, specialDaysAhead } from '../../src/domain/locations/special-days.ts';
import type { Closure, StoreSchedule } from '../../src/domain/locations/status.ts';

/** The store page's "next 14 days" of closures and special hours, in the store's own calendar. */
const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '07:00', closes: '19:00' }));
const schedule = (closures: Closure[]): Pick<StoreSchedule, 'hours' | 'closures'> => ({
  hours: { pickup: weekdays, catering: [0, 6].map((weekday) => ({ weekday, opens: '08:00', closes: '12:00' })) },
  closures,
});
const closed = (date: string, reason: string): Closure => ({ date, closed: true, opens: null, closes: null, reason });
const special = (date: string, opens: string, closes: string, reason: string): Closure => ({
  date,
  closed: false,
  opens,
  closes,
  reason,
});

describe('closures and special hours of the next 14 days', () => {
  it('lists today to 13 days on in date order, labelled as the page shows them', () => {
    // Monday 2026-12-21, 10:00 in New York.
    const now = new Date('2026-12-21T15:00:00Z');
    const days = specialDaysAhead(
      schedule([
        closed('2026-12-25', 'Christmas Day'),
        special('2026-12-24', '07:00', '14:00', 'Christmas Eve'),
        closed('2026-12-20', 'Yesterday'),
        closed('2027-01-03', 'Two weeks on'),
        closed('2027-01-04', 'Too far'),
      ]),
      now,
      'America/New_York',
    );
    expect(days.map(specialDayLabel)).toEqual([
      'Thu, Dec 24: 7:00 AM–2:00 PM (Christmas Eve)',
      'Fri, Dec 25: Closed (Christmas Day)',
      'Sun, Jan 3: Closed (Two weeks on)',
    ]);
  });

  it('special hours on a weekday no handoff opens read as closed, as the time list treats them', () => {
    // Saturday: only catering has hours, which do not open a store.
    const [day] = specialDaysAhead(
      schedule([special('2026-12-26', '09:00', '13:00', 'Boxing Day')]),
      new Date('2026-12-21T15:00:00Z'),
      'America/New_York',
    );
    expect(day).toMatchObject({ date: '2026-12-26', closed: true, opens: null, closes: null });
    expect(specialDayLabel(day!)).toBe('Sat, Dec 26: Closed (Boxing Day)');
  });

  it("counts from the store's today, not UTC's: late evening in Los Angeles is still the day before", () => {
    // 2026-12-25 05:30 UTC is Thursday Dec 24, 9:30 PM in Los Angeles and Friday 12:30 AM in New York.
    const now = new Date('2026-12-25T05:30:00Z');
    const closures = [special('2026-12-24', '07:00', '14:00', 'Christmas Eve'), closed('2027-01-07', 'Inventory')];
    // Los Angeles: Dec 24 to Jan 6. New York: Dec 25 to Jan 7.
    expect(specialDaysAhead(schedule(closures), now, 'America/Los_Angeles').map((d) => d.date)).toEqual(['2026-12-24']);
    expect(specialDaysAhead(schedule(closures), now, 'America/New_York').map((d) => d.date)).toEqual(['2027-01-07']);
  });

  it('spans a DST change with exactly 14 calendar days (spring forward and fall back)', () => {
    // Every date of a window around each change is a closure: the list holds exactly the 14 days.
    for (const [nowIso, first] of [
      ['2026-03-02T17:00:00Z', '2026-03-02'], // Monday noon in New York; DST starts Sunday Mar 8
      ['2026-10-26T16:00:00Z', '2026-10-26'], // Monday noon; DST ends Sunday Nov 1
    ] as const) {
      const all = Array.from({ length: 20 }, (_, i) => {
        const d = new Date(Date.parse(`${first}T12:00:00Z`) + (i - 3) * 86_400_000).toISOString().slice(0, 10);
        return closed(d, `Day ${i}`);
      });
      const days = specialDaysAhead(schedule(all), new Date(nowIso), 'America/New_York');
      expect(days).toHaveLength(14);
      expect(days[0]?.date).toBe(first);
      expect(days.at(-1)?.date).toBe(
        new Date(Date.parse(`${first}T12:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10),
      );
    }
    // Just after midnight on the spring-forward day itself: that day is today.
    const at = new Date('2026-03-08T05:30:00Z'); // 00:30 EST, Sunday Mar 8
    expect(specialDaysAhead(schedule([closed('2026-03-08', 'Spring')]), at, 'America/New_York')).toHaveLength(1);
    expect(specialDaysAhead(schedule([closed('2026-03-07', 'Before')]), at, 'America/New_York')).toHaveLength(0);
  });

  it('nothing ahead is an empty list; a closure without a reason has no brackets', () => {
    expect(specialDaysAhead(schedule([]), new Date(), 'America/New_York')).toEqual([]);
    expect(specialDayLabel({ date: '2026-12-25', closed: true, opens: null, closes: null, reason: '' })).toBe(
      'Fri, Dec 25: Closed',
    );
  });
});
