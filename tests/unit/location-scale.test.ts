import { describe, expect, it } from 'vitest';
import { clockMinutes } from '../../src/domain/location-model.ts';
import { addDays, wallTime, weekdayOf } from '../../src/domain/locations/local-time.ts';

/** The memoised time helpers behind the brand-scale search (decision 101) give the same answers. */
describe('memoised wall time (decision 101)', () => {
  it('seconds within one minute share a wall time; the next minute does not', () => {
    const a = wallTime(new Date('2026-11-22T15:04:01Z'), 'America/New_York');
    const b = wallTime(new Date('2026-11-22T15:04:59Z'), 'America/New_York');
    const c = wallTime(new Date('2026-11-22T15:05:00Z'), 'America/New_York');
    expect(a).toEqual({ date: '2026-11-22', weekday: 0, minutes: 10 * 60 + 4 });
    expect(b).toEqual(a);
    expect(c.minutes).toBe(a.minutes + 1);
  });

  it('keeps zones apart at the same instant, and crosses the DST change correctly', () => {
    const instant = new Date('2026-11-01T05:30:00Z');
    expect(wallTime(instant, 'America/New_York')).toEqual({ date: '2026-11-01', weekday: 0, minutes: 60 + 30 });
    expect(wallTime(instant, 'America/Los_Angeles')).toEqual({ date: '2026-10-31', weekday: 6, minutes: 22 * 60 + 30 });
    // 06:30Z is 01:30 EST, after the clocks went back at 06:00Z.
    expect(wallTime(new Date('2026-11-01T06:30:00Z'), 'America/New_York').minutes).toBe(60 + 30);
  });

  it('returns frozen results, so a caller cannot corrupt the memo', () => {
    const w = wallTime(new Date('2026-11-22T15:04:01Z'), 'America/Chicago');
    expect(Object.isFrozen(w)).toBe(true);
  });

  it('dates and clock times', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(clockMinutes('07:30')).toBe(450);
    expect(clockMinutes('24:00')).toBe(1440);
    expect(clockMinutes('00:00')).toBe(0);
  });
});
