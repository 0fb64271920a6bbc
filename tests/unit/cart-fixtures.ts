import type { HandoffMode } from '../../src/domain/app-info.ts';
import type { SlotRequest, SlotSettings } from '../../src/domain/cart/time-slots.ts';
import type { StoreSchedule } from '../../src/domain/locations/status.ts';

/** Shared fixtures of the cart unit tests. */
export const HANDOFF_MODES_FOR_TEST: HandoffMode[] = ['pickup', 'curbside', 'drivethru', 'delivery', 'dispatch'];

const everyDay = (opens: string, closes: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens, closes }));

export const schedule = (over: Partial<StoreSchedule> = {}): StoreSchedule => ({
  comingSoon: false,
  hours: {
    pickup: everyDay('07:00', '21:00'),
    delivery: everyDay('10:00', '20:00'),
    catering: everyDay('08:00', '16:00'),
    curbside: everyDay('22:00', '02:00'),
  },
  closures: [],
  ...over,
});

export const settings = (over: Partial<SlotSettings> = {}): SlotSettings => ({
  timeZone: 'America/New_York',
  schedule: schedule(),
  slotMinutes: 15,
  leadMinutes: 15,
  deliveryLeadMinutes: 45,
  advanceDays: 14,
  storeName: 'Back Bay',
  ...over,
});

/** A one-item pickup request made at 10:00 on Wednesday 2026-06-10 in New York (14:00 UTC). */
export const slotRequest = (over: Partial<SlotRequest> = {}): SlotRequest => ({
  handoff: 'pickup',
  catering: false,
  itemCount: 1,
  now: new Date('2026-06-10T14:00:00Z'),
  ...over,
});
