import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Menu, MenuReader } from '../../../domain/menu/menu-contract.ts';
import type { HandoffMode as HoursMode } from '../../../domain/location-model.ts';
import { wallTime } from '../../../domain/locations/local-time.ts';
import type { SlotSettings } from '../../../domain/cart/time-slots.ts';
import {
  slotCapacityFor,
  smallestSlotCapacity,
  type SlotCapacitySettings,
} from '../../../domain/store-ops/slot-capacity.ts';
import type { Db } from '../../db/client.ts';
import { slotReservations } from '../../db/schema/carts.ts';
import { findOne, loadSchedules, type LocationRow } from './repo.ts';

/**
 * What a cart or a checkout needs besides its own rows: the menu, its location and the slot
 * settings (hours, closures, the full slots near now). Cached per menu by
 * `location-context-cache.ts`; the cart calls it its `CartContext`.
 */
export interface LocationContext {
  menu: Menu;
  location: LocationRow;
  path: string;
  slots: SlotSettings;
}

/**
 * Loads the context for a menu id, outside any transaction (PGlite has one connection: a read
 * on `db` while a transaction holds it would wait for itself). Menus come from the menu
 * service's cache; the location and its hours are two small indexed reads.
 */
export async function loadLocationContext(
  db: Db,
  menus: MenuReader,
  menuId: string,
  now: Date,
): Promise<LocationContext | null> {
  const location = await findOne(db, { menuId });
  if (!location) return null;
  const [menu, schedules, fullSlots] = await Promise.all([
    menus.getMenu(menuId),
    loadSchedules(db, [location.id], wallTime(now, location.timeZone).date),
    fullSlotsNear(db, location.id, location, now),
  ]);
  if (!menu) return null;
  return {
    menu,
    location,
    path: `/locations/${location.state.toLowerCase()}/${location.citySlug}/${location.addressSlug}`,
    slots: {
      timeZone: location.timeZone,
      schedule: {
        comingSoon: location.comingSoon,
        hours: schedules.hours.get(location.id) ?? {},
        closures: schedules.closures.get(location.id) ?? [],
      },
      slotMinutes: location.slotMinutes,
      leadMinutes: location.leadMinutes,
      deliveryLeadMinutes: location.deliveryLeadMinutes,
      leadMinutesByHandoff: location.leadMinutesByHandoff,
      advanceDays: location.advanceDays,
      fullSlots,
      orderingPause: { paused: location.orderingPaused, until: location.orderingPausedUntil },
      storeName: location.name,
    },
  };
}

/**
 * The full slots ASAP could land on (today and the early hours of tomorrow), per hours mode.
 * Read with the rest of the context, so at most a TTL old like it; a process that fills a
 * slot itself invalidates that location's context at once.
 */
async function fullSlotsNear(
  db: Db,
  locationId: string,
  capacity: SlotCapacitySettings,
  now: Date,
): Promise<Map<HoursMode, Set<number>>> {
  const rows = await db
    .select({ handoff: slotReservations.handoff, start: slotReservations.slotStart, count: slotReservations.count })
    .from(slotReservations)
    .where(
      and(
        eq(slotReservations.locationId, locationId),
        gte(slotReservations.slotStart, new Date(now.getTime() - 3600_000)),
        lt(slotReservations.slotStart, new Date(now.getTime() + 2 * 86_400_000)),
        sql`${slotReservations.count} >= ${smallestSlotCapacity(capacity)}`,
      ),
    );
  const full = new Map<HoursMode, Set<number>>();
  for (const row of rows) {
    // Each handoff has its own limit; the query fetched rows full for the smallest.
    if (row.count < slotCapacityFor(capacity, row.handoff)) continue;
    const mode = row.handoff as HoursMode;
    let starts = full.get(mode);
    if (!starts) full.set(mode, (starts = new Set()));
    starts.add(row.start.getTime());
  }
  return full;
}
