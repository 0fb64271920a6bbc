import { describe, expect, it } from 'vitest';
import {
  asapSlot,
  CATERING_LEAD_MINUTES,
  findSlot,
  firstDayWithSlots,
  leadMinutesFor,
  orderDays,
  slotsForDay,
} from '../../src/domain/cart/time-slots.ts';
import { openSpansOn } from '../../src/domain/cart/open-spans.ts';
import { zonedInstant } from '../../src/domain/cart/zoned-time.ts';
import { isOpenAtWallTime } from '../../src/domain/locations/status.ts';
import { schedule, settings, slotRequest as request } from './cart-fixtures.ts';

// 2026-06-10 is a Wednesday; New York is UTC−4 in June.
const at = (iso: string) => new Date(iso);

describe('zoned wall time → instant', () => {
  it('converts in summer and winter', () => {
    expect(zonedInstant('2026-06-10', 10 * 60, 'America/New_York')?.toISOString()).toBe('2026-06-10T14:00:00.000Z');
    expect(zonedInstant('2026-01-10', 10 * 60, 'America/New_York')?.toISOString()).toBe('2026-01-10T15:00:00.000Z');
  });
  it('has no instant for the hour skipped when DST starts and the earlier one when it ends', () => {
    expect(zonedInstant('2026-03-08', 2 * 60 + 30, 'America/New_York')).toBeNull();
    expect(zonedInstant('2026-11-01', 90, 'America/New_York')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
});

describe('time slots (issue 5)', () => {
  it('offers slots inside the hours, slot length apart, the last one ending at closing', () => {
    const slots = slotsForDay(settings(), request(), '2026-06-11');
    expect(slots[0]?.time).toBe('20260611 07:00');
    expect(slots.at(-1)?.time).toBe('20260611 20:45');
    expect(slots).toHaveLength(56);
    expect(slots[1]!.start.getTime() - slots[0]!.start.getTime()).toBe(15 * 60_000);
  });

  it('opens the picker on today while slots are left, on tomorrow once the evening has none', () => {
    expect(firstDayWithSlots(settings(), request())).toBe('2026-06-10');
    // 20:50 local: the last pickup slot (20:45) has passed the 15-minute lead time.
    expect(slotsForDay(settings(), request({ now: at('2026-06-11T00:50:00Z') }), '2026-06-10')).toEqual([]);
    expect(firstDayWithSlots(settings(), request({ now: at('2026-06-11T00:50:00Z') }))).toBe('2026-06-11');
  });

  it('applies the lead time today, longer for delivery and for large orders', () => {
    // 10:00 local now: pickup lead 15 → 10:15; delivery lead 45 → 10:45; 12 items add 30 minutes.
    expect(slotsForDay(settings(), request(), '2026-06-10')[0]?.time).toBe('20260610 10:15');
    expect(slotsForDay(settings(), request({ handoff: 'delivery' }), '2026-06-10')[0]?.time).toBe('20260610 10:45');
    expect(slotsForDay(settings(), request({ itemCount: 12 }), '2026-06-10')[0]?.time).toBe('20260610 10:45');
  });

  it('gives catering a day of lead, more for a large catering order, and never offers a catering slot sooner', () => {
    expect(leadMinutesFor(settings(), request({ catering: true }))).toBe(CATERING_LEAD_MINUTES);
    expect(leadMinutesFor(settings(), request({ catering: true, handoff: 'delivery' }))).toBe(24 * 60);
    expect(leadMinutesFor(settings(), request({ catering: true, itemCount: 40 }))).toBe(24 * 60 + 30);
    // Late evening: the first catering slot (2 days out, 08:00) is still more than a day ahead.
    for (const now of ['2026-06-10T14:00:00Z', '2026-06-11T03:59:00Z', '2026-06-11T04:01:00Z']) {
      const r = request({ catering: true, now: at(now) });
      const first = slotsForDay(settings(), r, orderDays(settings(), r)[0]!)[0]!;
      expect(first.start.getTime() - at(now).getTime()).toBeGreaterThanOrEqual(CATERING_LEAD_MINUTES * 60_000);
    }
  });

  it('handles hours that run past midnight (they belong to the day they opened)', () => {
    const times = slotsForDay(settings(), request({ handoff: 'curbside' }), '2026-06-11').map((s) => s.time);
    expect(times.slice(0, 2)).toEqual(['20260611 00:00', '20260611 00:15']);
    expect(times).toContain('20260611 01:45');
    expect(times).not.toContain('20260611 02:00');
    expect(times.at(-1)).toBe('20260611 23:45');
  });

  it('skips wall times that do not exist when DST starts and keeps one slot per wall time when it ends', () => {
    const allDay = settings({
      schedule: schedule({
        hours: { pickup: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '00:00', closes: '24:00' })) },
      }),
    });
    const spring = slotsForDay(allDay, request({ now: at('2026-03-07T12:00:00Z') }), '2026-03-08');
    expect(spring.map((s) => s.time)).not.toContain('20260308 02:30');
    expect(spring).toHaveLength(96 - 4);
    const fall = slotsForDay(allDay, request({ now: at('2026-10-31T12:00:00Z') }), '2026-11-01');
    expect(fall).toHaveLength(96);
    expect(new Set(fall.map((s) => s.start.getTime())).size).toBe(96);
  });

  it('lets closures override the weekly hours', () => {
    const closed = settings({
      schedule: schedule({
        closures: [
          { date: '2026-06-12', closed: true, opens: null, closes: null },
          { date: '2026-06-13', closed: false, opens: '09:00', closes: '12:00' },
        ],
      }),
    });
    expect(slotsForDay(closed, request(), '2026-06-12')).toEqual([]);
    const short = slotsForDay(closed, request(), '2026-06-13');
    expect([short[0]?.time, short.at(-1)?.time]).toEqual(['20260613 09:00', '20260613 11:45']);
  });

  it('limits the window to 14 days or advancedays, and starts catering 2 days out', () => {
    expect(orderDays(settings(), request())).toHaveLength(14);
    expect(orderDays(settings({ advanceDays: 3 }), request())).toEqual(['2026-06-10', '2026-06-11', '2026-06-12']);
    expect(orderDays(settings(), request({ catering: true }))[0]).toBe('2026-06-12');
    expect(slotsForDay(settings(), request(), '2026-06-24')).toEqual([]);
    expect(slotsForDay(settings(), request({ catering: true }), '2026-06-11')).toEqual([]);
    expect(slotsForDay(settings(), request({ catering: true }), '2026-06-12')[0]?.time).toBe('20260612 08:00');
  });

  it('gives ASAP as the earliest slot meeting the lead, and disables it when closed or for catering', () => {
    expect(asapSlot(settings(), request())).toMatchObject({ available: true, slot: { time: '20260610 10:15' } });
    expect(asapSlot(settings(), request({ now: at('2026-06-10T09:00:00Z') })).available).toBe(false); // 05:00 local, closed
    expect(asapSlot(settings(), request({ catering: true })).available).toBe(false);
    expect(asapSlot(settings({ schedule: schedule({ comingSoon: true }) }), request()).available).toBe(false);
    // 20:50 local: open, but no slot meets the lead before 21:00.
    expect(asapSlot(settings(), request({ now: at('2026-06-11T00:50:00Z') })).available).toBe(false);
    // Curbside at 23:50 local: the earliest slot is after midnight.
    expect(asapSlot(settings(), request({ handoff: 'curbside', now: at('2026-06-11T03:50:00Z') }))).toMatchObject({
      available: true,
      slot: { time: '20260611 00:15' },
    });
  });

  it('resolves a wanted time only when it is an offered slot', () => {
    expect(findSlot(settings(), request(), '20260611 12:00').ok).toBe(true);
    expect(findSlot(settings(), request(), '20260611 12:05').ok).toBe(false);
    expect(findSlot(settings(), request(), '20260611 22:00').ok).toBe(false);
    expect(findSlot(settings(), request(), '2026061 12:00').ok).toBe(false);
  });
});

describe('open spans agree with the location status rule', () => {
  it('matches isOpenAtWallTime minute by minute, past midnight and with closures', () => {
    const s = schedule({
      closures: [
        { date: '2026-06-12', closed: true, opens: null, closes: null },
        { date: '2026-06-13', closed: false, opens: '09:00', closes: '12:00' },
      ],
    });
    for (const date of ['2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13', '2026-06-14']) {
      for (const mode of ['pickup', 'curbside', 'delivery', 'catering'] as const) {
        const spans = openSpansOn(s, mode, date);
        for (let minutes = 0; minutes < 24 * 60; minutes += 5) {
          const inSpan = spans.some(([a, b]) => minutes >= a && minutes < b);
          expect(inSpan, `${mode} ${date} ${minutes}`).toBe(isOpenAtWallTime(s, mode, { date, minutes }));
        }
      }
    }
  });
});
