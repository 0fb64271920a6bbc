import { describe, expect, it } from 'vitest';
import { locationSummarySchema } from '../../src/domain/locations/location-contract.ts';
import { createListFragments } from '../../src/server/modules/locations/list-fragments.ts';
import type { LocationRow } from '../../src/server/modules/locations/repo.ts';
import type { Schedule } from '../../src/server/modules/locations/schedule-cache.ts';
import { toLocationSummary } from '../../src/server/modules/locations/to-location.ts';

/** Decision 145: a list reply's store text is cached per store and minute, the distance spliced in. */
const row: LocationRow = {
  id: 'bos-test',
  menuId: '19999',
  name: 'Test "distance":null Café',
  address: '1 Main Street',
  city: 'Boston',
  state: 'MA',
  zip: '02116',
  country: 'US',
  citySlug: 'boston',
  addressSlug: '1-main-street',
  phone: '6175550199',
  lat: 42.35,
  lng: -71.08,
  timeZone: 'America/New_York',
  comingSoon: false,
  openingDate: null,
  available: true,
  pickup: true,
  curbside: false,
  drivethru: false,
  delivery: true,
  catering: false,
  advanceDays: 14,
  transferCart: true,
  taxRateBps: 625,
  deliveryZone: { type: 'radius', miles: 3 },
  deliveryFeeCents: 0,
  deliveryMinimumCents: 0,
  slotMinutes: 15,
  leadMinutes: 15,
  deliveryLeadMinutes: 45,
  slotCapacity: 8,
  slotCapacityByHandoff: {},
  leadMinutesByHandoff: {},
  orderingPaused: false,
  orderingPausedUntil: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
};
// Pickup opens at 10:00 every day; delivery never.
const schedule: Schedule = {
  hours: { pickup: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '10:00', closes: '21:00' })) },
  closures: [],
};
// Wednesday 2 December 2026 in New York (UTC−5).
const at = (time: string) => new Date(`2026-12-02T${time}Z`);
const parse = (text: string) => (JSON.parse(text) as unknown[]).map((l) => locationSummarySchema.parse(l));

describe('list fragments (decision 145)', () => {
  it('gives exactly the summary JSON, whatever the distance, even with the key text inside a name', () => {
    const fragments = createListFragments();
    const now = at('15:30:00');
    const text = fragments.jsonArray(
      [
        { row, schedule, distance: 0 },
        { row, schedule, distance: 1.23456 },
        { row, schedule, distance: null },
      ],
      now,
    );
    expect(text).toBe(
      `[${[0, 1.23456, null].map((d) => JSON.stringify(toLocationSummary(row, schedule.hours, schedule.closures, now, d))).join(',')}]`,
    );
    expect(parse(text).map((l) => l.distance)).toEqual([0, 1.235, null]);
    expect(parse(text)[0]!.name).toBe('Test "distance":null Café');
    expect(fragments.jsonArray([], now)).toBe('[]');
  });

  it('recomputes the status when the minute turns', () => {
    const fragments = createListFragments();
    const before = parse(fragments.jsonArray([{ row, schedule, distance: 1 }], at('14:59:30')))[0]!;
    expect(before).toMatchObject({
      status: 'closed',
      open: false,
      handoff_status: { pickup: 'closed', delivery: 'closed' },
    });
    const after = parse(fragments.jsonArray([{ row, schedule, distance: 1 }], at('15:00:05')))[0]!;
    expect(after).toMatchObject({
      status: 'open',
      open: true,
      status_label: 'Open Now',
      handoff_status: { pickup: 'open', delivery: 'closed' },
    });
  });

  it('rebuilds for a reloaded row or schedule within the same minute', () => {
    const fragments = createListFragments();
    const now = at('15:30:00');
    fragments.jsonArray([{ row, schedule, distance: 1 }], now);
    const renamed = parse(fragments.jsonArray([{ row: { ...row, name: 'Renamed' }, schedule, distance: 1 }], now))[0]!;
    expect(renamed.name).toBe('Renamed');
    const closedToday: Schedule = {
      ...schedule,
      closures: [{ date: '2026-12-02', closed: true, opens: null, closes: null }],
    };
    expect(parse(fragments.jsonArray([{ row, schedule: closedToday, distance: 1 }], now))[0]!.status).toBe('closed');
  });
});
