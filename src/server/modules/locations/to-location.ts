import { HANDOFF_MODES, type HandoffMode } from '../../../domain/location-model.ts';
import type { Location, LocationSummary } from '../../../domain/locations/location-contract.ts';
import {
  handoffStatus,
  locationStatus,
  STATUS_LABEL,
  type Closure,
  type StoreSchedule,
  type WeeklyWindow,
} from '../../../domain/locations/status.ts';
import { specialDaysAhead } from '../../../domain/locations/special-days.ts';
import { isOrderingPaused, ORDERING_PAUSED_LABEL } from '../../../domain/store-ops/ordering-pause.ts';
import type { LocationRow } from './repo.ts';

/** A stored row + its schedule → the reply shape of spec §3, status computed for `now`. */
export function toLocation(
  row: LocationRow,
  hours: Partial<Record<HandoffMode, WeeklyWindow[]>>,
  closures: Closure[],
  now: Date,
  distance: number | null,
): Location {
  const offeredHours: Location['hours'] = {};
  for (const mode of HANDOFF_MODES) if (row[mode]) offeredHours[mode] = hours[mode] ?? [];
  const { opening_date, ...summary } = toLocationSummary(row, hours, closures, now, distance);
  // Field order as in the contract (hours before opening_date).
  const special_days = row.comingSoon ? [] : specialDaysAhead({ hours, closures }, now, row.timeZone);
  return { ...summary, hours: offeredHours, special_days, opening_date };
}

/** The same without the weekly hours: a location in a list. */
export function toLocationSummary(
  row: LocationRow,
  hours: Partial<Record<HandoffMode, WeeklyWindow[]>>,
  closures: Closure[],
  now: Date,
  distance: number | null,
): LocationSummary {
  const schedule: StoreSchedule = { comingSoon: row.comingSoon, hours, closures };
  // A paused store reads as closed (ASAP off, spec §4) with its own label.
  const paused = isOrderingPaused({ paused: row.orderingPaused, until: row.orderingPausedUntil }, now);
  const status = paused && !row.comingSoon ? 'closed' : locationStatus(schedule, now, row.timeZone);
  const handoffStatuses: Location['handoff_status'] = {};
  for (const mode of HANDOFF_MODES)
    if (row[mode]) handoffStatuses[mode] = paused ? 'closed' : handoffStatus(schedule, mode, now, row.timeZone);
  return {
    id: row.id,
    menu_id: row.menuId,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
    phone: row.phone,
    path: `/locations/${row.state.toLowerCase()}/${row.citySlug}/${row.addressSlug}`,
    open: status === 'open',
    'Coming Soon': row.comingSoon,
    available: row.available,
    distance: roundDistance(distance),
    services: {
      advancedays: row.advanceDays,
      transfercart: row.transferCart,
      pickup: row.pickup,
      curbside: row.curbside,
      drivethru: row.drivethru,
      delivery: row.delivery,
      catering: row.catering,
    },
    lat: row.lat,
    lng: row.lng,
    time_zone: row.timeZone,
    status,
    status_label: paused && !row.comingSoon ? ORDERING_PAUSED_LABEL : STATUS_LABEL[status],
    handoff_status: handoffStatuses,
    ordering_paused: paused,
    opening_date: row.openingDate,
  };
}

/** Miles to three decimals (the card shows two). */
export const roundDistance = (distance: number | null): number | null =>
  distance === null ? null : Math.round(distance * 1000) / 1000;
