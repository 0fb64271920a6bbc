import { describe, expect, it } from 'vitest';
import { groupThousands, longDateLabel, shortDateLabel, shortDayLabel } from '../../src/domain/us-english-format.ts';

// Intl is the oracle: the labels must read exactly as the ICU formatters they replace (decision 350).
const SHORT = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const WITH_YEAR = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const LONG = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Every day from 2024-01-01 (a leap year) for three years, as 'YYYY-MM-DD'. */
const days = Array.from({ length: 3 * 366 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10));

describe('US English dates and counts without Intl', () => {
  it('writes every day of three years as the short ICU label, "Sat, Nov 22"', () => {
    for (const day of days)
      expect(shortDayLabel(day.replaceAll('-', ''))).toBe(SHORT.format(Date.parse(`${day}T00:00:00Z`)));
    expect(shortDayLabel('20261128')).toBe('Sat, Nov 28');
  });

  it('writes every day of three years with its year as ICU does, "Fri, Dec 25, 2026"', () => {
    for (const day of days) expect(shortDateLabel(day)).toBe(WITH_YEAR.format(Date.parse(`${day}T00:00:00Z`)));
    expect(shortDateLabel('2026-12-25')).toBe('Fri, Dec 25, 2026');
  });

  it('writes every day of three years as the long ICU label, "November 28, 2026"', () => {
    for (const day of days) expect(longDateLabel(day)).toBe(LONG.format(Date.parse(`${day}T12:00:00Z`)));
    expect(longDateLabel('2026-02-01')).toBe('February 1, 2026');
  });

  it('groups thousands as toLocaleString("en-US") does for integers', () => {
    for (const n of [0, 7, 99, 480, 999, 1000, 1420, 12345, 999999, 1000000, 1234567890, -1420, -5]) {
      expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
    }
  });
});
