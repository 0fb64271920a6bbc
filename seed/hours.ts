import type { WeeklySchedule } from '../src/server/seed/seed-schema.ts';

// Weekly schedules the demo stores share (0 = Sunday … 6 = Saturday). A closing time at or
// before the opening time runs past midnight; '00:00'–'24:00' is open around the clock.
const WEEKDAYS = [1, 2, 3, 4, 5];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** A neighbourhood cafe. */
export const CAFE: WeeklySchedule = [
  { days: WEEKDAYS, opens: '06:30', closes: '21:00' },
  { days: [6], opens: '07:00', closes: '21:00' },
  { days: [0], opens: '07:00', closes: '20:00' },
];

/** Busy streets: open later at the weekend. */
export const CAFE_LATE: WeeklySchedule = [
  { days: [1, 2, 3, 4], opens: '06:30', closes: '22:00' },
  { days: [5, 6], opens: '07:00', closes: '23:30' },
  { days: [0], opens: '07:00', closes: '21:00' },
];

/** College and nightlife streets: past midnight on Friday and Saturday. */
export const NIGHT_OWL: WeeklySchedule = [
  { days: [0, 1, 2, 3, 4], opens: '07:00', closes: '23:00' },
  { days: [5, 6], opens: '07:00', closes: '01:00' },
];

/** Office districts: early weekdays, short Saturday, closed Sunday. */
export const OFFICE: WeeklySchedule = [
  { days: WEEKDAYS, opens: '06:00', closes: '19:00' },
  { days: [6], opens: '08:00', closes: '15:00' },
];

/** A small shop closed on Sundays. */
export const CLOSED_SUNDAY: WeeklySchedule = [
  { days: WEEKDAYS, opens: '07:00', closes: '19:00' },
  { days: [6], opens: '08:00', closes: '17:00' },
];

/** Sunday brunch, an afternoon break, then dinner. */
export const SPLIT_SUNDAY: WeeklySchedule = [
  { days: [1, 2, 3, 4, 5, 6], opens: '07:00', closes: '21:00' },
  { days: [0], opens: '08:00', closes: '14:00' },
  { days: [0], opens: '17:00', closes: '21:00' },
];

export const DRIVE_THRU_EARLY: WeeklySchedule = [{ days: EVERY_DAY, opens: '05:30', closes: '22:00' }];
export const DRIVE_THRU_24H: WeeklySchedule = [{ days: EVERY_DAY, opens: '00:00', closes: '24:00' }];

export const DELIVERY: WeeklySchedule = [{ days: EVERY_DAY, opens: '10:30', closes: '20:30' }];
/** Busy streets deliver later, and an hour more on Friday and Saturday evenings. */
export const DELIVERY_LATE: WeeklySchedule = [
  { days: [0, 1, 2, 3, 4], opens: '10:30', closes: '21:30' },
  { days: [5, 6], opens: '10:30', closes: '22:30' },
];
export const DELIVERY_WEEKDAYS: WeeklySchedule = [{ days: WEEKDAYS, opens: '10:30', closes: '18:00' }];

/** Catering hand-off windows (orders are placed at least 2 days ahead). */
export const CATERING: WeeklySchedule = [
  { days: WEEKDAYS, opens: '07:00', closes: '19:00' },
  { days: [0, 6], opens: '08:00', closes: '16:00' },
];
export const CATERING_WEEKDAYS: WeeklySchedule = [{ days: WEEKDAYS, opens: '07:00', closes: '17:00' }];
