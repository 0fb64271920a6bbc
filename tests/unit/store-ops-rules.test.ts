import { describe, expect, it } from 'vitest';
import {
  asapSlot,
  findSlot,
  openOrderDays,
  pausedRefusal,
  slotsForDay,
  type SlotSettings,
} from '../../src/domain/cart/time-slots.ts';
import { locationStatus } from '../../src/domain/locations/status.ts';
import {
  closureInputSchema,
  isCalendarDate,
  putOrderingSchema,
  weeklyHoursProblem,
} from '../../src/domain/store-ops/hours-rules.ts';
import { isOrderingPaused, minutesLeft, pauseFor } from '../../src/domain/store-ops/ordering-pause.ts';

/** Issue 16 "Pause and throttle", "Hours and closures" (decisions 231–232): the pure rules. */
const now = new Date('2026-12-02T15:00:00Z'); // Wednesday 10:00 in New York
const allWeek = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '00:00', closes: '24:00' }));
const settings = (extra: Partial<SlotSettings> = {}): SlotSettings => ({
  timeZone: 'America/New_York',
  schedule: { comingSoon: false, hours: { pickup: allWeek }, closures: [] },
  slotMinutes: 15,
  leadMinutes: 15,
  deliveryLeadMinutes: 45,
  advanceDays: 14,
  storeName: 'Back Bay',
  ...extra,
});
const request = { handoff: 'pickup' as const, catering: false, itemCount: 1, now };

describe('pause window', () => {
  it('a timed pause lasts until its end, then ends by itself', () => {
    const pause = pauseFor(30, now);
    expect(pause.until?.toISOString()).toBe('2026-12-02T15:30:00.000Z');
    expect(isOrderingPaused(pause, now)).toBe(true);
    expect(isOrderingPaused(pause, new Date('2026-12-02T15:29:59Z'))).toBe(true);
    expect(isOrderingPaused(pause, new Date('2026-12-02T15:30:00Z'))).toBe(false);
    expect(minutesLeft(pause, new Date('2026-12-02T15:10:30Z'))).toBe(20);
  });

  it('until resumed never ends; not paused is never paused', () => {
    const pause = pauseFor(null, now);
    expect(isOrderingPaused(pause, new Date('2030-01-01T00:00:00Z'))).toBe(true);
    expect(minutesLeft(pause, now)).toBeNull();
    expect(isOrderingPaused({ paused: false, until: null }, now)).toBe(false);
    expect(isOrderingPaused(undefined, now)).toBe(false);
  });

  it('while paused offers no day, no time and no ASAP, with spec §8 sentence; after the pause all come back', () => {
    const paused = settings({ orderingPause: pauseFor(15, now) });
    const tomorrow = '2026-12-03';
    const refusal = 'Back Bay is currently unavailable, please check back later.';
    expect(pausedRefusal(paused, now)).toBe(refusal);
    expect(asapSlot(paused, request)).toEqual({ available: false, reason: refusal });
    expect(openOrderDays(paused, request)).toEqual([]);
    expect(slotsForDay(paused, request, tomorrow)).toEqual([]);
    expect(findSlot(paused, request, '20261203 10:00').ok).toBe(false);
    // The same settings a quarter of an hour later: the timed pause has ended by itself.
    const later = { ...request, now: new Date(now.getTime() + 15 * 60_000) };
    expect(pausedRefusal(paused, later.now)).toBeNull();
    expect(asapSlot(paused, later).available).toBe(true);
    expect(openOrderDays(paused, later)).toHaveLength(14);
    expect(slotsForDay(paused, later, tomorrow).length).toBeGreaterThan(0);
    expect(findSlot(paused, later, '20261203 10:00').ok).toBe(true);
    // Catering is paused too (the pause is said before catering's own reason).
    expect(asapSlot(paused, { ...request, catering: true })).toEqual({ available: false, reason: refusal });
    // Until resumed: nothing is offered, however far ahead.
    const untilResumed = settings({ orderingPause: pauseFor(null, now) });
    expect(openOrderDays(untilResumed, { ...request, now: new Date('2026-12-09T15:00:00Z') })).toEqual([]);
  });

  it('not paused: no refusal', () => {
    expect(pausedRefusal(settings(), now)).toBeNull();
    expect(pausedRefusal(settings({ orderingPause: { paused: false, until: null } }), now)).toBeNull();
    expect(asapSlot(settings(), request).available).toBe(true);
  });

  it('the ordering body accepts presets, custom minutes and until-resumed; refuses the rest', () => {
    expect(putOrderingSchema.safeParse({ pause: { mode: 'minutes', minutes: 45 } }).success).toBe(true);
    expect(putOrderingSchema.safeParse({ pause: { mode: 'until-resumed' } }).success).toBe(true);
    expect(putOrderingSchema.safeParse({ pause: { mode: 'minutes', minutes: 0 } }).success).toBe(false);
    expect(putOrderingSchema.safeParse({ pause: { mode: 'minutes', minutes: 24 * 60 + 1 } }).success).toBe(false);
    expect(putOrderingSchema.safeParse({ slot_capacity: 0 }).success).toBe(false);
  });
});

describe('hours validation', () => {
  it('accepts plain windows, split shifts, 24:00 and marked overnight windows', () => {
    expect(
      weeklyHoursProblem([
        { weekday: 1, opens: '07:00', closes: '11:00' },
        { weekday: 1, opens: '17:00', closes: '21:00' },
      ]),
    ).toBeNull();
    expect(weeklyHoursProblem([{ weekday: 0, opens: '00:00', closes: '24:00' }])).toBeNull();
    expect(weeklyHoursProblem([{ weekday: 5, opens: '07:00', closes: '01:00', overnight: true }])).toBeNull();
  });

  it('refuses closes before opens (unmarked), overlaps and a bogus overnight', () => {
    expect(weeklyHoursProblem([{ weekday: 1, opens: '18:00', closes: '08:00' }])).toMatch(
      /^Monday: closes must be after opens/,
    );
    expect(weeklyHoursProblem([{ weekday: 2, opens: '08:00', closes: '08:00' }])).toMatch(/closes must be after opens/);
    expect(
      weeklyHoursProblem([
        { weekday: 3, opens: '08:00', closes: '12:00' },
        { weekday: 3, opens: '11:59', closes: '13:00' },
      ]),
    ).toMatch(/^Wednesday: opening times overlap/);
    expect(weeklyHoursProblem([{ weekday: 4, opens: '08:00', closes: '12:00', overnight: true }])).toMatch(/overnight/);
  });

  it('checks closure dates and special hours', () => {
    expect(isCalendarDate('2026-12-25')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('12/25/2026')).toBe(false);
    expect(
      closureInputSchema.safeParse({
        date: '2026-12-24',
        closed: false,
        opens: '09:00',
        closes: '14:00',
        reason: 'Christmas Eve',
      }).success,
    ).toBe(true);
    expect(
      closureInputSchema.safeParse({ date: '2026-12-24', closed: false, opens: '14:00', closes: '09:00', reason: 'x' })
        .success,
    ).toBe(false);
    expect(closureInputSchema.safeParse({ date: '2026-12-24', closed: false, reason: 'x' }).success).toBe(false);
    expect(closureInputSchema.safeParse({ date: '2026-12-24', closed: true, reason: '' }).success).toBe(false);
  });
});

describe('a closure overrides weekly hours', () => {
  it('a closed day leaves the day list and turns the status Closed; special hours shorten the day', () => {
    const today = '2026-12-02';
    expect(openOrderDays(settings(), request)).toContain('2026-12-03');
    const closed = settings({
      schedule: {
        comingSoon: false,
        hours: { pickup: allWeek },
        closures: [{ date: '2026-12-03', closed: true, opens: null, closes: null }],
      },
    });
    expect(openOrderDays(closed, request)).not.toContain('2026-12-03');
    const schedule = {
      comingSoon: false,
      hours: { pickup: allWeek },
      closures: [{ date: today, closed: true, opens: null, closes: null }],
    };
    expect(locationStatus(schedule, now, 'America/New_York')).toBe('closed');
    const short = {
      comingSoon: false,
      hours: { pickup: allWeek },
      closures: [{ date: today, closed: false, opens: '06:00', closes: '09:00' }],
    };
    expect(locationStatus(short, now, 'America/New_York')).toBe('closed');
    expect(
      locationStatus(
        { ...short, closures: [{ date: today, closed: false, opens: '09:00', closes: '12:00' }] },
        now,
        'America/New_York',
      ),
    ).toBe('open');
  });
});
