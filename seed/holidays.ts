import type { ClosureSeed } from '../src/server/seed/seed-schema.ts';

/** Brand-wide date overrides, applied to every open store in its own calendar. */
export const HOLIDAYS: ClosureSeed[] = [
  { date: '2026-11-26', closed: true, reason: 'Thanksgiving Day' },
  { date: '2026-12-24', closed: false, opens: '07:00', closes: '14:00', reason: 'Christmas Eve' },
  { date: '2026-12-25', closed: true, reason: 'Christmas Day' },
  { date: '2026-12-31', closed: false, opens: '07:00', closes: '16:00', reason: "New Year's Eve" },
  { date: '2027-01-01', closed: true, reason: "New Year's Day" },
  { date: '2027-11-25', closed: true, reason: 'Thanksgiving Day' },
];
